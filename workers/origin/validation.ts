/**
 * The origin's validation rules: pure functions, no I/O. Every mutation and REST route validates
 * its input here; a non-empty list of violations means nothing is written.
 */
import { parsePhoneNumberFromString } from "libphonenumber-js/max";

export interface Violation {
  code: string;
  field?: string;
  message: string;
}

/** Characters the spec forbids in free text (§5). */
const FORBIDDEN_CHARACTERS = /[<>^#=/:]/;
export const NL_ZIP_CODE = /^[1-9][0-9]{3} ?[A-Z]{2}$/;
export const BE_ZIP_CODE = /^[1-9][0-9]{3}$/;
const HOUSE_NUMBER = /^[1-9][0-9]{0,5}$/;
const HOUSE_NUMBER_SUFFIX = /^[A-Za-z0-9][A-Za-z0-9 -]*$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const EMAIL = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[A-Za-z]{2,}$/;

export const SUPPORTED_COUNTRIES = ["NL", "BE"] as const;
export type CountryCode = (typeof SUPPORTED_COUNTRIES)[number];

export const MIN_AGE_YEARS = 12;
export const MAX_AGE_YEARS = 120;

/** Spec §5: at least one non-whitespace character and none of < > ^ # = / :. */
export function isValidFreeText(value: string): boolean {
  return value.trim().length > 0 && !FORBIDDEN_CHARACTERS.test(value);
}

export function violation(code: string, message: string, field?: string): Violation {
  return field === undefined ? { code, message } : { code, field, message };
}

/** Validates one free-text field; `label` is the Dutch field name used in the messages. */
export function validateFreeText(
  value: string | null | undefined,
  field: string,
  label: string,
  { required = true, maxLength = 100 }: { required?: boolean; maxLength?: number } = {},
): Violation[] {
  if (value === null || value === undefined || value.trim() === "") {
    return required ? [violation("REQUIRED", `${label} is verplicht.`, field)] : [];
  }
  if (FORBIDDEN_CHARACTERS.test(value)) {
    return [violation("FORBIDDEN-CHARACTERS", `${label} mag geen van deze tekens bevatten: < > ^ # = / :`, field)];
  }
  if (value.trim().length > maxLength) {
    return [violation("TOO-LONG", `${label} mag maximaal ${maxLength} tekens bevatten.`, field)];
  }
  return [];
}

/** Uppercases and tidies a postcode: "1234ab" → "1234 AB" (NL), " 1000 " → "1000" (BE). */
export function normalizeZipCode(value: string, country: string): string {
  const compact = value.trim().toUpperCase().replace(/\s+/g, "");
  if (country === "NL" && /^[0-9]{4}[A-Z]{2}$/.test(compact)) return `${compact.slice(0, 4)} ${compact.slice(4)}`;
  return compact;
}

export function isValidZipCode(value: string, country: string): boolean {
  if (country === "NL") return NL_ZIP_CODE.test(value);
  if (country === "BE") return BE_ZIP_CODE.test(value);
  return false;
}

export function validateZipCode(value: string | null | undefined, country: string, field = "zipCode"): Violation[] {
  if (value === null || value === undefined || value.trim() === "") {
    return [violation("REQUIRED", "Postcode is verplicht.", field)];
  }
  if (isValidZipCode(normalizeZipCode(value, country), country)) return [];
  const message =
    country === "BE"
      ? "Vul een geldige Belgische postcode in van 4 cijfers, bijvoorbeeld 2000."
      : "Vul een geldige Nederlandse postcode in, bijvoorbeeld 1234 AB.";
  return [violation("INVALID-ZIP-CODE", message, field)];
}

export function isSupportedCountry(value: string): value is CountryCode {
  return (SUPPORTED_COUNTRIES as readonly string[]).includes(value);
}

/** Parses YYYY-MM-DD into its parts when it is a real calendar date. */
export function parseIsoDate(value: string): { year: number; month: number; day: number } | null {
  const match = ISO_DATE.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return { year, month, day };
}

/** Whole years between a date of birth and `today` (both YYYY-MM-DD). */
export function ageOn(dateOfBirth: string, today: string): number | null {
  const birth = parseIsoDate(dateOfBirth);
  const now = parseIsoDate(today);
  if (!birth || !now) return null;
  let age = now.year - birth.year;
  if (now.month < birth.month || (now.month === birth.month && now.day < birth.day)) age -= 1;
  return age;
}

/** A plausible date of birth: a real date, not in the future, age between 12 and 120 on `today`. */
export function validateDateOfBirth(value: string, today: string, field = "date_of_birth"): Violation[] {
  if (!parseIsoDate(value.trim())) {
    return [violation("INVALID-DATE", "Vul een geldige geboortedatum in (jjjj-mm-dd).", field)];
  }
  const age = ageOn(value.trim(), today);
  if (age === null || value.trim() > today || age < MIN_AGE_YEARS || age > MAX_AGE_YEARS) {
    return [
      violation(
        "IMPLAUSIBLE-DATE-OF-BIRTH",
        `Deze geboortedatum klopt niet. U moet tussen de ${MIN_AGE_YEARS} en ${MAX_AGE_YEARS} jaar oud zijn.`,
        field,
      ),
    ];
  }
  return [];
}

export function isValidEmail(value: string): boolean {
  return value.length <= 254 && EMAIL.test(value);
}

export interface AddressInput {
  street?: string | null;
  houseNumber?: string | null;
  houseNumberSuffix?: string | null;
  zipCode?: string | null;
  city?: string | null;
  countryCode?: string | null;
}

export interface Address {
  street: string;
  houseNumber: string;
  houseNumberSuffix: string | null;
  zipCode: string;
  city: string;
  countryCode: CountryCode;
}

/** Validates and normalizes a postal address in NL or BE. Field names are prefixed with `prefix`. */
export function validateAddress(input: AddressInput, prefix = "address."): { value: Address | null; violations: Violation[] } {
  const violations: Violation[] = [];
  const country = (input.countryCode ?? "NL").trim().toUpperCase();
  if (!isSupportedCountry(country)) {
    violations.push(violation("INVALID-COUNTRY", "Kies Nederland of België als land.", `${prefix}countryCode`));
  }
  violations.push(...validateFreeText(input.street, `${prefix}street`, "Straat"));
  const houseNumber = (input.houseNumber ?? "").trim();
  if (houseNumber === "") {
    violations.push(violation("REQUIRED", "Huisnummer is verplicht.", `${prefix}houseNumber`));
  } else if (!HOUSE_NUMBER.test(houseNumber)) {
    violations.push(
      violation("INVALID-HOUSE-NUMBER", "Vul een geldig huisnummer in, alleen cijfers.", `${prefix}houseNumber`),
    );
  }
  const suffix = input.houseNumberSuffix?.trim() ? input.houseNumberSuffix.trim() : null;
  if (suffix !== null) {
    const suffixViolations = validateFreeText(suffix, `${prefix}houseNumberSuffix`, "Toevoeging", { maxLength: 10 });
    if (suffixViolations.length > 0) violations.push(...suffixViolations);
    else if (!HOUSE_NUMBER_SUFFIX.test(suffix)) {
      violations.push(
        violation(
          "INVALID-HOUSE-NUMBER-SUFFIX",
          "De toevoeging mag alleen letters, cijfers, spaties en streepjes bevatten.",
          `${prefix}houseNumberSuffix`,
        ),
      );
    }
  }
  if (isSupportedCountry(country)) violations.push(...validateZipCode(input.zipCode, country, `${prefix}zipCode`));
  violations.push(...validateFreeText(input.city, `${prefix}city`, "Woonplaats", { maxLength: 80 }));
  if (violations.length > 0 || !isSupportedCountry(country)) return { value: null, violations };
  return {
    value: {
      street: (input.street ?? "").trim(),
      houseNumber,
      houseNumberSuffix: suffix,
      zipCode: normalizeZipCode(input.zipCode ?? "", country),
      city: (input.city ?? "").trim(),
      countryCode: country,
    },
    violations,
  };
}

export const GENDERS = ["MALE", "FEMALE", "OTHER", "UNSPECIFIED"] as const;
export type Gender = (typeof GENDERS)[number];

export interface PersonalInformationInput {
  first_name?: string | null;
  last_name?: string | null;
  date_of_birth?: string | null;
  gender?: string | null;
}

export interface AccountProfileInput {
  personal_information?: PersonalInformationInput | null;
  address?: AddressInput | null;
}

/** Columns to change; a key that is absent stays as it is. */
export interface AccountProfileChange {
  first_name?: string;
  last_name?: string;
  date_of_birth?: string | null;
  gender?: Gender | null;
  address?: Address;
}

/**
 * Validates updateAccountProfile's input. Omitted fields stay unchanged; names cannot be cleared,
 * date of birth and gender can (null).
 */
export function validateAccountProfileInput(
  input: AccountProfileInput,
  today: string,
): { value: AccountProfileChange; violations: Violation[] } {
  const violations: Violation[] = [];
  const value: AccountProfileChange = {};
  const personal = input.personal_information;
  if (!personal && !input.address) {
    violations.push(violation("EMPTY-INPUT", "Er zijn geen gegevens om op te slaan."));
  }
  if (personal) {
    for (const [field, label] of [
      ["first_name", "Voornaam"],
      ["last_name", "Achternaam"],
    ] as const) {
      if (personal[field] === undefined) continue;
      const found = validateFreeText(personal[field], `personal_information.${field}`, label);
      violations.push(...found);
      if (found.length === 0) value[field] = (personal[field] ?? "").trim();
    }
    if (personal.date_of_birth === null || personal.date_of_birth?.trim() === "") {
      value.date_of_birth = null;
    } else if (personal.date_of_birth !== undefined) {
      const found = validateDateOfBirth(personal.date_of_birth, today, "personal_information.date_of_birth");
      violations.push(...found);
      if (found.length === 0) value.date_of_birth = personal.date_of_birth.trim();
    }
    if (personal.gender === null) {
      value.gender = null;
    } else if (personal.gender !== undefined) {
      if ((GENDERS as readonly string[]).includes(personal.gender)) value.gender = personal.gender as Gender;
      else violations.push(violation("INVALID-GENDER", "Kies een geldige aanhef.", "personal_information.gender"));
    }
  }
  if (input.address) {
    const address = validateAddress(input.address);
    violations.push(...address.violations);
    if (address.value) value.address = address.value;
  }
  return { value, violations };
}

/** Masks an IBAN to its country code and last four digits: "NL** **** **** **** 1234". */
export function maskIban(iban: string): string {
  const compact = iban.replace(/\s+/g, "").toUpperCase();
  if (compact.length < 8) return "****";
  const masked = compact.slice(0, 2) + "*".repeat(compact.length - 6) + compact.slice(-4);
  return masked.replace(/(.{4})(?=.)/g, "$1 ");
}

// --- Account changes (docs/account-contract.md) --------------------------------------------------

/** The generic violation code of the account-area mutations (contract: VALIDATION-ERROR). */
export const VALIDATION_ERROR = "VALIDATION-ERROR";

/** How the origin stores and compares e-mail addresses: trimmed and lowercase. */
export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}

