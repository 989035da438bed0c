import maxMetadata from "libphonenumber-js/metadata.max.json";
import { describe, expect, test } from "vitest";
import nlBeMetadata from "./nl-be-metadata.json";
import {
  formatPhoneForDisplay,
  hasKnownPrefix,
  INVALID_PHONE_MESSAGE,
  inferDiallingCode,
  normalizePhoneForComparison,
  PHONE_COUNTRIES,
  splitPhoneValue,
  startsDiallingCode,
  validateNlBePhone,
} from "./phone";

describe("phone helpers", () => {
  test("formatPhoneForDisplay strips a leading (+NN) and spaces", () => {
    expect(formatPhoneForDisplay("(+31) 6 12345678")).toBe("612345678");
    expect(formatPhoneForDisplay("(+352) 621 123 456")).toBe("621123456");
    expect(formatPhoneForDisplay("06 1234 5678")).toBe("0612345678");
  });

  test("normalizePhoneForComparison keeps digits and +", () => {
    expect(normalizePhoneForComparison("(+31) 6-1234 5678")).toBe("+31612345678");
  });

  test("hasKnownPrefix finds +31 or +32", () => {
    expect(hasKnownPrefix("(+31) 6 12345678")).toBe(true);
    expect(hasKnownPrefix("+32 470 12 34 56")).toBe(true);
    expect(hasKnownPrefix("(+49) 151 1234567")).toBe(false);
    expect(hasKnownPrefix("0612345678")).toBe(false);
  });

  test("inferDiallingCode reads +, 00 and bracketed prefixes of known countries", () => {
    expect(inferDiallingCode("+32470123456")).toEqual({ code: "32", national: "470123456" });
    expect(inferDiallingCode("0031612345678")).toEqual({ code: "31", national: "612345678" });
    expect(inferDiallingCode("(+49) 151 1234567")).toEqual({ code: "49", national: "1511234567" });
    expect(inferDiallingCode("+352 621 123 456")).toEqual({ code: "352", national: "621123456" });
    expect(inferDiallingCode("+31 (0)6 12345678")).toEqual({ code: "31", national: "612345678" });
    expect(inferDiallingCode("+44 20 1234 5678")).toBeNull();
    expect(inferDiallingCode("0612345678")).toBeNull();
  });

  test("startsDiallingCode: the start of a known code being typed, not yet a country", () => {
    for (const typed of ["+", "+3", "0", "00", "003", " +35"]) expect(startsDiallingCode(typed)).toBe(true);
    for (const typed of ["", "+5", "+44", "06", "6", "0044"]) expect(startsDiallingCode(typed)).toBe(false);
  });

  test("splitPhoneValue falls back to the default code and drops the trunk 0", () => {
    expect(splitPhoneValue("0612345678")).toEqual({ code: "31", national: "612345678" });
    expect(splitPhoneValue("")).toEqual({ code: "31", national: "" });
    expect(splitPhoneValue("0470123456", PHONE_COUNTRIES, "32")).toEqual({ code: "32", national: "470123456" });
  });

  test("the country list highlights NL and BE", () => {
    expect(PHONE_COUNTRIES.filter((country) => country.highlighted).map((country) => country.code)).toEqual(["31", "32"]);
    expect(PHONE_COUNTRIES.map((country) => country.code)).toEqual(expect.arrayContaining(["49", "33", "352"]));
  });
});

describe("validateNlBePhone", () => {
  test.each([
    ["(+31) 6 12345678", "+31612345678", "NL"],
    ["+31201234567", "+31201234567", "NL"],
    ["0612345678", "+31612345678", "NL"],
    ["0032470123456", "+32470123456", "BE"],
    ["(+32) 4 70123456", "+32470123456", "BE"],
    ["+32 2 555 12 12", "+3225551212", "BE"],
    ["0031 20 123 4567", "+31201234567", "NL"],
  ])("accepts %j", (input, e164, country) => {
    expect(validateNlBePhone(input)).toEqual({ ok: true, e164, country });
  });

  test.each([
    "(+49) 151 12345678",
    "+3161234",
    "(+31)",
    "hallo",
    "+32123",
    // Too short or no such number, though the digit count alone could pass.
    "12345",
    "(+31) 1 2345",
    "123456789",
    "(+31) 1 23456789",
    "(+32) 4 7012345",
    "0470123456",
  ])("rejects %j with the Dutch message", (input) => {
    expect(validateNlBePhone(input)).toEqual({ ok: false, message: INVALID_PHONE_MESSAGE });
  });
});

test("nl-be-metadata.json is libphonenumber-js's max metadata for NL and BE", () => {
  const { version, country_calling_codes: codes, countries } = maxMetadata as unknown as {
    version: number;
    country_calling_codes: Record<string, string[]>;
    countries: Record<string, unknown>;
  };
  const expected = { version, country_calling_codes: { 31: codes["31"], 32: codes["32"] }, countries: { NL: countries.NL, BE: countries.BE }, nonGeographic: {} };
  // After a libphonenumber-js update: write JSON.stringify(expected) to app/ui/phone/nl-be-metadata.json.
  expect(nlBeMetadata).toEqual(expected);
});
