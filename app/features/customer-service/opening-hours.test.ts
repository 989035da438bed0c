import { describe, expect, it } from "vitest";
import { isOpenAt, isServiceOpen } from "~/platform/locale/opening-hours";
import { describeOpeningHours, formatClock } from "./opening-hours";

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

  it("answers each minute in each zone for itself, also when the same minute is asked again (the clock is kept per zone and minute)", () => {
    const evening = [{ days: [1, 2, 3, 4, 5], opens: "08:00", closes: "18:00" }];
    // 16:59:59 UTC is 17:59 in Amsterdam (open); 17:00 UTC is 18:00 (closed).
    expect(isOpenAt(evening, new Date("2026-11-25T16:59:00Z"), "Europe/Amsterdam")).toBe(true);
    expect(isOpenAt(evening, new Date("2026-11-25T16:59:59Z"), "Europe/Amsterdam")).toBe(true);
    expect(isOpenAt(evening, new Date("2026-11-25T17:00:00Z"), "Europe/Amsterdam")).toBe(false);
    expect(isOpenAt(evening, new Date("2026-11-25T16:59:30Z"), "Europe/Amsterdam")).toBe(true); // back in time: asked anew
    // The same UTC minute in another zone: 16:59 UTC is 11:59 in New York, 01:59 next day in Tokyo.
    expect(isOpenAt([{ days: [3], opens: "12:00", closes: "13:00" }], new Date("2026-11-25T16:59:10Z"), "America/New_York")).toBe(false);
    expect(isOpenAt([{ days: [4], opens: "01:00", closes: "02:00" }], new Date("2026-11-25T16:59:20Z"), "Asia/Tokyo")).toBe(true);
    expect(isOpenAt(evening, new Date("2026-11-25T16:59:40Z"), "Europe/Amsterdam")).toBe(true);
  });

  it("is closed on the country's public holidays, in that country's local date", () => {
    const zone = "Europe/Amsterdam";
    // Christmas 2026 is a Friday; Boxing Day (Saturday) is a holiday in the Netherlands, not in Belgium.
    expect(isOpenAt(HOURS, new Date("2026-12-25T10:00:00Z"), zone)).toBe(true); // without a country: the weekday rule only
    expect(isOpenAt(HOURS, new Date("2026-12-25T10:00:00Z"), zone, "nl")).toBe(false);
    expect(isOpenAt(HOURS, new Date("2026-12-26T09:00:00Z"), zone, "nl")).toBe(false);
    expect(isOpenAt(HOURS, new Date("2026-12-26T09:00:00Z"), "Europe/Brussels", "be")).toBe(true);
    // King's Day (Monday 27 April 2026) in the Netherlands; the Belgian national holiday (Tuesday 21 July).
    expect(isOpenAt(HOURS, new Date("2026-04-27T10:00:00Z"), zone, "nl")).toBe(false);
    expect(isOpenAt(HOURS, new Date("2026-04-27T10:00:00Z"), "Europe/Brussels", "be")).toBe(true);
    expect(isOpenAt(HOURS, new Date("2026-07-21T10:00:00Z"), "Europe/Brussels", "be")).toBe(false);
    // The local date decides: 23:30 UTC on 24 December is already Christmas in Amsterdam.
    const lateHours = [{ days: [1, 2, 3, 4, 5, 6, 7], opens: "00:00", closes: "23:59" }];
    expect(isOpenAt(lateHours, new Date("2026-12-24T22:30:00Z"), zone, "nl")).toBe(true);
    expect(isOpenAt(lateHours, new Date("2026-12-24T23:30:00Z"), zone, "nl")).toBe(false);
  });

  it("takes a brand's country for both the time zone and the holidays", () => {
    const brand = (country: "nl" | "be") => ({ country, customerService: { openingHours: HOURS } });
    expect(isServiceOpen(brand("nl"), new Date("2026-11-25T09:00:00Z"))).toBe(true);
    expect(isServiceOpen(brand("nl"), new Date("2026-04-27T09:00:00Z"))).toBe(false);
    expect(isServiceOpen(brand("be"), new Date("2026-04-27T09:00:00Z"))).toBe(true);
  });
});
