/** The activity area's personal data (ADR 42): the account's activity timeline. */
import { countText, deleteRowsOf, rows } from "../../records/personal-data";
import type { PersonalData } from "../area";

export const personalData: PersonalData = {
  tables: ["activity_events"],
  export: async (db, accountId) => {
    const events = (await rows(db, "SELECT type, at, session_id, details FROM activity_events WHERE account_id = ? ORDER BY id", accountId)).map(
      ({ details, ...event }) => ({ ...event, details: JSON.parse(String(details ?? "{}")) as unknown }),
    );
    return { data: { events }, summary: [`${countText(events.length, "gebeurtenis", "gebeurtenissen")} in uw activiteitenoverzicht`] };
  },
  erase: async (db, accountId) => ({ statements: deleteRowsOf(db, accountId, ["activity_events"]) }),
};
