/** Rules of the account area: date of birth, the profile change, a new e-mail address, the password. */
import {
  normalizeEmail,
  parseIsoDate,
  validateAddress,
  validateFreeText,
  violation,
  VALIDATION_ERROR,
  isValidEmail,
  type Address,
  type AddressInput,
  type Violation,
} from "../../rules/validation";

export const MIN_AGE_YEARS = 12;
export const MAX_AGE_YEARS = 120;

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

/** The last digits of a phone number, for activity details ("78"). */
export function phoneLastDigits(phoneNumber: string, count = 2): string {
  return phoneNumber.replace(/[^0-9]/g, "").slice(-count);
}

// The password rules are shared with the identity provider's registration: validation.ts.
export { MAX_PASSWORD_LENGTH, PASSWORD_RULES, type PasswordRule } from "../../rules/validation";
import { MAX_PASSWORD_LENGTH, PASSWORD_RULES } from "../../rules/validation";

/** updatePassword: one WEAK-PASSWORD violation per failed rule (rule order), or TOO-LONG. */
export function validateNewPassword(password: string, email: string, field = "newPassword"): Violation[] {
  if (password.length > MAX_PASSWORD_LENGTH) {
    return [violation("TOO-LONG", `Uw nieuwe wachtwoord mag maximaal ${MAX_PASSWORD_LENGTH} tekens bevatten.`, field)];
  }
  return PASSWORD_RULES.filter((rule) => !rule.passes(password, email)).map((rule) =>
    violation("WEAK-PASSWORD", `Uw nieuwe wachtwoord voldoet niet aan deze eis: ${rule.text}.`, field),
  );
}
