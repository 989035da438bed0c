/**
 * Demo holiday suspensions and a temporary address. Dates are relative to the day of seeding (like the
 * shared-access invites), so Jan's and An's suspensions stay planned and cancellable, Jan's summer
 * address stays in the past and his Wereldwijzer goes to a holiday address right now, however long
 * the demo runs.
 */
import { DEMO, type SeedRow } from "../../demo";
import { addDays } from "../../calendar";
import { nowMs, todayLocal } from "../../time";
import type { SeedTable } from "../area";

const A = DEMO.accounts;
const S = DEMO.subscriptions;
const DAY_MS = 24 * 3600 * 1000;

/** Days from today of the demo changes (README and the tests refer to these). */
export const SEED_OFFSETS = {
  janSuspension: { start: 75, end: 88 },
  anSuspension: { start: 45, end: 58 },
  janTemporaryAddress: { start: -110, end: -98 },
  janRunningAddress: { start: -5, end: 20 },
} as const;

export const seed = (): SeedTable[] => {
  const today = todayLocal();
  const day = (offset: number) => addDays(today, offset);
  const daysAgo = (days: number) => new Date(nowMs() - days * DAY_MS).toISOString();
  const holidaySuspensions: SeedRow[] = [
    {
      change_id: DEMO.suspensions.jan, account_id: A.jan, subscription_id: S.janDagkoerier,
      start_date: day(SEED_OFFSETS.janSuspension.start), end_date: day(SEED_OFFSETS.janSuspension.end), status: "PLANNED",
      compensation: "EXTEND_SUBSCRIPTION", created_at: daysAgo(23), cancelled_at: null,
    },
    {
      change_id: DEMO.suspensions.an, account_id: A.an, subscription_id: S.anOchtendpost,
      start_date: day(SEED_OFFSETS.anSuspension.start), end_date: day(SEED_OFFSETS.anSuspension.end), status: "PLANNED",
      compensation: "DONATE", created_at: daysAgo(28), cancelled_at: null,
    },
  ];
  const holidayTemporaryAddresses: SeedRow[] = [
    {
      change_id: DEMO.temporaryAddresses.jan, account_id: A.jan, subscription_id: S.janDagkoerier,
      start_date: day(SEED_OFFSETS.janTemporaryAddress.start), end_date: day(SEED_OFFSETS.janTemporaryAddress.end), status: "PLANNED",
      street: "Badweg", house_number: "5", house_number_suffix: null, zip_code: "1796 AA", city: "De Koog", country_code: "NL",
      created_at: daysAgo(130), cancelled_at: null,
    },
    {
      change_id: DEMO.temporaryAddresses.janRunning, account_id: A.jan, subscription_id: S.janWereldwijzer,
      start_date: day(SEED_OFFSETS.janRunningAddress.start), end_date: day(SEED_OFFSETS.janRunningAddress.end), status: "PLANNED",
      street: "Dorpsstraat", house_number: "14", house_number_suffix: "a", zip_code: "9491 AB", city: "Vlieland", country_code: "NL",
      created_at: daysAgo(20), cancelled_at: null,
    },
  ];
  return [
    { table: "holiday_suspensions", rows: holidaySuspensions },
    { table: "holiday_temporary_addresses", rows: holidayTemporaryAddresses },
  ];
};
