/**
 * Demo invites and co-readers. Invite dates are relative to the seeding (an invite lives 14 days), so the
 * open invites stay open and the expired one stays expired however long the demo runs.
 */
import { DEMO, type SeedRow } from "../../demo/demo";
import { nowMs } from "../../calendar/time";
import type { SeedTable } from "../area";

const A = DEMO.accounts;
const S = DEMO.subscriptions;
const DAY_MS = 24 * 3600 * 1000;

export const seed = (): SeedTable[] => {
  const daysAgo = (days: number) => new Date(nowMs() - days * DAY_MS).toISOString();
  const invites: SeedRow[] = [
    {
      id: DEMO.invites.jan.id, invite_key: DEMO.invites.jan.key, account_id: A.jan, subscription_id: S.janDagkoerier,
      email: "pieter.bakker@example.nl", status: "PENDING", created_at: daysAgo(3), expires_at: daysAgo(3 - 14),
      accepted_at: null, revoked_at: null, source: "INVITE",
    },
    {
      id: DEMO.invites.janExpired.id, invite_key: DEMO.invites.janExpired.key, account_id: A.jan, subscription_id: S.janDagkoerier,
      email: "oud.adres@example.nl", status: "PENDING", created_at: daysAgo(20), expires_at: daysAgo(20 - 14),
      accepted_at: null, revoked_at: null, source: "INVITE",
    },
    {
      id: DEMO.invites.an.id, invite_key: DEMO.invites.an.key, account_id: A.an, subscription_id: S.anOchtendpost,
      email: "jonas.maes@example.be", status: "PENDING", created_at: daysAgo(2), expires_at: daysAgo(2 - 14),
      accepted_at: null, revoked_at: null, source: "INVITE",
    },
  ];
  const coReaders: SeedRow[] = [
    { id: DEMO.coReaders.jan, subscription_id: S.janDagkoerier, owner_account_id: A.jan, co_reader_account_id: A.lisa, created_at: "2025-05-01T10:00:00.000Z", revoked_at: null },
    { id: DEMO.coReaders.an, subscription_id: S.anOchtendpost, owner_account_id: A.an, co_reader_account_id: A.lotte, created_at: "2025-09-15T16:00:00.000Z", revoked_at: null },
  ];
  return [
    { table: "shared_access_invites", rows: invites },
    { table: "co_readers", rows: coReaders },
  ];
};
