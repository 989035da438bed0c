import { render, screen } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import { AA_TEXT, contrastRatio } from "~/ui/theme/contrast";
import { Tag, TAG_COLORS, TAG_PALETTE, tagColor } from "./tag";

describe("Tag", () => {
  test.each(TAG_COLORS)("renders %s with its palette", (color) => {
    render(<Tag color={color}>Betaald</Tag>);
    const tag = screen.getByText("Betaald");
    expect(tag.dataset.color).toBe(color);
    expect(tag.style.getPropertyValue("--tag-bg")).toBe(TAG_PALETTE[color].light.bg);
    expect(tag.style.getPropertyValue("--tag-fg-dark")).toBe(TAG_PALETTE[color].dark.fg);
  });

  test("an unknown or missing colour falls back to gray without crashing", () => {
    render(
      <>
        <Tag color="purple">Onbekend</Tag>
        <Tag>Geen</Tag>
      </>,
    );
    expect(screen.getByText("Onbekend").dataset.color).toBe("gray");
    expect(screen.getByText("Geen").dataset.color).toBe("gray");
    expect(tagColor(undefined)).toBe("gray");
    expect(tagColor("__proto__")).toBe("gray");
  });

  test.each(TAG_COLORS)("%s text meets AA contrast in light and dark mode", (color) => {
    const { light, dark } = TAG_PALETTE[color];
    expect(contrastRatio(light.bg, light.fg)).toBeGreaterThanOrEqual(AA_TEXT);
    expect(contrastRatio(dark.bg, dark.fg)).toBeGreaterThanOrEqual(AA_TEXT);
  });
});
