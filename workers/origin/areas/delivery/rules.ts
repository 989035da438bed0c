/**
 * Rules of delivery complaints (ADR 19), pure functions of dates, times and the product. Which
 * editions may be reported (newspapers: the last 14 delivery days; magazines: the last 4 issues),
 * when today's paper counts, what one edition is credited, when re-delivery is offered and when a
 * complaint goes to customer service.
 */
import type { DeliveryCategory, DeliveryComplaintType, DeliveryEditionUnavailableReason, PcsWeekday, S2BillingPeriod } from "../../graphql/generated/resolvers";
import { validateFreeText, type Violation } from "../../rules/validation";
import { addDays, isPublicHoliday, weekdayOf } from "../../calendar/calendar";

export const NEWSPAPER_WINDOW_DAYS = 14;
export const MAGAZINE_WINDOW_ISSUES = 4;
export const ESCALATION_WINDOW_DAYS = 14;
/** The complaint that makes this many within the window goes to customer service. */
export const ESCALATION_THRESHOLD = 3;
export const FOLLOW_UP_DAYS = 7;
export const MESSAGE_MAX = 500;
export const RECENT_COMPLAINT_DAYS = 90;
export const CREDIT_HISTORY_MONTHS = 12;

/** The spec's complaint types per brand category, in its order. */
export const COMPLAINT_TYPES: Record<DeliveryCategory, DeliveryComplaintType[]> = {
  NEWSPAPER: ["DAMAGED", "NOT_DELIVERED", "INCOMPLETE", "WRONG_PRODUCT", "RECEIVED_BUT_DELIVERED_LATER_THAN_EXPECTED"],
  MAGAZINE: ["DAMAGED", "NOT_DELIVERED", "INCOMPLETE"],
  ACCOUNT: [],
};

export const MESSAGE_REQUIRED_FOR: DeliveryComplaintType[] = ["DAMAGED", "WRONG_PRODUCT"];

/** The promised delivery time of a newspaper, per country (local time). */
export const DELIVERED_BY: Record<"nl" | "be", string> = { nl: "07:00", be: "07:30" };

/** Brands that bring a missing paper again the same day: reported before `until`, brought before `by`. */
export const REDELIVERY: Record<string, { until: string; by: string }> = {
  dagkoerier: { until: "10:00", by: "12:00" },
};

/** What is delivered on paper, from the product's fulfilments. */
export type Delivery =
  | { kind: "NEWSPAPER"; deliveryDays: PcsWeekday[] }
  | { kind: "MAGAZINE"; issuesPerYear: number }
  | { kind: "NONE" };

export interface Edition {
  date: string;
  issueNumber: number | null;
}

export interface EditionChoice extends Edition {
  available: boolean;
  unavailableReason: DeliveryEditionUnavailableReason | null;
}

// ---- dates (YYYY-MM-DD, calendar arithmetic in UTC) ----

export { addDays, isPublicHoliday, weekdayOf };

/** The local time (HH:MM, Europe/Amsterdam = Europe/Brussels) of a moment. */
export function localTime(ms: number): string {
  return clockTime.format(new Date(ms));
}
const clockTime = new Intl.DateTimeFormat("en-GB", { hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone: "Europe/Amsterdam" });

// ---- editions ----

/** The months (1–12) a magazine appears in, from its issues per year. */
export function issueMonths(issuesPerYear: number): number[] {
  switch (issuesPerYear) {
    case 10:
      return [1, 2, 3, 4, 5, 6, 9, 10, 11, 12];
    case 6:
      return [1, 3, 5, 7, 9, 11];
    case 4:
      return [3, 6, 9, 12];
    default:
      return [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];
  }
}

/** The first Thursday of a month: the day an issue is delivered. */
export function firstThursday(year: number, month: number): string {
  const first = `${year}-${String(month).padStart(2, "0")}-01`;
  const offset = (4 - new Date(`${first}T00:00:00Z`).getUTCDay() + 7) % 7;
  return addDays(first, offset);
}

export interface Window {
  today: string;
  /** Local time now (HH:MM). */
  time: string;
  country: "nl" | "be";
  startDate: string;
  endDate: string | null;
}

/** Today's paper counts once its promised time has come. */
export function todayCounts(window: Pick<Window, "time" | "country">): boolean {
  return window.time >= DELIVERED_BY[window.country];
}

