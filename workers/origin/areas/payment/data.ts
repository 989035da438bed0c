/** Payment method changes: the guarded UPDATE of the subscription and the idempotency record. */
import { brandIdOf } from "../../demo/brands";
import type { S2HostedPaymentMethod, S2PaymentChange, S2PaymentChangeStatus } from "../../graphql/generated/resolvers";

/** The owner's subscription with its brand and status, or null (also when it is someone else's). */
export async function ownedSubscription(db: D1Database, accountId: string, subscriptionId: string) {
  return db
    .prepare("SELECT id, brand_key, status, payment_method FROM subscriptions WHERE id = ? AND account_id = ?")
    .bind(subscriptionId, accountId)
    .first<{ id: string; brand_key: string; status: string; payment_method: string | null }>();
}

/** Records the change by its key; changes nothing when the key was used before (then the rest of the batch is skipped). */
export function recordChangeStatement(db: D1Database, key: string, accountId: string, subscriptionId: string, method: string, now: string) {
  return db
    .prepare("INSERT OR IGNORE INTO payment_changes (idempotency_key, account_id, subscription_id, method, created_at) VALUES (?, ?, ?, ?, ?)")
    .bind(key, accountId, subscriptionId, method, now);
}

/** Direct debit from now on; only right after a statement that changed a row (a new idempotency key). */
export function setDirectDebitStatement(db: D1Database, accountId: string, subscriptionId: string, method: string, iban: string, holder: string) {
  return db
    .prepare(
      `UPDATE subscriptions SET payment_method = ?, iban = ?, account_holder = ?, card_brand = NULL, card_last4 = NULL
       WHERE id = ? AND account_id = ? AND changes() > 0`,
    )
    .bind(method, iban, holder, subscriptionId, accountId);
}

// ---- Changes through the hosted payment page (table hosted_payments, purpose METHOD_CHANGE: migrations 0010, 0031) ----

export interface HostedChangeRow {
  id: string;
  account_id: string;
  purpose: "METHOD_CHANGE";
  subscription_id: string;
  session_id: string | null;
  method: S2HostedPaymentMethod;
  status: S2PaymentChangeStatus;
  idempotency_key: string;
  return_url: string;
  created_at: string;
  completed_at: string | null;
  brand_key: string;
  subscription_title: string;
  subscription_sub_title: string | null;
}

const SELECT_HOSTED = `SELECT c.*, s.brand_key, s.title AS subscription_title, s.sub_title AS subscription_sub_title
  FROM hosted_payments c JOIN subscriptions s ON s.id = c.subscription_id`;

/** A change by id, whoever's (the hosted page has no bearer token: the signed reference is its key). */
export function hostedChange(db: D1Database, id: string): Promise<HostedChangeRow | null> {
  return db.prepare(`${SELECT_HOSTED} WHERE c.id = ? AND c.purpose = 'METHOD_CHANGE'`).bind(id).first<HostedChangeRow>();
}

/** The account's change made with an idempotency key. */
export function hostedChangeByKey(db: D1Database, accountId: string, key: string): Promise<HostedChangeRow | null> {
  return db
    .prepare(`${SELECT_HOSTED} WHERE c.account_id = ? AND c.idempotency_key = ? AND c.purpose = 'METHOD_CHANGE'`)
    .bind(accountId, key)
    .first<HostedChangeRow>();
}

export interface NewHostedChange {
  id: string;
  accountId: string;
  subscriptionId: string;
  sessionId: string | null;
  method: S2HostedPaymentMethod;
  idempotencyKey: string;
  returnUrl: string;
  now: string;
}

/** INSERT OR IGNORE: a second insert with the same idempotency key changes nothing. */
export function insertHostedChange(db: D1Database, change: NewHostedChange) {
  return db
    .prepare(
      `INSERT OR IGNORE INTO hosted_payments
         (id, account_id, purpose, subscription_id, session_id, method, status, idempotency_key, return_url, created_at)
       VALUES (?, ?, 'METHOD_CHANGE', ?, ?, ?, 'OPEN', ?, ?, ?)`,
    )
    .bind(change.id, change.accountId, change.subscriptionId, change.sessionId, change.method, change.idempotencyKey, change.returnUrl, change.now)
    .run();
}

/**
 * Moves an OPEN or PENDING hosted payment (either purpose) on, marking it with the nonce of the request
 * that did (`settled_by`); matches nothing once it is final (the rest of a batch then skips). `onlyIf`
 * is a further SQL condition on the payment (alias p) with its own values.
 */
export function advanceHostedPaymentStatement(
  db: D1Database,
  id: string,
  status: S2PaymentChangeStatus,
  now: string,
  nonce: string,
  { onlyIf = "1", values = [] as unknown[], failureReason = null as string | null } = {},
) {
  return db
    .prepare(
      `UPDATE hosted_payments AS p SET status = ?1, completed_at = CASE WHEN ?1 = 'PENDING' THEN NULL ELSE ?2 END, settled_by = ?4, failure_reason = ?5
       WHERE p.id = ?3 AND p.status IN ('OPEN', 'PENDING') AND (${onlyIf})`,
    )
    .bind(status, now, id, nonce, failureReason, ...values);
}

/** Cancels a hosted payment (either purpose) still OPEN that was started before `openSince` (the provider's session expired). */
export async function expireOpenPayment<Row extends { id: string; status: S2PaymentChangeStatus; created_at: string }>(
  db: D1Database,
  row: Row,
  openSince: string,
  now: string,
  reread: (id: string) => Promise<Row | null>,
): Promise<Row> {
  if (row.status !== "OPEN" || row.created_at >= openSince) return row;
  await db.prepare("UPDATE hosted_payments SET status = 'CANCELLED', completed_at = ? WHERE id = ? AND status = 'OPEN'").bind(now, row.id).run();
  return (await reread(row.id)) ?? row;
}

/** A change still OPEN an hour after it started reads as CANCELLED. */
export function expireOpenChange(db: D1Database, row: HostedChangeRow, openSince: string, now: string): Promise<HostedChangeRow> {
  return expireOpenPayment(db, row, openSince, now, (id) => hostedChange(db, id));
}

/** The approved method on the subscription; only right after a statement that changed a row. */
export function setHostedMethodStatement(
  db: D1Database,
  subscriptionId: string,
  method: S2HostedPaymentMethod,
  approved: { cardBrand: string | null; cardLast4: string | null; iban: string | null },
) {
  return db
    .prepare(
      `UPDATE subscriptions SET payment_method = ?, iban = ?, account_holder = NULL, card_brand = ?, card_last4 = ?
       WHERE id = ? AND changes() > 0`,
    )
    .bind(method, approved.iban, approved.cardBrand, approved.cardLast4, subscriptionId);
}

export function toPaymentChange(row: HostedChangeRow, reference: string, pageUrl: string): S2PaymentChange {
  return {
    reference,
    subscriptionId: row.subscription_id,
    brandId: brandIdOf(row.brand_key),
    method: row.method,
    status: row.status,
    paymentUrl: row.status === "OPEN" || row.status === "PENDING" ? pageUrl : null,
    createdAt: row.created_at,
    completedAt: row.completed_at,
  };
}
