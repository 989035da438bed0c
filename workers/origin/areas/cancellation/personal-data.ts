/**
 * The cancellation area's personal data (ADR 42): the cancellations with their reason. Erasure keeps
 * when and how a contract was ended (proof for the kept invoices and of the cancellation, Art. 11a CRD)
 * but drops the subscriber's own comment.
 */
import { countText, deleteRowsOf, rows } from "../../records/personal-data";
import type { PersonalData } from "../area";

export const personalData: PersonalData = {
  tables: ["cancellations"],
  export: async (db, accountId) => {
    const cancellations = await rows(
      db,
      "SELECT subscription_id, reason, comment, end_date, previous_end_date, basis, channel, created_at, undone_at FROM cancellations WHERE account_id = ? ORDER BY created_at",
      accountId,
    );
    return { data: { cancellations }, summary: [countText(cancellations.length, "opzegging", "opzeggingen")] };
  },
  erase: async (db, accountId) => ({ statements: [db.prepare("UPDATE cancellations SET comment = NULL WHERE account_id = ?").bind(accountId)] }),
  // Kept for the invoices (when and how a contract ended goes with the invoices): no day of their own.
  kept: { eraseKept: (db, accountId) => deleteRowsOf(db, accountId, ["cancellations"]) },
};
