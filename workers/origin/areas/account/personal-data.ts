/** The account area's personal data (ADR 42): the profile and the history of e-mail and phone changes. */
import { countText, deleteRowsOf, rows } from "../../records/personal-data";
import type { PersonalData } from "../area";

export const personalData: PersonalData = {
  // The accounts row itself becomes a tombstone at erasure (areas/privacy), kept for the invoices.
  tables: ["accounts", "verification_challenges"],
  export: async (db, accountId) => {
    const [profile] = await rows(
      db,
      `SELECT id, email, first_name, last_name, date_of_birth, gender, phone_number, phone_verified, street, house_number,
              house_number_suffix, zip_code, city, country_code, created_at, updated_at
       FROM accounts WHERE id = ?`,
      accountId,
    );
    const changes = await rows(
      db,
      `SELECT kind, target, created_at, verified_at, applied_at FROM verification_challenges WHERE account_id = ? ORDER BY created_at`,
      accountId,
    );
    return {
      data: { profile: profile ?? null, emailAndPhoneChanges: changes },
      summary: [
        "uw profiel: naam, e-mailadres, telefoonnummer, geboortedatum en adres",
        `${countText(changes.length, "aangevraagde wijziging", "aangevraagde wijzigingen")} van e-mailadres of telefoonnummer`,
      ],
    };
  },
  erase: async (db, accountId) => ({ statements: deleteRowsOf(db, accountId, ["verification_challenges"]) }),
};
