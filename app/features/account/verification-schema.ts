import { z } from "zod";
import { emailField, requiredMessage, verificationCodeField } from "~/forms/field-rules";
import { phoneField } from "~/forms/phone-rules";
import type { Translate } from "~/forms/translate";

// The e-mail change and phone verification forms: a new address or number, then the 6-digit code.

export const EMAIL_START_INTENT = "start-email-change";
export const EMAIL_VERIFY_INTENT = "verify-email-code";
export const EMAIL_RESEND_INTENT = "resend-email-code";
export const EMAIL_APPLY_INTENT = "apply-email-change";

export const PHONE_START_INTENT = "start-phone-verification";
export const PHONE_VERIFY_INTENT = "verify-phone-code";
export const PHONE_RESEND_INTENT = "resend-phone-code";

/** Wrong codes a challenge takes (contract); fewer left is worth saying. */
export const MAX_CODE_ATTEMPTS = 5;

/** ?opnieuw: the first step again while a challenge is open ("ander e-mailadres / nummer"). */
export const RESTART_PARAM = "opnieuw";

export function newEmailSchema(t: Translate, currentEmail?: string) {
  return z.object({
    newEmail: emailField(t).refine((value) => !currentEmail || value.toLowerCase() !== currentEmail.toLowerCase(), {
      message: t("emailSameAsCurrent", "Dit is al uw e-mailadres. Vul een ander e-mailadres in."),
    }),
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
