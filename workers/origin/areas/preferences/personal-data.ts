/** The preferences area's personal data (ADR 42): how each brand may contact the account, and its language. */
import { countText, deleteRowsOf, rows } from "../../records/personal-data";
import type { PersonalData } from "../area";

export const personalData: PersonalData = {
  tables: ["communication_preferences"],
  export: async (db, accountId) => {
    const perBrand = await rows(db, "SELECT brand_key, email, sms, post, phone, updated_at FROM communication_preferences WHERE account_id = ? ORDER BY brand_key", accountId);
    const [language] = await rows(db, "SELECT language_preference FROM accounts WHERE id = ?", accountId);
    return {
      data: { communicationPerBrand: perBrand, language: language?.language_preference ?? null },
      summary: [`communicatievoorkeuren voor ${countText(perBrand.length, "titel", "titels")} en uw taalvoorkeur`],
    };
  },
  erase: async (db, accountId) => ({ statements: deleteRowsOf(db, accountId, ["communication_preferences"]) }),
};
