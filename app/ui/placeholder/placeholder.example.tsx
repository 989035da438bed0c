import { stack } from "~/ui/gallery/example";
import { Placeholder } from "./placeholder";
import type { GalleryExample } from "~/ui/gallery/gallery";

function Examples() {
  return (
    <>
      <div className={stack}>
        <Placeholder width="60%" height="1.5rem" label="Gegevens worden geladen" />
        <Placeholder height="1rem" />
        <Placeholder width="80%" height="1rem" />
        <Placeholder width="3rem" height="3rem" shape="full" />
      </div>
    </>
  );
}

export const example: GalleryExample = { title: "Placeholder", order: 140, Example: Examples };