/** The last 14 delivery days of a newspaper, newest first (Sundays for a six-day paper and public holidays are none). */
export function newspaperEditions(deliveryDays: PcsWeekday[], window: Window): Edition[] {
  const editions: Edition[] = [];
  if (deliveryDays.length === 0) return editions;
  let day = todayCounts(window) ? window.today : addDays(window.today, -1);
  if (window.endDate && window.endDate < day) day = window.endDate;
  while (editions.length < NEWSPAPER_WINDOW_DAYS && day >= window.startDate) {
    if (deliveryDays.includes(weekdayOf(day)) && !isPublicHoliday(day, window.country)) editions.push({ date: day, issueNumber: null });
    day = addDays(day, -1);
  }
  return editions;
}

/** The last 4 issues of a magazine up to today, newest first. */
export function magazineEditions(issuesPerYear: number, window: Window): Edition[] {
  const editions: Edition[] = [];
  const months = issueMonths(issuesPerYear);
  const last = window.endDate && window.endDate < window.today ? window.endDate : window.today;
  let year = Number(last.slice(0, 4));
  while (editions.length < MAGAZINE_WINDOW_ISSUES && year >= Number(window.startDate.slice(0, 4))) {
    for (let index = months.length - 1; index >= 0 && editions.length < MAGAZINE_WINDOW_ISSUES; index--) {
      const date = firstThursday(year, months[index]!);
      if (date <= last && date >= window.startDate) editions.push({ date, issueNumber: index + 1 });
    }
    year--;
  }
  return editions;
}

export function editionsOf(delivery: Delivery, window: Window): Edition[] {
  if (delivery.kind === "NEWSPAPER") return newspaperEditions(delivery.deliveryDays, window);
  if (delivery.kind === "MAGAZINE") return magazineEditions(delivery.issuesPerYear, window);
  return [];
}

/** A suspension (holiday service) as stored: inclusive dates. */
export interface DateRange {
  start_date: string;
  end_date: string;
}

export function isSuspended(date: string, suspensions: DateRange[]): boolean {
  return suspensions.some((range) => range.start_date <= date && date <= range.end_date);
}

/** The editions with those that cannot be chosen marked, and why. */
export function editionChoices(editions: Edition[], reported: Set<string>, suspensions: DateRange[]): EditionChoice[] {
  return editions.map((edition) => {
    const unavailableReason = reported.has(edition.date) ? "ALREADY_REPORTED" : isSuspended(edition.date, suspensions) ? "SUSPENDED" : null;
    return { ...edition, available: unavailableReason === null, unavailableReason };
  });
}

// ---- outcome ----

const PERIODS_PER_YEAR: Record<S2BillingPeriod, number> = { MONTH: 12, QUARTER: 4, YEAR: 1 };

/** The price of one edition in cents: the price per year over the editions per year. */
export function creditPerEditionCents(priceCents: number, billingPeriod: S2BillingPeriod, delivery: Delivery): number {
  const perYear = priceCents * PERIODS_PER_YEAR[billingPeriod];
  const editions = delivery.kind === "NEWSPAPER" ? delivery.deliveryDays.length * 52 : delivery.kind === "MAGAZINE" ? delivery.issuesPerYear : 0;
  return editions > 0 ? Math.round(perYear / editions) : 0;
}

/** Re-delivery of today's paper can be chosen now: a newspaper of a brand that offers it, after the promised time, before its deadline. */
export function redeliveryUntil(brandKey: string, delivery: Delivery, window: Pick<Window, "time" | "country">): string | null {
  const offer = REDELIVERY[brandKey];
  if (!offer || delivery.kind !== "NEWSPAPER") return null;
  return todayCounts(window) && window.time < offer.until ? offer.until : null;
}

/** The third complaint within 14 days escalates. */
export function escalates(recentComplaintCount: number): boolean {
  return recentComplaintCount + 1 >= ESCALATION_THRESHOLD;
}

/** "KS-2026-000042". */
export function caseNumber(year: string, seq: number): string {
  return `KS-${year}-${String(seq).padStart(6, "0")}`;
}

export type FollowUpState = "NONE" | "DUE" | "DELIVERED" | "NOT_DELIVERED" | "EXPIRED";

