// Dutch dates for the account area. Every function takes the time zone and the moment "now"
// explicitly: the loader fixes `now`, so the server and the browser render the same text.
import { dateTimeFormat, numberFormat, relativeTimeFormat } from "./intl";

export interface DateSettings {
  locale: "nl-NL" | "nl-BE";
  timeZone: string;
}

export const DUTCH_DATES: DateSettings = { locale: "nl-NL", timeZone: "Europe/Amsterdam" };
export const BELGIAN_DATES: DateSettings = { locale: "nl-BE", timeZone: "Europe/Brussels" };

export function dateSettings(country: "nl" | "be" | null | undefined): DateSettings {
  return country === "be" ? BELGIAN_DATES : DUTCH_DATES;
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** "2 november 2026 om 18:15" */
export function formatDateTime(iso: string, settings: DateSettings): string {
  return dateTimeFormat(settings.locale, {
    day: "numeric",
    month: "long",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    timeZone: settings.timeZone,
  }).format(new Date(iso));
}

/** "18:15" */
export function formatTime(iso: string, settings: DateSettings): string {
  return dateTimeFormat(settings.locale, { hour: "2-digit", minute: "2-digit", timeZone: settings.timeZone }).format(new Date(iso));
}

const UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ["year", 365 * 24 * 3600],
  ["month", 30 * 24 * 3600],
  ["week", 7 * 24 * 3600],
  ["day", 24 * 3600],
  ["hour", 3600],
  ["minute", 60],
];

/** "nu", "3 minuten geleden", "gisteren", "2 weken geleden". A time in the future (clock skew) counts as now. */
export function relativeTime(iso: string, now: number, settings: DateSettings): string {
  const format = relativeTimeFormat(settings.locale.slice(0, 2), { numeric: "auto" });
  const seconds = Math.max(0, Math.round((now - Date.parse(iso)) / 1000));
  for (const [unit, size] of UNITS) {
    if (seconds >= size) return format.format(-Math.floor(seconds / size), unit);
  }
  return format.format(0, "second");
}

/** The calendar day of a moment in the given time zone, as YYYY-MM-DD. */
export function dayKey(iso: string | number, timeZone: string): string {
  // en-CA formats as YYYY-MM-DD.
  return dateTimeFormat("en-CA", { year: "numeric", month: "2-digit", day: "2-digit", timeZone }).format(new Date(iso));
}

/** Whole days between two YYYY-MM-DD keys (b minus a). */
function daysBetween(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / (24 * 3600 * 1000));
}

/** "Vandaag", "Gisteren", else "Maandag 2 november 2026". */
export function dayLabel(key: string, now: number, settings: DateSettings): string {
  const age = daysBetween(key, dayKey(now, settings.timeZone));
  if (age === 0 || age === 1) {
    return capitalise(relativeTimeFormat(settings.locale.slice(0, 2), { numeric: "auto" }).format(-age, "day"));
  }
  // Noon UTC of that day is the same calendar day in every European time zone.
  return capitalise(
    dateTimeFormat(settings.locale, { weekday: "long", day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(
      new Date(`${key}T12:00:00Z`),
    ),
  );
}

export interface DayGroup<T> {
  key: string;
  label: string;
  items: T[];
}

/** Groups items (already newest first) by their local calendar day, keeping their order. */
export function groupByDay<T extends { at: string }>(items: readonly T[], now: number, settings: DateSettings): DayGroup<T>[] {
  const groups: DayGroup<T>[] = [];
  for (const item of items) {
    const key = dayKey(item.at, settings.timeZone);
    const last = groups.at(-1);
    if (last?.key === key) last.items.push(item);
    else groups.push({ key, label: dayLabel(key, now, settings), items: [item] });
  }
  return groups;
}

/**
 * Calendar days' texts, kept per isolate (or tab): every account's dates fall on the same few hundred
 * days, and a page of invoices or a year of delivery days formats dozens of them. The bound only
 * guards against a mistake.
 */
const dayTexts = new Map<string, string>();
const MAX_DAY_TEXTS = 5000;
const DATE_OPTIONS: Intl.DateTimeFormatOptions = { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" };

const WEEKDAY_DATE_OPTIONS: Intl.DateTimeFormatOptions = { ...DATE_OPTIONS, weekday: "long" };

/** "12 juli 2027" for a calendar date (YYYY-MM-DD); with `weekday`, "maandag 12 juli 2027" (a first day that matters). */
export function formatDate(isoDate: string, settings: DateSettings, { weekday = false }: { weekday?: boolean } = {}): string {
  const day = isoDate.slice(0, 10);
  const key = `${settings.locale} ${day} ${weekday}`;
  let text = dayTexts.get(key);
  if (text === undefined) {
    text = dateTimeFormat(settings.locale, weekday ? WEEKDAY_DATE_OPTIONS : DATE_OPTIONS).format(new Date(`${day}T12:00:00Z`));
    if (dayTexts.size >= MAX_DAY_TEXTS) dayTexts.clear();
    dayTexts.set(key, text);
  }
  return text;
}

/** "€ 45,99" (nl-NL) or "€ 45,99" with Belgian grouping (nl-BE). */
export function formatMoney(amount: number, settings: DateSettings, currency = "EUR"): string {
  return numberFormat(settings.locale, { style: "currency", currency }).format(amount);
}

/** "850 B", "12 kB", "1,2 MB": a file's size as a Dutch page shows it. */
export function formatFileSize(bytes: number, locale = "nl-NL"): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} kB`;
  return `${numberFormat(locale, { maximumFractionDigits: 1 }).format(bytes / (1024 * 1024))} MB`;
}
