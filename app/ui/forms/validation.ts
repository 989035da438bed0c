import { z } from "zod";

// Shared by client forms (Conform) and server actions: no React, no DOM.

export const REQUIRED_MESSAGE = "Dit veld is verplicht.";
export const FORBIDDEN_FREE_TEXT_CHARACTERS = ["<", ">", "^", "#", "=", "/", ":"] as const;
export const FREE_TEXT_MESSAGE = `Gebruik geen van deze tekens: ${FORBIDDEN_FREE_TEXT_CHARACTERS.join(" ")}`;
const FORBIDDEN_FREE_TEXT = /[<>^#=/:]/;

/** Spec §5 free text: at least one non-whitespace character and none of < > ^ # = / : */
export const freeText = z
  .string({ error: REQUIRED_MESSAGE })
  .refine((value) => /\S/.test(value), { message: REQUIRED_MESSAGE, abort: true })
  .refine((value) => !FORBIDDEN_FREE_TEXT.test(value), { message: FREE_TEXT_MESSAGE });

export const NL_POSTCODE_MESSAGE = "Vul een geldige postcode in, bijvoorbeeld 1234 AB.";
/** A Dutch postcode, accepted with or without the space and in any case, returned as "1234 AB". */
export const nlPostcode = z
  .string({ error: REQUIRED_MESSAGE })
  .trim()
  .regex(/^[1-9][0-9]{3} ?[a-zA-Z]{2}$/, NL_POSTCODE_MESSAGE)
  .transform((value) => `${value.slice(0, 4)} ${value.slice(-2).toUpperCase()}`);

export const BE_POSTCODE_MESSAGE = "Vul een geldige Belgische postcode in: 4 cijfers van 1000 tot en met 9999.";
/** A Belgian postcode: four digits, 1000–9999. */
export const bePostcode = z
  .string({ error: REQUIRED_MESSAGE })
  .trim()
  .regex(/^[1-9][0-9]{3}$/, BE_POSTCODE_MESSAGE);

export const VERIFICATION_CODE_MESSAGE = "Vul de 6 cijfers van de code in.";
/** A one-time verification code: exactly 6 digits. */
export const verificationCode = z.string({ error: VERIFICATION_CODE_MESSAGE }).regex(/^[0-9]{6}$/, VERIFICATION_CODE_MESSAGE);
