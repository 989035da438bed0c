import { row } from "~/ui/gallery/example";
import type { GalleryExample } from "~/ui/gallery/gallery";
import { Icon } from "~/ui/icon/icon";
import { Button } from "./button";

function Examples() {
  return (
    <div className={row}>
      <Button>Opslaan</Button>
      <Button variant="secondary">Annuleren</Button>
      <Button variant="ghost">Meer tonen</Button>
      <Button size="sm">Klein</Button>
      <Button disabled>Niet beschikbaar</Button>
      <Button variant="ghost" size="icon" aria-label="Informatie">
        <Icon name="info" />
      </Button>
    </div>
  );
}

export const example: GalleryExample = { title: "Knop", order: 5, Example: Examples };
