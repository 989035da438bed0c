/** Cancellations: the guarded status change of the subscription, its record, and the undo. */
import { sendMessageStatement, type OutboxMessage } from "../../records/outbox";
import { activityStatement, type ActivityInput } from "../../records/activity";
import type { PhaseDates } from "./rules";

export interface CancellableSubscription {
  id: string;
  account_id: string;
  brand_key: string;
  title: string;
  sub_title: string | null;
  status: "ACTIVE" | "PENDING_CANCELLATION" | "CANCELLED";
  end_date: string | null;
  email: string;
  first_name: string | null;
  last_name: string | null;
  delivery_zip_code: string | null;
  delivery_house_number: string | null;
  delivery_house_number_suffix: string | null;
  delivery_country_code: string | null;
}

const SELECT_SUBSCRIPTION = `SELECT s.id, s.account_id, s.brand_key, s.title, s.sub_title, s.status, s.end_date, a.email, a.first_name, a.last_name,
  s.delivery_zip_code, s.delivery_house_number, s.delivery_house_number_suffix, s.delivery_country_code
  FROM subscriptions s JOIN accounts a ON a.id = s.account_id`;

/** The owner's subscription with what a cancellation needs (the owner's e-mail for the confirmation), or null. */
export function ownedSubscription(db: D1Database, accountId: string, subscriptionId: string) {
  return db.prepare(`${SELECT_SUBSCRIPTION} WHERE s.id = ? AND s.account_id = ?`).bind(subscriptionId, accountId).first<CancellableSubscription>();
}

/** A brand's subscription by its number, for identifying without a login; or null. */
export function subscriptionOfBrand(db: D1Database, brandKey: string, subscriptionId: string) {
  return db.prepare(`${SELECT_SUBSCRIPTION} WHERE s.id = ? AND s.brand_key = ?`).bind(subscriptionId, brandKey).first<CancellableSubscription>();
}

export interface CancellationRow {
  id: number;
  end_date: string;
  basis: "WITHDRAWAL" | "FIXED_PERIOD" | "NOTICE_PERIOD";
  channel: "ACCOUNT" | "IDENTIFIED";
  created_at: string;
}

/** The cancellation in force (not undone) of a subscription, or null. */
export function currentCancellation(db: D1Database, subscriptionId: string) {
  return db
    .prepare("SELECT id, end_date, basis, channel, created_at FROM cancellations WHERE subscription_id = ? AND undone_at IS NULL ORDER BY id DESC LIMIT 1")
    .bind(subscriptionId)
    .first<CancellationRow>();
}

export async function phasesOf(db: D1Database, subscriptionId: string): Promise<PhaseDates[]> {
  const { results } = await db
    .prepare("SELECT start_date, end_date FROM contract_phases WHERE subscription_id = ? ORDER BY seq")
    .bind(subscriptionId)
    .all<PhaseDates>();
  return results;
}

interface Cancel {
  accountId: string;
  subscriptionId: string;
  endDate: string;
  basis: CancellationRow["basis"];
  channel: CancellationRow["channel"];
  reason: string | null;
  comment: string | null;
  now: string;
  event: ActivityInput;
  message: OutboxMessage;
}

/** One batch: only a running subscription is cancelled; the record, the event and the e-mail follow only then. */
export async function cancel(db: D1Database, change: Cancel): Promise<boolean> {
  const [update] = await db.batch([
    db
      .prepare(
        `UPDATE subscriptions SET status = 'PENDING_CANCELLATION', end_date = ?1
         WHERE id = ?2 AND account_id = ?3 AND status = 'ACTIVE'`,
      )
      .bind(change.endDate, change.subscriptionId, change.accountId),
    db
      .prepare(
        `INSERT INTO cancellations (subscription_id, account_id, reason, comment, end_date, previous_end_date, created_at, basis, channel)
         SELECT ?1, ?2, ?3, ?4, ?5, NULL, ?6, ?7, ?8 WHERE changes() > 0`,
      )
      .bind(change.subscriptionId, change.accountId, change.reason, change.comment, change.endDate, change.now, change.basis, change.channel),
    activityStatement(db, change.event, { ifPreviousChanged: true }),
    sendMessageStatement(db, change.message, { ifPreviousChanged: true }),
  ]);
  return (update?.meta.changes ?? 0) > 0;
}

interface Undo {
  accountId: string;
  subscriptionId: string;
  today: string;
  now: string;
  event: ActivityInput;
  message: OutboxMessage;
}

/** One batch: only a cancellation whose end date lies ahead is undone; the end date goes back to what it was. */
export async function undo(db: D1Database, change: Undo): Promise<boolean> {
  const [update] = await db.batch([
    db
      .prepare(
        `UPDATE subscriptions SET status = 'ACTIVE',
           end_date = (SELECT previous_end_date FROM cancellations WHERE subscription_id = ?1 AND undone_at IS NULL ORDER BY id DESC LIMIT 1)
         WHERE id = ?1 AND account_id = ?2 AND status = 'PENDING_CANCELLATION' AND end_date > ?3`,
      )
      .bind(change.subscriptionId, change.accountId, change.today),
    activityStatement(db, change.event, { ifPreviousChanged: true }),
    sendMessageStatement(db, change.message, { ifPreviousChanged: true }),
    // Last, so the subscription's update above still read the end date from before the cancellation.
    db
      .prepare("UPDATE cancellations SET undone_at = ?2 WHERE subscription_id = ?1 AND undone_at IS NULL AND changes() > 0")
      .bind(change.subscriptionId, change.now),
  ]);
  return (update?.meta.changes ?? 0) > 0;
}
