import { describe, expect, it } from "vitest";
import { dateTimeFormat, numberFormat, relativeTimeFormat } from "./intl";

describe("kept Intl formatters", () => {
  it("gives the same formatter for the same locale and options, and formats like a new one", () => {
    const options: Intl.DateTimeFormatOptions = { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" };
    const first = dateTimeFormat("nl-NL", options);
    expect(dateTimeFormat("nl-NL", { ...options })).toBe(first);
    const date = new Date("2026-11-27T12:00:00Z");
    expect(first.format(date)).toBe(new Intl.DateTimeFormat("nl-NL", options).format(date));
    expect(first.format(date)).toBe("27 november 2026");
  });

  it("keeps locales, options and kinds apart", () => {
    const options: Intl.DateTimeFormatOptions = { weekday: "long", timeZone: "UTC" };
    expect(dateTimeFormat("nl-BE", options)).not.toBe(dateTimeFormat("nl-NL", options));
    expect(dateTimeFormat("nl-NL", { ...options, timeZone: "Europe/Brussels" })).not.toBe(dateTimeFormat("nl-NL", options));
    expect(numberFormat("nl-NL", { style: "currency", currency: "EUR" }).format(1234.5)).toBe(new Intl.NumberFormat("nl-NL", { style: "currency", currency: "EUR" }).format(1234.5));
    expect(numberFormat("nl-BE", { style: "currency", currency: "EUR" })).not.toBe(numberFormat("nl-NL", { style: "currency", currency: "EUR" }));
    expect(relativeTimeFormat("nl", { numeric: "auto" }).format(-1, "day")).toBe("gisteren");
  });

  it("stays right past its bound", () => {
    for (let minutes = 0; minutes < 300; minutes++) dateTimeFormat("nl-NL", { timeZone: `Etc/GMT${minutes % 2 ? "+" : "-"}${minutes % 12}`, hour: "2-digit", minute: "2-digit" });
    const date = new Date("2026-11-27T12:00:00Z");
    expect(dateTimeFormat("nl-NL", { hour: "2-digit", minute: "2-digit", timeZone: "Europe/Amsterdam" }).format(date)).toBe("13:00");
  });
});
