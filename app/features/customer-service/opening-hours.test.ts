import { describe, expect, it } from "vitest";
import { describeOpeningHours, formatClock, isOpenAt } from "./opening-hours";

const t = (_key: string, fallback: string, values?: Record<string, string | number>) =>
  fallback.replace(/\{(\w+)\}/g, (match, name: string) => String(values?.[name] ?? match));
const HOURS = [
  { days: [1, 2, 3, 4, 5], opens: "08:00", closes: "18:00" },
  { days: [6], opens: "08:00", closes: "12:00" },
];

describe("opening hours", () => {
  it("reads as Dutch text, with Belgian clock times for nl-BE", () => {
    expect(describeOpeningHours(HOURS, t, "nl")).toEqual(["Maandag t/m vrijdag: 08.00 – 18.00 uur", "Zaterdag: 08.00 – 12.00 uur"]);
    expect(formatClock("08:30", "be")).toBe("8u30");
    expect(formatClock("17:00", "be")).toBe("17u");
  });

  it("is open within the hours in local time (Amsterdam), closed outside them and on Sunday", () => {
    const zone = "Europe/Amsterdam";
    // 2026-11-25 is a Wednesday; CET is UTC+1.
    expect(isOpenAt(HOURS, new Date("2026-11-25T07:00:00Z"), zone)).toBe(true); // 08:00 local
    expect(isOpenAt(HOURS, new Date("2026-11-25T06:59:00Z"), zone)).toBe(false);
    expect(isOpenAt(HOURS, new Date("2026-11-25T17:00:00Z"), zone)).toBe(false); // 18:00 local: closed
    expect(isOpenAt(HOURS, new Date("2026-11-28T10:30:00Z"), zone)).toBe(true); // Saturday 11:30
    expect(isOpenAt(HOURS, new Date("2026-11-29T10:30:00Z"), zone)).toBe(false); // Sunday
  });
});
