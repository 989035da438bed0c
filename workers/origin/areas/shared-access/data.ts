/** Shared access (Sas*): invites the owner sent and the co-readers of the owner's subscriptions. */
import { brandIdOf } from "../../brands";
import type { SasAccount, SasInviteStatus, SasOverviewInvite } from "../../graphql/generated/resolvers";
import { nowIso } from "../../time";

/** How many co-readers (active plus invited) one subscription may have. */
export const MAX_CO_READERS = 5;

interface InviteRow {
  id: string;
  invite_key: string;
  account_id: string;
  subscription_id: string;
  email: string;
  /** PENDING, ACCEPTED or REVOKED (CHECK constraint); EXPIRED is derived. */
  status: Exclude<SasInviteStatus, "EXPIRED">;
  created_at: string;
  expires_at: string;
  accepted_at: string | null;
  revoked_at: string | null;
  brand_key: string;
}

interface CoReaderRow {
  id: string;
  subscription_id: string;
  co_reader_account_id: string;
  created_at: string;
  revoked_at: string | null;
  first_name: string | null;
  last_name: string | null;
  email: string;
  brand_key: string;
}

export function toInvite(row: InviteRow, now: string): SasOverviewInvite {
  return {
    id: row.id,
    inviteKey: row.invite_key,
    email: row.email,
    subscriptionId: row.subscription_id,
    brandId: brandIdOf(row.brand_key),
    status: row.status === "PENDING" && row.expires_at <= now ? "EXPIRED" : row.status,
    createdAt: row.created_at,
    expiresAt: row.expires_at,
  };
}

/** One SasAccount per co-reader (identified by their account id), over all the owner's subscriptions. */
function toCoReaders(rows: CoReaderRow[]): SasAccount[] {
  const byAccount = new Map<string, CoReaderRow[]>();
  for (const row of rows) byAccount.set(row.co_reader_account_id, [...(byAccount.get(row.co_reader_account_id) ?? []), row]);
  return [...byAccount.entries()].map(([accountId, grants]) => {
    const active = grants.filter((g) => g.revoked_at === null);
    return {
      id: accountId,
      firstName: grants[0]!.first_name,
      lastName: grants[0]!.last_name,
      email: grants[0]!.email,
      subscriptionIds: (active.length > 0 ? active : grants).map((g) => g.subscription_id),
      brandIds: [...new Set((active.length > 0 ? active : grants).map((g) => brandIdOf(g.brand_key)))],
      since: grants.map((g) => g.created_at).sort()[0]!,
      active: active.length > 0,
    };
  });
}

const SELECT_INVITES = `SELECT i.*, s.brand_key FROM shared_access_invites i JOIN subscriptions s ON s.id = i.subscription_id`;
const SELECT_CO_READERS = `SELECT c.id, c.subscription_id, c.co_reader_account_id, c.created_at, c.revoked_at,
  a.first_name, a.last_name, a.email, s.brand_key
  FROM co_readers c JOIN accounts a ON a.id = c.co_reader_account_id JOIN subscriptions s ON s.id = c.subscription_id`;

export async function sharedAccessOverview(db: D1Database, accountId: string) {
  const now = nowIso();
  const [invites, coReaders] = await db.batch([
    db.prepare(`${SELECT_INVITES} WHERE i.account_id = ? AND i.status = 'PENDING' ORDER BY i.created_at DESC`).bind(accountId),
    db.prepare(`${SELECT_CO_READERS} WHERE c.owner_account_id = ? AND c.revoked_at IS NULL ORDER BY c.created_at`).bind(accountId),
  ]);
  return {
    maxCoReaders: MAX_CO_READERS,
    invites: (invites!.results as unknown as InviteRow[]).map((r) => toInvite(r, now)),
    coReaders: toCoReaders(coReaders!.results as unknown as CoReaderRow[]),
  };
}

export async function getInviteByKey(db: D1Database, accountId: string, inviteKey: string) {
  const row = await db
    .prepare(`${SELECT_INVITES} WHERE i.account_id = ? AND i.invite_key = ?`)
    .bind(accountId, inviteKey)
    .first<InviteRow>();
  return row ? toInvite(row, nowIso()) : null;
}

export function revokeInviteStatement(db: D1Database, accountId: string, inviteKey: string, now: string) {
  return db
    .prepare(
      `UPDATE shared_access_invites SET status = 'REVOKED', revoked_at = ?
       WHERE invite_key = ? AND account_id = ? AND status = 'PENDING'`,
    )
    .bind(now, inviteKey, accountId);
}

/** The co-reader as the owner sees them (all grants, revoked ones included), or null if none. */
export async function getCoReader(db: D1Database, ownerAccountId: string, coReaderAccountId: string) {
  const { results } = await db
    .prepare(`${SELECT_CO_READERS} WHERE c.owner_account_id = ? AND c.co_reader_account_id = ? ORDER BY c.created_at`)
    .bind(ownerAccountId, coReaderAccountId)
    .all<CoReaderRow>();
  return toCoReaders(results)[0] ?? null;
}

export function revokeCoReaderStatement(db: D1Database, ownerAccountId: string, coReaderAccountId: string, now: string) {
  return db
    .prepare(
      `UPDATE co_readers SET revoked_at = ?
       WHERE owner_account_id = ? AND co_reader_account_id = ? AND revoked_at IS NULL`,
    )
    .bind(now, ownerAccountId, coReaderAccountId);
}
