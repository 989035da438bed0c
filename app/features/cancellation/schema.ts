import { z } from "zod";
import { type CountryCode, freeTextField, normalizePostcode, postcodeProblem, unknownFormMessage } from "~/forms/field-rules";
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
      }),
    ],
    { error: unknown },
  );
}
