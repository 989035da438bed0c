import type { OpeningHours } from "./brand";

// Whether a brand's customer service is answering at a moment, in the brand country's local time.
// Used by the contact page ("nu open") and the contact form's isContactFormHiddenDuringOpeningHours.

const WEEKDAYS = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"];
const formats = new Map<string, Intl.DateTimeFormat>();

/** ISO weekday (1 = Monday) and "HH:MM" of a moment in a time zone (one formatter per zone and isolate). */
function localClock(at: Date, timeZone: string): { day: number; clock: string } {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-GB", { timeZone, weekday: "short", hour: "2-digit", minute: "2-digit", hourCycle: "h23" });
    formats.set(timeZone, format);
  }
  const parts = format.formatToParts(at);
  const part = (type: string) => parts.find((item) => item.type === type)?.value ?? "";
  return { day: WEEKDAYS.indexOf(part("weekday")) + 1, clock: `${part("hour")}:${part("minute")}` };
}

/** Whether customer service is open at `at` (opening time included, closing time not). */
export function isOpenAt(hours: readonly OpeningHours[], at: Date, timeZone: string): boolean {
  const { day, clock } = localClock(at, timeZone);
  return hours.some((block) => block.days.includes(day) && block.opens <= clock && clock < block.closes);
}
