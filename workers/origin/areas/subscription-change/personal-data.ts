/** The changes of a subscription the account asked for (ADR 42). */
import { countText, deleteRowsOf, rows } from "../../records/personal-data";
import type { PersonalData } from "../area";

export const personalData: PersonalData = {
  tables: ["subscription_changes"],
  export: async (db, accountId) => {
    const changes = await rows(
      db,
      "SELECT subscription_id, from_product, from_period, to_product, to_period, to_price_cents, effective_date, status, created_at, undone_at, applied_at FROM subscription_changes WHERE account_id = ? ORDER BY created_at",
      accountId,
    );
    return { data: { subscriptionChanges: changes }, summary: [`${countText(changes.length, "wijziging", "wijzigingen")} van een abonnement`] };
  },
  erase: async (db, accountId) => ({ statements: deleteRowsOf(db, accountId, ["subscription_changes"]) }),
};
