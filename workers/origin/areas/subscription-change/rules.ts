/**
 * The rules of changing what a subscription delivers or how often it is billed (issue 57, ADR 53): when a
 * change takes effect, what the next invoice shows, and whether the change adds a paid product (the 14-day
 * right of withdrawal, Art. 9 CRD). Pure functions over dates (YYYY-MM-DD) and cents; the resolvers feed them.
 */
import { addDays, type Country, daysBetween, earliestAfterWorkingDays, isPublicHoliday, weekdayOf } from "../../calendar/calendar";
import type { PcsWeekday, S2BillingPeriod, S2ChangeTiming } from "../../graphql/generated/resolvers";

/** Working days the delivery partner needs between a confirmed change and its first edition (as a holiday stop). */
export const LEAD_WORKING_DAYS = 2;

/** Days within which a change that adds a paid product may be withdrawn without cost (Art. 9 CRD). */
export const WITHDRAWAL_DAYS = 14;

const MONTHS: Record<S2BillingPeriod, number> = { MONTH: 1, QUARTER: 3, YEAR: 12 };

/** What an edition delivers: its product code, the kinds it includes and its paper's delivery days. */
export interface Edition {
  code: string;
  digital: boolean;
  paper: boolean;
  deliveryDays: readonly PcsWeekday[];
}

/** The contract phase a subscription is in: its start, its end (a fixed term, or null), its price and period. */
export interface Phase {
  startDate: string;
  endDate: string | null;
  priceCents: number;
  billingPeriod: S2BillingPeriod;
}

/** `months` months after `date` on the anchor day of the month, clamped to the month's last day (31 Jan + 1 = 28/29 Feb). */
export function addMonths(date: string, months: number, anchorDay = Number(date.slice(8, 10))): string {
  const [year, month] = date.split("-").map(Number) as [number, number];
  const index = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(index / 12);
  const targetMonth = (index % 12) + 1;
  const lastDay = new Date(Date.UTC(targetYear, targetMonth, 0)).getUTCDate();
  return `${targetYear}-${String(targetMonth).padStart(2, "0")}-${String(Math.min(anchorDay, lastDay)).padStart(2, "0")}`;
}

/** The billing period that contains `day`, counted from the phase's start: [start, end). */
export function periodAround(phaseStart: string, period: S2BillingPeriod, day: string): { start: string; end: string } {
  const anchor = Number(phaseStart.slice(8, 10));
  const step = MONTHS[period];
  // Jump to about the right period by whole months, then step to it: a phase of 2020 reaches 2026 at once.
  const months = (Number(day.slice(0, 4)) - Number(phaseStart.slice(0, 4))) * 12 + Number(day.slice(5, 7)) - Number(phaseStart.slice(5, 7));
  let count = Math.max(0, Math.floor(months / step) - 1);
  while (count > 0 && addMonths(phaseStart, count * step, anchor) > day) count--;
  let start = addMonths(phaseStart, count * step, anchor);
  while (addMonths(phaseStart, (count + 1) * step, anchor) <= day) {
    count++;
    start = addMonths(phaseStart, count * step, anchor);
  }
  return { start, end: addMonths(phaseStart, (count + 1) * step, anchor) };
}

/** The first day on or after `day` the edition appears: a delivery day of its paper that is no public holiday; any day for digital only. */
export function firstEditionDay(day: string, edition: Edition, country: Country): string {
  if (!edition.paper || edition.deliveryDays.length === 0) return day;
  let candidate = day;
  for (let step = 0; step < 21; step++) {
    if (edition.deliveryDays.includes(weekdayOf(candidate)) && !isPublicHoliday(candidate, country)) return candidate;
    candidate = addDays(candidate, 1);
  }
  return day;
}

/**
 * When a change takes effect. Another edition: its first edition day after the lead time (two working days
 * after today). Only another billing period: the start of the next billing period. Never inside a fixed
 * term the contract still has (a phase with an end date): then the day after it, on an edition day.
 */
export function effectiveDate(input: { today: string; country: Country; from: Edition; to: Edition; phase: Phase }): { date: string; timing: S2ChangeTiming } {
  const { today, country, from, to, phase } = input;
  let date: string;
  let timing: S2ChangeTiming;
  if (from.code !== to.code) {
    date = firstEditionDay(earliestAfterWorkingDays(today, LEAD_WORKING_DAYS, country), to, country);
    timing = "LEAD_TIME";
  } else {
    date = periodAround(phase.startDate, phase.billingPeriod, today).end;
    timing = "NEXT_PERIOD";
  }
  if (phase.endDate && date <= phase.endDate) {
    date = firstEditionDay(addDays(phase.endDate, 1), to, country);
    timing = "MINIMUM_TERM";
  }
  return { date, timing };
}

/** What the next invoice shows after the change: its date, the new period's price, and the credit (< 0) or charge (> 0) for the days in between. */
export interface NextInvoice {
  date: string;
  periodPriceCents: number;
  /** The in-between days' credit or charge, in cents (0 when the change starts with a billing period). */
  settlementCents: number;
  /** Days of the current period on the new terms. */
  settlementDays: number;
  amountCents: number;
}

/**
 * The next invoice. The current period was billed in advance at the old price. A change inside it keeps
 * the billing period: the days from the change to the period's end are charged the difference (or credited
 * it), pro rata per day, on the next invoice at the period's end. A change to another billing period starts
 * a new period on the effective date: the unused days of the old one are credited on that first invoice.
 */
export function nextInvoice(input: { effective: string; phase: Phase; toPeriod: S2BillingPeriod; toPriceCents: number }): NextInvoice {
  const { effective, phase, toPeriod, toPriceCents } = input;
  const current = periodAround(phase.startDate, phase.billingPeriod, effective);
  const periodDays = daysBetween(current.start, current.end);
  const days = current.start === effective ? 0 : daysBetween(effective, current.end);
  if (toPeriod === phase.billingPeriod) {
    const settlementCents = Math.round(((toPriceCents - phase.priceCents) * days) / periodDays);
    return { date: days === 0 ? effective : current.end, periodPriceCents: toPriceCents, settlementCents, settlementDays: days, amountCents: toPriceCents + settlementCents };
  }
  const credit = Math.round((phase.priceCents * days) / periodDays);
  const settlementCents = credit === 0 ? 0 : -credit;
  return { date: effective, periodPriceCents: toPriceCents, settlementCents, settlementDays: days, amountCents: toPriceCents + settlementCents };
}

/** A change that adds a product the subscriber pays for (digital to paper, paper to paper + digital) may be withdrawn for 14 days. */
export function addsPaidProduct(from: Edition, to: Edition): boolean {
  return (to.digital && !from.digital) || (to.paper && !from.paper);
}

/** The last day a change made today may be undone: its effective date, or the end of the withdrawal period when that is later. */
export function undoableUntil(today: string, effective: string, withdrawal: boolean): string {
  const lastBeforeEffect = addDays(effective, -1);
  if (!withdrawal) return lastBeforeEffect;
  const lastOfWithdrawal = addDays(today, WITHDRAWAL_DAYS);
  return lastOfWithdrawal > lastBeforeEffect ? lastOfWithdrawal : lastBeforeEffect;
}
