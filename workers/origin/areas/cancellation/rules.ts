/**
 * Rules of cancelling online. The earliest end date: a subscription in a phase with an end date (a
 * fixed first period, a fixed term) ends when that phase does; a running subscription with one
 * month's notice (the most a Dutch consumer contract may ask after its first term, Burgerlijk
 * Wetboek 7:408 / "Wet van Dam"; Belgian publishers use the same month). Within 14 days of its start a
 * subscription taken out at a distance is withdrawn instead (the right of withdrawal, Consumer Rights
 * Directive art. 9; "herroepingsrecht"): it stops today. A cancellation can be undone until its end
 * date, so a withdrawal cannot.
 */
import type { S2CancellationBasis } from "../../graphql/generated/resolvers";
import { validateFreeText, type Violation } from "../../rules/validation";

export const NOTICE_MONTHS = 1;
/** The cooling-off period of a new subscription (CRD art. 9): 14 days from the day it started. */
export const WITHDRAWAL_DAYS = 14;
export const COMMENT_MAX = 500;

export interface PhaseDates {
  start_date: string;
  end_date: string | null;
}

/** `date` (YYYY-MM-DD) plus whole months, clamped to the month's last day (31 January + 1 month = 28/29 February). */
export function addMonths(date: string, months: number): string {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target.toISOString().slice(0, 10);
}

/** `date` (YYYY-MM-DD) plus whole days. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** The last day on which a subscription that started on `startDate` can still be withdrawn. */
export function withdrawalUntil(startDate: string): string {
  return addDays(startDate, WITHDRAWAL_DAYS - 1);
}

export function earliestEndDate(phases: PhaseDates[], today: string): { date: string; basis: S2CancellationBasis } {
  const started = phases[0]?.start_date;
  if (started && started <= today && today <= withdrawalUntil(started)) return { date: today, basis: "WITHDRAWAL" };
  const current = phases.find((phase) => phase.start_date <= today && (phase.end_date === null || phase.end_date >= today));
  if (current?.end_date) return { date: current.end_date, basis: "FIXED_PERIOD" };
  return { date: addMonths(today, NOTICE_MONTHS), basis: "NOTICE_PERIOD" };
}

export function validateComment(comment: string | null | undefined): Violation[] {
  return validateFreeText(comment, "comment", "Toelichting", { required: false, maxLength: COMMENT_MAX });
}

/** Undo is possible while the end date lies ahead. */
export function canUndo(endDate: string | null, today: string): boolean {
  return endDate !== null && endDate > today;
}
