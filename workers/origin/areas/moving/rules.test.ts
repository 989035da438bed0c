import { describe, expect, it } from "vitest";
import {
  delivers,
  deliveryChoices,
  isCancellable,
  moveDateWindow,
  validateAddressQuery,
  validateDelivery,
  validateFirstEdition,
  validateMoveDate,
} from "./rules";

// The moving-house rules as pure functions: the date window (5 working days, a year), the shape of an
// address before the lookup, delivery areas and the choice outside them, the first edition.

const format = (date: string) => date;

describe("moveDateWindow", () => {
  it("counts 5 working days after today: weekends and the country's public holidays do not count", () => {
    // Monday 9 November 2026: Belgium has Wapenstilstand on Wednesday the 11th, the Netherlands does not.
    expect(moveDateWindow("2026-11-09", "nl")).toEqual({ earliest: "2026-11-17", latest: "2027-11-09" });
    expect(moveDateWindow("2026-11-09", "be").earliest).toBe("2026-11-18");
    // Over Christmas: 25 December is a Friday, the 26th a Saturday.
    expect(moveDateWindow("2026-12-21", "nl").earliest).toBe("2026-12-30");
    // From a Saturday: Monday to Friday count, the Saturday after is the first allowed day.
    expect(moveDateWindow("2026-11-28", "nl").earliest).toBe("2026-12-05");
  });

  it("refuses a date inside the lead time or more than a year ahead, and a date that does not exist", () => {
    const window = moveDateWindow("2026-11-25", "nl");
    expect(validateMoveDate("2026-12-02", window, format)[0]).toMatchObject({ code: "MOVE-DATE-TOO-EARLY", field: "moveDate" });
    expect(validateMoveDate("2026-12-02", window, format)[0]!.message).toContain("5 werkdagen");
    expect(validateMoveDate("2026-12-03", window, format)).toEqual([]);
    expect(validateMoveDate("2027-11-25", window, format)).toEqual([]);
    expect(validateMoveDate("2027-11-26", window, format)[0]).toMatchObject({ code: "MOVE-DATE-TOO-LATE" });
    expect(validateMoveDate("2027-02-30", window, format)[0]).toMatchObject({ code: "INVALID-DATE" });
    expect(validateMoveDate("", window, format)[0]).toMatchObject({ code: "REQUIRED" });
  });

  it("lets a planned move be cancelled only while its date lies outside the lead time", () => {
    expect(isCancellable("2026-12-03", "PLANNED", "2026-11-25", "nl")).toBe(true);
    expect(isCancellable("2026-12-02", "PLANNED", "2026-11-25", "nl")).toBe(false);
    expect(isCancellable("2026-12-10", "COMPLETED", "2026-11-25", "nl")).toBe(false);
  });
});

