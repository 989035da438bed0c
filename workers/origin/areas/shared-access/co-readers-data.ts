import { type CoReaderRow, SELECT_CO_READERS, toCoReaders } from "./data";

/** The co-reader as the owner sees them (all grants, revoked ones included; of one subscription if given), or null. */
export async function getCoReader(db: D1Database, ownerAccountId: string, coReaderAccountId: string, subscriptionId: string | null = null) {
  const { results } = await db
    .prepare(
      `${SELECT_CO_READERS} WHERE c.owner_account_id = ?1 AND c.co_reader_account_id = ?2 AND (?3 IS NULL OR c.subscription_id = ?3)
       ORDER BY c.created_at`,
    )
    .bind(ownerAccountId, coReaderAccountId, subscriptionId)
    .all<CoReaderRow>();
  return toCoReaders(results)[0] ?? null;
}

/** Ends a co-reader's grants: of one subscription, or of every subscription of the owner (subscriptionId null). */
export function revokeCoReaderStatement(db: D1Database, ownerAccountId: string, coReaderAccountId: string, subscriptionId: string | null, now: string) {
  return db
    .prepare(
      `UPDATE co_readers SET revoked_at = ?4
       WHERE owner_account_id = ?1 AND co_reader_account_id = ?2 AND (?3 IS NULL OR subscription_id = ?3) AND revoked_at IS NULL`,
    )
    .bind(ownerAccountId, coReaderAccountId, subscriptionId, now);
}

/** A co-reader ends their own grant to one subscription. */
export function leaveStatement(db: D1Database, readerAccountId: string, subscriptionId: string, now: string) {
  return db
    .prepare("UPDATE co_readers SET revoked_at = ? WHERE co_reader_account_id = ? AND subscription_id = ? AND revoked_at IS NULL")
    .bind(now, readerAccountId, subscriptionId);
}

// ── Requests for access ─────────────────────────────────────────────────────────────────────────

/** The co-reader's grant, written in the same batch only when the statement before it changed a row (an invite accepted, a request approved). */
export function grantAfterStatement(
  db: D1Database,
  input: { grantId: string; subscriptionId: string; ownerAccountId: string; readerAccountId: string },
  now: string,
): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO co_readers (id, subscription_id, owner_account_id, co_reader_account_id, created_at)
       SELECT ?, ?, ?, ?, ? WHERE changes() > 0`,
    )
    .bind(input.grantId, input.subscriptionId, input.ownerAccountId, input.readerAccountId, now);
}
