import { describe, expect, it } from "vitest";
import { ageOn, maskEmail, phoneLastDigits, validateAccountProfileInput, validateDateOfBirth, validateNewEmail, validateNewPassword } from "./rules";

const TODAY = "2026-11-22";

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
});