describe("validateAddressQuery", () => {
  it("tidies a Dutch postcode and suffix and refuses malformed ones", () => {
    expect(validateAddressQuery({ countryCode: "nl", zipCode: " 3511ab ", houseNumber: "23", houseNumberSuffix: "b" }).value).toEqual({
      countryCode: "NL", zipCode: "3511 AB", houseNumber: "23", suffix: "B", street: null, city: null, manual: false,
    });
    // Typed in (issue 58): street and place are taken, tidied, and checked like other free text.
    expect(validateAddressQuery({ countryCode: "NL", zipCode: "3511ab", houseNumber: "99", street: " Nieuwe  Gracht ", city: "Utrecht", manual: true }).value).toMatchObject({
      street: "Nieuwe Gracht", city: "Utrecht", manual: true,
    });
    expect(validateAddressQuery({ countryCode: "NL", zipCode: "3511ab", houseNumber: "99", manual: true }).violations.map((v) => v.field)).toEqual(["street", "city"]);
    expect(validateAddressQuery({ countryCode: "NL", zipCode: "0511 AB", houseNumber: "1" }).violations[0]).toMatchObject({ code: "INVALID-ZIP-CODE", field: "zipCode" });
    expect(validateAddressQuery({ countryCode: "NL", zipCode: "3511 AB", houseNumber: "12a" }).violations[0]).toMatchObject({ code: "INVALID-HOUSE-NUMBER", field: "houseNumber" });
    expect(validateAddressQuery({ countryCode: "NL", zipCode: "", houseNumber: "" }).violations.map((v) => v.field)).toEqual(["zipCode", "houseNumber"]);
    expect(validateAddressQuery({ countryCode: "DE", zipCode: "10115", houseNumber: "1" }).violations[0]).toMatchObject({ code: "INVALID-COUNTRY" });
  });

  it("wants a Belgian postcode of 4 digits, a street and a municipality; 'bus 3' is bus 3", () => {
    const letters = validateAddressQuery({ countryCode: "BE", zipCode: "20AB", houseNumber: "5", street: "Meir", city: "Antwerpen" });
    expect(letters.violations).toEqual([{ code: "INVALID-ZIP-CODE", field: "zipCode", message: "Een Belgische postcode bestaat uit 4 cijfers, bijvoorbeeld 2000." }]);
    expect(validateAddressQuery({ countryCode: "BE", zipCode: "2000", houseNumber: "5", houseNumberSuffix: "bus 3", street: " Meir ", city: "Antwerpen" }).value).toMatchObject({
      zipCode: "2000", suffix: "3", street: "Meir",
    });
    const empty = validateAddressQuery({ countryCode: "BE", zipCode: "2000", houseNumber: "5", street: "", city: "<script>" });
    expect(empty.violations.map((v) => [v.field, v.code])).toEqual([["street", "REQUIRED"], ["city", "FORBIDDEN-CHARACTERS"]]);
  });
});

describe("delivery areas", () => {
  const ochtendpost = [
    { country_code: "BE", zip_from: 1000, zip_to: 3999 },
    { country_code: "BE", zip_from: 8000, zip_to: 9999 },
  ];

  it("delivers where a range of the brand covers the postcode, in that country only", () => {
    expect(delivers(ochtendpost, "BE", "2018")).toBe(true);
    expect(delivers(ochtendpost, "BE", "4000")).toBe(false);
    expect(delivers(ochtendpost, "NL", "3511 AB")).toBe(false);
    expect(delivers([{ country_code: "NL", zip_from: 1000, zip_to: 9999 }], "NL", "3511 AB")).toBe(true);
  });

  it("outside the area asks for post or digital, inside it keeps the usual delivery", () => {
    expect(deliveryChoices(false)).toEqual(["POSTAL", "DIGITAL"]);
    expect(validateDelivery(false, null, "d").violations[0]).toMatchObject({ code: "OUTSIDE-DELIVERY-AREA", field: "d" });
    expect(validateDelivery(false, "ADDRESS", "d").violations[0]).toMatchObject({ code: "OUTSIDE-DELIVERY-AREA" });
    expect(validateDelivery(false, "DIGITAL", "d")).toEqual({ value: "DIGITAL", violations: [] });
    expect(validateDelivery(true, undefined, "d")).toEqual({ value: "ADDRESS", violations: [] });
    expect(validateDelivery(true, "POSTAL", "d").violations[0]).toMatchObject({ code: "DELIVERY-NOT-AVAILABLE" });
  });

  it("takes a first edition from the move date up to 28 days after it", () => {
    expect(validateFirstEdition(null, "2026-12-10", "f")).toEqual([]);
    expect(validateFirstEdition("2026-12-10", "2026-12-10", "f")).toEqual([]);
    expect(validateFirstEdition("2027-01-07", "2026-12-10", "f")).toEqual([]);
    expect(validateFirstEdition("2027-01-08", "2026-12-10", "f")[0]).toMatchObject({ code: "FIRST-EDITION-OUT-OF-RANGE", field: "f" });
    expect(validateFirstEdition("2026-12-09", "2026-12-10", "f")[0]).toMatchObject({ code: "FIRST-EDITION-OUT-OF-RANGE" });
  });
});