/** startEmailChange: a real address that differs from the current one (case-insensitive). */
export function validateNewEmail(input: string, currentEmail: string, field = "newEmail"): { value: string | null; violations: Violation[] } {
  const value = normalizeEmail(input);
  if (!isValidEmail(value)) {
    return { value: null, violations: [violation(VALIDATION_ERROR, "Vul een geldig e-mailadres in, bijvoorbeeld naam@voorbeeld.nl.", field)] };
  }
  if (value === normalizeEmail(currentEmail)) {
    return { value: null, violations: [violation(VALIDATION_ERROR, "Dit is al uw huidige e-mailadres. Vul een ander e-mailadres in.", field)] };
  }
  return { value, violations: [] };
}

/** "jan.jansen@example.nl" → "j***@example.nl" (for activity details). */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  if (at < 1) return "***";
  return `${email.slice(0, 1)}***${email.slice(at)}`;
}

export const PHONE_COUNTRIES = ["NL", "BE"] as const;

/**
 * A valid Dutch (+31) or Belgian (+32) MOBILE number in E.164 ("+31612345678"), or null. Accepts
 * the portal's masked form "(+31) 6 12345678", national "06 12345678" (taken as Dutch) and "0032…".
 */
export function parseMobileNumber(input: string): string | null {
  if (input.length > 40) return null;
  const compact = input.replace(/[\s().-]/g, "").replace(/^00/, "+");
  if (!/^\+?[0-9]{6,16}$/.test(compact)) return null;
  const parsed = parsePhoneNumberFromString(compact, "NL");
  if (!parsed || !parsed.isValid() || parsed.getType() !== "MOBILE") return null;
  if (!(PHONE_COUNTRIES as readonly string[]).includes(parsed.country ?? "")) return null;
  return parsed.number;
}

