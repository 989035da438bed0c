import { activityStatement, type ActivityInput } from "../../records/activity";
import { sendMessageStatement, type OutboxMessage } from "../../records/outbox";
import { nowIso } from "../../calendar/time";
import { type InvitationRow, type InviteRow, SEATS_USED_SQL, SELECT_INVITES, toInvite } from "./data";
import { grantAfterStatement } from "./co-readers-data";

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
    grantAfterStatement(db, input, now),
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
