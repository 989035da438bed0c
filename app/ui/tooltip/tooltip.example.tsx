import { Button } from "~/ui/button/button";
import { row } from "~/ui/gallery/example";
import { Icon } from "~/ui/icon/icon";
import { Tooltip } from "./tooltip";
import type { GalleryExample } from "~/ui/gallery/gallery";

function Examples() {
  return (
    <>
      <div className={row}>
        <Tooltip content="Uw klantnummer staat rechtsboven op elke factuur.">
          <Button variant="secondary">Waar vind ik mijn klantnummer?</Button>
        </Tooltip>
        <Tooltip content="Wordt onder de knop getoond" placement="bottom">
          <Button variant="ghost" size="icon" aria-label="Meer informatie">
            <Icon name="info" />
          </Button>
        </Tooltip>
      </div>
    </>
  );
}

export const example: GalleryExample = { title: "Tooltip", order: 90, Example: Examples };
