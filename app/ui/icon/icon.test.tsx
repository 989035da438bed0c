import { render, screen } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import { TOPIC_ICONS } from "~/platform/content/brand";
import { Icon, ICON_NAMES, isIconName } from "./icon";

const INTERFACE_ICONS = ["check", "cross", "lock", "close", "chevron", "spinner", "eye", "eye-off", "warning", "error", "success"];

describe("Icon", () => {
  test("has every topic icon of spec §9 and the interface icons", () => {
    expect(ICON_NAMES).toEqual(expect.arrayContaining([...TOPIC_ICONS, ...INTERFACE_ICONS]));
    for (const name of ICON_NAMES) {
      const { container, unmount } = render(<Icon name={name} />);
      expect(container.querySelector("svg")?.children.length).toBeGreaterThan(0);
      unmount();
    }
  });

  test("is decorative by default", () => {
    const { container } = render(<Icon name="truck" />);
    const svg = container.querySelector("svg") as SVGElement;
    expect(svg.getAttribute("aria-hidden")).toBe("true");
    expect(svg.getAttribute("focusable")).toBe("false");
    expect(svg.hasAttribute("role")).toBe(false);
  });

  test("with a label it is an image with that name", () => {
    render(<Icon name="lock" label="Vergrendeld" />);
    const image = screen.getByRole("img", { name: "Vergrendeld" });
    expect(image.hasAttribute("aria-hidden")).toBe(false);
  });

  test("sizes with the text by default and takes a size", () => {
    const { container, rerender } = render(<Icon name="home" />);
    expect(container.querySelector("svg")?.getAttribute("width")).toBe("1em");
    rerender(<Icon name="home" size="2rem" />);
    expect(container.querySelector("svg")?.getAttribute("height")).toBe("2rem");
  });

  test("isIconName guards content values", () => {
    expect(isIconName("newspaper")).toBe(true);
    expect(isIconName("toString")).toBe(false);
    expect(isIconName(undefined)).toBe(false);
  });
});
