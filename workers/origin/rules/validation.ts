/**
 * The field rules several areas share: pure functions, no I/O. Free text (spec §5), postal
 * addresses in NL and BE, dates, e-mail, mobile numbers and codes. An area's own rules (its
 * limits, lead times, what its mutations accept) live in areas/<area>/rules.ts and build on these.
 * A non-empty list of violations means nothing is written.
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

/** The generic violation code of the account-area mutations (contract: VALIDATION-ERROR). */
export const VALIDATION_ERROR = "VALIDATION-ERROR";

/** How the origin stores and compares e-mail addresses: trimmed and lowercase. */
export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
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

/** The password rules of the contract (the account area and the identity provider's registration), in the order the portal shows them. */
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


/** "pieter.bakker@example.nl" → "p•••@example.nl": enough for its owner to recognise, little for anyone else. */
export function emailHint(email: string): string {
  const at = email.lastIndexOf("@");
  return at < 1 ? "•••" : `${email.slice(0, 1)}•••${email.slice(at)}`;
}
