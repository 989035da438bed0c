/**
 * Housekeeping: deletes rows that can no longer matter. Run hourly by the Cron Trigger
 * (`scheduled` in index.ts); a pure function of the database and "now" so tests can call it with a
 * moved clock. What is kept, and why:
 *
 * - The session overview reads only live sessions and the activity timeline reads only
 *   `activity_events` (session ids there are plain text, no join), so neither needs dead rows.
 * - Activity events are kept `ACTIVITY_RETENTION_SECONDS` (24 months): long enough to answer "what
 *   happened to my account" for any contract period, not kept forever.
 * - A persisted query (`persisted_queries`) goes `PERSISTED_QUERY_RETENTION_SECONDS` after it was last
 *   used (`last_used_at`, else `created_at`): a deployed portal asks for its hashes daily, and a
 *   forgotten one is simply registered again by the next call that sends the query text.
 * - Revoked and expired API sessions (with all their tokens) and SSO browser sessions are kept for
 *   `DEAD_SESSION_RETENTION_SECONDS` after they ended: within that window a replayed refresh token
 *   or authorization code is still recognised as a replay, and an end-session request still finds
 *   the session its `logout_hint` names.
 * - Spent refresh tokens of a live session are kept as long as the session lives (a replay must
 *   still revoke it); expired access tokens are worthless and go at once.
 * - Authorization codes (60 s) and verification challenges (10 min) are kept for
 *   `SHORT_LIVED_RETENTION_SECONDS` past their expiry, so a late replay of a code still revokes
 *   what it issued and a late code entry still hears "verlopen" rather than "niet gevonden".
 * - Identity codes (password reset, e-mail confirmation; 15–30 min) likewise.
 * - An account whose address was never confirmed goes `UNCONFIRMED_ACCOUNT_RETENTION_SECONDS` (7 days)
 *   after it registered, with what cascades from it (its ACCOUNT_CREATED event, its codes): the
 *   address is free again and nothing is kept of someone who never proved to own it (ADR 42).
 * - A `login_throttle` row goes once it no longer counts: not locked now and its last failure lies
 *   outside the lockout window (the next failure would start counting at 1 anyway).
 * - Dev outbox messages are kept `OUTBOX_RETENTION_SECONDS`.
 * - Hosted payment changes (card, iDEAL) are kept `PAYMENT_CHANGE_RETENTION_SECONDS` after they were
 *   started: the status page can be reloaded for a month; the change itself is in the activity log.
 * The CSRF state is a cookie (identity/cookies.ts) and has no table.
 */
import { LOCKOUT_SECONDS } from "../identity/lockout";
import { nowMs } from "../calendar/time";

export const DEAD_SESSION_RETENTION_SECONDS = 30 * 24 * 60 * 60;
export const SHORT_LIVED_RETENTION_SECONDS = 24 * 60 * 60;
export const OUTBOX_RETENTION_SECONDS = 7 * 24 * 60 * 60;
export const ACTIVITY_RETENTION_SECONDS = 730 * 24 * 60 * 60;
export const PERSISTED_QUERY_RETENTION_SECONDS = 30 * 24 * 60 * 60;
export const PAYMENT_CHANGE_RETENTION_SECONDS = 30 * 24 * 60 * 60;
export const UNCONFIRMED_ACCOUNT_RETENTION_SECONDS = 7 * 24 * 60 * 60;
/** Rows per DELETE statement, so one run never turns into one huge write. */
export const DELETE_CHUNK = 500;
/** Chunks per rule and run; what is left goes in the next run. */
const MAX_CHUNKS_PER_RULE = 20;

interface Rule {
  table: string;
  /** What the rule removes (the key of the returned counts). */
  name: string;
  /** A condition on the table's own columns; `?1` is "now", `?2` the rule's cutoff. */
  where: string;
  cutoffSeconds: number;
}

