import { z } from "zod";
import {
  BE_POSTCODE_MESSAGE,
  bePostcode,
  FREE_TEXT_MESSAGE,
  freeText,
  NL_POSTCODE_MESSAGE,
  nlPostcode,
  REQUIRED_MESSAGE,
  VERIFICATION_CODE_MESSAGE,
  verificationCode,
} from "~/ui/forms/validation";
import { type Translate, todayIso } from "./translate";

// Field rules of the account forms, shared by browser (Conform) and server (the action). The rules
// themselves are the design system's (spec §5); these add the translated Dutch messages.

export const requiredMessage = (t: Translate) => t("validationRequired", REQUIRED_MESSAGE);

/** A submit whose `intent` (or hidden fields) no form of the page sends: a stale or forged page. */
export const unknownFormMessage = (t: Translate) => t("validationUnknownForm", "Dit formulier is niet bekend. Vernieuw de pagina en probeer het opnieuw.");

/** Spec §5 free text (no < > ^ # = / :), trimmed, at most `max` characters. */
export function freeTextField(t: Translate, max = 100) {
  return z
    .string({ error: requiredMessage(t) })
    .superRefine((value, ctx) => {
      const result = freeText.safeParse(value);
      if (!result.success) {
        const required = result.error.issues[0]?.message === REQUIRED_MESSAGE;
        ctx.addIssue({ code: "custom", message: required ? requiredMessage(t) : t("validationFreeText", FREE_TEXT_MESSAGE) });
      } else if (value.trim().length > max) {
        ctx.addIssue({ code: "custom", message: t("validationMaxLength", "Gebruik maximaal {max} tekens.", { max }) });
      }
    })
    .transform((value) => value.trim());
}

export const COUNTRY_CODES = ["NL", "BE"] as const;
export type CountryCode = (typeof COUNTRY_CODES)[number];

/** A postcode in the format of the address's country: NL "1234 AB", BE four digits. Null when valid. */
export function postcodeProblem(t: Translate, value: string, country: CountryCode): string | null {
  if (country === "BE") {
    return bePostcode.safeParse(value).success ? null : t("validationZipCodeBe", BE_POSTCODE_MESSAGE);
  }
  return nlPostcode.safeParse(value).success ? null : t("validationZipCodeNl", NL_POSTCODE_MESSAGE);
}

/** Normalised postcode: "1234ab" → "1234 AB"; Belgian ones trimmed. */
export function normalizePostcode(value: string, country: CountryCode): string {
  const parsed = (country === "BE" ? bePostcode : nlPostcode).safeParse(value);
  return parsed.success ? parsed.data : value.trim();
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DUTCH_DATE = /^(\d{1,2})-(\d{1,2})-(\d{4})$/;
export const EARLIEST_BIRTH_DATE = "1900-01-01";

/** A typed date as YYYY-MM-DD: "1968-04-12", "12-4-1968" or "12/04/1968"; null when it is no calendar date. */
export function parseDate(value: string): string | null {
  const text = value.trim().replaceAll("/", "-");
  let year: number, month: number, day: number;
  const iso = ISO_DATE.exec(text);
  const dutch = DUTCH_DATE.exec(text);
  if (iso) [year, month, day] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  else if (dutch) [year, month, day] = [Number(dutch[3]), Number(dutch[2]), Number(dutch[1])];
  else return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/** A date of birth: a real calendar date from 1 January 1900 up to today. */
export function dateOfBirthField(t: Translate) {
  return z
    .string()
    .transform((value, ctx) => {
      const date = parseDate(value);
      if (!date) {
        ctx.addIssue({ code: "custom", message: t("validationDate", "Vul een geldige datum in (dd-mm-jjjj).") });
        return z.NEVER;
      }
      if (date < EARLIEST_BIRTH_DATE || date > todayIso()) {
        ctx.addIssue({ code: "custom", message: t("validationDateOfBirthRange", "Vul een geboortedatum in tussen 1 januari 1900 en vandaag.") });
        return z.NEVER;
      }
      return date;
    });
}

/** Exactly 6 digits (spec §5). */
export function verificationCodeField(t: Translate) {
  const message = t("validationVerificationCode", VERIFICATION_CODE_MESSAGE);
  return z.string({ error: message }).refine((value) => verificationCode.safeParse(value).success, { message });
}

const EMAIL = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[A-Za-z]{2,}$/;

export function emailField(t: Translate) {
  const message = t("validationEmail", "Vul een geldig e-mailadres in.");
  return z
    .string({ error: requiredMessage(t) })
    .trim()
    .refine((value) => value.length <= 254 && EMAIL.test(value), { message });
}

/**
 * The three fields that name a subscription without a login (cancelling, reporting a missing paper):
 * its number and the delivery address's postcode and house number. `country`: the brand's.
 */
export function subscriptionIdentityFields(t: Translate, country: CountryCode) {
  return {
    subscriptionNumber: z
      .string({ error: t("cancellationNumberRequired", "Vul uw abonnementsnummer in.") })
      .trim()
      .regex(/^\d{4,12}$/, t("cancellationNumberInvalid", "Een abonnementsnummer heeft 4 tot 12 cijfers. U vindt het op uw factuur.")),
    zipCode: z
      .string({ error: t("cancellationZipRequired", "Vul de postcode van uw bezorgadres in.") })
      .superRefine((value, context) => {
        const problem = postcodeProblem(t, value, country);
        if (problem) context.addIssue({ code: "custom", message: problem });
      })
      .transform((value) => normalizePostcode(value, country)),
    houseNumber: z
      .string({ error: t("cancellationHouseNumberRequired", "Vul het huisnummer van uw bezorgadres in.") })
      .trim()
      .regex(/^\d{1,5}(\s*[A-Za-z0-9 -]{0,10})$/, t("cancellationHouseNumberInvalid", "Vul het huisnummer in, met een eventuele toevoeging, bijvoorbeeld 12 A.")),
  };
}
