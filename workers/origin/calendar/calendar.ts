/**
 * Calendar dates (YYYY-MM-DD) for the rules of several areas: day arithmetic in UTC, weekdays,
 * the public holidays of the Netherlands and Belgium (public-holidays.json, written from `date-holidays`
 * by scripts/public-holidays.mjs) and working days (not a Saturday, Sunday or public holiday of the
 * country), which the lead times of the holiday and moving services count in.
 */
import type { PcsWeekday } from "../graphql/generated/resolvers";
import holidayData from "./public-holidays.json";

export type Country = "nl" | "be";

const WEEKDAYS: PcsWeekday[] = ["SUNDAY", "MONDAY", "TUESDAY", "WEDNESDAY", "THURSDAY", "FRIDAY", "SATURDAY"];

const HOLIDAYS: Record<Country, Record<string, string>> = { nl: holidayData.NL, be: holidayData.BE };

/** The first and last year the holiday table covers. */
export const CALENDAR_YEARS = { first: holidayData.firstYear, last: holidayData.lastYear };

export function addDays(date: string, days: number): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

export function weekdayOf(date: string): PcsWeekday {
  return WEEKDAYS[new Date(`${date}T00:00:00Z`).getUTCDay()]!;
}

/** A real calendar date in the strict YYYY-MM-DD form (no 2027-02-30). */
export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
}

/** The name of the country's public holiday on that date (Dutch), or null. */
export function publicHolidayName(date: string, country: Country): string | null {
  return Object.hasOwn(HOLIDAYS[country], date) ? HOLIDAYS[country][date]! : null;
}

/** A public holiday of the country (no paper that day). */
export function isPublicHoliday(date: string, country: Country): boolean {
  return publicHolidayName(date, country) !== null;
}

/** Monday to Friday and not a public holiday of the country. */
export function isWorkingDay(date: string, country: Country): boolean {
  const weekday = weekdayOf(date);
  return weekday !== "SATURDAY" && weekday !== "SUNDAY" && !isPublicHoliday(date, country);
}

/**
 * The earliest date a change may take effect when it needs `workingDays` full working days after
 * today: count that many working days after today, the next day is the first allowed. From a Friday
 * with 2 working days (Monday, Tuesday) that is Wednesday.
 */
export function earliestAfterWorkingDays(today: string, workingDays: number, country: Country): string {
  let day = today;
  let counted = 0;
  while (counted < workingDays) {
    day = addDays(day, 1);
    if (isWorkingDay(day, country)) counted++;
  }
  return addDays(day, 1);
}
