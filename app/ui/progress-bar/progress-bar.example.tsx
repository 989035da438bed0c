import { ProgressBar } from "./progress-bar";
import type { GalleryExample } from "~/ui/gallery/gallery";

function Examples() {
  return (
    <>
      <ProgressBar value={20} />
      <ProgressBar value={50} />
      <ProgressBar value={85} />
      <ProgressBar value={140} />
    </>
  );
}

export const example: GalleryExample = { title: "Voortgangsbalk", order: 70, Example: Examples };
