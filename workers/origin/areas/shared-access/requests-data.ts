import { activityStatement, type ActivityInput } from "../../records/activity";
import type { SasAccessRequest } from "../../graphql/generated/resolvers";
import { sendMessageStatement, type OutboxMessage } from "../../records/outbox";
import { nowIso } from "../../calendar/time";
import { type RequestRow, SEATS_USED_SQL, SELECT_REQUESTS, toRequest } from "./data";
import { grantAfterStatement } from "./co-readers-data";

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
    grantAfterStatement(db, input, now),
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
