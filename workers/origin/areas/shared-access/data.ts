/** Shared access (Sas*): invites, co-readers and requests for access, read and written in D1. */
import { activityStatement, type ActivityInput } from "../../records/activity";
import { brandIdOf } from "../../demo/brands";
import type {
  SasAccessRequest,
  SasAccessRequestStatus,
  SasAccount,
  SasInviteStatus,
  SasOverviewInvite,
  SasSharedSubscription,
} from "../../graphql/generated/resolvers";
import { sendMessageStatement, type OutboxMessage } from "../../records/outbox";
import { nowIso } from "../../calendar/time";
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

interface RequestRow {
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
function toCoReaders(rows: CoReaderRow[]): SasAccount[] {
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

function toRequest(row: RequestRow, now: string, side: "owner" | "requester", subscriptionIds: string[] = []): SasAccessRequest {
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

const SELECT_INVITES = `SELECT i.*, s.brand_key FROM shared_access_invites i JOIN subscriptions s ON s.id = i.subscription_id`;
const SELECT_CO_READERS = `SELECT c.id, c.subscription_id, c.co_reader_account_id, c.created_at, c.revoked_at,
  a.first_name, a.last_name, a.email, s.brand_key
  FROM co_readers c JOIN accounts a ON a.id = c.co_reader_account_id JOIN subscriptions s ON s.id = c.subscription_id`;
const SELECT_REQUESTS = `SELECT r.*, a.first_name AS requester_first_name, a.last_name AS requester_last_name, a.email AS requester_email
  FROM shared_access_requests r JOIN accounts a ON a.id = r.requester_account_id`;
const SELECT_SHAREABLE = "SELECT id, account_id, brand_key, product_code, title, sub_title, status FROM subscriptions";

/** Seats taken on one subscription: active co-readers plus open, unexpired invites (SQL, for guards). */
const SEATS_USED_SQL = `(SELECT COUNT(*) FROM co_readers WHERE subscription_id = ?1 AND revoked_at IS NULL)
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

export async function inviteByIdempotencyKey(db: D1Database, accountId: string, key: string) {
  return db.prepare("SELECT id FROM shared_access_invites WHERE account_id = ? AND idempotency_key = ?").bind(accountId, key).first<{ id: string }>();
}

/**
 * sendInvite as one batch: close an expired open invite to the same address, insert the new one only while
 * a seat is free (so two tabs cannot both take the last seat), then the event and the e-mail — both only
 * when the invite was written. A UNIQUE violation (an open invite to the address, a reused key) throws and
 * rolls everything back. Answers whether the invite was written.
 */
export async function insertInvite(
  db: D1Database,
  invite: { id: string; key: string; ownerAccountId: string; subscriptionId: string; email: string; seats: number; idempotencyKey: string; expiresAt: string },
  event: ActivityInput,
  email: OutboxMessage,
): Promise<boolean> {
  const now = nowIso();
  const results = await db.batch([
    db
      .prepare(
        `UPDATE shared_access_invites SET status = 'REVOKED', revoked_at = ?3
         WHERE subscription_id = ?1 AND email = ?2 AND status = 'PENDING' AND expires_at <= ?3`,
      )
      .bind(invite.subscriptionId, invite.email, now),
    db
      .prepare(
        `INSERT INTO shared_access_invites (id, invite_key, account_id, subscription_id, email, status, created_at, expires_at, idempotency_key, source)
         SELECT ?3, ?4, ?5, ?1, ?6, 'PENDING', ?2, ?7, ?8, 'INVITE' WHERE ${SEATS_USED_SQL} < ?9`,
      )
      .bind(invite.subscriptionId, now, invite.id, invite.key, invite.ownerAccountId, invite.email, invite.expiresAt, invite.idempotencyKey, invite.seats),
    activityStatement(db, event, { ifPreviousChanged: true }),
    sendMessageStatement(db, email, { ifPreviousChanged: true }),
  ]);
  return (results[1]?.meta.changes ?? 0) > 0;
}

/** An invite by its key, with its subscription, product and owner (the invitee's view). */
export async function invitationByKey(db: D1Database, inviteKey: string): Promise<InvitationRow | null> {
  return db
    .prepare(
      `SELECT i.*, s.brand_key, s.title AS subscription_title, p.descriptor_name AS product_name,
         o.first_name AS owner_first_name, o.last_name AS owner_last_name, o.email AS owner_email
       FROM shared_access_invites i JOIN subscriptions s ON s.id = i.subscription_id
         JOIN accounts o ON o.id = i.account_id LEFT JOIN products p ON p.code = s.product_code
       WHERE i.invite_key = ?`,
    )
    .bind(inviteKey)
    .first<InvitationRow>();
}

/**
 * acceptInvite as one batch: the invite is used (only while open and unexpired), the grant is written only
 * then, the events of both accounts and the owner's e-mail follow the grant. Answers whether it was used.
 */
export async function acceptInviteStatements(
  db: D1Database,
  input: { inviteId: string; subscriptionId: string; ownerAccountId: string; readerAccountId: string; grantId: string },
  events: ActivityInput[],
  email: OutboxMessage,
): Promise<boolean> {
  const now = nowIso();
  const results = await db.batch([
    db
      .prepare(
        `UPDATE shared_access_invites SET status = 'ACCEPTED', accepted_at = ?2, accepted_by_account_id = ?3
         WHERE id = ?1 AND status = 'PENDING' AND expires_at > ?2`,
      )
      .bind(input.inviteId, now, input.readerAccountId),
    db
      .prepare(
        `INSERT INTO co_readers (id, subscription_id, owner_account_id, co_reader_account_id, created_at)
         SELECT ?, ?, ?, ?, ? WHERE changes() > 0`,
      )
      .bind(input.grantId, input.subscriptionId, input.ownerAccountId, input.readerAccountId, now),
    ...events.map((event) => activityStatement(db, event, { ifPreviousChanged: true })),
    sendMessageStatement(db, email, { ifPreviousChanged: true }),
  ]);
  return (results[1]?.meta.changes ?? 0) > 0;
}

export function revokeInviteStatement(db: D1Database, accountId: string, inviteKey: string, now: string) {
  return db
    .prepare(
      `UPDATE shared_access_invites SET status = 'REVOKED', revoked_at = ?
       WHERE invite_key = ? AND account_id = ? AND status = 'PENDING'`,
    )
    .bind(now, inviteKey, accountId);
}

export async function getInviteByKey(db: D1Database, accountId: string, inviteKey: string) {
  const row = await db.prepare(`${SELECT_INVITES} WHERE i.account_id = ? AND i.invite_key = ?`).bind(accountId, inviteKey).first<InviteRow>();
  return row ? toInvite(row, nowIso()) : null;
}

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

export async function requestFacts(db: D1Database, requesterAccountId: string, ownerEmail: string, brandKey: string, now: string) {
  const [open, same] = await db.batch([
    db.prepare("SELECT COUNT(*) AS n FROM shared_access_requests WHERE requester_account_id = ? AND status = 'PENDING' AND expires_at > ?").bind(requesterAccountId, now),
    db
      .prepare(
        `SELECT 1 AS yes FROM shared_access_requests
         WHERE requester_account_id = ? AND owner_email = ? AND brand_key = ? AND status = 'PENDING' AND expires_at > ?`,
      )
      .bind(requesterAccountId, ownerEmail, brandKey, now),
  ]);
  return { openRequests: Number((open!.results[0] as { n: number }).n), alreadyAsked: same!.results.length > 0 };
}

export async function requestByIdempotencyKey(db: D1Database, requesterAccountId: string, key: string) {
  return db.prepare(`${SELECT_REQUESTS} WHERE r.requester_account_id = ? AND r.idempotency_key = ?`).bind(requesterAccountId, key).first<RequestRow>();
}

export function requesterView(row: RequestRow, now: string): SasAccessRequest {
  return toRequest(row, now, "requester");
}

/** Stores a request (an expired open one to the same owner and brand is closed first), its event and, for a known owner, the e-mail. */
export async function insertRequest(
  db: D1Database,
  request: {
    id: string;
    requesterAccountId: string;
    ownerEmail: string;
    ownerAccountId: string | null;
    brandKey: string;
    message: string | null;
    idempotencyKey: string;
    expiresAt: string;
  },
  event: ActivityInput,
  email: OutboxMessage | null,
): Promise<void> {
  const now = nowIso();
  await db.batch([
    db
      .prepare(
        `UPDATE shared_access_requests SET status = 'WITHDRAWN', decided_at = ?4
         WHERE requester_account_id = ?1 AND owner_email = ?2 AND brand_key = ?3 AND status = 'PENDING' AND expires_at <= ?4`,
      )
      .bind(request.requesterAccountId, request.ownerEmail, request.brandKey, now),
    db
      .prepare(
        `INSERT INTO shared_access_requests (id, requester_account_id, owner_email, owner_account_id, brand_key, message, status,
           idempotency_key, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?, 'PENDING', ?, ?, ?)`,
      )
      .bind(
        request.id, request.requesterAccountId, request.ownerEmail, request.ownerAccountId, request.brandKey, request.message,
        request.idempotencyKey, now, request.expiresAt,
      ),
    activityStatement(db, event),
    ...(email ? [sendMessageStatement(db, email)] : []),
  ]);
}

/** An open request addressed to this owner, or null. */
export async function openRequestOf(db: D1Database, ownerAccountId: string, requestId: string, now: string) {
  return db
    .prepare(`${SELECT_REQUESTS} WHERE r.id = ? AND r.owner_account_id = ? AND r.status = 'PENDING' AND r.expires_at > ?`)
    .bind(requestId, ownerAccountId, now)
    .first<RequestRow>();
}

export async function requestOfOwner(db: D1Database, ownerAccountId: string, requestId: string) {
  return db.prepare(`${SELECT_REQUESTS} WHERE r.id = ? AND r.owner_account_id = ?`).bind(requestId, ownerAccountId).first<RequestRow>();
}

/**
 * Approving as one batch: the request is decided only while it is open and the subscription has a free seat;
 * then an accepted invite (source REQUEST) records the grant's origin, the grant is written, the events and
 * the requester's e-mail follow. Answers whether it was approved.
 */
export async function approveRequestStatements(
  db: D1Database,
  input: {
    requestId: string;
    ownerAccountId: string;
    readerAccountId: string;
    readerEmail: string;
    subscriptionId: string;
    seats: number;
    inviteId: string;
    inviteKey: string;
    grantId: string;
  },
  events: ActivityInput[],
  email: OutboxMessage,
): Promise<boolean> {
  const now = nowIso();
  const results = await db.batch([
    db
      .prepare(
        `UPDATE shared_access_requests SET status = 'APPROVED', decided_at = ?2, invite_id = ?3
         WHERE id = ?4 AND owner_account_id = ?5 AND status = 'PENDING' AND expires_at > ?2 AND ${SEATS_USED_SQL} < ?6`,
      )
      .bind(input.subscriptionId, now, input.inviteId, input.requestId, input.ownerAccountId, input.seats),
    db
      .prepare(
        `INSERT INTO shared_access_invites (id, invite_key, account_id, subscription_id, email, status, created_at, expires_at,
           accepted_at, accepted_by_account_id, source)
         SELECT ?1, ?2, ?3, ?4, ?5, 'ACCEPTED', ?6, ?6, ?6, ?7, 'REQUEST' WHERE changes() > 0`,
      )
      .bind(input.inviteId, input.inviteKey, input.ownerAccountId, input.subscriptionId, input.readerEmail, now, input.readerAccountId),
    db
      .prepare(
        `INSERT INTO co_readers (id, subscription_id, owner_account_id, co_reader_account_id, created_at)
         SELECT ?, ?, ?, ?, ? WHERE changes() > 0`,
      )
      .bind(input.grantId, input.subscriptionId, input.ownerAccountId, input.readerAccountId, now),
    ...events.map((event) => activityStatement(db, event, { ifPreviousChanged: true })),
    sendMessageStatement(db, email, { ifPreviousChanged: true }),
  ]);
  return (results[0]?.meta.changes ?? 0) > 0;
}

/** One of the requester's own requests, whatever its status, or null. */
export async function requestOfRequester(db: D1Database, requesterAccountId: string, requestId: string) {
  return db.prepare(`${SELECT_REQUESTS} WHERE r.id = ? AND r.requester_account_id = ?`).bind(requestId, requesterAccountId).first<RequestRow>();
}

/** Closes an open, unexpired request: the owner declines it, or the requester withdraws it (the owner no longer sees it). */
export function closeRequestStatement(db: D1Database, by: "owner" | "requester", accountId: string, requestId: string, now: string) {
  const [status, party] = by === "owner" ? ["DECLINED", "owner_account_id"] : ["WITHDRAWN", "requester_account_id"];
  return db
    .prepare(
      `UPDATE shared_access_requests SET status = '${status}', decided_at = ?3
       WHERE id = ?1 AND ${party} = ?2 AND status = 'PENDING' AND expires_at > ?3`,
    )
    .bind(requestId, accountId, now);
}


/**
 * Deletes requests closed before `before` (answered or withdrawn then, or open but expired then); the
 * area's hourly housekeeping (index.ts). Answers how many went.
 */
export async function forgetClosedRequests(db: D1Database, before: string): Promise<number> {
  const result = await db
    .prepare(
      `DELETE FROM shared_access_requests
       WHERE (status != 'PENDING' AND COALESCE(decided_at, expires_at) < ?1) OR (status = 'PENDING' AND expires_at < ?1)`,
    )
    .bind(before)
    .run();
  return result.meta.changes ?? 0;
}
