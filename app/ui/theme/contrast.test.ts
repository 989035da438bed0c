import { describe, expect, test } from "vitest";
import { readDataset } from "../../../workers/content/dataset/read.mjs";
import { AA_NON_TEXT, AA_TEXT, contrastRatio, relativeLuminance } from "./contrast";

// The token values of panda.config.ts and the demo brands' themes, held to WCAG 2.2 AA.
const LIGHT = { canvas: "#ffffff", subtle: "#f5f5f4", fg: "#1a1a1a", muted: "#575757", link: "#0b57a4" };
const DARK = { canvas: "#121212", subtle: "#1e1e1e", fg: "#f2f2f2", muted: "#bdbdbd", link: "#8cc4ff" };
const STATUS_LIGHT = ["#b3261e", "#1e7a34", "#0b57a4", "#8a5300"];
const STATUS_DARK = ["#ff8a80", "#7ddc8f", "#8cc4ff", "#ffc766"];

describe("contrast", () => {
  test("matches the WCAG reference values", () => {
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrastRatio("#777777", "#ffffff")).toBeCloseTo(4.48, 2);
    expect(relativeLuminance("#ffffff")).toBe(1);
    expect(() => relativeLuminance("red")).toThrow();
  });

  test.each([
    ["light", LIGHT, STATUS_LIGHT],
    ["dark", DARK, STATUS_DARK],
  ] as const)("%s tokens: text, muted text, links and status colours on canvas and subtle", (_mode, scheme, statuses) => {
    for (const background of [scheme.canvas, scheme.subtle]) {
      for (const foreground of [scheme.fg, scheme.muted, scheme.link, ...statuses]) {
        expect(contrastRatio(background, foreground)).toBeGreaterThanOrEqual(AA_TEXT);
      }
    }
  });

  test("input borders (fg.muted) stand out 3:1 against the canvas", () => {
    expect(contrastRatio(LIGHT.canvas, LIGHT.muted)).toBeGreaterThanOrEqual(AA_NON_TEXT);
    expect(contrastRatio(DARK.canvas, DARK.muted)).toBeGreaterThanOrEqual(AA_NON_TEXT);
  });

  test("status fills carry canvas-coloured text (completed and error step markers)", () => {
    for (const [fill, text] of [
      ["#1e7a34", LIGHT.canvas],
      ["#b3261e", LIGHT.canvas],
      ["#7ddc8f", DARK.canvas],
      ["#ff8a80", DARK.canvas],
    ] as const) {
      expect(contrastRatio(fill, text)).toBeGreaterThanOrEqual(AA_TEXT);
    }
  });

  test("the default brand (dagkoerier #fabb22) carries dark on-primary text", () => {
    expect(contrastRatio("#fabb22", "#1a1a1a")).toBeGreaterThanOrEqual(AA_TEXT);
  });
});

// The demo brands as the content emulator serves them: each block paints brand.primary behind
// brand.onPrimary text and uses brand.accent for lines and text on the canvas.
describe("demo brand themes", () => {
  const brands = (readDataset() as Array<{ _id: string; _type: string; key: string; theme?: Record<string, string> }>)
    .filter((document) => document._type === "brand" && !document._id.startsWith("drafts."));

  test("there are four demo brands", () => {
    expect(brands.map((brand) => brand.key).sort()).toEqual(["dagkoerier", "ochtendpost", "wereldwijzer", "zendernet"]);
  });

  test.each(brands.map((brand) => [brand.key, brand.theme ?? {}] as const))("%s meets AA", (_key, theme) => {
    const { primary = "", onPrimary = "", accent = "#8a5a00", accentDark = "#ffd27a" } = theme;
    expect(contrastRatio(primary, onPrimary)).toBeGreaterThanOrEqual(AA_TEXT);
    expect(contrastRatio(accent, LIGHT.canvas)).toBeGreaterThanOrEqual(AA_TEXT);
    expect(contrastRatio(accent, LIGHT.subtle)).toBeGreaterThanOrEqual(AA_TEXT);
    expect(contrastRatio(accentDark, DARK.canvas)).toBeGreaterThanOrEqual(AA_TEXT);
    expect(contrastRatio(accentDark, DARK.subtle)).toBeGreaterThanOrEqual(AA_TEXT);
  });
});
