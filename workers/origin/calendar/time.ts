/**
 * Clock helpers. Timestamps are ISO 8601 UTC strings, dates are YYYY-MM-DD (both sort as text).
 * Every time-dependent rule of the origin reads the time through `nowMs()`: `Date.now()`, shifted for
 * one request when a development or test stack asked for another moment (ADR 36). There is no clock
 * to replace: the origin's own tests move `Date` itself (vitest's fake Date, the run clock of tests/fixtures), and a
 * test stack that runs on another day says so per request (`mo-test-clock`) or for the whole stack
 * (`TEST_CLOCK_SHIFT_MS`, the calendar sweep).
 */

import { AsyncLocalStorage } from "node:async_hooks";

/** A request's own shift of the clock in milliseconds (a test clock sent by a development or test portal, ADR 36). */
const requestShift = new AsyncLocalStorage<number>();

/** The current time in milliseconds since the epoch, shifted for this request if it asked. */
export function nowMs(): number {
  return Date.now() + (requestShift.getStore() ?? 0);
}

/** Runs `work` with "now" at `moment` (and moving on from there) for everything it awaits: one request's test clock. */
export function atMoment<T>(moment: number, work: () => T): T {
  return requestShift.run(moment - Date.now(), work);
}

export function nowIso(): string {
  return new Date(nowMs()).toISOString();
}

export function isoIn(seconds: number): string {
  return new Date(nowMs() + seconds * 1000).toISOString();
}

/** Today's date in the Netherlands/Belgium (Europe/Amsterdam and Europe/Brussels share a zone offset). */
export function todayLocal(): string {
  return localDate.format(new Date(nowMs()));
}
/** Made once per isolate: building a DateTimeFormat costs far more than formatting with it. */
const localDate = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Amsterdam" });

/** The calendar date (YYYY-MM-DD) of a moment in the Netherlands/Belgium. */
export function localDateOf(moment: string | number): string {
  return localDate.format(new Date(moment));
}

const dutchDates = new Map<string, Intl.DateTimeFormat>();

/** A calendar date (YYYY-MM-DD) in Dutch for messages: "13 oktober 2026", with `weekday` "dinsdag 13 oktober". */
export function dutchDate(date: string, country: "nl" | "be" = "nl", { weekday = false }: { weekday?: boolean } = {}): string {
  const key = `${country} ${weekday}`;
  let format = dutchDates.get(key);
  if (!format) {
    const options: Intl.DateTimeFormatOptions = weekday
      ? { weekday: "long", day: "numeric", month: "long", timeZone: "UTC" }
      : { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" };
    format = new Intl.DateTimeFormat(country === "be" ? "nl-BE" : "nl-NL", options);
    dutchDates.set(key, format);
  }
  return format.format(new Date(`${date.slice(0, 10)}T12:00:00Z`));
}

const localTime = new Intl.DateTimeFormat("nl-NL", { hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone: "Europe/Amsterdam" });

/** A moment in Dutch with its local time, for receipts: "28 november 2026 om 17:05". */
export function dutchDateTime(moment: string | number, country: "nl" | "be" = "nl"): string {
  return `${dutchDate(localDateOf(moment), country)} om ${localTime.format(new Date(moment))}`;
}
