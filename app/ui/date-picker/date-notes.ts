// What the calendar date field says about one date: whether it can be chosen and why not, or why it
// is marked. Pure and small: the field's first-load part and the lazily loaded calendar share it.
import { dateTimeFormat } from "~/platform/locale/intl";

export type CalendarLocale = "nl-NL" | "nl-BE";

/** The rules of one field, as the product area computed them (dates are YYYY-MM-DD). */
export interface DateRules {
  min?: string;
  max?: string;
  unavailable?: Readonly<Record<string, string>>;
  marked?: Readonly<Record<string, string>>;
  /**
   * Weekdays marked every week (0 Sunday … 6 Saturday), with the reason ("Zondag: geen krant"): a year
   * of Sundays as one entry instead of fifty. A date in `marked` gives its own reason first.
   */
  markedWeekdays?: Readonly<Partial<Record<number, string>>>;
  minReason?: string;
}

export interface DateNote {
  /** "unavailable": cannot be chosen; "marked": can be chosen, with a remark. */
  kind: "unavailable" | "marked";
  /** Why, as a short phrase ("Feestdag: Tweede paasdag"). */
  reason: string;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar date written YYYY-MM-DD (what a native date input gives). */
export function isIsoDate(value: string | undefined | null): value is string {
  const match = value ? ISO_DATE.exec(value) : null;
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value;
}

/** "maandag 6 april 2026" in the given locale; the date is a calendar day, so it is formatted in UTC (a calendar labels 42 days per render: kept formatters). */
export function formatLongDate(iso: string, locale: CalendarLocale): string {
  return dateTimeFormat(locale, { weekday: "long", day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(new Date(`${iso}T00:00:00Z`));
}

/** Why `iso` (YYYY-MM-DD) is marked: its own remark, else its weekday's; undefined for an ordinary day. */
export function markedReason(iso: string, rules: Pick<DateRules, "marked" | "markedWeekdays">): string | undefined {
  return rules.marked?.[iso] ?? (rules.markedWeekdays ? rules.markedWeekdays[new Date(`${iso}T00:00:00Z`).getUTCDay()] : undefined);
}

const capitalize = (text: string) => text.charAt(0).toLocaleUpperCase("nl") + text.slice(1);
const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

/** Why `iso` cannot be chosen or is marked; null for an ordinary date (or no date at all). */
export function dateNote(iso: string, rules: DateRules, locale: CalendarLocale): DateNote | null {
  if (!isIsoDate(iso)) return null;
  const { min, max, unavailable, minReason } = rules;
  // YYYY-MM-DD strings compare like the dates they are.
  if (isIsoDate(min) && iso < min) {
    return { kind: "unavailable", reason: minReason ?? `De eerste mogelijke datum is ${formatLongDate(min, locale)}` };
  }
  if (isIsoDate(max) && iso > max) {
    return { kind: "unavailable", reason: `De laatste mogelijke datum is ${formatLongDate(max, locale)}` };
  }
  const unavailableReason = unavailable?.[iso];
  if (unavailableReason !== undefined) return { kind: "unavailable", reason: unavailableReason };
  const marked = markedReason(iso, rules);
  if (marked !== undefined) return { kind: "marked", reason: marked };
  return null;
}

/** The sentence under the field: "Maandag 6 april 2026 kunt u niet kiezen. Feestdag: Tweede paasdag." */
export function dateNoteText(iso: string, note: DateNote, locale: CalendarLocale): string {
  const day = capitalize(formatLongDate(iso, locale));
  const verdict = note.kind === "unavailable" ? "kunt u niet kiezen" : "kunt u kiezen";
  return note.reason ? `${day} ${verdict}. ${sentence(note.reason)}` : `${day} ${verdict}.`;
}
