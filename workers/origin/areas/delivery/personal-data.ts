/**
 * The delivery area's personal data (ADR 42): complaints about the delivery, with the credit each
 * gave, and the incident e-mails the account got. Erasure keeps a complaint's date and credit (the
 * kept invoices deduct the credits) but drops what the subscriber wrote.
 */
import { countText, deleteRowsOf, rows } from "../../records/personal-data";
import type { PersonalData } from "../area";

export const personalData: PersonalData = {
  tables: ["delivery_complaints", "delivery_incident_notifications"],
  export: async (db, accountId) => {
    const complaints = await rows(
      db,
      `SELECT c.id, c.subscription_id, c.type, c.edition_date, c.issue_number, c.message, c.outcome, c.redelivery_by, c.case_number,
              c.follow_up_answer, c.follow_up_answered_at, c.created_at, cr.amount_cents AS credit_cents, cr.invoice_id AS credited_on_invoice
       FROM delivery_complaints c LEFT JOIN delivery_credits cr ON cr.complaint_id = c.id
       WHERE c.account_id = ? ORDER BY c.created_at`,
      accountId,
    );
    const notices = await rows(db, "SELECT incident_id, subscription_id, sent_at FROM delivery_incident_notifications WHERE account_id = ? ORDER BY sent_at", accountId);
    return {
      data: { complaints, incidentEmails: notices },
      summary: [`${countText(complaints.length, "bezorgklacht", "bezorgklachten")}, met de teruggave die elk opleverde`],
    };
  },
  erase: async (db, accountId) => ({
    statements: [
      db.prepare("UPDATE delivery_complaints SET message = NULL WHERE account_id = ?").bind(accountId),
      ...deleteRowsOf(db, accountId, ["delivery_incident_notifications"]),
    ],
  }),
  // Kept for the invoices (a complaint's date and credit go with the invoices that deducted it): no day of their own.
  kept: { eraseKept: (db, accountId) => deleteRowsOf(db, accountId, ["delivery_complaints"]) },
};
