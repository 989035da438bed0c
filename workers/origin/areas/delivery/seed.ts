/** Demo complaints: Jan's history on his Dagkoerier (one credited on his November invoice, one late paper) and his Wereldwijzer (a pending credit). */
import { DEMO, type SeedRow } from "../../demo/demo";
import type { SeedTable } from "../area";

const A = DEMO.accounts;
const S = DEMO.subscriptions;

const complaint = (row: SeedRow): SeedRow => ({
  issue_number: null, message: null, redelivery_by: null, case_number: null, follow_up_answer: null, follow_up_answered_at: null, ...row,
});

const deliveryComplaints: SeedRow[] = [
  complaint({
    id: "BK-700100-0001", seq: 1, account_id: A.jan, subscription_id: S.janDagkoerier, type: "NOT_DELIVERED", edition_date: "2026-10-13",
    outcome: "CREDIT", follow_up_answer: "DELIVERED", follow_up_answered_at: "2026-10-14T07:40:00.000Z", idempotency_key: "seed-0001",
    created_at: "2026-10-13T07:35:00.000Z",
  }),
  complaint({
    id: "BK-700100-0002", seq: 2, account_id: A.jan, subscription_id: S.janDagkoerier, type: "RECEIVED_BUT_DELIVERED_LATER_THAN_EXPECTED",
    edition_date: "2026-10-24", outcome: "REGISTERED", idempotency_key: "seed-0002", created_at: "2026-10-24T09:10:00.000Z",
  }),
  complaint({
    id: "BK-700101-0001", seq: 3, account_id: A.jan, subscription_id: S.janWereldwijzer, type: "DAMAGED", edition_date: "2026-10-01",
    issue_number: 8, message: "Het blad was gescheurd en nat van de regen.", outcome: "CREDIT", idempotency_key: "seed-0003",
    created_at: "2026-10-02T18:05:00.000Z",
  }),
];

const deliveryCredits: SeedRow[] = [
  {
    id: "BC-700100-0001", complaint_id: "BK-700100-0001", subscription_id: S.janDagkoerier, amount_cents: 177, edition_date: "2026-10-13",
    invoice_id: "inv-dk-jan-2026-11", created_at: "2026-10-13T07:35:00.000Z",
  },
  {
    id: "BC-700101-0001", complaint_id: "BK-700101-0001", subscription_id: S.janWereldwijzer, amount_cents: 795, edition_date: "2026-10-01",
    invoice_id: null, created_at: "2026-10-02T18:05:00.000Z",
  },
];

export const seed = (): SeedTable[] => [
  { table: "delivery_complaints", rows: deliveryComplaints },
  { table: "delivery_credits", rows: deliveryCredits },
];