export function validateMobileNumber(input: string, field = "phoneNumber"): { value: string | null; violations: Violation[] } {
  const value = parseMobileNumber(input);
  if (value) return { value, violations: [] };
  return {
    value: null,
    violations: [
      violation(
        "INVALID-PHONE-NUMBER",
        "Vul een geldig Nederlands (+31) of Belgisch (+32) mobiel nummer in, bijvoorbeeld +31 6 12345678.",
        field,
      ),
    ],
  };
}

/** The last digits of a phone number, for activity details ("78"). */
export function phoneLastDigits(phoneNumber: string, count = 2): string {
  return phoneNumber.replace(/[^0-9]/g, "").slice(-count);
}

/** A verification code as the user must type it: exactly 6 digits (spec §5). */
export function isVerificationCodeFormat(code: string): boolean {
  return /^[0-9]{6}$/.test(code);
}

export interface PasswordRule {
  /** Translation key of the rule in the portal. */
  key: string;
  /** Dutch rule text, used in the WEAK-PASSWORD message. */
  text: string;
  passes: (password: string, email: string) => boolean;
}

/** The password rules of the contract, in the order the portal shows them. */
export const PASSWORD_RULES: readonly PasswordRule[] = [
  { key: "passwordRuleMinLength", text: "minimaal 10 tekens", passes: (p) => [...p].length >= 10 },
  { key: "passwordRuleLetters", text: "een kleine letter en een hoofdletter", passes: (p) => /\p{Ll}/u.test(p) && /\p{Lu}/u.test(p) },
  { key: "passwordRuleNumber", text: "minimaal één cijfer", passes: (p) => /\p{Nd}/u.test(p) },
  {
    key: "passwordRuleSpecial",
    text: "minimaal één teken dat geen letter of cijfer is",
    passes: (p) => /[^\p{L}\p{N}]/u.test(p),
  },
  { key: "passwordRuleNotEmail", text: "niet uw e-mailadres", passes: (p, email) => normalizeEmail(p) !== normalizeEmail(email) },
];

