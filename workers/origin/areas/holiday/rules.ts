/**
 * Rules of the holiday service (ADR 22), pure functions of dates, the product's delivery and the
 * subscription's other changes: the lead time (2 working days of the country), the length (at least 1
 * delivery day, at most 90 days), the yearly maximum (90 days per subscription per calendar year, a
 * change across New Year counted in both years), no overlap, and where a temporary address may be.
 */
import { addDays, daysBetween, earliestAfterWorkingDays, isIsoDate, isPublicHoliday, publicHolidayName, weekdayOf, type Country } from "../../calendar/calendar";
import { dutchDate } from "../../calendar/time";
import { validateAddress, violation, type Address, type AddressInput, type Violation } from "../../rules/validation";
import { firstThursday, issueMonths, type Delivery } from "../delivery";

export const LEAD_WORKING_DAYS = 2;
export const MAX_DAYS_PER_CHANGE = 90;
export const MAX_DAYS_PER_YEAR = 90;
/** A change may start at most this many days ahead (the pickers' range). */
export const HORIZON_DAYS = 365;

export type HolidayKind = "SUSPENSION" | "TEMPORARY_ADDRESS";

/** A stored change of one subscription that is not cancelled (inclusive dates). */
export interface Period {
  changeId: string;
  kind: HolidayKind;
  startDate: string;
  endDate: string;
}

export interface NonDeliveryDay {
  date: string;
  reason: "NO_DELIVERY_DAY" | "PUBLIC_HOLIDAY";
  /** The public holiday's name, or null. */
  name: string | null;
}

/** The first day a new change may start: after 2 full working days of the country. */
export function earliestStart(today: string, country: Country): string {
  return earliestAfterWorkingDays(today, LEAD_WORKING_DAYS, country);
}

export function latestStart(today: string): string {
  return addDays(today, HORIZON_DAYS);
}

/** Calendar days from start to end, both included. */
export function lengthInDays(startDate: string, endDate: string): number {
  return daysBetween(startDate, endDate) + 1;
}

/** The days a paper or issue comes between two dates (inclusive): a newspaper's weekdays minus public holidays, a magazine's issue days. */
export function deliveryDates(delivery: Delivery, startDate: string, endDate: string, country: Country): string[] {
  const dates: string[] = [];
  if (endDate < startDate) return dates;
  if (delivery.kind === "NEWSPAPER") {
    for (let day = startDate; day <= endDate; day = addDays(day, 1)) {
      if (delivery.deliveryDays.includes(weekdayOf(day)) && !isPublicHoliday(day, country)) dates.push(day);
    }
  } else if (delivery.kind === "MAGAZINE") {
    const months = issueMonths(delivery.issuesPerYear);
    for (let year = Number(startDate.slice(0, 4)); year <= Number(endDate.slice(0, 4)); year++) {
      for (const month of months) {
        const date = firstThursday(year, month);
        if (date >= startDate && date <= endDate) dates.push(date);
      }
    }
  }
  return dates;
}

/** The papers (or issues) a change skips or sends elsewhere. */
export function skippedPapers(delivery: Delivery, startDate: string, endDate: string, country: Country): number {
  return deliveryDates(delivery, startDate, endDate, country).length;
}

/** Newspapers: the days without a paper between two dates (Sundays of a six-day paper, public holidays). */
export function nonDeliveryDays(delivery: Delivery, from: string, to: string, country: Country): NonDeliveryDay[] {
  if (delivery.kind !== "NEWSPAPER") return [];
  const days: NonDeliveryDay[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) {
    const name = publicHolidayName(day, country);
    if (name) days.push({ date: day, reason: "PUBLIC_HOLIDAY", name });
    else if (!delivery.deliveryDays.includes(weekdayOf(day))) days.push({ date: day, reason: "NO_DELIVERY_DAY", name: null });
  }
  return days;
}

