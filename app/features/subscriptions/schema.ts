import { z } from "zod";
import { requiredMessage } from "~/forms/field-rules";
import type { Translate } from "~/forms/translate";
import { bePostcode, nlPostcode } from "~/ui/forms/validation";

// The "Abonnement koppelen" form: one schema for browser and server. The subscription may be of any
// brand, so a Dutch or a Belgian postcode is fine; the origin checks that it is the subscription's.

export function linkSubscriptionSchema(t: Translate) {
  return z.object({
    intent: z.literal("link-subscription"),
    subscriptionNumber: z
      .string({ error: requiredMessage(t) })
      .trim()
      .regex(/^[0-9]{4,12}$/, t("linkSubscriptionNumberFormat", "Vul het abonnementsnummer in: 4 tot 12 cijfers, zoals op uw factuur.")),
    zipCode: z
      .string({ error: requiredMessage(t) })
      .trim()
      .refine((value) => nlPostcode.safeParse(value).success || bePostcode.safeParse(value).success, {
        message: t("linkSubscriptionZipFormat", "Vul de postcode van het bezorgadres in, bijvoorbeeld 1234 AB of 1000."),
      }),
  });
}
