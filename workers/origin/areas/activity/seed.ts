/** Demo activity events. */
import { DEMO, type SeedRow } from "../../demo/demo";
import type { SeedTable } from "../area";

const A = DEMO.accounts;

const activityEvents: SeedRow[] = [
  { id: 1, account_id: A.jan, session_id: null, type: "LOGIN", at: "2026-11-02T18:15:00.000Z", details: JSON.stringify({ method: "password" }) },
  { id: 2, account_id: A.jan, session_id: null, type: "PROFILE_UPDATED", at: "2026-11-02T18:17:00.000Z", details: JSON.stringify({ fields: "phone_number" }) },
];

export const seed = (): SeedTable[] => [
  { table: "activity_events", rows: activityEvents },
];
