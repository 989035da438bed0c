import { Link } from "react-router";
import { css } from "styled-system/css";
import type { Tile } from "~/platform/brand";

// Temporary until app/ui provides the tile grid.
export function ServiceTiles({ tiles }: { tiles: Tile[] }) {
  if (tiles.length === 0) return null;
  return (
    <ul data-tile-count={tiles.length} className={css({ display: "grid", gap: "4", gridTemplateColumns: { base: "1fr 1fr", tablet: "repeat(3, 1fr)" }, listStyle: "none" })}>
      {tiles.map((tile) => (
        <li key={tile.url}>
          <Link to={tile.url} className={css({ display: "block", p: "4", border: "1px solid", borderColor: "border.default", rounded: "md" })}>
            {tile.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