/** Asked from the day after a NOT_DELIVERED complaint about a newspaper, until answered, for at most 7 days. */
export function followUpState(
  complaint: { type: DeliveryComplaintType; createdDay: string; answer: "DELIVERED" | "NOT_DELIVERED" | null },
  delivery: Delivery,
  today: string,
): FollowUpState {
  if (complaint.answer) return complaint.answer;
  if (complaint.type !== "NOT_DELIVERED" || delivery.kind !== "NEWSPAPER") return "NONE";
  if (today <= complaint.createdDay) return "NONE";
  return today <= addDays(complaint.createdDay, FOLLOW_UP_DAYS) ? "DUE" : "EXPIRED";
}

// ---- input ----

/** The refusal of a second complaint about one edition. */
export function alreadyReported(category: DeliveryCategory): Violation {
  const message = category === "MAGAZINE" ? "Over dit nummer heeft u al een melding gedaan." : "Over deze krant heeft u al een melding gedaan.";
  return { code: "EDITION-ALREADY-REPORTED", field: "editionDate", message };
}

export interface ComplaintInput {
  type: DeliveryComplaintType;
  editionDate: string;
  message?: string | null;
  compensation?: "CREDIT" | "REDELIVERY" | null;
}

/** The violations of a complaint against the options of its subscription (field names of the input). */
export function validateComplaint(
  input: ComplaintInput,
  context: { category: DeliveryCategory; choices: EditionChoice[]; today: string; todayDeliveredBy: string | null; redeliveryUntil: string | null; suspendedText: (date: string) => string },
): Violation[] {
  const violations: Violation[] = [];
  if (!COMPLAINT_TYPES[context.category].includes(input.type)) {
    violations.push({ code: "TYPE-NOT-ALLOWED", field: "type", message: "Deze klacht past niet bij dit abonnement. Kies een van de genoemde problemen." });
  }
  const choice = context.choices.find((edition) => edition.date === input.editionDate);
  if (!choice) {
    violations.push(
      input.editionDate === context.today && context.todayDeliveredBy
        ? { code: "EDITION-NOT-YET-DELIVERED", field: "editionDate", message: `Uw krant wordt vandaag uiterlijk om ${context.todayDeliveredBy} bezorgd. Daarna kunt u een melding doen.` }
        : {
            code: "EDITION-OUT-OF-WINDOW",
            field: "editionDate",
            message:
              context.category === "MAGAZINE"
                ? `Kies een van de laatste ${MAGAZINE_WINDOW_ISSUES} nummers.`
                : `Kies een dag waarop uw krant bezorgd wordt, in de afgelopen ${NEWSPAPER_WINDOW_DAYS} bezorgdagen.`,
          },
    );
  } else if (choice.unavailableReason === "ALREADY_REPORTED") {
    violations.push(alreadyReported(context.category));
  } else if (choice.unavailableReason === "SUSPENDED") {
    violations.push({ code: "EDITION-SUSPENDED", field: "editionDate", message: context.suspendedText(choice.date) });
  }
  const messageRequired = MESSAGE_REQUIRED_FOR.includes(input.type);
  const messageViolations = validateFreeText(input.message, "message", "Uw toelichting", { required: messageRequired, maxLength: MESSAGE_MAX });
  violations.push(
    ...messageViolations.map((violation) =>
      violation.code === "REQUIRED" ? { ...violation, message: "Beschrijf wat er mis is (verplicht bij deze klacht)." } : violation,
    ),
  );
  if (input.compensation === "REDELIVERY") {
    const allowed = context.redeliveryUntil !== null && input.editionDate === context.today && input.type !== "RECEIVED_BUT_DELIVERED_LATER_THAN_EXPECTED";
    if (!allowed) {
      violations.push({
        code: "REDELIVERY-NOT-AVAILABLE",
        field: "compensation",
        message: "Nabrengen kan alleen voor de krant van vandaag, als u het op tijd meldt. Kies voor geld terug.",
      });
    }
  }
  return violations;
}


/** Delivery instructions (issue 58): a short note for the deliverer, at most this long. */
export const DELIVERY_INSTRUCTIONS_MAX = 200;

/** The instructions tidied (spaces collapsed; empty → null), or why not (spec §5's free-text rules). */
export function validateDeliveryInstructions(value: string | null | undefined): { value: string | null; violations: Violation[] } {
  const tidy = (value ?? "").replace(/\s+/g, " ").trim();
  if (tidy === "") return { value: null, violations: [] };
  const violations = validateFreeText(tidy, "instructions", "De instructie", { required: false, maxLength: DELIVERY_INSTRUCTIONS_MAX });
  return violations.length > 0 ? { value: null, violations } : { value: tidy, violations };
}
