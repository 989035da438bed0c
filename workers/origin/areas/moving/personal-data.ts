/** The moving area's personal data (ADR 42): moves and the address changes of each subscription. */
import { countText, deleteRowsOf, rows } from "../../records/personal-data";
import type { PersonalData } from "../area";

export const personalData: PersonalData = {
  tables: ["moving_house_moves", "moving_house_changes"],
  export: async (db, accountId) => {
    const moves = await rows(
      db,
      `SELECT id, move_date, status, street, house_number, house_number_suffix, zip_code, city, country_code, created_at, cancelled_at, completed_at
       FROM moving_house_moves WHERE account_id = ? ORDER BY move_date`,
      accountId,
    );
    const changes = await rows(
      db,
      "SELECT id, move_id, subscription_id, move_date, status, delivery, first_edition_date, created_at FROM moving_house_changes WHERE account_id = ? ORDER BY move_date",
      accountId,
    );
    return { data: { moves, subscriptionChanges: changes }, summary: [countText(moves.length, "verhuizing", "verhuizingen")] };
  },
  // The changes refer to their move: they go first.
  erase: async (db, accountId) => ({ statements: deleteRowsOf(db, accountId, ["moving_house_changes", "moving_house_moves"]) }),
};
