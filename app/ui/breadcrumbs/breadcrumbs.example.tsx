import { Breadcrumbs } from "./breadcrumbs";
import type { GalleryExample } from "~/ui/gallery/gallery";

function Examples() {
  return (
    <>
      <Breadcrumbs
        items={[
          { label: "Service", path: "/" },
          { label: "Klantenservice", path: "/klantenservice/contact" },
          { label: "Veelgestelde vragen" },
        ]}
      />
    </>
  );
}

export const example: GalleryExample = { title: "Kruimelpad", order: 160, Example: Examples };
