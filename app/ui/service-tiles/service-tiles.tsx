import { Link } from "~/ui/link";
import { css, cva, cx } from "styled-system/css";
import type { Tile } from "~/platform/content/brand";
import { Icon, isIconName } from "~/ui/icon/icon";

export interface ServiceTilesProps {
  tiles: Tile[];
  className?: string;
}

// Layouts for the 4, 5, 6 and 8 tiles a brand may have; other counts flow in an even grid.
const grid = cva({
  base: { display: "grid", gap: "3", listStyle: "none", m: "0", p: "0", gridTemplateColumns: "repeat(2, minmax(0, 1fr))" },
  variants: {
    layout: {
      four: { md: { gridTemplateColumns: "repeat(4, minmax(0, 1fr))" } },
      // Two rows on wide screens: three tiles, then two wider ones. On phones the fifth spans the row.
      five: {
        "& > li:last-child": { gridColumn: "span 2" },
        md: {
          gridTemplateColumns: "repeat(6, minmax(0, 1fr))",
          "& > li": { gridColumn: "span 2" },
          "& > li:nth-child(n + 4), & > li:last-child": { gridColumn: "span 3" },
        },
      },
      six: { md: { gridTemplateColumns: "repeat(3, minmax(0, 1fr))" } },
      other: { md: { gridTemplateColumns: "repeat(auto-fill, minmax(10rem, 1fr))" } },
    },
  },
});

function layoutFor(count: number) {
  // Eight: two rows of four on wide screens, four rows of two on phones.
  if (count === 4 || count === 8) return "four" as const;
  if (count === 5) return "five" as const;
  if (count === 6) return "six" as const;
  return "other" as const;
}

const tileClass = css({
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  justifyContent: "center",
  gap: "2",
  h: "full",
  minH: "28",
  p: "4",
  textAlign: "center",
  fontWeight: "semibold",
  color: "fg.default",
  textDecoration: "none",
  bg: "bg.canvas",
  borderWidth: "1px",
  borderStyle: "solid",
  borderColor: "border.default",
  rounded: "lg",
  transition: "background-color 150ms",
  _hover: { bg: "bg.subtle", textDecoration: "underline" },
  _reducedMotion: { transition: "none" },
});

const iconClass = css({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  w: "12",
  h: "12",
  rounded: "full",
  bg: "brand.primary",
  color: "brand.onPrimary",
  fontSize: "2xl",
});

/** The service home's tiles: each links to its area, with the icon named by the tile. */
export function ServiceTiles({ tiles, className }: ServiceTilesProps) {
  if (tiles.length === 0) return null;
  return (
    <ul className={cx(grid({ layout: layoutFor(tiles.length) }), className)} data-count={tiles.length}>
      {tiles.map((tile) => (
        <li key={tile.url}>
          <Link to={tile.url} className={tileClass}>
            <span className={iconClass}>
              <Icon name={isIconName(tile.icon) ? tile.icon : "info"} />
            </span>
            <span>{tile.label}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
