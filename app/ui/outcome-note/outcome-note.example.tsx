import { Example } from "~/ui/gallery/example";
import type { GalleryExample } from "~/ui/gallery/gallery";
import { OutcomeNote } from "./outcome-note";

function Examples() {
  return (
    <Example title="Wat zojuist gedaan is, op de plek waar het gebeurde">
      <OutcomeNote>Geannuleerd: Bezorging gepauzeerd, 1 t/m 5 maart 2027. Uw krant wordt gewoon bezorgd.</OutcomeNote>
    </Example>
  );
}

export const example: GalleryExample = { title: "Uitkomst", order: 175, Example: Examples };
