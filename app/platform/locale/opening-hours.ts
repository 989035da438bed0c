import type { Brand, OpeningHours } from "../content/brand";
import { dateSettings } from "./dates";
import { dateTimeFormat } from "./intl";
import publicHolidays from "./public-holidays.json";

// Whether a brand's customer service is answering at a moment, in the brand country's local time,
// closed on the country's public holidays. Used on the server only (the contact page's "nu open", the
// contact form's isContactFormHiddenDuringOpeningHours, the chat's availability in the root data), so
// the holiday table (public-holidays.json, 5 kB, written by scripts/public-holidays.mjs from
// date-holidays like the origin's) never reaches first-load JavaScript.

const WEEKDAYS = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"];
const HOLIDAYS: Record<"nl" | "be", ReadonlySet<string>> = { nl: new Set(publicHolidays.nl), be: new Set(publicHolidays.be) };

type LocalClock = { day: number; date: string; clock: string };
/** Per zone, the last minute asked for and its local clock: most requests of a minute ask for the same one. */
const lastMinute = new Map<string, { minute: number; clock: LocalClock }>();

/** ISO weekday (1 = Monday), "YYYY-MM-DD" and "HH:MM" of a moment in a time zone (the formatter kept per zone, intl.ts). */
function localClock(at: Date, timeZone: string): LocalClock {
  // Every zone in use is a whole number of minutes from UTC, so the UTC minute decides the local one.
  const minute = Math.floor(at.getTime() / 60_000);
  const last = lastMinute.get(timeZone);
  if (last?.minute === minute) return last.clock;
  const format = dateTimeFormat("en-GB", { timeZone, weekday: "short", year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", hourCycle: "h23" });
  const parts = format.formatToParts(at);
  const part = (type: string) => parts.find((item) => item.type === type)?.value ?? "";
  const clock = { day: WEEKDAYS.indexOf(part("weekday")) + 1, date: `${part("year")}-${part("month")}-${part("day")}`, clock: `${part("hour")}:${part("minute")}` };
  if (Number.isFinite(minute)) lastMinute.set(timeZone, { minute, clock });
  return clock;
}

/** A public holiday of the country on that local date (YYYY-MM-DD). */
export function isPublicHoliday(date: string, country: "nl" | "be"): boolean {
  return HOLIDAYS[country].has(date);
}

/**
 * Whether customer service is open at `at` (opening time included, closing time not). With a
 * country, its public holidays are closed all day.
 */
export function isOpenAt(hours: readonly OpeningHours[], at: Date, timeZone: string, country?: "nl" | "be"): boolean {
  const { day, date, clock } = localClock(at, timeZone);
  if (country && isPublicHoliday(date, country)) return false;
  return hours.some((block) => block.days.includes(day) && block.opens <= clock && clock < block.closes);
}

/** The brand's customer service at `at`: its opening hours in its country's time, closed on that country's public holidays. */
export function isServiceOpen(brand: Pick<Brand, "country" | "customerService">, at: Date): boolean {
  return isOpenAt(brand.customerService.openingHours, at, dateSettings(brand.country).timeZone, brand.country);
}

/** The brand's chat can be used now: a chat is switched on for the brand and customer service is open. */
export function isChatOpen(brand: Pick<Brand, "chat" | "country" | "customerService"> | null, at: Date): boolean {
  return brand !== null && (brand.chat.liveChatEnabled || brand.chat.salesforceChatEnabled) && isServiceOpen(brand, at);
}
