/** The holiday area's personal data (ADR 42): holiday stops and holiday addresses. */
import { countText, deleteRowsOf, rows } from "../../records/personal-data";
import type { PersonalData } from "../area";

export const personalData: PersonalData = {
  tables: ["holiday_suspensions", "holiday_temporary_addresses"],
  export: async (db, accountId) => {
    const suspensions = await rows(
      db,
      "SELECT change_id, subscription_id, start_date, end_date, status, compensation, donation_partner_id, created_at, cancelled_at FROM holiday_suspensions WHERE account_id = ? ORDER BY start_date",
      accountId,
    );
    const addresses = await rows(
      db,
      `SELECT change_id, subscription_id, start_date, end_date, status, street, house_number, house_number_suffix, zip_code, city, country_code,
              created_at, cancelled_at
       FROM holiday_temporary_addresses WHERE account_id = ? ORDER BY start_date`,
      accountId,
    );
    return {
      data: { holidayStops: suspensions, holidayAddresses: addresses },
      summary: [`${countText(suspensions.length, "vakantiestop", "vakantiestops")} en ${countText(addresses.length, "vakantieadres", "vakantieadressen")}`],
    };
  },
  erase: async (db, accountId) => ({ statements: deleteRowsOf(db, accountId, ["holiday_suspensions", "holiday_temporary_addresses"]) }),
};
