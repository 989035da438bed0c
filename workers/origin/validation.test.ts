import { describe, expect, it } from "vitest";
import {
  ageOn,
  isVerificationCodeFormat,
  maskEmail,
  parseMobileNumber,
  phoneLastDigits,
  validateLanguage,
  validateNewEmail,
  validateNewPassword,
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

describe("account changes", () => {
  it("checks a new e-mail address: a real one, not the current one (any case)", () => {
    expect(validateNewEmail(" Jan.Nieuw@Example.NL ", "jan@example.nl")).toEqual({ value: "jan.nieuw@example.nl", violations: [] });
    expect(validateNewEmail("JAN@example.nl", "jan@example.nl").violations).toEqual([
      { code: "VALIDATION-ERROR", field: "newEmail", message: "Dit is al uw huidige e-mailadres. Vul een ander e-mailadres in." },
    ]);
    for (const bad of ["", "jan", "jan@", "jan@example", "jan @example.nl", "<jan>@example.nl"]) {
      expect(validateNewEmail(bad, "jan@example.nl").violations[0]?.code).toBe("VALIDATION-ERROR");
    }
  });

  it("masks e-mail addresses and phone numbers for the activity timeline", () => {
    expect(maskEmail("jan.jansen@example.nl")).toBe("j***@example.nl");
    expect(maskEmail("a@b.nl")).toBe("a***@b.nl");
    expect(phoneLastDigits("+31612345678")).toBe("78");
  });

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

  it("checks the 5 password rules in order and names each failed rule", () => {
    expect(validateNewPassword("Welkom-2026!", "jan@example.nl")).toEqual([]);
    expect(validateNewPassword("abc", "jan@example.nl").map((v) => v.message)).toEqual([
      "Uw nieuwe wachtwoord voldoet niet aan deze eis: minimaal 10 tekens.",
      "Uw nieuwe wachtwoord voldoet niet aan deze eis: een kleine letter en een hoofdletter.",
      "Uw nieuwe wachtwoord voldoet niet aan deze eis: minimaal één cijfer.",
      "Uw nieuwe wachtwoord voldoet niet aan deze eis: minimaal één teken dat geen letter of cijfer is.",
    ]);
    expect(validateNewPassword("Jan2@Example.nl", "jan2@example.nl")).toEqual([
      { code: "WEAK-PASSWORD", field: "newPassword", message: "Uw nieuwe wachtwoord voldoet niet aan deze eis: niet uw e-mailadres." },
    ]);
    expect(validateNewPassword(`Aa1!${"x".repeat(197)}`, "jan@example.nl")[0]?.code).toBe("TOO-LONG");
    expect(validateNewPassword(`Aa1!${"x".repeat(196)}`, "jan@example.nl")).toEqual([]);
  });

  it("allows nl-NL, nl-BE or null as language", () => {
    expect(validateLanguage("nl-NL")).toEqual({ value: "nl-NL", violations: [] });
    expect(validateLanguage("nl-BE")).toEqual({ value: "nl-BE", violations: [] });
    expect(validateLanguage(null)).toEqual({ value: null, violations: [] });
    for (const bad of ["", "nl", "en-GB", "nl-nl"]) expect(validateLanguage(bad).violations[0]?.code).toBe("VALIDATION-ERROR");
  });
});
