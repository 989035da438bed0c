/** Demo communication preferences. */
import { DEMO, type SeedRow } from "../../demo/demo";
import type { SeedTable } from "../area";

const A = DEMO.accounts;

/** Channels per brand; brands without a row get the default (e-mail only). */
const communicationPreferences: SeedRow[] = [
  { account_id: A.jan, brand_key: "dagkoerier", email: 1, sms: 1, post: 0, phone: 0, updated_at: "2025-11-20T19:00:00.000Z" },
  { account_id: A.jan, brand_key: "wereldwijzer", email: 1, sms: 0, post: 1, phone: 0, updated_at: "2025-11-20T19:00:00.000Z" },
  { account_id: A.an, brand_key: "ochtendpost", email: 1, sms: 0, post: 0, phone: 1, updated_at: "2025-10-02T08:30:00.000Z" },
  { account_id: A.an, brand_key: "zendernet", email: 0, sms: 0, post: 0, phone: 0, updated_at: "2025-10-02T08:30:00.000Z" },
];

export const seed = (): SeedTable[] => [
  { table: "communication_preferences", rows: communicationPreferences },
];
