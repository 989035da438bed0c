import { act, fireEvent, render, screen, within } from "@testing-library/react";
import axe from "axe-core";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from "vitest";
import { DateField } from "~/ui/forms/date-field";
import { CalendarDateField, type CalendarDateFieldProps } from "./calendar-date-field";
import { dateNote, dateNoteText, isIsoDate } from "./date-notes";

// Rules as a holiday form would pass them: from 2 July (2 working days out) to the end of September,
// Easter Monday-like holidays unavailable, every Sunday (a weekday rule) and one holiday marked.
const RULES = {
  min: "2026-07-02",
  max: "2026-09-30",
  minReason: "Binnen de verwerkingstijd van 2 werkdagen",
  unavailable: { "2026-07-14": "Feestdag: Tweede paasdag" },
  marked: { "2026-07-21": "Nationale feestdag: geen krant", "2026-08-16": "Feestdag op zondag: geen krant" },
  markedWeekdays: { 0: "Zondag: geen krant" },
} satisfies Partial<CalendarDateFieldProps>;

beforeAll(async () => {
  // The calendar loads after hydration; loaded once here so fake timers can settle it.
  await import("./calendar-popover");
});
beforeEach(() => {
  vi.useFakeTimers({ now: new Date("2026-06-30T10:00:00Z") });
});
afterEach(() => {
  vi.useRealTimers();
});

// Ark's machine hops through microtasks and animation frames; whenIdle waits for a timeout.
async function settle() {
  for (let round = 0; round < 4; round++) await act(() => vi.advanceTimersByTimeAsync(100));
}

const input = () => screen.getByLabelText("Ingangsdatum") as HTMLInputElement;
const status = () => screen.getByRole("status");
const openButton = () => screen.getByRole("button", { name: "Kalender openen" });

async function openCalendar() {
  fireEvent.click(openButton());
  await settle();
  return screen.getByRole("grid");
}

describe("CalendarDateField without JavaScript", () => {
  test("the server renders DateField's native date input with min and max, and no calendar button", () => {
    const html = renderToString(<CalendarDateField label="Ingangsdatum" {...RULES} inputProps={{ name: "startDate", id: "start" }} />);
    const plain = renderToString(<DateField label="Ingangsdatum" inputProps={{ name: "startDate", id: "start", min: RULES.min, max: RULES.max }} />);
    document.body.innerHTML = html;
    const field = document.querySelector("input") as HTMLInputElement;
    expect(field.type).toBe("date");
    expect(field.name).toBe("startDate");
    expect(field.min).toBe("2026-07-02");
    expect(field.max).toBe("2026-09-30");
    expect(field.labels?.[0]?.textContent).toBe("Ingangsdatum");
    expect(document.querySelector("button")).toBeNull();
    // The same label and input as DateField itself, inside one wrapper.
    const input = (markup: string) => markup.match(/<input[^>]*>/)?.[0];
    expect(input(html)).toBe(input(plain));
    expect(html).toContain(plain.match(/<label[^>]*>.*?<\/label>/)?.[0]);
    document.body.innerHTML = "";
  });

  test("hydrates the server's input in place and only then adds the calendar button", async () => {
    const consoleError = vi.spyOn(console, "error");
    const field = <CalendarDateField label="Ingangsdatum" {...RULES} inputProps={{ name: "startDate", defaultValue: "2026-07-05" }} />;
    const container = document.createElement("div");
    container.innerHTML = renderToString(field);
    document.body.appendChild(container);
    const serverInput = container.querySelector("input");
    const root = await act(async () => hydrateRoot(container, field));
    await settle();
    expect(consoleError).not.toHaveBeenCalled();
    expect(container.querySelector("input")).toBe(serverInput);
    expect(within(container).getByRole("button", { name: "Kalender openen" })).toBeTruthy();
    expect(within(container).getByRole("status").textContent).toBe("Zondag 5 juli 2026 kunt u kiezen. Zondag: geen krant.");
    act(() => root.unmount());
    container.remove();
  });

  test("the server already explains a posted value that cannot be chosen", () => {
    const html = renderToString(<CalendarDateField label="Ingangsdatum" {...RULES} inputProps={{ defaultValue: "2026-07-14" }} />);
    expect(html).toContain("Dinsdag 14 juli 2026 kunt u niet kiezen. Feestdag: Tweede paasdag.");
  });
});

