import { z } from "zod";
import { type CountryCode, freeTextField, subscriptionIdentityFields, unknownFormMessage } from "~/forms/field-rules";
import type { Translate } from "~/forms/translate";
import { CANCEL_INTENT, CANCELLATION_REASONS, COMMENT_MAX, EDIT_INTENT, IDENTIFY_INTENT, REVIEW_INTENT, UNDO_INTENT } from "./intent";

// The forms of the cancellation pages: one schema for browser and server, dispatched on `intent`.
// Reason and remark are optional; the origin checks the remark again. Without a login every step
// carries the ticket the identification gave (the origin checks it).

/** `country`: the brand's, whose postcodes the identification takes (NL "1234 AB", BE four digits). */
export function cancellationFormSchema(t: Translate, country: CountryCode = "NL") {
  const unknown = unknownFormMessage(t);
  const statement = {
    reason: z.enum(CANCELLATION_REASONS, { error: t("cancellationReasonUnknown", "Kies een van de redenen, of geen.") }).optional(),
    comment: freeTextField(t, COMMENT_MAX).optional(),
    ticket: z.string({ error: unknown }).max(500, unknown).optional(),
  };
  return z.discriminatedUnion(
    "intent",
    [
      z.object({ intent: z.literal(REVIEW_INTENT), ...statement }),
      z.object({ intent: z.literal(EDIT_INTENT), ...statement }),
      z.object({ intent: z.literal(CANCEL_INTENT), ...statement }),
      z.object({ intent: z.literal(UNDO_INTENT) }),
      z.object({
        intent: z.literal(IDENTIFY_INTENT),
        ...subscriptionIdentityFields(t, country),
      }),
    ],
    { error: unknown },
  );
}
