import { z } from "zod";
import type { Translate } from "~/forms/translate";
import { S2InvoicePaymentMethod } from "@contracts/values";
import { PAY_INVOICES_INTENT } from "./intent";

// "Nu betalen" (issue 56): the invoices, the total the subscriber was shown and the method; the origin
// fixes the amount and refuses a total that differs from its own (AMOUNT-CHANGED).

export function payInvoicesSchema(t: Translate) {
  return z.object({
    intent: z.literal(PAY_INVOICES_INTENT),
    idempotencyKey: z.string({ error: t("payFormExpired", "Dit formulier is verlopen. Laad de pagina opnieuw.") }).regex(/^[A-Za-z0-9_-]{8,64}$/),
    invoiceIds: z
      .string({ error: t("payInvoicesNone", "Kies één of meer openstaande facturen om te betalen.") })
      .regex(/^[A-Za-z0-9_-]{1,64}(,[A-Za-z0-9_-]{1,64}){0,23}$/, { message: t("payInvoicesNone", "Kies één of meer openstaande facturen om te betalen.") })
      .transform((value) => value.split(",")),
    expectedAmountCents: z.coerce.number({ error: t("payFormExpired", "Dit formulier is verlopen. Laad de pagina opnieuw.") }).int(),
    method: z.enum(S2InvoicePaymentMethod, { error: t("payMethodChoose", "Kies hoe u wilt betalen.") }),
  });
}