describe("CalendarDateField: the reason under the input", () => {
  test("says why a typed date cannot be chosen or is marked, and nothing for an ordinary date", () => {
    render(<CalendarDateField label="Ingangsdatum" {...RULES} />);
    expect(status().textContent).toBe("");
    fireEvent.input(input(), { target: { value: "2026-07-14" } });
    expect(status().textContent).toBe("Dinsdag 14 juli 2026 kunt u niet kiezen. Feestdag: Tweede paasdag.");
    fireEvent.input(input(), { target: { value: "2026-07-05" } });
    expect(status().textContent).toBe("Zondag 5 juli 2026 kunt u kiezen. Zondag: geen krant.");
    fireEvent.input(input(), { target: { value: "2026-07-01" } });
    expect(status().textContent).toBe("Woensdag 1 juli 2026 kunt u niet kiezen. Binnen de verwerkingstijd van 2 werkdagen.");
    fireEvent.input(input(), { target: { value: "2026-10-01" } });
    expect(status().textContent).toBe("Donderdag 1 oktober 2026 kunt u niet kiezen. De laatste mogelijke datum is woensdag 30 september 2026.");
    fireEvent.input(input(), { target: { value: "2026-09-27" } });
    expect(status().textContent).toBe("Zondag 27 september 2026 kunt u kiezen. Zondag: geen krant.");
    fireEvent.input(input(), { target: { value: "2026-07-21" } });
    expect(status().textContent).toBe("Dinsdag 21 juli 2026 kunt u kiezen. Nationale feestdag: geen krant.");
    fireEvent.input(input(), { target: { value: "2026-07-06" } });
    expect(status().textContent).toBe("");
  });

  test("a date's own remark comes before its weekday's; an unavailable date before both", () => {
    expect(dateNote("2026-08-16", RULES, "nl-NL")).toEqual({ kind: "marked", reason: "Feestdag op zondag: geen krant" });
    expect(dateNote("2026-08-23", RULES, "nl-NL")).toEqual({ kind: "marked", reason: "Zondag: geen krant" });
    expect(dateNote("2026-08-24", RULES, "nl-NL")).toBeNull();
    expect(dateNote("2026-07-12", { ...RULES, unavailable: { "2026-07-12": "Al doorgegeven" } }, "nl-NL")).toEqual({ kind: "unavailable", reason: "Al doorgegeven" });
  });

  test("follows a form reset back to the default value", async () => {
    render(
      <form>
        <CalendarDateField label="Ingangsdatum" {...RULES} inputProps={{ defaultValue: "2026-07-05" }} />
      </form>,
    );
    fireEvent.input(input(), { target: { value: "2026-07-14" } });
    expect(status().textContent).toContain("kunt u niet kiezen");
    act(() => (input().form as HTMLFormElement).reset());
    await settle();
    expect(input().value).toBe("2026-07-05");
    expect(status().textContent).toBe("Zondag 5 juli 2026 kunt u kiezen. Zondag: geen krant.");
  });

  test("without a minReason the first possible date is named; half-typed or impossible dates say nothing", () => {
    const rules = { min: "2026-07-02" };
    expect(dateNote("2026-07-01", rules, "nl-BE")?.reason).toBe("De eerste mogelijke datum is donderdag 2 juli 2026");
    expect(dateNote("", rules, "nl-NL")).toBeNull();
    expect(dateNote("2026-02-30", rules, "nl-NL")).toBeNull();
    expect(isIsoDate("2026-2-3")).toBe(false);
    expect(dateNoteText("2026-07-05", { kind: "marked", reason: "Let op!" }, "nl-NL")).toBe("Zondag 5 juli 2026 kunt u kiezen. Let op!");
  });
});

