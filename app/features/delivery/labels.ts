import type { Translate } from "~/forms/translate";
import type { ComplaintView } from "./delivery.server";
import type { ComplaintType } from "./intent";
import { DeliveryCategory } from "@contracts/values";

// Dutch texts of complaint types and outcomes (content category "complaints"). Newspapers and
// magazines say "krant" and "nummer" where it matters.

export function complaintTypeLabel(type: ComplaintType, category: DeliveryCategory, t: Translate): string {
  const magazine = category === DeliveryCategory.Magazine;
  switch (type) {
    case "DAMAGED":
      return magazine ? t("complaintTypeDamagedMagazine", "Mijn blad is beschadigd of nat") : t("complaintTypeDamaged", "Mijn krant is beschadigd of nat");
    case "NOT_DELIVERED":
      return magazine ? t("complaintTypeNotDeliveredMagazine", "Mijn blad is niet bezorgd") : t("complaintTypeNotDelivered", "Mijn krant is niet bezorgd");
    case "INCOMPLETE":
      return magazine ? t("complaintTypeIncompleteMagazine", "Mijn blad is niet compleet") : t("complaintTypeIncomplete", "Mijn krant is niet compleet (een katern of bijlage ontbreekt)");
    case "WRONG_PRODUCT":
      return t("complaintTypeWrongProduct", "Ik heb een verkeerde krant gekregen");
    case "RECEIVED_BUT_DELIVERED_LATER_THAN_EXPECTED":
      return t("complaintTypeLate", "Mijn krant kwam te laat");
  }
}

/** What the complaint led to, in one sentence. */
export function outcomeText(complaint: Pick<ComplaintView, "outcome" | "credit" | "creditInvoice" | "redeliveryBy">, t: Translate): string {
  switch (complaint.outcome) {
    case "CREDIT":
      return complaint.creditInvoice
        ? t("complaintOutcomeCreditInvoiced", "{amount} teruggegeven op factuur {invoice}", { amount: complaint.credit ?? "", invoice: complaint.creditInvoice })
        : t("complaintOutcomeCredit", "{amount} wordt verrekend met uw volgende factuur", { amount: complaint.credit ?? "" });
    case "REDELIVERY":
      return t("complaintOutcomeRedelivery", "Uw krant wordt vandaag vóór {time} nagebracht", { time: complaint.redeliveryBy ?? "" });
    case "REGISTERED":
      return t("complaintOutcomeRegistered", "Doorgegeven aan de bezorger");
  }
}
