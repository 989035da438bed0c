import { type MetadataJson, parsePhoneNumberFromString } from "libphonenumber-js/core";
import nlBeMetadata from "./nl-be-metadata.json";

// Phone helpers shared by the phone input and server code: no React, no DOM.

/** Spec §3 country option for the phone input. */
export interface CountryOption {
  name: string;
  /** Dialling code without "+", e.g. "31". */
  code: string;
  highlighted?: boolean;
}

/** Spec §3 phone country prefixes. */
export const PHONE_PREFIXES = { BE: "+32", NL: "+31" } as const;

export const DEFAULT_DIALLING_CODE = "31";

export const PHONE_COUNTRIES: CountryOption[] = [
  { name: "Nederland", code: "31", highlighted: true },
  { name: "België", code: "32", highlighted: true },
  { name: "Duitsland", code: "49" },
  { name: "Frankrijk", code: "33" },
  { name: "Luxemburg", code: "352" },
];

/** Spec §5: strips a leading "(+NN)" and all spaces, e.g. "(+31) 6 12345678" → "612345678". */
export function formatPhoneForDisplay(value: string): string {
  return value.replace(/^\s*\(\+\d+\)/, "").replace(/\s+/g, "");
}

/** Spec §5: only digits and "+" remain, e.g. "(+31) 6 12345678" → "+31612345678". */
export function normalizePhoneForComparison(value: string): string {
  return value.replace(/[^\d+]/g, "");
}

/** Spec §5: whether the number contains the Belgian or Dutch prefix. */
export function hasKnownPrefix(value: string): boolean {
  const normalized = normalizePhoneForComparison(value);
  return normalized.includes(PHONE_PREFIXES.NL) || normalized.includes(PHONE_PREFIXES.BE);
}

/**
 * The dialling code and national digits of a value that names its country: "(+32) 470…", "+32470…"
 * or "0032470…". Null when it names none, or one that is not in `countries`.
 */
export function inferDiallingCode(
  value: string,
  countries: ReadonlyArray<CountryOption> = PHONE_COUNTRIES,
): { code: string; national: string } | null {
  const trimmed = value.trim();
  const bracketed = /^\(\+(\d+)\)(.*)$/.exec(trimmed);
  let digits: string;
  if (bracketed) digits = (bracketed[1] ?? "") + (bracketed[2] ?? "").replace(/\D/g, "");
  else if (/^(\+|00)/.test(trimmed)) digits = trimmed.replace(/^(\+|00)/, "").replace(/\D/g, "");
  else return null;
  // Longest code first, so +352 is not read as +35….
  const country = [...countries].sort((a, b) => b.code.length - a.code.length).find((option) => digits.startsWith(option.code));
  if (!country) return null;
  // A national trunk prefix ("+31 (0)6…") is not part of the international number.
  return { code: country.code, national: digits.slice(country.code.length).replace(/^0+/, "") };
}

/**
 * Whether a value is the start of a known dialling code still being typed ("+", "+3", "0", "00",
 * "003"): not a country yet, but it may become one with the next key.
 */
export function startsDiallingCode(value: string, countries: ReadonlyArray<CountryOption> = PHONE_COUNTRIES): boolean {
  const typed = value.trim();
  return typed !== "" && countries.some((country) => `+${country.code}`.startsWith(typed) || `00${country.code}`.startsWith(typed));
}

/** A stored or typed value as dialling code plus national digits, falling back to `defaultCode`. */
export function splitPhoneValue(
  value: string,
  countries: ReadonlyArray<CountryOption> = PHONE_COUNTRIES,
  defaultCode: string = DEFAULT_DIALLING_CODE,
): { code: string; national: string } {
  return inferDiallingCode(value, countries) ?? { code: defaultCode, national: value.replace(/\D/g, "").replace(/^0+/, "") };
}

export const INVALID_PHONE_MESSAGE = "Vul een geldig Nederlands of Belgisch telefoonnummer in.";

export type PhoneValidation = { ok: true; e164: string; country: "NL" | "BE" } | { ok: false; message: string };

/**
 * libphonenumber's "max" metadata (number ranges per type, not just lengths: "min" takes "12345" as
 * Dutch) for NL and BE only: under 1 KB gzip on the pages that validate a number, where "min" was 19 KB.
 * phone.test.ts fails when it no longer matches the installed libphonenumber-js; it says how to renew it.
 */
const NL_BE_METADATA = nlBeMetadata as unknown as MetadataJson;

/** A real Dutch or Belgian number (international format or Dutch national), with its E.164 form. */
export function validateNlBePhone(value: string): PhoneValidation {
  const normalized = normalizePhoneForComparison(value).replace(/^00/, "+");
  const parsed = parsePhoneNumberFromString(normalized, "NL", NL_BE_METADATA);
  if (parsed?.isValid() && (parsed.country === "NL" || parsed.country === "BE")) {
    return { ok: true, e164: parsed.number, country: parsed.country };
  }
  return { ok: false, message: INVALID_PHONE_MESSAGE };
}
