/** The payment area's personal data (ADR 42): the changes of payment method (the method itself is on the subscription) and the online payments of invoices. */
import { countText, deleteRowsOf, rows } from "../../records/personal-data";
import type { PersonalData } from "../area";

export const personalData: PersonalData = {
  tables: ["payment_changes", "hosted_payments"],
  export: async (db, accountId) => {
    const changes = await rows(db, "SELECT subscription_id, method, created_at FROM payment_changes WHERE account_id = ? ORDER BY created_at", accountId);
    const hosted = await rows(
      db,
      "SELECT purpose, subscription_id, method, status, amount_cents, created_at, completed_at FROM hosted_payments WHERE account_id = ? ORDER BY created_at",
      accountId,
    );
    const online = hosted.filter((row) => row.purpose === "METHOD_CHANGE");
    const payments = hosted.filter((row) => row.purpose === "INVOICES");
    return {
      data: { paymentMethodChanges: changes, onlinePaymentChanges: online, invoicePayments: payments },
      summary: [
        `${countText(changes.length + online.length, "wijziging", "wijzigingen")} van betaalwijze`,
        ...(payments.length > 0 ? [`${countText(payments.length, "online betaling", "online betalingen")} van facturen`] : []),
      ],
    };
  },
  erase: async (db, accountId) => ({ statements: deleteRowsOf(db, accountId, ["payment_changes", "hosted_payments"]) }),
};
