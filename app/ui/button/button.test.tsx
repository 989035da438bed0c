import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, test, vi } from "vitest";
import { css } from "styled-system/css";
import { Button, buttonRecipe } from "./button";

describe("Button", () => {
  test("is a type=button by default so it never submits a form by accident", () => {
    const onSubmit = vi.fn((event: Event) => event.preventDefault());
    render(
      <form onSubmit={(event) => onSubmit(event.nativeEvent)}>
        <Button>Annuleren</Button>
        <Button type="submit">Opslaan</Button>
      </form>,
    );
    fireEvent.click(screen.getByRole("button", { name: "Annuleren" }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole("button", { name: "Opslaan" }).getAttribute("type")).toBe("submit");
  });

  test("the primary variant paints the brand colour behind the brand's on-primary text", () => {
    // Class names are hashed (panda.config.ts): Panda's css() names the atomic classes the recipe must hold.
    const classes = (variant: "primary" | "secondary") => buttonRecipe({ variant }).split(" ");
    expect(classes("primary")).toContain(css({ bg: "brand.primary" }));
    expect(classes("primary")).toContain(css({ color: "brand.onPrimary" }));
    expect(classes("secondary")).not.toContain(css({ bg: "brand.primary" }));
  });
});