/** Days per calendar year of some periods: a period across New Year counts in both years. */
export function daysPerYear(periods: ReadonlyArray<Pick<Period, "startDate" | "endDate">>): Map<number, number> {
  const totals = new Map<number, number>();
  for (const { startDate, endDate } of periods) {
    let from = startDate;
    while (from <= endDate) {
      const year = Number(from.slice(0, 4));
      const yearEnd = `${year}-12-31`;
      const to = endDate < yearEnd ? endDate : yearEnd;
      totals.set(year, (totals.get(year) ?? 0) + lengthInDays(from, to));
      from = addDays(to, 1);
    }
  }
  return totals;
}

export function overlaps(a: Pick<Period, "startDate" | "endDate">, b: Pick<Period, "startDate" | "endDate">): boolean {
  return a.startDate <= b.endDate && b.startDate <= a.endDate;
}

export interface DateContext {
  today: string;
  country: Country;
  delivery: Delivery;
  /** The subscription's other changes that are not cancelled (the changed one left out). */
  others: Period[];
  /**
   * The change has started or its lead time has passed: the start date stays as it is (checked by the
   * caller) and only the end may move, to tomorrow at the earliest.
   */
  startLocked?: boolean;
}

/** The violations of a period for one subscription (fields startDate and endDate). */
export function validatePeriod(input: { startDate: string; endDate: string }, context: DateContext): Violation[] {
  const { startDate, endDate } = input;
  const { today, country } = context;
  const violations: Violation[] = [];
  const startValid = isIsoDate(startDate);
  const endValid = isIsoDate(endDate);
  if (!startValid) violations.push(violation("INVALID-DATE", "Vul een geldige begindatum in.", "startDate"));
  if (!endValid) violations.push(violation("INVALID-DATE", "Vul een geldige einddatum in.", "endDate"));
  if (!startValid || !endValid) return violations;

  const earliest = earliestStart(today, country);
  if (!context.startLocked) {
    if (startDate <= today) {
      violations.push(violation("START-IN-PAST", `Deze datum is al voorbij. Kies een begindatum vanaf ${dutchDate(earliest, country)}.`, "startDate"));
    } else if (startDate < earliest) {
      violations.push(
        violation(
          "START-INSIDE-LEAD-TIME",
          `Wij hebben ${LEAD_WORKING_DAYS} werkdagen nodig om de bezorging aan te passen. Kies een begindatum vanaf ${dutchDate(earliest, country)}.`,
          "startDate",
        ),
      );
    } else if (startDate > latestStart(today)) {
      violations.push(violation("START-TOO-LATE", "U kunt een vakantie tot een jaar vooruit doorgeven. Kies een eerdere begindatum.", "startDate"));
    }
  } else if (endDate <= today) {
    violations.push(violation("END-IN-PAST", `Kies een einddatum vanaf morgen, ${dutchDate(addDays(today, 1), country)}.`, "endDate"));
  }
  if (endDate < startDate) {
    violations.push(violation("END-BEFORE-START", "De einddatum ligt vóór de begindatum. Kies een latere einddatum.", "endDate"));
    return violations;
  }
  const tooLong = lengthInDays(startDate, endDate) > MAX_DAYS_PER_CHANGE;
  if (tooLong) {
    violations.push(
      violation(
        "TOO-LONG",
        `Een vakantie duurt hoogstens ${MAX_DAYS_PER_CHANGE} dagen. Kies een einddatum tot en met ${dutchDate(addDays(startDate, MAX_DAYS_PER_CHANGE - 1), country)}.`,
        "endDate",
      ),
    );
  } else if (!context.startLocked && skippedPapers(context.delivery, startDate, endDate, country) === 0) {
    // (A change that runs already met this when it was planned; shortening it may leave no paper day.)
    violations.push(
      violation(
        "NO-DELIVERY-DAY",
        context.delivery.kind === "MAGAZINE"
          ? "In deze periode verschijnt geen nummer. U hoeft niets door te geven."
          : "In deze periode wordt er geen krant bezorgd. Kies een periode met minstens 1 bezorgdag.",
        "endDate",
      ),
    );
  }
  const clash = context.others.find((other) => overlaps(other, input));
  if (clash) {
    violations.push(
      violation(
        "OVERLAP",
        `Van ${dutchDate(clash.startDate, country)} tot en met ${dutchDate(clash.endDate, country)} heeft u al ${
          clash.kind === "SUSPENSION" ? "een vakantiestop" : "een vakantieadres"
        } doorgegeven. Kies andere data of wijzig die vakantie.`,
        "startDate",
      ),
    );
  }
  const used = daysPerYear(context.others);
  for (const [year, days] of tooLong ? [] : daysPerYear([input])) {
    const before = used.get(year) ?? 0;
    if (before + days > MAX_DAYS_PER_YEAR) {
      const left = Math.max(0, MAX_DAYS_PER_YEAR - before);
      violations.push(
        violation(
          "YEARLY-MAXIMUM",
          left === 0
            ? `U heeft in ${year} de ${MAX_DAYS_PER_YEAR} vakantiedagen van dit abonnement al gebruikt.`
            : `Per abonnement kunt u hoogstens ${MAX_DAYS_PER_YEAR} dagen per kalenderjaar doorgeven. In ${year} heeft u nog ${left} ${left === 1 ? "dag" : "dagen"} over.`,
          "endDate",
        ),
      );
      break;
    }
  }
  return violations;
}

