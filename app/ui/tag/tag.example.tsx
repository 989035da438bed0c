import { row } from "~/ui/gallery/example";
import { Tag, TAG_COLORS } from "./tag";
import type { GalleryExample } from "~/ui/gallery/gallery";

function Examples() {
  return (
    <>
      <div className={row}>
        {TAG_COLORS.map((color) => (
          <Tag key={color} color={color}>
            {color}
          </Tag>
        ))}
        <Tag color="paars">onbekend → grijs</Tag>
      </div>
    </>
  );
}

export const example: GalleryExample = { title: "Tag", order: 80, Example: Examples };
