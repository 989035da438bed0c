/**
 * The subscriptions area's personal data (ADR 42): the subscriptions with their delivery address and
 * payment method (bank account and card masked). A running subscription stops deleting the account.
 * Erasure keeps the contract rows (the kept invoices refer to them) without address or bank details.
 */
import { countText, deleteRowsOf, rows } from "../../records/personal-data";
import { dutchDate } from "../../calendar/time";
import type { PersonalData } from "../area";
import { maskIban } from "./rules";

export const personalData: PersonalData = {
  tables: ["subscriptions"],
  export: async (db, accountId) => {
    const subscriptions = (
      await rows(
        db,
        `SELECT id, brand_key, product_code, title, sub_title, status, start_date, end_date, renewal, payment_method, payment_status,
                iban, account_holder, card_brand, card_last4, delivery_street, delivery_house_number, delivery_house_number_suffix,
                delivery_zip_code, delivery_city, delivery_country_code, delivery_instructions, created_at
         FROM subscriptions WHERE account_id = ? ORDER BY created_at`,
        accountId,
      )
    ).map(({ iban, ...subscription }) => ({ ...subscription, iban: typeof iban === "string" && iban ? maskIban(iban) : null }));
    return {
      data: { subscriptions },
      summary: [`${countText(subscriptions.length, "abonnement", "abonnementen")}, met bezorgadres en betaalwijze (rekeningnummer en kaart afgeschermd)`],
    };
  },
  blocksDeletion: async (db, accountId) =>
    (
      await rows(db, "SELECT id, title, status, end_date FROM subscriptions WHERE account_id = ? AND status IN ('ACTIVE', 'PENDING_CANCELLATION') ORDER BY start_date", accountId)
    ).map((row) =>
      row.status === "ACTIVE"
        ? {
            code: "ACTIVE-SUBSCRIPTION",
            message: `Uw abonnement op ${String(row.title)} loopt nog. Zeg het eerst op; daarna kunt u uw account verwijderen.`,
            path: `/abonnementen/${String(row.id)}/opzeggen`,
          }
        : {
            code: "ACTIVE-SUBSCRIPTION",
            message: `Uw abonnement op ${String(row.title)} is opgezegd en loopt nog tot ${row.end_date ? dutchDate(String(row.end_date)) : "het einde van de periode"}. Daarna kunt u uw account verwijderen.`,
            path: "/abonnementen",
          },
    ),
  erase: async (db, accountId) => ({
    statements: [
      db
        .prepare(
          `UPDATE subscriptions SET iban = NULL, account_holder = NULL, card_last4 = NULL, card_brand = NULL, delivery_street = NULL,
             delivery_house_number = NULL, delivery_house_number_suffix = NULL, delivery_zip_code = NULL, delivery_city = NULL,
             delivery_instructions = NULL
           WHERE account_id = ?`,
        )
        .bind(accountId),
    ],
  }),
  // Kept for the invoices (the contract rows go with the invoices that refer to them): no day of their own.
  kept: { eraseKept: (db, accountId) => deleteRowsOf(db, accountId, ["subscriptions"]) },
};
