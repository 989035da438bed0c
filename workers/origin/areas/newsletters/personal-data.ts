/** The newsletters area's personal data (ADR 42): the newsletters the account receives. */
import { countText, deleteRowsOf, rows } from "../../records/personal-data";
import type { PersonalData } from "../area";

export const personalData: PersonalData = {
  tables: ["newsletter_subscriptions"],
  export: async (db, accountId) => {
    const newsletters = await rows(
      db,
      `SELECT n.id, n.brand_key, n.title, ns.created_at AS subscribed_at
       FROM newsletter_subscriptions ns JOIN newsletters n ON n.id = ns.newsletter_id WHERE ns.account_id = ? ORDER BY n.brand_key, n.position`,
      accountId,
    );
    return { data: { newsletters }, summary: [countText(newsletters.length, "nieuwsbrief", "nieuwsbrieven")] };
  },
  erase: async (db, accountId) => ({ statements: deleteRowsOf(db, accountId, ["newsletter_subscriptions"]) }),
};
