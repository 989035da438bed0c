import { describe, expect, it } from "vitest";
import type { Delivery } from "../delivery";
import {
  daysPerYear,
  deliveryDates,
  donationOption,
  earliestStart,
  isCancellable,
  nonDeliveryDays,
  postcodeNumber,
  servesAddress,
  skippedPapers,
  validateDonation,
  validatePeriod,
  validateTemporaryAddress,
  yearUsage,
  type DonationPartner,
  type Period,
} from "./rules";

const SIX_DAYS: Delivery = { kind: "NEWSPAPER", deliveryDays: ["MONDAY", "TUESDAY", "WEDNESDAY", "THURSDAY", "FRIDAY", "SATURDAY"] };
const MAGAZINE: Delivery = { kind: "MAGAZINE", issuesPerYear: 10 };

const codes = (input: { startDate: string; endDate: string }, context: Partial<Parameters<typeof validatePeriod>[1]> = {}) =>
  validatePeriod(input, { today: "2026-11-25", country: "nl", delivery: SIX_DAYS, others: [], ...context }).map((v) => `${v.field}:${v.code}`);

const period = (startDate: string, endDate: string, changeId = "HS-1"): Period => ({ changeId, kind: "SUSPENSION", startDate, endDate });

describe("holiday rules", () => {
  it("needs 2 working days: weekends and the country's public holidays do not count", () => {
    // Friday → Monday, Tuesday → Wednesday.
    expect(earliestStart("2026-11-27", "nl")).toBe("2026-12-02");
    // Wednesday 23 December: Thursday, then Christmas and the weekend, Monday 28 → Tuesday 29.
    expect(earliestStart("2026-12-23", "nl")).toBe("2026-12-29");
    // Koningsdag (27 April) is a Dutch holiday only.
    expect(earliestStart("2027-04-26", "nl")).toBe("2027-04-30");
    expect(earliestStart("2027-04-26", "be")).toBe("2027-04-29");
  });

  it("counts only delivery days as skipped papers: no Sundays, no public holidays of the country", () => {
    // Monday 21 December 2026 to Sunday 3 January 2027: 14 days, 2 Sundays.
    expect(skippedPapers(SIX_DAYS, "2026-12-21", "2027-01-03", "nl")).toBe(9); // minus 25, 26 Dec and 1 Jan
    expect(skippedPapers(SIX_DAYS, "2026-12-21", "2027-01-03", "be")).toBe(10); // 26 Dec is no holiday in Belgium
    expect(deliveryDates(MAGAZINE, "2026-12-01", "2027-02-28", "nl")).toEqual(["2026-12-03", "2027-01-07", "2027-02-04"]);
    expect(nonDeliveryDays(SIX_DAYS, "2026-12-24", "2026-12-27", "nl")).toEqual([
      { date: "2026-12-25", reason: "PUBLIC_HOLIDAY", name: "Kerstmis" },
      { date: "2026-12-26", reason: "PUBLIC_HOLIDAY", name: "Tweede kerstdag" },
      { date: "2026-12-27", reason: "NO_DELIVERY_DAY", name: null },
    ]);
    expect(nonDeliveryDays(MAGAZINE, "2026-12-24", "2026-12-27", "nl")).toEqual([]);
  });

  it("splits a change across New Year over both calendar years", () => {
    expect([...daysPerYear([period("2026-12-20", "2027-01-10")])]).toEqual([[2026, 12], [2027, 10]]);
    expect(yearUsage([period("2026-12-20", "2027-01-10"), period("2027-03-01", "2027-03-05")], [2026, 2027])).toEqual([
      { year: 2026, usedDays: 12, remainingDays: 78 },
      { year: 2027, usedDays: 15, remainingDays: 75 },
    ]);
  });

  it("accepts a period that keeps every rule", () => {
    expect(codes({ startDate: "2026-12-02", endDate: "2026-12-15" })).toEqual([]);
  });

  it("refuses a start in the past or inside the lead time, and an end before the start", () => {
    expect(codes({ startDate: "2026-11-20", endDate: "2026-12-15" })).toEqual(["startDate:START-IN-PAST"]);
    expect(codes({ startDate: "2026-11-27", endDate: "2026-12-15" })).toEqual(["startDate:START-INSIDE-LEAD-TIME"]);
    expect(codes({ startDate: "2027-12-01", endDate: "2027-12-15" })).toEqual(["startDate:START-TOO-LATE"]);
    expect(codes({ startDate: "2026-12-10", endDate: "2026-12-09" })).toEqual(["endDate:END-BEFORE-START"]);
    expect(codes({ startDate: "2026-02-30", endDate: "morgen" })).toEqual(["startDate:INVALID-DATE", "endDate:INVALID-DATE"]);
    const [message] = validatePeriod({ startDate: "2026-11-27", endDate: "2026-12-15" }, { today: "2026-11-25", country: "nl", delivery: SIX_DAYS, others: [] });
    expect(message!.message).toBe("Wij hebben 2 werkdagen nodig om de bezorging aan te passen. Kies een begindatum vanaf 28 november 2026.");
  });

  it("needs at least 1 delivery day and at most 90 days", () => {
    expect(codes({ startDate: "2026-12-06", endDate: "2026-12-06" })).toEqual(["endDate:NO-DELIVERY-DAY"]); // a Sunday
    expect(codes({ startDate: "2026-12-25", endDate: "2026-12-27" }, { today: "2026-12-01" })).toEqual(["endDate:NO-DELIVERY-DAY"]);
    expect(codes({ startDate: "2026-12-25", endDate: "2026-12-27" }, { today: "2026-12-01", country: "be" })).toEqual([]);
    expect(codes({ startDate: "2026-12-02", endDate: "2027-03-01" })).toEqual([]); // 90 days
    expect(codes({ startDate: "2026-12-02", endDate: "2027-03-02" })).toEqual(["endDate:TOO-LONG"]);
    expect(codes({ startDate: "2026-12-10", endDate: "2026-12-20" }, { delivery: MAGAZINE })).toEqual(["endDate:NO-DELIVERY-DAY"]);
  });

  it("refuses an overlap with another change of the subscription, of either kind", () => {
    const others: Period[] = [{ changeId: "TA-1", kind: "TEMPORARY_ADDRESS", startDate: "2026-12-10", endDate: "2026-12-12" }];
    expect(codes({ startDate: "2026-12-12", endDate: "2026-12-20" }, { others })).toEqual(["startDate:OVERLAP"]);
    expect(codes({ startDate: "2026-12-13", endDate: "2026-12-20" }, { others })).toEqual([]);
  });

  it("keeps to 90 days per calendar year, counting each year's part of a change across New Year", () => {
    const used = [period("2027-02-01", "2027-04-21")]; // 80 days in 2027
    expect(codes({ startDate: "2027-06-01", endDate: "2027-06-10" }, { others: used })).toEqual([]);
    const refused = validatePeriod({ startDate: "2027-06-01", endDate: "2027-06-11" }, { today: "2026-11-25", country: "nl", delivery: SIX_DAYS, others: used });
    expect(refused).toEqual([
      { code: "YEARLY-MAXIMUM", field: "endDate", message: "Per abonnement kunt u hoogstens 90 dagen per kalenderjaar doorgeven. In 2027 heeft u nog 10 dagen over." },
    ]);
    const in2026 = [period("2026-09-01", "2026-11-24")]; // 85 days in 2026
    expect(codes({ startDate: "2026-12-28", endDate: "2027-01-05" }, { others: in2026 })).toEqual([]); // 4 days in 2026
    expect(codes({ startDate: "2026-12-24", endDate: "2027-01-05" }, { others: in2026 })).toEqual(["endDate:YEARLY-MAXIMUM"]); // 8 in 2026
  });

  it("lets a running change end tomorrow at the earliest", () => {
    const running = { startLocked: true, today: "2026-12-10" };
    expect(codes({ startDate: "2026-12-01", endDate: "2026-12-11" }, running)).toEqual([]);
    expect(codes({ startDate: "2026-12-01", endDate: "2026-12-10" }, running)).toEqual(["endDate:END-IN-PAST"]);
    // A running magazine holiday may be shortened to days without an issue.
    expect(codes({ startDate: "2026-12-04", endDate: "2026-12-11" }, { ...running, delivery: MAGAZINE })).toEqual([]);
  });

  it("cancels only until the lead time before the start", () => {
    expect(isCancellable("2026-12-02", "2026-11-27", "nl")).toBe(true);
    expect(isCancellable("2026-12-01", "2026-11-27", "nl")).toBe(false);
  });

  it("takes a temporary address in the Netherlands or Belgium only, with the country's postcode", () => {
    const nl = { street: "Badweg", houseNumber: "5", zipCode: "1796aa", city: "De Koog", countryCode: "NL" };
    expect(validateTemporaryAddress(nl).value).toMatchObject({ zipCode: "1796 AA", countryCode: "NL" });
    expect(validateTemporaryAddress({ ...nl, countryCode: "DE" }).violations).toEqual([
      {
        code: "ADDRESS-ABROAD",
        field: "address.countryCode",
        message: "Wij bezorgen alleen in Nederland en België. Gaat u naar het buitenland? Lees de krant dan digitaal of pauzeer de bezorging.",
      },
    ]);
    expect(validateTemporaryAddress({ ...nl, countryCode: "BE", zipCode: "84AB" }).violations.map((v) => v.code)).toEqual(["INVALID-ZIP-CODE"]);
    expect(validateTemporaryAddress({ ...nl, countryCode: "BE", zipCode: "8400", houseNumberSuffix: "bus 2" }).value).toMatchObject({ zipCode: "8400" });
    expect(validateTemporaryAddress({ ...nl, zipCode: "1796" }).violations.map((v) => `${v.field}:${v.code}`)).toEqual(["address.zipCode:INVALID-ZIP-CODE"]);
  });
});

