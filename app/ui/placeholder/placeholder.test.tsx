import { render, screen } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import { Placeholder } from "./placeholder";

describe("Placeholder", () => {
  test("is decorative by default and sized by its props", () => {
    const { container } = render(<Placeholder width="12rem" height="2rem" />);
    const shape = container.firstElementChild as HTMLElement;
    expect(shape.getAttribute("aria-hidden")).toBe("true");
    expect(shape.style.width).toBe("12rem");
    expect(shape.style.height).toBe("2rem");
  });

  test("with a label it announces loading", () => {
    render(<Placeholder label="Facturen worden geladen" />);
    expect(screen.getByRole("status").textContent).toBe("Facturen worden geladen");
  });
});