// Tokens of dead sessions go before the sessions (they would cascade, but in one unbounded write).
const RULES: Rule[] = [
  {
    name: "tokensOfDeadSessions",
    table: "tokens",
    where: "session_id IN (SELECT id FROM sessions WHERE revoked_at < ?2 OR expires_at < ?2)",
    cutoffSeconds: DEAD_SESSION_RETENTION_SECONDS,
  },
  { name: "expiredAccessTokens", table: "tokens", where: "kind = 'access' AND expires_at < ?1", cutoffSeconds: 0 },
  { name: "sessions", table: "sessions", where: "revoked_at < ?2 OR expires_at < ?2", cutoffSeconds: DEAD_SESSION_RETENTION_SECONDS },
  { name: "ssoSessions", table: "sso_sessions", where: "revoked_at < ?2 OR expires_at < ?2", cutoffSeconds: DEAD_SESSION_RETENTION_SECONDS },
  { name: "authorizationCodes", table: "authorization_codes", where: "expires_at < ?2", cutoffSeconds: SHORT_LIVED_RETENTION_SECONDS },
  {
    name: "verificationChallenges",
    table: "verification_challenges",
    where: "expires_at < ?2",
    cutoffSeconds: SHORT_LIVED_RETENTION_SECONDS,
  },
  { name: "identityCodes", table: "identity_codes", where: "expires_at < ?2", cutoffSeconds: SHORT_LIVED_RETENTION_SECONDS },
  {
    name: "unconfirmedAccounts",
    table: "accounts",
    where: "email_unconfirmed_since IS NOT NULL AND email_unconfirmed_since < ?2",
    cutoffSeconds: UNCONFIRMED_ACCOUNT_RETENTION_SECONDS,
  },
  {
    name: "loginThrottle",
    table: "login_throttle",
    where: "last_failed_at IS NULL OR (last_failed_at < ?2 AND (locked_until IS NULL OR locked_until <= ?1))",
    cutoffSeconds: LOCKOUT_SECONDS,
  },
  { name: "outbox", table: "outbox", where: "created_at < ?2", cutoffSeconds: OUTBOX_RETENTION_SECONDS },
  { name: "activityEvents", table: "activity_events", where: "at < ?2", cutoffSeconds: ACTIVITY_RETENTION_SECONDS },
  {
    name: "persistedQueries",
    table: "persisted_queries",
    where: "COALESCE(last_used_at, created_at) < ?2",
    cutoffSeconds: PERSISTED_QUERY_RETENTION_SECONDS,
  },
  // A key's answer is kept for IDEMPOTENCY_KEY_TTL_HOURS (ADR 48); after that a retry is a new write.
  { name: "idempotencyKeys", table: "idempotency_keys", where: "expires_at < ?1", cutoffSeconds: 0 },
  {
    name: "hostedPaymentChanges",
    table: "hosted_payments",
    // An invoice payment that took money stays as long as the invoice (its paid_method says the same).
    where: "created_at < ?2 AND (purpose = 'METHOD_CHANGE' OR status <> 'SUCCEEDED')",
    cutoffSeconds: PAYMENT_CHANGE_RETENTION_SECONDS,
  },
];

export type CleanupCounts = Record<string, number>;

/** Deletes every dead row as of `now` (ms since the epoch, the injectable clock by default). */
export async function cleanupExpiredRows(db: D1Database, now = nowMs()): Promise<CleanupCounts> {
  const counts: CleanupCounts = {};
  const nowIsoText = new Date(now).toISOString();
  for (const rule of RULES) {
    const cutoff = new Date(now - rule.cutoffSeconds * 1000).toISOString();
    const statement = db
      .prepare(`DELETE FROM ${rule.table} WHERE rowid IN (SELECT rowid FROM ${rule.table} WHERE ${rule.where} LIMIT ?3)`)
      .bind(nowIsoText, cutoff, DELETE_CHUNK);
    let deleted = 0;
    for (let chunk = 0; chunk < MAX_CHUNKS_PER_RULE; chunk++) {
      const changes = (await statement.run()).meta.changes ?? 0;
      deleted += changes;
      if (changes < DELETE_CHUNK) break;
    }
    counts[rule.name] = deleted;
  }
  return counts;
}

/** The five-minute Cron Trigger's schedule (wrangler.toml): the areas' `frequent` work, not the housekeeping. */
export const FREQUENT_CRON = "*/5 * * * *";
