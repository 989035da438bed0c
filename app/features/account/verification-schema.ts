import { z } from "zod";
import { emailField, requiredMessage, verificationCodeField } from "~/forms/field-rules";
import { phoneField } from "~/forms/phone-rules";
import type { Translate } from "~/forms/translate";

// The e-mail change and phone verification forms: a new address or number, then the 6-digit code.

export {
  EMAIL_APPLY_INTENT,
  EMAIL_RESEND_INTENT,
  EMAIL_START_INTENT,
  EMAIL_VERIFY_INTENT,
  MAX_CODE_ATTEMPTS,
  PHONE_RESEND_INTENT,
  PHONE_START_INTENT,
  PHONE_VERIFY_INTENT,
  RESTART_PARAM,
} from "./intent";

export function newEmailSchema(t: Translate, currentEmail?: string) {
  return z.object({
    newEmail: emailField(t).refine((value) => !currentEmail || value.toLowerCase() !== currentEmail.toLowerCase(), {
      message: t("emailSameAsCurrent", "Dit is al uw e-mailadres. Vul een ander e-mailadres in."),
    }),
  });
}

/** The first step of an e-mail change: the new address and the current password (ADR 46). */
export function startEmailSchema(t: Translate, currentEmail?: string) {
  return newEmailSchema(t, currentEmail).extend({
    currentPassword: z.string({ error: t("currentPasswordRequired", "Vul uw huidige wachtwoord in.") }).max(1000),
  });
}

export function newPhoneSchema(t: Translate) {
  return z.object({ phoneNumber: phoneField(t) });
}

const challengeId = (t: Translate) => z.string({ error: requiredMessage(t) }).min(1).max(100);

export function verifyCodeSchema(t: Translate) {
  return z.object({ challengeId: challengeId(t), code: verificationCodeField(t) });
}

export function challengeSchema(t: Translate) {
  return z.object({ challengeId: challengeId(t) });
}
