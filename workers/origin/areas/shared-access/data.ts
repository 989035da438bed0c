/** Shared access (Sas*) in D1: the rows and their mapping, the overview and the lookups every part uses. Writing invites, co-readers and requests: invites-data.ts, co-readers-data.ts, requests-data.ts. */
import { brandIdOf } from "../../demo/brands";
import type { SasAccessRequest, SasAccessRequestStatus, SasAccount, SasInviteStatus, SasOverviewInvite, SasSharedSubscription } from "../../graphql/generated/resolvers";
import { isShareable, seatsOf } from "./rules";

export interface InviteRow {
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
  accepted_by_account_id: string | null;
  revoked_at: string | null;
  brand_key: string;
}

export interface CoReaderRow {
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

export interface ShareableRow {
  id: string;
  account_id: string;
  brand_key: string;
  product_code: string;
  title: string;
  sub_title: string | null;
  status: string;
}

export interface InvitationRow extends InviteRow {
  subscription_title: string;
  product_name: string | null;
  owner_first_name: string | null;
  owner_last_name: string | null;
  owner_email: string;
}

export interface RequestRow {
  id: string;
  requester_account_id: string;
  owner_email: string;
  owner_account_id: string | null;
  brand_key: string;
  message: string | null;
  status: Exclude<SasAccessRequestStatus, "EXPIRED">;
  created_at: string;
  expires_at: string;
  decided_at: string | null;
  requester_first_name: string | null;
  requester_last_name: string | null;
  requester_email: string;
}

export const fullName = (first: string | null, last: string | null): string | null => [first, last].filter(Boolean).join(" ") || null;

export function inviteState(row: { status: InviteRow["status"]; expires_at: string }, now: string): SasInviteStatus {
  return row.status === "PENDING" && row.expires_at <= now ? "EXPIRED" : row.status;
}

export function toInvite(row: InviteRow, now: string): SasOverviewInvite {
  return {
    id: row.id,
    inviteKey: row.invite_key,
    email: row.email,
    subscriptionId: row.subscription_id,
    brandId: brandIdOf(row.brand_key),
    status: inviteState(row, now),
    createdAt: row.created_at,
    expiresAt: row.expires_at,
  };
}

/** One SasAccount per co-reader (identified by their account id), over the given grants. */
export function toCoReaders(rows: CoReaderRow[]): SasAccount[] {
  const byAccount = new Map<string, CoReaderRow[]>();
  for (const row of rows) byAccount.set(row.co_reader_account_id, [...(byAccount.get(row.co_reader_account_id) ?? []), row]);
  return [...byAccount.entries()].map(([accountId, grants]) => {
    const active = grants.filter((g) => g.revoked_at === null);
    const shown = active.length > 0 ? active : grants;
    return {
      id: accountId,
      firstName: grants[0]!.first_name,
      lastName: grants[0]!.last_name,
      email: grants[0]!.email,
      subscriptionIds: shown.map((g) => g.subscription_id),
      brandIds: [...new Set(shown.map((g) => brandIdOf(g.brand_key)))],
      since: shown.map((g) => g.created_at).sort()[0]!,
      active: active.length > 0,
    };
  });
}

/**
 * A request's status as its parties see it: an open one past its date has EXPIRED; so has one closed
 * as WITHDRAWN when it was replaced after it expired (insertRequest). WITHDRAWN is the requester's own
 * withdrawal, before the request expired.
 */
export function requestStatus(row: Pick<RequestRow, "status" | "expires_at" | "decided_at">, now: string): SasAccessRequestStatus {
  if (row.status === "PENDING" && row.expires_at <= now) return "EXPIRED";
  if (row.status === "WITHDRAWN" && row.decided_at !== null && row.decided_at >= row.expires_at) return "EXPIRED";
  return row.status;
}

export function toRequest(row: RequestRow, now: string, side: "owner" | "requester", subscriptionIds: string[] = []): SasAccessRequest {
  return {
    id: row.id,
    brandId: brandIdOf(row.brand_key),
    status: requestStatus(row, now),
    requesterName: side === "owner" ? fullName(row.requester_first_name, row.requester_last_name) : null,
    requesterEmail: side === "owner" ? row.requester_email : null,
    ownerEmail: side === "requester" ? row.owner_email : null,
    message: row.message,
    createdAt: row.created_at,
    expiresAt: row.expires_at,
    subscriptionIds,
  };
}

export const SELECT_INVITES = `SELECT i.*, s.brand_key FROM shared_access_invites i JOIN subscriptions s ON s.id = i.subscription_id`;
export const SELECT_CO_READERS = `SELECT c.id, c.subscription_id, c.co_reader_account_id, c.created_at, c.revoked_at,
  a.first_name, a.last_name, a.email, s.brand_key
  FROM co_readers c JOIN accounts a ON a.id = c.co_reader_account_id JOIN subscriptions s ON s.id = c.subscription_id`;
export const SELECT_REQUESTS = `SELECT r.*, a.first_name AS requester_first_name, a.last_name AS requester_last_name, a.email AS requester_email
  FROM shared_access_requests r JOIN accounts a ON a.id = r.requester_account_id`;
const SELECT_SHAREABLE = "SELECT id, account_id, brand_key, product_code, title, sub_title, status FROM subscriptions";

/** Seats taken on one subscription: active co-readers plus open, unexpired invites (SQL, for guards). */
export const SEATS_USED_SQL = `(SELECT COUNT(*) FROM co_readers WHERE subscription_id = ?1 AND revoked_at IS NULL)
  + (SELECT COUNT(*) FROM shared_access_invites WHERE subscription_id = ?1 AND status = 'PENDING' AND expires_at > ?2)`;

export const shareable = (row: ShareableRow) => isShareable({ productCode: row.product_code, status: row.status });

/** Everything the owner's and the reader's page show, in one batch. */
export async function overviewFacts(db: D1Database, accountId: string, now: string, sentSince: string) {
  const [subscriptions, invites, coReaders, shared, requests, sent] = await db.batch([
    db.prepare(`${SELECT_SHAREABLE} WHERE account_id = ? ORDER BY start_date`).bind(accountId),
    db.prepare(`${SELECT_INVITES} WHERE i.account_id = ? AND i.status = 'PENDING' ORDER BY i.created_at DESC`).bind(accountId),
    db.prepare(`${SELECT_CO_READERS} WHERE c.owner_account_id = ? AND c.revoked_at IS NULL ORDER BY c.created_at`).bind(accountId),
    db
      .prepare(
        `SELECT s.id AS subscription_id, s.brand_key, s.title, o.first_name, o.last_name, c.created_at
         FROM co_readers c JOIN subscriptions s ON s.id = c.subscription_id JOIN accounts o ON o.id = s.account_id
         WHERE c.co_reader_account_id = ? AND c.revoked_at IS NULL AND s.status != 'CANCELLED' ORDER BY c.created_at`,
      )
      .bind(accountId),
    db.prepare(`${SELECT_REQUESTS} WHERE r.owner_account_id = ? AND r.status = 'PENDING' AND r.expires_at > ? ORDER BY r.created_at`).bind(accountId, now),
    db.prepare(`${SELECT_REQUESTS} WHERE r.requester_account_id = ? AND r.created_at > ? ORDER BY r.created_at DESC`).bind(accountId, sentSince),
  ]);
  return {
    subscriptions: (subscriptions!.results as unknown as ShareableRow[]).filter(shareable),
    invites: invites!.results as unknown as InviteRow[],
    coReaders: coReaders!.results as unknown as CoReaderRow[],
    shared: shared!.results as unknown as { subscription_id: string; brand_key: string; title: string; first_name: string | null; last_name: string | null; created_at: string }[],
    requests: requests!.results as unknown as RequestRow[],
    sent: sent!.results as unknown as RequestRow[],
  };
}

export type OverviewFacts = Awaited<ReturnType<typeof overviewFacts>>;

/** The overview from its facts: per shareable subscription its seats, open invites and co-readers. */
export function toOverview(facts: OverviewFacts, now: string) {
  const invites = facts.invites.map((row) => toInvite(row, now));
  const subscriptions = facts.subscriptions.map((row) => {
    const own = invites.filter((invite) => invite.subscriptionId === row.id);
    const coReaders = toCoReaders(facts.coReaders.filter((grant) => grant.subscription_id === row.id));
    return {
      subscriptionId: row.id,
      brandId: brandIdOf(row.brand_key),
      title: row.title,
      subTitle: row.sub_title,
      seats: seatsOf(row.product_code),
      seatsUsed: coReaders.length + own.filter((invite) => invite.status === "PENDING").length,
      invites: own,
      coReaders,
    };
  });
  const free = (brandKey: string) =>
    subscriptions.filter((s) => s.brandId === brandIdOf(brandKey) && s.seatsUsed < s.seats).map((s) => s.subscriptionId);
  return {
    maxCoReaders: Math.max(0, ...subscriptions.map((s) => s.seats)),
    invites,
    coReaders: toCoReaders(facts.coReaders),
    subscriptions,
    sharedWithMe: facts.shared.map(
      (row): SasSharedSubscription => ({
        subscriptionId: row.subscription_id,
        brandId: brandIdOf(row.brand_key),
        title: row.title,
        ownerName: fullName(row.first_name, row.last_name),
        since: row.created_at,
      }),
    ),
    requests: facts.requests.map((row) => toRequest(row, now, "owner", free(row.brand_key))),
    sentRequests: facts.sent.map((row) => toRequest(row, now, "requester")),
  };
}

export async function accountById(db: D1Database, accountId: string) {
  return db
    .prepare("SELECT id, email, first_name, last_name FROM accounts WHERE id = ?")
    .bind(accountId)
    .first<{ id: string; email: string; first_name: string | null; last_name: string | null }>();
}

export async function accountByEmail(db: D1Database, email: string) {
  return db.prepare("SELECT id, email, first_name, last_name FROM accounts WHERE email = ?").bind(email).first<{ id: string; email: string }>();
}

/** A subscription with its owner, by id (whoever owns it). */
export async function subscriptionById(db: D1Database, subscriptionId: string) {
  return db.prepare(`${SELECT_SHAREABLE} WHERE id = ?`).bind(subscriptionId).first<ShareableRow>();
}

/** The owner's shareable subscriptions of one brand. */
export async function shareableOfBrand(db: D1Database, ownerAccountId: string, brandKey: string): Promise<ShareableRow[]> {
  const { results } = await db.prepare(`${SELECT_SHAREABLE} WHERE account_id = ? AND brand_key = ?`).bind(ownerAccountId, brandKey).all<ShareableRow>();
  return results.filter(shareable);
}

export async function isActiveCoReader(db: D1Database, subscriptionId: string, accountId: string): Promise<boolean> {
  const row = await db
    .prepare("SELECT 1 AS yes FROM co_readers WHERE subscription_id = ? AND co_reader_account_id = ? AND revoked_at IS NULL")
    .bind(subscriptionId, accountId)
    .first();
  return row !== null;
}

/** Open invites and active co-readers of one subscription: the facts validateInvite needs. */
export async function seatFacts(db: D1Database, subscriptionId: string, now: string) {
  const [invites, coReaders] = await db.batch([
    db.prepare("SELECT email FROM shared_access_invites WHERE subscription_id = ? AND status = 'PENDING' AND expires_at > ?").bind(subscriptionId, now),
    db
      .prepare("SELECT a.email FROM co_readers c JOIN accounts a ON a.id = c.co_reader_account_id WHERE c.subscription_id = ? AND c.revoked_at IS NULL")
      .bind(subscriptionId),
  ]);
  const openInvites = (invites!.results as { email: string }[]).map((r) => r.email);
  const coReaderEmails = (coReaders!.results as { email: string }[]).map((r) => r.email);
  return { openInvites, coReaderEmails, seatsUsed: openInvites.length + coReaderEmails.length };
}
