import { css } from "styled-system/css";
import { Icon, ICON_NAMES } from "./icon";
import type { GalleryExample } from "~/ui/gallery/gallery";

function Examples() {
  return (
    <>
      <ul
        className={css({
          display: "grid",
          gridTemplateColumns: "repeat(auto-fill, minmax(8rem, 1fr))",
          gap: "3",
          listStyle: "none",
          p: "0",
        })}
      >
        {ICON_NAMES.map((name) => (
          <li key={name} className={css({ display: "flex", alignItems: "center", gap: "2" })}>
            <Icon name={name} size="1.5rem" />
            <code>{name}</code>
          </li>
        ))}
      </ul>
    </>
  );
}

export const example: GalleryExample = { title: "Iconen", order: 190, Example: Examples };