describe("CalendarDateField: the calendar", () => {
  test("a button appears after hydration and opens a Dutch month calendar that starts on Monday", async () => {
    render(<CalendarDateField label="Ingangsdatum" {...RULES} />);
    await settle();
    expect(openButton().getAttribute("aria-expanded")).toBe("false");
    const grid = await openCalendar();
    expect(openButton().getAttribute("aria-expanded")).toBe("true");
    expect(screen.getByText("juli 2026")).toBeTruthy();
    const weekDays = [...grid.querySelectorAll("thead th")].map((cell) => cell.textContent);
    expect(weekDays).toEqual(["ma", "di", "wo", "do", "vr", "za", "zo"]);
    // It opens on the first date that can be chosen, with focus on it.
    expect(document.activeElement?.getAttribute("aria-label")).toBe("donderdag 2 juli 2026");
    expect(screen.getByRole("button", { name: "Vorige maand" })).toHaveProperty("disabled", true);
  });

  test("days before min and unavailable days are disabled with their reason; marked days carry a marker and the reason", async () => {
    render(<CalendarDateField label="Ingangsdatum" {...RULES} />);
    await settle();
    const grid = await openCalendar();
    const day = (name: RegExp) => within(grid).getByRole("button", { name });
    expect(day(/^woensdag 1 juli 2026/).getAttribute("aria-label")).toBe(
      "woensdag 1 juli 2026, niet te kiezen: Binnen de verwerkingstijd van 2 werkdagen",
    );
    expect(day(/^woensdag 1 juli 2026/).getAttribute("aria-disabled")).toBe("true");
    expect(day(/^dinsdag 14 juli/).getAttribute("aria-label")).toBe("dinsdag 14 juli 2026, niet te kiezen: Feestdag: Tweede paasdag");
    expect(day(/^dinsdag 14 juli/).getAttribute("aria-disabled")).toBe("true");
    const sunday = day(/^zondag 5 juli/);
    expect(sunday.getAttribute("aria-label")).toBe("zondag 5 juli 2026, let op: Zondag: geen krant");
    expect(sunday.getAttribute("aria-disabled")).toBeNull();
    expect(sunday.querySelector('[aria-hidden="true"]')).not.toBeNull();
    expect(day(/^maandag 6 juli/).querySelector('[aria-hidden="true"]')).toBeNull();
    // Every Sunday of the month by the weekday rule, and a weekday with its own remark.
    expect(within(grid).getAllByRole("button", { name: /^zondag .*let op: Zondag: geen krant$/ })).toHaveLength(4);
    expect(day(/^dinsdag 21 juli/).getAttribute("aria-label")).toBe("dinsdag 21 juli 2026, let op: Nationale feestdag: geen krant");
    expect(day(/^dinsdag 21 juli/).querySelector('[aria-hidden="true"]')).not.toBeNull();
    // The legend explains both looks.
    const legend = screen.getByRole("list", { name: "Legenda" });
    expect(legend.textContent).toContain("Doorgestreept: niet te kiezen");
    expect(legend.textContent).toContain("Met stip: te kiezen, met een opmerking");
    // A disabled day that is clicked shows its reason in the calendar.
    fireEvent.click(day(/^dinsdag 14 juli/));
    await settle();
    expect(screen.getByText("Dinsdag 14 juli 2026 kunt u niet kiezen. Feestdag: Tweede paasdag.")).toBeTruthy();
    // Clicking it chose nothing.
    expect(input().value).toBe("");
  });

  test("choosing a day fills the input with input and change events, closes the calendar and returns focus", async () => {
    const onChange = vi.fn();
    const seen: string[] = [];
    const onDocumentInput = (event: Event) => seen.push((event.target as HTMLInputElement).value);
    document.addEventListener("input", onDocumentInput);
    try {
      render(
        <form>
          <CalendarDateField label="Ingangsdatum" {...RULES} inputProps={{ name: "startDate", onChange }} />
        </form>,
      );
      await settle();
      const grid = await openCalendar();
      fireEvent.click(within(grid).getByRole("button", { name: "zondag 5 juli 2026, let op: Zondag: geen krant" }));
      await settle();
      expect(input().value).toBe("2026-07-05");
      // Conform listens for input events on the document; React's onChange fires too.
      expect(seen).toEqual(["2026-07-05"]);
      expect(onChange).toHaveBeenCalledTimes(1);
      expect(new FormData(input().form as HTMLFormElement).get("startDate")).toBe("2026-07-05");
      expect(screen.queryByRole("grid")).toBeNull();
      expect(document.activeElement).toBe(openButton());
      expect(status().textContent).toBe("Zondag 5 juli 2026 kunt u kiezen. Zondag: geen krant.");
      // Reopened, the chosen day is selected and focused.
      await openCalendar();
      expect(document.activeElement?.getAttribute("aria-label")).toBe("zondag 5 juli 2026, gekozen, let op: Zondag: geen krant");
    } finally {
      document.removeEventListener("input", onDocumentInput);
    }
  });

  test("is keyboard operable: arrows move through days, Enter chooses, Escape closes", async () => {
    render(<CalendarDateField label="Ingangsdatum" {...RULES} />);
    await settle();
    const grid = await openCalendar();
    expect(document.activeElement?.getAttribute("aria-label")).toBe("donderdag 2 juli 2026");
    fireEvent.keyDown(grid, { key: "ArrowDown" });
    await settle();
    expect(document.activeElement?.getAttribute("aria-label")).toBe("donderdag 9 juli 2026");
    fireEvent.keyDown(grid, { key: "ArrowRight" });
    await settle();
    expect(document.activeElement?.getAttribute("aria-label")).toBe("vrijdag 10 juli 2026");
    fireEvent.keyDown(grid, { key: "Escape" });
    await settle();
    expect(screen.queryByRole("grid")).toBeNull();
    expect(document.activeElement).toBe(openButton());
    expect(input().value).toBe("");

    // Reopened, it starts on the first day that can be chosen again; Enter chooses the focused day.
    const reopened = await openCalendar();
    expect(document.activeElement?.getAttribute("aria-label")).toBe("donderdag 2 juli 2026");
    fireEvent.keyDown(reopened, { key: "ArrowRight" });
    await settle();
    fireEvent.keyDown(reopened, { key: "Enter" });
    await settle();
    expect(input().value).toBe("2026-07-03");
    expect(document.activeElement).toBe(openButton());
  });

  test("opens on the first day that can be chosen under the current rules, skipping unavailable days", async () => {
    const { rerender } = render(<CalendarDateField label="Ingangsdatum" {...RULES} />);
    await settle();
    await openCalendar();
    fireEvent.keyDown(screen.getByRole("grid"), { key: "Escape" });
    await settle();
    // Another field moved min (an end date after the start date): 14 July is a holiday, so the 15th.
    rerender(<CalendarDateField label="Ingangsdatum" {...RULES} min="2026-07-14" />);
    await openCalendar();
    expect(document.activeElement?.getAttribute("aria-label")).toBe("woensdag 15 juli 2026");
  });

  test("the open calendar passes axe", async () => {
    render(
      <main>
        <CalendarDateField label="Ingangsdatum" {...RULES} hint="Of typ een datum." />
      </main>,
    );
    await settle();
    await openCalendar();
    vi.useRealTimers();
    // happy-dom has no layout or stylesheets, so contrast is checked in the browser (e2e) instead.
    const results = await axe.run(document.body, { rules: { "color-contrast": { enabled: false } } });
    expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html.slice(0, 120)).join(" | ")}`)).toEqual([]);
  }, 30_000);
});
