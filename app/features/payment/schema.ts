import { z } from "zod";
import { freeTextField, requiredMessage } from "~/forms/field-rules";
import type { Translate } from "~/forms/translate";
import { S2HostedPaymentMethod } from "@contracts/values";

// The direct-debit form: one schema for browser and server. The IBAN's checksum and country are
// checked by the origin (ibantools), which answers next to the field.

export function directDebitSchema(t: Translate) {
  return z.object({
    intent: z.literal("direct-debit"),
    idempotencyKey: z.string({ error: t("formExpired", "Dit formulier is verlopen. Laad de pagina opnieuw.") }).regex(/^[A-Za-z0-9_-]{8,64}$/),
    iban: z
      .string({ error: requiredMessage(t) })
      .transform((value) => value.replace(/\s+/g, "").toUpperCase())
      .refine((value) => /^[A-Z]{2}[0-9]{2}[A-Z0-9]{8,30}$/.test(value), { message: t("ibanFormat", "Vul een geldig IBAN in, bijvoorbeeld NL91 ABNA 0417 1643 00.") }),
    accountHolder: freeTextField(t, 70),
    mandateAccepted: z
      .boolean({ error: t("mandateRequired", "Geef toestemming voor de automatische incasso om verder te gaan.") })
      .refine((value) => value, { message: t("mandateRequired", "Geef toestemming voor de automatische incasso om verder te gaan.") }),
  });
}

/** Credit card or iDEAL: no fields, only the method and the form's key; the details go to the payment page. */
export function hostedPaymentSchema(t: Translate) {
  return z.object({
    intent: z.literal("hosted-payment"),
    idempotencyKey: z.string({ error: t("formExpired", "Dit formulier is verlopen. Laad de pagina opnieuw.") }).regex(/^[A-Za-z0-9_-]{8,64}$/),
    method: z.enum(S2HostedPaymentMethod, { error: t("paymentMethodChoose", "Kies een betaalwijze.") }),
  });
}
