// The forms of /account, told apart by `intent`, and the e-mail change and phone verification flows'
// constants: apart from the schemas (profile-schema.ts, verification-schema.ts), so that the pages render
// them without loading Zod (ADR 13).

export const PERSONAL_INTENT = "personal-information";
export const ADDRESS_INTENT = "address";
export const DELETE_ADDRESS_INTENT = "delete-address";

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
