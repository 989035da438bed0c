import { describe, expect, it } from "vitest";
import {
  isValidFreeText,
  isValidZipCode,
  isVerificationCodeFormat,
  normalizeZipCode,
  parseMobileNumber,
  validateAddress,
  validateFreeText,
} from "./validation";

describe("free text (spec §5)", () => {
  it("needs a non-whitespace character", () => {
    expect(isValidFreeText("Jan")).toBe(true);
    expect(isValidFreeText("  ")).toBe(false);
    expect(isValidFreeText("")).toBe(false);
  });

  it.each(["<", ">", "^", "#", "=", "/", ":"])("refuses %s", (char) => {
    expect(isValidFreeText(`Jan${char}`)).toBe(false);
    expect(validateFreeText(`a${char}b`, "first_name", "Voornaam")).toEqual([
      { code: "FORBIDDEN-CHARACTERS", field: "first_name", message: "Voornaam mag geen van deze tekens bevatten: < > ^ # = / :" },
    ]);
  });

  it("allows ordinary Dutch names and punctuation", () => {
    for (const name of ["Jan-Willem", "van 't Hek", "Zoë", "El Amrani", "O'Neil", "Anne & Co."]) {
      expect(isValidFreeText(name)).toBe(true);
    }
  });

  it("reports required and too long in Dutch", () => {
    expect(validateFreeText(" ", "city", "Woonplaats")[0]).toMatchObject({ code: "REQUIRED", message: "Woonplaats is verplicht." });
    expect(validateFreeText(null, "city", "Woonplaats", { required: false })).toEqual([]);
    expect(validateFreeText("x".repeat(11), "s", "Toevoeging", { maxLength: 10 })[0]?.code).toBe("TOO-LONG");
  });
});

describe("postcodes", () => {
  it("accepts NL 1234 AB with or without the space, BE four digits", () => {
    expect(isValidZipCode("1234 AB", "NL")).toBe(true);
    expect(isValidZipCode("1234AB", "NL")).toBe(true);
    expect(isValidZipCode("2018", "BE")).toBe(true);
  });

  it("refuses a postcode of the other country or a leading zero", () => {
    expect(isValidZipCode("2018", "NL")).toBe(false);
    expect(isValidZipCode("1234 AB", "BE")).toBe(false);
    expect(isValidZipCode("0123 AB", "NL")).toBe(false);
    expect(isValidZipCode("0999", "BE")).toBe(false);
    expect(isValidZipCode("1234", "DE")).toBe(false);
  });

  it("normalizes case and spacing", () => {
    expect(normalizeZipCode(" 3811cv ", "NL")).toBe("3811 CV");
    expect(normalizeZipCode("2018 ", "BE")).toBe("2018");
  });
});

describe("address", () => {
  const nl = { street: "Kerkstraat", houseNumber: "12", houseNumberSuffix: "a", zipCode: "3811cv", city: "Amersfoort" };

  it("defaults to NL and normalizes", () => {
    expect(validateAddress(nl)).toEqual({
      value: { street: "Kerkstraat", houseNumber: "12", houseNumberSuffix: "a", zipCode: "3811 CV", city: "Amersfoort", countryCode: "NL" },
      violations: [],
    });
  });

  it("checks the postcode against the country", () => {
    const result = validateAddress({ ...nl, countryCode: "BE" });
    expect(result.value).toBeNull();
    expect(result.violations).toEqual([
      { code: "INVALID-ZIP-CODE", field: "address.zipCode", message: "Vul een geldige Belgische postcode in van 4 cijfers, bijvoorbeeld 2000." },
    ]);
  });

  it("collects every violation", () => {
    const result = validateAddress({ street: "<b>", houseNumber: "12a", zipCode: "", city: "", countryCode: "DE" });
    expect(result.violations.map((v) => `${v.field}:${v.code}`)).toEqual([
      "address.countryCode:INVALID-COUNTRY",
      "address.street:FORBIDDEN-CHARACTERS",
      "address.houseNumber:INVALID-HOUSE-NUMBER",
      "address.city:REQUIRED",
    ]);
  });
});

describe("mobile numbers and codes", () => {
  it("accepts only valid Dutch and Belgian mobile numbers and returns E.164", () => {
    expect(parseMobileNumber("+31612345678")).toBe("+31612345678");
    expect(parseMobileNumber("06 12 34 56 78")).toBe("+31612345678");
    expect(parseMobileNumber("(+31) 6 12345678")).toBe("+31612345678");
    expect(parseMobileNumber("0031-6-12345678")).toBe("+31612345678");
    expect(parseMobileNumber("+32 470 12 34 56")).toBe("+32470123456");
    expect(parseMobileNumber("0032470123456")).toBe("+32470123456");
    for (const bad of ["+31201234567", "+3223456789", "+4915112345678", "+33612345678", "+316123456", "06-1234", "", "x".repeat(50)]) {
      expect(parseMobileNumber(bad)).toBeNull();
    }
  });

  it("accepts only 6-digit verification codes", () => {
    expect(isVerificationCodeFormat("012345")).toBe(true);
    for (const bad of ["12345", "1234567", "12345a", " 123456", "１２３４５６"]) expect(isVerificationCodeFormat(bad)).toBe(false);
  });
});
