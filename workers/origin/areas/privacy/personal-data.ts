/** The privacy area's own personal data (ADR 42): the account's earlier data exports. */
import { countText, deleteRowsOf, rows } from "../../records/personal-data";
import type { PersonalData } from "../area";
import { exportObjectsOf } from "./exports";

export const personalData: PersonalData = {
  tables: ["data_exports"],
  export: async (db, accountId) => {
    const exports = await rows(db, "SELECT id, status, requested_at, ready_at, expires_at FROM data_exports WHERE account_id = ? ORDER BY requested_at", accountId);
    return { data: { dataExports: exports }, summary: [`${countText(exports.length, "aanvraag", "aanvragen")} van een overzicht als dit`] };
  },
  erase: async (db, accountId, env) => {
    const objects = await exportObjectsOf(db, accountId);
    return {
      statements: deleteRowsOf(db, accountId, ["data_exports"]),
      afterwards: async () => {
        for (const key of objects) await env.DATA_EXPORTS.delete(key);
      },
    };
  },
};