/** Yearly use and what is left of the maximum, for the years given. */
export function yearUsage(others: Period[], years: number[]): Array<{ year: number; usedDays: number; remainingDays: number }> {
  const used = daysPerYear(others);
  return years.map((year) => {
    const usedDays = used.get(year) ?? 0;
    return { year, usedDays, remainingDays: Math.max(0, MAX_DAYS_PER_YEAR - usedDays) };
  });
}

/** A change may be cancelled while it has not started and its start is at or after the lead time from today. */
export function isCancellable(startDate: string, today: string, country: Country): boolean {
  return startDate >= earliestStart(today, country);
}

export const ABROAD_MESSAGE =
  "Wij bezorgen alleen in Nederland en België. Gaat u naar het buitenland? Lees de krant dan digitaal of pauzeer de bezorging.";

/** A temporary address in NL or BE; anything else is refused with the digital alternative. */
export function validateTemporaryAddress(input: AddressInput): { value: Address | null; violations: Violation[] } {
  const country = (input.countryCode ?? "").trim().toUpperCase();
  if (country !== "NL" && country !== "BE") {
    return { value: null, violations: [violation("ADDRESS-ABROAD", ABROAD_MESSAGE, "address.countryCode")] };
  }
  return validateAddress({ ...input, countryCode: country }, "address.");
}

/** Country of a brand (nl/be) in the picker's terms. */
export function countryCodeOf(country: Country): "NL" | "BE" {
  return country === "be" ? "BE" : "NL";
}

// "Doneer mijn krant": the skipped papers of a suspension go to a partner organisation in the region
// of the subscription's delivery address instead of a compensation. Newspapers only (a magazine comes
// by post, one issue a month: nothing a care home or food bank can hand out the next morning).

export type DonationPartnerKind = "CARE_HOME" | "LIBRARY" | "FOOD_BANK";

export interface DonationPartner {
  id: string;
  name: string;
  description: string;
  kind: DonationPartnerKind;
  city: string;
  region: string;
  countryCode: "NL" | "BE";
  zipFrom: number;
  zipTo: number;
  active: boolean;
}

export type DonationUnavailableReason = "MAGAZINE" | "NO_DELIVERY_ADDRESS" | "NO_PARTNER_IN_REGION";

export interface DeliveryAddress {
  zipCode: string | null;
  countryCode: string | null;
}

/** The number of a postcode that partners' ranges use: NL "3811 CV" → 3811, BE "2018" → 2018; null when it is not one. */
export function postcodeNumber(address: DeliveryAddress | null): number | null {
  const country = address?.countryCode?.toUpperCase();
  const zip = address?.zipCode?.trim().toUpperCase() ?? "";
  const match = country === "NL" ? /^([1-9][0-9]{3}) ?[A-Z]{2}$/.exec(zip) : country === "BE" ? /^([1-9][0-9]{3})$/.exec(zip) : null;
  return match ? Number(match[1]) : null;
}

