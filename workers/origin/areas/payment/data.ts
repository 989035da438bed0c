/** Payment method changes: the guarded UPDATE of the subscription and the idempotency record. */

/** The owner's subscription with its brand and status, or null (also when it is someone else's). */
export async function ownedSubscription(db: D1Database, accountId: string, subscriptionId: string) {
  return db
    .prepare("SELECT id, brand_key, status FROM subscriptions WHERE id = ? AND account_id = ?")
    .bind(subscriptionId, accountId)
    .first<{ id: string; brand_key: string; status: string }>();
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
