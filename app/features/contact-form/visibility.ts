import type { Brand, OpeningHours } from "~/platform/brand";
import type { Flags } from "~/platform/flags";

// Whether the contact form is offered (the flags isContactFormHiddenForNewspapers and
// isContactFormHiddenDuringOpeningHours), a pure function of the brand, the flags and the moment.

export type FormHiddenReason = "newspaper" | "openingHours";

/** ISO weekday (1 = Monday) and "HH:MM" of a moment in a time zone. */
function localClock(at: Date, timeZone: string): { day: number; clock: string } {
  const parts = new Intl.DateTimeFormat("en-GB", { timeZone, weekday: "short", hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).formatToParts(at);
  const part = (type: string) => parts.find((item) => item.type === type)?.value ?? "";
  return { day: ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"].indexOf(part("weekday")) + 1, clock: `${part("hour")}:${part("minute")}` };
}

/** Whether phone (and chat) are answered at `at`: opening time included, closing time not. */
export function serviceOpenAt(hours: readonly OpeningHours[], at: Date, timeZone: string): boolean {
  const { day, clock } = localClock(at, timeZone);
  return hours.some((block) => block.days.includes(day) && block.opens <= clock && clock < block.closes);
}

/** Why the form is hidden now, or null when it is offered. */
export function formHiddenReason(brand: Pick<Brand, "category" | "country" | "customerService"> | null, flags: Flags, now: Date): FormHiddenReason | null {
  if (!brand) return null;
  if (flags.general.isContactFormHiddenForNewspapers && brand.category === "newspaper") return "newspaper";
  if (flags.general.isContactFormHiddenDuringOpeningHours) {
    const timeZone = brand.country === "be" ? "Europe/Brussels" : "Europe/Amsterdam";
    if (serviceOpenAt(brand.customerService.openingHours, now, timeZone)) return "openingHours";
  }
  return null;
}
