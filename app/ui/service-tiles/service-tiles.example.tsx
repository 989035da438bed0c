import type { Tile } from "~/platform/content/brand";
import { Example } from "~/ui/gallery/example";
import { ServiceTiles } from "./service-tiles";
import type { GalleryExample } from "~/ui/gallery/gallery";

const TILES: Tile[] = [
  { label: "Bezorgservice", url: "/bezorgservice", icon: "truck" },
  { label: "Vakantieservice", url: "/vakantieservice", icon: "calendar" },
  { label: "Verhuisservice", url: "/verhuisservice", icon: "home" },
  { label: "Betaalservice", url: "/betaalservice", icon: "payment" },
  { label: "Mijn account", url: "/account", icon: "user" },
  { label: "Contact", url: "/klantenservice/contact", icon: "comments" },
];

function Examples() {
  return (
    <>
      <Example title="Vier tegels">
        <ServiceTiles tiles={TILES.slice(0, 4)} />
      </Example>
      <Example title="Vijf tegels">
        <ServiceTiles tiles={TILES.slice(0, 5)} />
      </Example>
      <Example title="Zes tegels">
        <ServiceTiles tiles={TILES} />
      </Example>
    </>
  );
}

export const example: GalleryExample = { title: "Servicetegels", order: 170, Example: Examples };
