/** Rows of complaints and credits as the GraphQL types show them. */
import { brandIdOf } from "../../demo/brands";
import type { DeliveryComplaint, DeliveryCredit } from "../../graphql/generated/resolvers";
import { localDateOf } from "../../calendar/time";
import { deliveryOf, type ComplaintRow, type CreditRow } from "./data";
import { followUpState } from "./rules";

export function toCredit(row: CreditRow): DeliveryCredit {
  return {
    id: row.id,
    complaintId: row.complaint_id,
    subscriptionId: row.subscription_id,
    amount: row.amount_cents / 100,
    currency: "EUR",
    editionDate: row.edition_date,
    invoiceId: row.invoice_id,
    invoiceNumber: row.invoice_number,
    createdAt: row.created_at,
  };
}

export function toComplaint(row: ComplaintRow, today: string): DeliveryComplaint {
  return {
    id: row.id,
    subscriptionId: row.subscription_id,
    brandId: brandIdOf(row.brand_key),
    subscriptionTitle: row.subscription_title,
    type: row.type,
    editionDate: row.edition_date,
    issueNumber: row.issue_number,
    message: row.message,
    outcome: row.outcome,
    credit:
      row.credit_id && row.credit_amount_cents !== null
        ? toCredit({
            id: row.credit_id,
            complaint_id: row.id,
            subscription_id: row.subscription_id,
            amount_cents: row.credit_amount_cents,
            edition_date: row.edition_date,
            invoice_id: row.credit_invoice_id,
            invoice_number: row.credit_invoice_number,
            created_at: row.credit_created_at ?? row.created_at,
          })
        : null,
    redeliveryBy: row.redelivery_by,
    caseNumber: row.case_number,
    followUp: followUpState({ type: row.type, createdDay: localDateOf(row.created_at), answer: row.follow_up_answer }, deliveryOf(row), today),
    createdAt: row.created_at,
  };
}

