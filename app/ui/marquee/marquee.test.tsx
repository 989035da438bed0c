import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import { Marquee } from "./marquee";

describe("Marquee", () => {
  test("loops every 35 s by default; the second copy is hidden and inert", () => {
    const { container } = render(
      <Marquee label="Nieuws">
        <a href="/nieuws">Nieuwe puzzelbijlage</a>
      </Marquee>,
    );
    const track = container.querySelector("[data-paused]") as HTMLElement;
    expect(track.style.getPropertyValue("--marquee-duration")).toBe("35s");
    const duplicate = container.querySelector('[data-part="duplicate"]') as HTMLElement;
    expect(duplicate.getAttribute("aria-hidden")).toBe("true");
    expect(duplicate.hasAttribute("inert")).toBe(true);
    // Assistive tech finds the link once.
    expect(screen.getAllByRole("link", { name: "Nieuwe puzzelbijlage" })).toHaveLength(1);
    expect(screen.getByRole("region", { name: "Nieuws" })).toBeTruthy();
  });

  test("the duration can be set", () => {
    const { container } = render(<Marquee durationSeconds={10}>Tekst</Marquee>);
    expect((container.querySelector("[data-paused]") as HTMLElement).style.getPropertyValue("--marquee-duration")).toBe("10s");
  });

  test("a toggle button pauses and resumes the animation", () => {
    const { container } = render(<Marquee>Tekst</Marquee>);
    const button = screen.getByRole("button", { name: "Pauzeren" });
    const track = container.querySelector("[data-paused]") as HTMLElement;
    expect(button.getAttribute("aria-pressed")).toBe("false");
    fireEvent.click(button);
    expect(button.getAttribute("aria-pressed")).toBe("true");
    expect(track.dataset.paused).toBe("true");
    fireEvent.click(button);
    expect(track.dataset.paused).toBe("false");
  });
});
