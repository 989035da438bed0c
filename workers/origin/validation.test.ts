import { describe, expect, it } from "vitest";
import {
  ageOn,
  isValidFreeText,
  isValidZipCode,
  maskIban,
  normalizeZipCode,
  validateAccountProfileInput,
  validateAddress,
  validateDateOfBirth,
  validateFreeText,
} from "./validation";

const TODAY = "2026-11-22";

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

describe("date of birth", () => {
  it("computes age on a date", () => {
    expect(ageOn("1968-04-12", TODAY)).toBe(58);
    expect(ageOn("2014-11-23", TODAY)).toBe(11);
    expect(ageOn("2014-11-22", TODAY)).toBe(12);
  });

  it("accepts plausible dates and refuses impossible or implausible ones", () => {
    expect(validateDateOfBirth("1968-04-12", TODAY)).toEqual([]);
    expect(validateDateOfBirth("2014-11-22", TODAY)).toEqual([]);
    expect(validateDateOfBirth("1906-11-22", TODAY)).toEqual([]);
    expect(validateDateOfBirth("2023-02-30", TODAY)[0]?.code).toBe("INVALID-DATE");
    expect(validateDateOfBirth("12-04-1968", TODAY)[0]?.code).toBe("INVALID-DATE");
    expect(validateDateOfBirth("2030-01-01", TODAY)[0]?.code).toBe("IMPLAUSIBLE-DATE-OF-BIRTH");
    expect(validateDateOfBirth("2014-11-23", TODAY)[0]?.code).toBe("IMPLAUSIBLE-DATE-OF-BIRTH");
    expect(validateDateOfBirth("1899-12-31", TODAY)[0]?.code).toBe("IMPLAUSIBLE-DATE-OF-BIRTH");
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

describe("updateAccountProfile input", () => {
  it("keeps omitted fields out of the change and lets birth date and gender be cleared", () => {
    expect(validateAccountProfileInput({ personal_information: { first_name: " Jan " } }, TODAY)).toEqual({
      value: { first_name: "Jan" },
      violations: [],
    });
    expect(validateAccountProfileInput({ personal_information: { date_of_birth: null, gender: null } }, TODAY).value).toEqual({
      date_of_birth: null,
      gender: null,
    });
  });

  it("refuses empty input, cleared names and unknown genders", () => {
    expect(validateAccountProfileInput({}, TODAY).violations[0]?.code).toBe("EMPTY-INPUT");
    expect(validateAccountProfileInput({ personal_information: { last_name: null } }, TODAY).violations[0]).toMatchObject({
      code: "REQUIRED",
      field: "personal_information.last_name",
    });
    expect(validateAccountProfileInput({ personal_information: { gender: "ROBOT" } }, TODAY).violations[0]?.code).toBe("INVALID-GENDER");
  });
});

describe("IBAN masking", () => {
  it("shows only the country and the last four digits", () => {
    expect(maskIban("NL91ABNA0417164300")).toBe("NL** **** **** **43 00");
    expect(maskIban("BE68 5390 0754 7034")).toBe("BE** **** **** 7034");
  });
});
