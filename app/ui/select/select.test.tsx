import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from "vitest";
import { Select, type SelectOption } from "./select";

const OPTIONS: SelectOption[] = [
  { value: "bezorging", label: "Bezorging" },
  { value: "betaling", label: "Betaling" },
  { value: "digitaal", label: "Digitaal lezen" },
  { value: "overig", label: "Overig", disabled: true },
];

let wideScreen = true;

beforeAll(async () => {
  // The custom list loads after hydration; loaded once here so fake timers can settle it.
  await import("./select-list");
});
beforeEach(() => {
  vi.useFakeTimers();
  wideScreen = true;
  vi.stubGlobal("matchMedia", (query: string) => ({ matches: wideScreen, media: query, addEventListener: () => {}, removeEventListener: () => {} }));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

async function settle() {
  for (let round = 0; round < 3; round++) await act(() => vi.advanceTimersByTimeAsync(50));
}

const nativeSelect = () => document.querySelector("select") as HTMLSelectElement;
const customTrigger = () => document.querySelector('[data-scope="select"][data-part="trigger"]') as HTMLButtonElement;

describe("Select", () => {
  test("renders a labelled native select (for phones) and a custom listbox trigger (for wider screens)", async () => {
    render(<Select label="Onderwerp" options={OPTIONS} name="topic" />);
    await settle();
    const native = document.querySelector("select") as HTMLSelectElement;
    expect(native.name).toBe("topic");
    expect(native.labels?.[0]?.textContent).toBe("Onderwerp");
    expect([...native.options].map((option) => option.textContent)).toEqual([
      "Maak een keuze",
      "Bezorging",
      "Betaling",
      "Digitaal lezen",
      "Overig",
    ]);
    expect(customTrigger()).not.toBeNull();
    // The custom trigger is named by its own label.
    const labelledBy = customTrigger().getAttribute("aria-labelledby") ?? "";
    expect(document.getElementById(labelledBy)?.textContent).toBe("Onderwerp");
    // Only one control carries the name, so a form submits one value.
    expect(document.querySelectorAll('[name="topic"]')).toHaveLength(1);
  });

  test("both controls share one value", async () => {
    const onValueChange = vi.fn();
    render(<Select label="Onderwerp" options={OPTIONS} name="topic" onValueChange={onValueChange} />);
    fireEvent.change(document.querySelector("select") as HTMLSelectElement, { target: { value: "betaling" } });
    expect(onValueChange).toHaveBeenLastCalledWith("betaling");
    await settle();
    expect(customTrigger().textContent).toContain("Betaling");
  });

  test("the custom list opens from its trigger and picks an option", async () => {
    const onValueChange = vi.fn();
    render(<Select label="Onderwerp" options={OPTIONS} name="topic" onValueChange={onValueChange} />);
    await settle();
    fireEvent.click(customTrigger());
    await settle();
    const listbox = screen.getByRole("listbox");
    fireEvent.click(within(listbox).getByRole("option", { name: "Digitaal lezen" }));
    await settle();
    expect(onValueChange).toHaveBeenLastCalledWith("digitaal");
    expect((document.querySelector("select") as HTMLSelectElement).value).toBe("digitaal");
  });

  test("type-ahead on the trigger picks by first letters and starts over after 350 ms", async () => {
    const onValueChange = vi.fn();
    render(<Select label="Onderwerp" options={OPTIONS} onValueChange={onValueChange} />);
    await settle();
    const trigger = customTrigger();
    act(() => trigger.focus());
    fireEvent.keyDown(trigger, { key: "d" });
    await settle();
    expect(onValueChange).toHaveBeenLastCalledWith("digitaal");
    await act(() => vi.advanceTimersByTimeAsync(400));
    fireEvent.keyDown(trigger, { key: "b" });
    await settle();
    expect(onValueChange).toHaveBeenLastCalledWith("bezorging");
    // Within the window the letters add up: "bet" is Betaling.
    await act(() => vi.advanceTimersByTimeAsync(400));
    for (const key of ["b", "e", "t"]) fireEvent.keyDown(trigger, { key });
    await settle();
    expect(onValueChange).toHaveBeenLastCalledWith("betaling");
  });

  test("errors are linked to both controls", async () => {
    render(<Select label="Onderwerp" options={OPTIONS} errors={["Kies een onderwerp."]} />);
    await settle();
    for (const control of [nativeSelect(), customTrigger()]) {
      expect(control.getAttribute("aria-invalid")).toBe("true");
      expect(document.getElementById(control.getAttribute("aria-describedby") ?? "")?.textContent).toContain("Kies een onderwerp.");
    }
  });

  test("on a phone only the native select is there: the custom list is never loaded", async () => {
    wideScreen = false;
    render(<Select label="Onderwerp" options={OPTIONS} name="topic" errors={["Kies een onderwerp."]} />);
    await settle();
    expect(customTrigger()).toBeNull();
    const native = nativeSelect();
    expect(native.labels?.[0]?.textContent).toBe("Onderwerp");
    expect(document.getElementById(native.getAttribute("aria-describedby") ?? "")?.textContent).toContain("Kies een onderwerp.");
  });
});
