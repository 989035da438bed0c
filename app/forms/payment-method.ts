import type { S2PaymentMethod } from "~/graphql/generated/graphql";
import type { Translate } from "./translate";

export interface PaymentOptionText {
  method: S2PaymentMethod;
  maskedIban?: string | null;
  cardBrand?: string | null;
  maskedCardNumber?: string | null;
}

/** How a subscription is paid, in the subscriber's words: "Automatische incasso van NL** …" (BE: "Domiciliëring van …"). */
export function describePaymentOption(option: PaymentOptionText | null | undefined, t: Translate): string | null {
  if (!option) return null;
  switch (option.method) {
    case "DIRECT_DEBIT_NL":
    case "DIRECT_DEBIT_BE":
      return t("paymentDirectDebit", "Automatische incasso van {iban}", { iban: option.maskedIban ?? "" });
    case "CREDIT_CARD":
      return t("paymentCreditCard", "Creditcard {brand} {number}", { brand: option.cardBrand ?? "", number: option.maskedCardNumber ?? "" });
    case "IDEAL":
      return t("paymentIdeal", "iDEAL");
    case "INVOICE":
      return t("paymentInvoice", "Acceptgiro of overschrijving per factuur");
  }
}
