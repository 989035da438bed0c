/** The payment area's personal data (ADR 42): the changes of payment method (the method itself is on the subscription). */
import { countText, deleteRowsOf, rows } from "../../records/personal-data";
import type { PersonalData } from "../area";

export const personalData: PersonalData = {
  tables: ["payment_changes", "hosted_payment_changes"],
  export: async (db, accountId) => {
    const changes = await rows(db, "SELECT subscription_id, method, created_at FROM payment_changes WHERE account_id = ? ORDER BY created_at", accountId);
    const hosted = await rows(
      db,
      "SELECT subscription_id, method, status, created_at, completed_at FROM hosted_payment_changes WHERE account_id = ? ORDER BY created_at",
      accountId,
    );
    return {
      data: { paymentMethodChanges: changes, onlinePaymentChanges: hosted },
      summary: [`${countText(changes.length + hosted.length, "wijziging", "wijzigingen")} van betaalwijze`],
    };
  },
  erase: async (db, accountId) => ({ statements: deleteRowsOf(db, accountId, ["payment_changes", "hosted_payment_changes"]) }),
};