/** Longest password accepted (the login form reads at most this many characters). */
export const MAX_PASSWORD_LENGTH = 200;

/** updatePassword: one WEAK-PASSWORD violation per failed rule (rule order), or TOO-LONG. */
export function validateNewPassword(password: string, email: string, field = "newPassword"): Violation[] {
  if (password.length > MAX_PASSWORD_LENGTH) {
    return [violation("TOO-LONG", `Uw nieuwe wachtwoord mag maximaal ${MAX_PASSWORD_LENGTH} tekens bevatten.`, field)];
  }
  return PASSWORD_RULES.filter((rule) => !rule.passes(password, email)).map((rule) =>
    violation("WEAK-PASSWORD", `Uw nieuwe wachtwoord voldoet niet aan deze eis: ${rule.text}.`, field),
  );
}

export const LANGUAGES = ["nl-NL", "nl-BE"] as const;
export type Language = (typeof LANGUAGES)[number];

/** updateLanguagePreference: "nl-NL", "nl-BE" or null (follow the brand). */
export function validateLanguage(value: string | null | undefined, field = "language"): { value: Language | null; violations: Violation[] } {
  if (value === null || value === undefined) return { value: null, violations: [] };
  if ((LANGUAGES as readonly string[]).includes(value)) return { value: value as Language, violations: [] };
  return {
    value: null,
    violations: [violation(VALIDATION_ERROR, "Kies Nederlands (Nederland), Nederlands (België) of de taal van het merk.", field)],
  };
}
