/** The activity timeline: one row per change an account makes (or that is made to it). */
import { nowIso } from "./time";

export type ActivityType =
  | "LOGIN"
  | "LOGOUT"
  | "SESSION_REVOKED"
  | "OTHER_SESSIONS_REVOKED"
  | "PROFILE_UPDATED"
  | "ADDRESS_DELETED"
  | "INVITE_REVOKED"
  | "CO_READER_REVOKED"
  | "DELIVERY_SUSPENSION_CANCELLED"
  | "NEWSLETTER_SUBSCRIBED"
  | "NEWSLETTER_UNSUBSCRIBED"
  | "NEWSLETTERS_UNSUBSCRIBED_ALL"
  | "EMAIL_CHANGE_STARTED"
  | "EMAIL_CHANGED"
  | "PHONE_VERIFICATION_STARTED"
  | "PHONE_VERIFIED"
  | "PASSWORD_CHANGED"
  | "PREFERENCES_UPDATED"
  | "LANGUAGE_UPDATED";

export interface ActivityInput {
  accountId: string;
  sessionId: string | null;
  type: ActivityType;
  details?: Record<string, string>;
}

/**
 * The INSERT as a statement, so a change and its event go into one D1 batch (one transaction).
 * With `ifPreviousChanged` the event is only written when the statement right before it in the
 * batch changed a row (SQLite changes()), so a guarded UPDATE that matched nothing leaves no trace.
 */
export function activityStatement(
  db: D1Database,
  event: ActivityInput,
  { ifPreviousChanged = false }: { ifPreviousChanged?: boolean } = {},
): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO activity_events (account_id, session_id, type, at, details) SELECT ?, ?, ?, ?, ?
       WHERE ${ifPreviousChanged ? "changes() > 0" : "1"}`,
    )
    .bind(event.accountId, event.sessionId, event.type, nowIso(), JSON.stringify(event.details ?? {}));
}

export interface ActivityEventRow {
  id: number;
  account_id: string;
  session_id: string | null;
  type: string;
  at: string;
  details: string;
}

/** Newest first; `after` is the id of the last event of the previous page. */
export async function listActivity(
  db: D1Database,
  accountId: string,
  first: number,
  after: number | null,
): Promise<{ rows: ActivityEventRow[]; hasNextPage: boolean }> {
  const limit = Math.max(1, Math.min(first, 100));
  const { results } = await db
    .prepare(
      `SELECT id, account_id, session_id, type, at, details FROM activity_events
       WHERE account_id = ? AND (? IS NULL OR id < ?) ORDER BY id DESC LIMIT ?`,
    )
    .bind(accountId, after, after, limit + 1)
    .all<ActivityEventRow>();
  return { rows: results.slice(0, limit), hasNextPage: results.length > limit };
}
