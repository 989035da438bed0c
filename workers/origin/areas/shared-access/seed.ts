/** Demo invites and co-readers. */
import { DEMO, type SeedRow } from "../../demo";
import type { SeedTable } from "../area";

const A = DEMO.accounts;
const S = DEMO.subscriptions;

const invites: SeedRow[] = [
  {
    id: DEMO.invites.jan.id, invite_key: DEMO.invites.jan.key, account_id: A.jan, subscription_id: S.janDagkoerier,
    email: "pieter.bakker@example.nl", status: "PENDING", created_at: "2026-11-10T20:00:00.000Z",
    expires_at: "2027-12-31T23:00:00.000Z", accepted_at: null, revoked_at: null,
  },
  {
    id: DEMO.invites.an.id, invite_key: DEMO.invites.an.key, account_id: A.an, subscription_id: S.anOchtendpost,
    email: "jonas.maes@example.be", status: "PENDING", created_at: "2026-11-12T09:30:00.000Z",
    expires_at: "2027-12-31T23:00:00.000Z", accepted_at: null, revoked_at: null,
  },
];

const coReaders: SeedRow[] = [
  { id: DEMO.coReaders.jan, subscription_id: S.janDagkoerier, owner_account_id: A.jan, co_reader_account_id: A.lisa, created_at: "2025-05-01T10:00:00.000Z", revoked_at: null },
  { id: DEMO.coReaders.an, subscription_id: S.anOchtendpost, owner_account_id: A.an, co_reader_account_id: A.lotte, created_at: "2025-09-15T16:00:00.000Z", revoked_at: null },
];

export const seed = (): SeedTable[] => [
  { table: "shared_access_invites", rows: invites },
  { table: "co_readers", rows: coReaders },
];