describe("donation rules", () => {
  const partner = (id: string, countryCode: "NL" | "BE", zipFrom: number, zipTo: number, active = true): DonationPartner => ({
    id, name: id, description: "", kind: "LIBRARY", city: "", region: "", countryCode, zipFrom, zipTo, active,
  });
  const partners = [partner("Utrecht", "NL", 3400, 3999), partner("Antwerpen", "BE", 2000, 2999), partner("Gestopt", "NL", 3400, 3999, false)];

  it("reads the number of an NL or BE postcode and nothing else", () => {
    expect(postcodeNumber({ zipCode: "3811 CV", countryCode: "NL" })).toBe(3811);
    expect(postcodeNumber({ zipCode: "3811cv", countryCode: "nl" })).toBe(3811);
    expect(postcodeNumber({ zipCode: "2018", countryCode: "BE" })).toBe(2018);
    expect(postcodeNumber({ zipCode: "2018", countryCode: "NL" })).toBeNull();
    expect(postcodeNumber({ zipCode: "75001", countryCode: "FR" })).toBeNull();
    expect(postcodeNumber({ zipCode: null, countryCode: "NL" })).toBeNull();
  });

  it("offers the active partners of the region to a newspaper, and says why not otherwise", () => {
    expect(donationOption(SIX_DAYS, { zipCode: "3811 CV", countryCode: "NL" }, partners)).toMatchObject({ offered: true, partners: [{ id: "Utrecht" }] });
    // Same number, other country: the Belgian 3811 is not in the Dutch province of Utrecht.
    expect(donationOption(SIX_DAYS, { zipCode: "3811", countryCode: "BE" }, partners)).toMatchObject({ offered: false, unavailableReason: "NO_PARTNER_IN_REGION" });
    expect(donationOption(SIX_DAYS, { zipCode: "5611 EM", countryCode: "NL" }, partners)).toMatchObject({ offered: false, unavailableReason: "NO_PARTNER_IN_REGION" });
    expect(donationOption(SIX_DAYS, null, partners)).toMatchObject({ offered: false, unavailableReason: "NO_DELIVERY_ADDRESS" });
    expect(donationOption(MAGAZINE, { zipCode: "3811 CV", countryCode: "NL" }, partners)).toMatchObject({ offered: false, unavailableReason: "MAGAZINE" });
    expect(servesAddress(partners[2]!, { zipCode: "3811 CV", countryCode: "NL" })).toBe(false);
    expect(servesAddress(partners[0]!, { zipCode: "3400 AA", countryCode: "NL" })).toBe(true);
    expect(servesAddress(partners[0]!, { zipCode: "3999 ZZ", countryCode: "NL" })).toBe(true);
    expect(servesAddress(partners[0]!, { zipCode: "4000 AA", countryCode: "NL" })).toBe(false);
  });

  it("validates the partner against every chosen subscription", () => {
    const utrecht = { title: "De Dagkoerier", delivery: SIX_DAYS, address: { zipCode: "3811 CV", countryCode: "NL" } };
    const magazine = { title: "Wereldwijzer", delivery: MAGAZINE, address: { zipCode: "3811 CV", countryCode: "NL" } };
    const code = (subscriptions: Parameters<typeof validateDonation>[0], id: string | null) => validateDonation(subscriptions, id, partners).map((v) => `${v.field}:${v.code}`);
    expect(code([utrecht], "Utrecht")).toEqual([]);
    expect(code([utrecht], null)).toEqual(["donationPartnerId:DONATION-PARTNER-REQUIRED"]);
    expect(code([utrecht], " ")).toEqual(["donationPartnerId:DONATION-PARTNER-REQUIRED"]);
    expect(code([utrecht], "Gestopt")).toEqual(["donationPartnerId:DONATION-PARTNER-NOT-FOUND"]);
    expect(code([utrecht], "Antwerpen")).toEqual(["donationPartnerId:DONATION-PARTNER-OUTSIDE-REGION"]);
    expect(code([utrecht, magazine], "Utrecht")).toEqual(["compensation:COMPENSATION-NOT-OFFERED"]);
    expect(validateDonation([utrecht, magazine], "Utrecht", partners)[0]!.message).toMatch(/^Wereldwijzer: Doneren kan alleen bij een krant/);
  });
});
