import { describe, expect, it } from "vitest";
import { addMonths, addsPaidProduct, type Edition, effectiveDate, firstEditionDay, nextInvoice, periodAround, type Phase, undoableUntil } from "./rules";

// The change rules (issue 57) on fixed days, so they hold on any day the suite runs: effective dates across
// month and year ends and public holidays, the in-between credit or charge to the cent, the minimum term,
// the withdrawal window.

const SIX_DAYS: Edition = { code: "DK-KRANT-6", paper: true, digital: false, deliveryDays: ["MONDAY", "TUESDAY", "WEDNESDAY", "THURSDAY", "FRIDAY", "SATURDAY"] };
const SATURDAY: Edition = { code: "DK-ZATERDAG", paper: true, digital: false, deliveryDays: ["SATURDAY"] };
const DIGITAL: Edition = { code: "DK-DIGITAAL", paper: false, digital: true, deliveryDays: [] };
const COMBI: Edition = { code: "DK-KRANT-6-DIGITAAL", paper: true, digital: true, deliveryDays: SIX_DAYS.deliveryDays };
/** Jan's contract: monthly since 1 March 2020, € 45,99. */
const JAN: Phase = { startDate: "2020-03-01", endDate: null, priceCents: 4599, billingPeriod: "MONTH" };

describe("calendar arithmetic", () => {
  it("adds months on the anchor day, clamped to short months and leap years", () => {
    expect(addMonths("2026-01-31", 1)).toBe("2026-02-28");
    expect(addMonths("2028-01-31", 1)).toBe("2028-02-29");
    expect(addMonths("2026-02-28", 1, 31)).toBe("2026-03-31");
    expect(addMonths("2026-11-15", 3)).toBe("2027-02-15");
  });

  it("finds the billing period around a day, from the phase's start", () => {
    expect(periodAround("2020-03-01", "MONTH", "2026-12-07")).toEqual({ start: "2026-12-01", end: "2027-01-01" });
    expect(periodAround("2022-01-01", "YEAR", "2026-12-07")).toEqual({ start: "2026-01-01", end: "2027-01-01" });
    expect(periodAround("2015-01-01", "QUARTER", "2026-11-15")).toEqual({ start: "2026-10-01", end: "2027-01-01" });
    expect(periodAround("2025-01-31", "MONTH", "2025-03-01")).toEqual({ start: "2025-02-28", end: "2025-03-31" });
    expect(periodAround("2020-03-01", "MONTH", "2026-12-01")).toEqual({ start: "2026-12-01", end: "2027-01-01" });
  });
});

describe("effectiveDate", () => {
  it("another edition: its first edition day after two working days (Friday → Wednesday → the weekend paper's Saturday)", () => {
    expect(effectiveDate({ today: "2026-12-11", country: "nl", from: SIX_DAYS, to: SATURDAY, phase: JAN })).toEqual({ date: "2026-12-19", timing: "LEAD_TIME" });
    expect(effectiveDate({ today: "2026-12-11", country: "nl", from: SIX_DAYS, to: DIGITAL, phase: JAN })).toEqual({ date: "2026-12-16", timing: "LEAD_TIME" });
  });

  it("counts no public holiday as a working day and crosses the year end", () => {
    // Wednesday 23 December 2026: Thursday 24 and Monday 28 are the working days (Christmas on Friday).
    expect(effectiveDate({ today: "2026-12-23", country: "nl", from: SATURDAY, to: SIX_DAYS, phase: JAN }).date).toBe("2026-12-29");
    expect(effectiveDate({ today: "2026-12-23", country: "nl", from: SIX_DAYS, to: SATURDAY, phase: JAN }).date).toBe("2027-01-02");
    // Christmas 2027 and New Year's Day 2028 fall on a Saturday: no paper, the weekend paper starts on 8 January.
    expect(effectiveDate({ today: "2027-12-20", country: "nl", from: SIX_DAYS, to: SATURDAY, phase: JAN }).date).toBe("2028-01-08");
    expect(firstEditionDay("2027-12-25", SATURDAY, "be")).toBe("2028-01-08");
  });

  it("another billing period only: the start of the next period", () => {
    expect(effectiveDate({ today: "2026-12-07", country: "nl", from: SIX_DAYS, to: SIX_DAYS, phase: JAN })).toEqual({ date: "2027-01-01", timing: "NEXT_PERIOD" });
    expect(effectiveDate({ today: "2026-12-31", country: "nl", from: SIX_DAYS, to: SIX_DAYS, phase: JAN }).date).toBe("2027-01-01");
    expect(effectiveDate({ today: "2027-01-01", country: "nl", from: SIX_DAYS, to: SIX_DAYS, phase: JAN }).date).toBe("2027-02-01");
  });

  it("never inside a minimum term: the day after it, on an edition day", () => {
    const welcome: Phase = { startDate: "2026-11-01", endDate: "2027-04-30", priceCents: 2999, billingPeriod: "MONTH" };
    expect(effectiveDate({ today: "2026-12-07", country: "nl", from: SIX_DAYS, to: SATURDAY, phase: welcome })).toEqual({ date: "2027-05-01", timing: "MINIMUM_TERM" });
    expect(effectiveDate({ today: "2026-12-07", country: "nl", from: SIX_DAYS, to: DIGITAL, phase: welcome })).toEqual({ date: "2027-05-01", timing: "MINIMUM_TERM" });
  });
});

