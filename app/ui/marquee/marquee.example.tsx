import { Marquee } from "./marquee";
import type { GalleryExample } from "~/ui/gallery/gallery";

function Examples() {
  return (
    <>
      <Marquee label="Nieuws">
        <span>Nieuw: de puzzelbijlage elke zaterdag.</span>
        <span>Lees de krant ook in de app.</span>
      </Marquee>
    </>
  );
}

export const example: GalleryExample = { title: "Marquee", order: 130, Example: Examples };