/** Whether a partner takes papers delivered at this address (its country and postcode range; active ones only). */
export function servesAddress(partner: DonationPartner, address: DeliveryAddress | null): boolean {
  const zip = postcodeNumber(address);
  return partner.active && zip !== null && partner.countryCode === address?.countryCode?.toUpperCase() && zip >= partner.zipFrom && zip <= partner.zipTo;
}

export interface DonationOption {
  offered: boolean;
  unavailableReason: DonationUnavailableReason | null;
  partners: DonationPartner[];
}

/** Whether a subscription may donate, to which partners (by name), or why not. */
export function donationOption(delivery: Delivery, address: DeliveryAddress | null, partners: readonly DonationPartner[]): DonationOption {
  if (delivery.kind !== "NEWSPAPER") return { offered: false, unavailableReason: "MAGAZINE", partners: [] };
  if (postcodeNumber(address) === null) return { offered: false, unavailableReason: "NO_DELIVERY_ADDRESS", partners: [] };
  const serving = partners.filter((partner) => servesAddress(partner, address)).sort((a, b) => a.name.localeCompare(b.name, "nl"));
  if (serving.length === 0) return { offered: false, unavailableReason: "NO_PARTNER_IN_REGION", partners: [] };
  return { offered: true, unavailableReason: null, partners: serving };
}

const NOT_OFFERED: Record<DonationUnavailableReason, string> = {
  MAGAZINE: "Doneren kan alleen bij een krant, niet bij een tijdschrift. Kies een verlenging van uw abonnement.",
  NO_DELIVERY_ADDRESS: "Bij dit abonnement kennen wij geen bezorgadres in Nederland of België, dus doneren kan niet. Kies een verlenging van uw abonnement.",
  NO_PARTNER_IN_REGION: "In de regio van uw bezorgadres werken wij (nog) niet samen met een organisatie die kranten ontvangt. Kies een verlenging van uw abonnement.",
};

export interface DonationSubscription {
  title: string;
  delivery: Delivery;
  address: DeliveryAddress | null;
}

/**
 * The violations of a DONATE suspension for the chosen subscriptions: donating is offered for each
 * (COMPENSATION-NOT-OFFERED on compensation), a partner is chosen (DONATION-PARTNER-REQUIRED), it
 * exists and still takes papers (DONATION-PARTNER-NOT-FOUND) and serves the region of every
 * subscription's delivery address (DONATION-PARTNER-OUTSIDE-REGION), all on donationPartnerId.
 * With several subscriptions a message names the title it is about.
 */
export function validateDonation(
  subscriptions: readonly DonationSubscription[],
  partnerId: string | null | undefined,
  partners: readonly DonationPartner[],
): Violation[] {
  const violations: Violation[] = [];
  const named = (title: string, message: string) => (subscriptions.length > 1 ? `${title}: ${message}` : message);
  for (const subscription of subscriptions) {
    const option = donationOption(subscription.delivery, subscription.address, partners);
    if (option.unavailableReason) violations.push(violation("COMPENSATION-NOT-OFFERED", named(subscription.title, NOT_OFFERED[option.unavailableReason]), "compensation"));
  }
  if (violations.length > 0) return violations;
  const id = partnerId?.trim();
  if (!id) return [violation("DONATION-PARTNER-REQUIRED", "Kies de organisatie die uw kranten krijgt.", "donationPartnerId")];
  const partner = partners.find((item) => item.id === id);
  if (!partner || !partner.active) {
    return [violation("DONATION-PARTNER-NOT-FOUND", "Deze organisatie ontvangt geen kranten (meer). Kies een organisatie uit de lijst.", "donationPartnerId")];
  }
  for (const subscription of subscriptions) {
    if (!servesAddress(partner, subscription.address)) {
      violations.push(
        violation(
          "DONATION-PARTNER-OUTSIDE-REGION",
          named(subscription.title, `${partner.name} haalt geen kranten op in de regio van uw bezorgadres. Kies een organisatie uit de lijst.`),
          "donationPartnerId",
        ),
      );
    }
  }
  return violations;
}
