/** How an invoice's subscription pays: what the invoice (PDF and `paymentInstruction`) says about paying it. */

/** How the invoice's subscription pays now (the account's own only). */
export async function subscriptionPayment(db: D1Database, accountId: string, subscriptionId: string) {
  const row = await db
    .prepare("SELECT payment_method, payment_status, iban FROM subscriptions WHERE id = ? AND account_id = ?")
    .bind(subscriptionId, accountId)
    .first<{ payment_method: string | null; payment_status: string | null; iban: string | null }>();
  return row ? { method: row.payment_method, failed: row.payment_status === "FAILED", iban: row.iban } : undefined;
}