describe("nextInvoice", () => {
  it("a cheaper edition inside the month: the next invoice credits the difference for the days in between, to the cent", () => {
    // 19 to 31 December: 13 of 31 days at € 14,50 instead of € 45,99: –€ 13,21 (3149 × 13 / 31 = 1320,55 cents).
    expect(nextInvoice({ effective: "2026-12-19", phase: JAN, toPeriod: "MONTH", toPriceCents: 1450 })).toEqual({
      date: "2027-01-01",
      periodPriceCents: 1450,
      settlementCents: -1321,
      settlementDays: 13,
      amountCents: 129,
    });
  });

  it("a dearer edition charges the difference; a change on the period's first day settles nothing", () => {
    expect(nextInvoice({ effective: "2026-12-16", phase: JAN, toPeriod: "MONTH", toPriceCents: 5499 }).settlementCents).toBe(Math.round((900 * 16) / 31));
    expect(nextInvoice({ effective: "2027-01-01", phase: JAN, toPeriod: "YEAR", toPriceCents: 49900 })).toEqual({
      date: "2027-01-01",
      periodPriceCents: 49900,
      settlementCents: 0,
      settlementDays: 0,
      amountCents: 49900,
    });
  });

  it("another edition and a yearly bill at once: a new period starts on the day, the unused days of the month are credited", () => {
    // 16 to 31 December: 16 of 31 days of € 45,99 back (2373,68 cents).
    expect(nextInvoice({ effective: "2026-12-16", phase: JAN, toPeriod: "YEAR", toPriceCents: 19900 })).toEqual({
      date: "2026-12-16",
      periodPriceCents: 19900,
      settlementCents: -2374,
      settlementDays: 16,
      amountCents: 17526,
    });
  });
});

describe("withdrawal and undo", () => {
  it("a change adds a paid product when it adds digital or paper", () => {
    expect(addsPaidProduct(SIX_DAYS, COMBI)).toBe(true);
    expect(addsPaidProduct(DIGITAL, SATURDAY)).toBe(true);
    expect(addsPaidProduct(COMBI, DIGITAL)).toBe(false);
    expect(addsPaidProduct(SIX_DAYS, SATURDAY)).toBe(false);
  });

  it("may be undone until the day before it takes effect, or for 14 days when it adds a paid product", () => {
    expect(undoableUntil("2026-12-11", "2026-12-19", false)).toBe("2026-12-18");
    expect(undoableUntil("2026-12-11", "2026-12-16", true)).toBe("2026-12-25");
    expect(undoableUntil("2026-12-07", "2027-05-01", true)).toBe("2027-04-30");
  });
});
