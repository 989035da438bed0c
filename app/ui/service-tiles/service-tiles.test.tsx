import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, test } from "vitest";
import type { Tile } from "~/platform/content/brand";
import { ServiceTiles } from "./service-tiles";

const TILES: Tile[] = [
  { label: "Bezorging", url: "/bezorgservice", icon: "truck" },
  { label: "Vakantie", url: "/vakantieservice", icon: "calendar" },
  { label: "Verhuizen", url: "/verhuisservice", icon: "home" },
  { label: "Betalen", url: "/betaalservice", icon: "payment" },
  { label: "Account", url: "/account", icon: "user" },
  { label: "Contact", url: "https://www.example.com/contact", icon: "comments" },
  { label: "Abonnementen", url: "/abonnementen", icon: "newspaper" },
  { label: "Facturen", url: "/facturen", icon: "payment" },
];

const renderTiles = (tiles: Tile[]) =>
  render(
    <MemoryRouter>
      <ServiceTiles tiles={tiles} />
    </MemoryRouter>,
  );

describe("ServiceTiles", () => {
  test("each tile links to its url with the icon it names", () => {
    renderTiles(TILES);
    const link = screen.getByRole("link", { name: "Bezorging" });
    expect(link.getAttribute("href")).toBe("/bezorgservice");
    expect(link.querySelector("svg")?.getAttribute("data-icon")).toBe("truck");
    expect(screen.getByRole("link", { name: "Contact" }).getAttribute("href")).toBe("https://www.example.com/contact");
  });

  test.each([4, 5, 6, 8])("lays out %i tiles", (count) => {
    renderTiles(TILES.slice(0, count));
    const list = screen.getByRole("list");
    expect(list.dataset.count).toBe(String(count));
    expect(screen.getAllByRole("listitem")).toHaveLength(count);
  });

  test("the three layouts differ; eight tiles use four's rows of four", () => {
    const classes = [4, 5, 6, 8].map((count) => {
      const { unmount } = renderTiles(TILES.slice(0, count));
      const className = screen.getByRole("list").className;
      unmount();
      return className;
    });
    expect(new Set(classes).size).toBe(3);
    expect(classes[3]).toBe(classes[0]);
  });

  test("an unknown icon falls back to info; no tiles renders nothing", () => {
    const { unmount } = renderTiles([{ label: "Iets", url: "/iets", icon: "onbekend" as Tile["icon"] }]);
    expect(screen.getByRole("link").querySelector("svg")?.getAttribute("data-icon")).toBe("info");
    unmount();
    const { container } = renderTiles([]);
    expect(container.innerHTML).toBe("");
  });
});
