/** Demo holiday suspensions and a temporary address. */
import { DEMO, type SeedRow } from "../../demo";
import type { SeedTable } from "../area";

const A = DEMO.accounts;
const S = DEMO.subscriptions;

const holidaySuspensions: SeedRow[] = [
  {
    change_id: DEMO.suspensions.jan, account_id: A.jan, subscription_id: S.janDagkoerier, start_date: "2027-07-12",
    end_date: "2027-07-31", status: "PLANNED", compensation: "EXTEND_SUBSCRIPTION", created_at: "2026-11-02T18:20:00.000Z",
    cancelled_at: null,
  },
  {
    change_id: DEMO.suspensions.an, account_id: A.an, subscription_id: S.anOchtendpost, start_date: "2027-04-05",
    end_date: "2027-04-18", status: "PLANNED", compensation: "DONATE", created_at: "2026-10-28T07:45:00.000Z",
    cancelled_at: null,
  },
];

const holidayTemporaryAddresses: SeedRow[] = [
  {
    change_id: DEMO.temporaryAddresses.jan, account_id: A.jan, subscription_id: S.janDagkoerier, start_date: "2026-08-03",
    end_date: "2026-08-15", status: "PLANNED", street: "Badweg", house_number: "5", house_number_suffix: null,
    zip_code: "1796 AA", city: "De Koog", country_code: "NL", created_at: "2026-07-10T12:00:00.000Z", cancelled_at: null,
  },
];

export const seed = (): SeedTable[] => [
  { table: "holiday_suspensions", rows: holidaySuspensions },
  { table: "holiday_temporary_addresses", rows: holidayTemporaryAddresses },
];
