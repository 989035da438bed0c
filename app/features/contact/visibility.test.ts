import { describe, expect, test } from "vitest";
import type { Brand } from "~/platform/content/brand";
import { GENERAL_FLAGS, type Flags } from "~/platform/content/flags";
import { isOpenAt as serviceOpenAt } from "~/platform/locale/opening-hours";
import { formHiddenReason } from "./visibility";

const hours = [
  { days: [1, 2, 3, 4, 5], opens: "08:00", closes: "18:00" },
  { days: [6], opens: "09:00", closes: "13:00" },
];
const paper = { category: "newspaper", country: "nl", customerService: { openingHours: hours } } as Pick<Brand, "category" | "country" | "customerService">;
const magazine = { ...paper, category: "magazine" } as typeof paper;
const belgian = { ...paper, country: "be" } as typeof paper;

function flags(on: Partial<Record<(typeof GENERAL_FLAGS)[number], boolean>>): Flags {
  return { general: Object.fromEntries(GENERAL_FLAGS.map((flag) => [flag, on[flag] ?? false])) as Flags["general"], brand: { isContactEnabled: true } };
}

// Wednesday 25 November 2026: 10:00 in Amsterdam is 09:00 UTC (winter time).
const wednesdayMorning = new Date("2026-11-25T09:00:00Z");
const wednesdayEvening = new Date("2026-11-25T18:30:00Z");
const sunday = new Date("2026-11-29T10:00:00Z");

describe("when the contact form is offered", () => {
  test("opening hours in the brand's local time, opening included, closing not", () => {
    expect(serviceOpenAt(hours, wednesdayMorning, "Europe/Amsterdam")).toBe(true);
    expect(serviceOpenAt(hours, new Date("2026-11-25T07:00:00Z"), "Europe/Amsterdam")).toBe(true); // 08:00
    expect(serviceOpenAt(hours, new Date("2026-11-25T17:00:00Z"), "Europe/Amsterdam")).toBe(false); // 18:00
    expect(serviceOpenAt(hours, sunday, "Europe/Amsterdam")).toBe(false);
    expect(serviceOpenAt(hours, new Date("2026-11-28T11:59:00Z"), "Europe/Brussels")).toBe(true); // Saturday 12:59
  });

  test("with both flags off the form is always there", () => {
    expect(formHiddenReason(paper, flags({}), wednesdayMorning)).toBeNull();
  });

  test("isContactFormHiddenForNewspapers hides it on a newspaper brand only", () => {
    const on = flags({ isContactFormHiddenForNewspapers: true });
    expect(formHiddenReason(paper, on, sunday)).toBe("newspaper");
    expect(formHiddenReason(magazine, on, sunday)).toBeNull();
  });

  test("isContactFormHiddenDuringOpeningHours hides it while phone and chat are open", () => {
    const on = flags({ isContactFormHiddenDuringOpeningHours: true });
    expect(formHiddenReason(magazine, on, wednesdayMorning)).toBe("openingHours");
    expect(formHiddenReason(magazine, on, wednesdayEvening)).toBeNull();
    expect(formHiddenReason(belgian, on, sunday)).toBeNull();
    expect(formHiddenReason(null, on, wednesdayMorning)).toBeNull();
  });
});
