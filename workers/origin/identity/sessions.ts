/**
 * Sessions and opaque tokens. A session is one login of a client for an account; its access and
 * refresh tokens are random strings of which only the SHA-256 is stored. Revoking a session makes
 * all its tokens worthless at once because every request checks the session row.
 */
import { nanoid } from "nanoid";
import { activityStatement } from "../records/activity";
import { randomToken, sha256Hex } from "../request/crypto";
import { isoIn, nowIso, nowMs } from "../calendar/time";

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const SESSION_TTL_SECONDS = 30 * 24 * 60 * 60;
/** A refresh token used twice within this window is refused without killing the session (parallel refreshes). */
export const REFRESH_REUSE_GRACE_SECONDS = 30;

export interface ClientInfo {
  userAgent: string | null;
  ip: string | null;
  country: string | null;
  city: string | null;
}

export interface TokenPair {
  accessToken: string;
  refreshToken: string;
  expiresIn: number;
}

export interface SessionRow {
  id: string;
  account_id: string;
  sso_session_id: string | null;
  client_id: string;
  created_at: string;
  last_active_at: string;
  expires_at: string;
  revoked_at: string | null;
  user_agent: string | null;
  ip: string | null;
  ip_country: string | null;
  ip_city: string | null;
}

async function tokenPairStatements(db: D1Database, sessionId: string, sessionExpiresAt: string) {
  const accessToken = randomToken();
  const refreshToken = randomToken();
  const now = nowIso();
  const insert = db.prepare(
    "INSERT INTO tokens (token_hash, session_id, kind, created_at, expires_at) VALUES (?, ?, ?, ?, ?)",
  );
  const accessExpiresAt = isoIn(ACCESS_TOKEN_TTL_SECONDS);
  const statements = [
    insert.bind(await sha256Hex(accessToken), sessionId, "access", now, accessExpiresAt < sessionExpiresAt ? accessExpiresAt : sessionExpiresAt),
    insert.bind(await sha256Hex(refreshToken), sessionId, "refresh", now, sessionExpiresAt),
  ];
  return { statements, pair: { accessToken, refreshToken, expiresIn: ACCESS_TOKEN_TTL_SECONDS } };
}

/** Creates a session with its first token pair and a LOGIN activity event, plus `extra` statements, in one batch. */
export async function createSession(
  db: D1Database,
  input: { accountId: string; ssoSessionId: string | null; clientId: string; client: ClientInfo },
  extra: (sessionId: string) => D1PreparedStatement[] = () => [],
  sessionId = `ses_${nanoid()}`,
): Promise<{ sessionId: string } & TokenPair> {
  const now = nowIso();
  const expiresAt = isoIn(SESSION_TTL_SECONDS);
  const tokens = await tokenPairStatements(db, sessionId, expiresAt);
  await db.batch([
    db
      .prepare(
        `INSERT INTO sessions (id, account_id, sso_session_id, client_id, created_at, last_active_at, expires_at,
           user_agent, ip, ip_country, ip_city) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .bind(
        sessionId, input.accountId, input.ssoSessionId, input.clientId, now, now, expiresAt,
        input.client.userAgent, input.client.ip, input.client.country, input.client.city,
      ),
    ...tokens.statements,
    activityStatement(db, { accountId: input.accountId, sessionId, type: "LOGIN", details: { clientId: input.clientId } }),
    ...extra(sessionId),
  ]);
  return { sessionId, ...tokens.pair };
}

/**
 * Refresh-token rotation: the presented token is spent and a new pair is issued. A token spent
 * earlier (outside the grace window) signals theft: the whole session is revoked.
 */
export async function rotateRefreshToken(
  db: D1Database,
  refreshToken: string,
): Promise<({ sessionId: string; accountId: string } & TokenPair) | null> {
  const hash = await sha256Hex(refreshToken);
  const now = nowIso();
  const spent = await db
    .prepare(
      `UPDATE tokens SET used_at = ? WHERE token_hash = ? AND kind = 'refresh' AND used_at IS NULL
         AND revoked_at IS NULL AND expires_at > ? RETURNING session_id`,
    )
    .bind(now, hash, now)
    .first<{ session_id: string }>();
  if (!spent) {
    const earlier = await db
      .prepare("SELECT session_id, used_at FROM tokens WHERE token_hash = ? AND kind = 'refresh'")
      .bind(hash)
      .first<{ session_id: string; used_at: string | null }>();
    if (earlier?.used_at && Date.parse(earlier.used_at) + REFRESH_REUSE_GRACE_SECONDS * 1000 < nowMs()) {
      await revokeSessions(db, [earlier.session_id]);
    }
    return null;
  }
  const session = await activeSession(db, spent.session_id);
  if (!session) return null;
  const tokens = await tokenPairStatements(db, session.id, session.expires_at);
  await db.batch(tokens.statements);
  return { sessionId: session.id, accountId: session.account_id, ...tokens.pair };
}

export async function activeSession(db: D1Database, sessionId: string): Promise<SessionRow | null> {
  return db
    .prepare("SELECT * FROM sessions WHERE id = ? AND revoked_at IS NULL AND expires_at > ?")
    .bind(sessionId, nowIso())
    .first<SessionRow>();
}

export function revokeSessionStatements(db: D1Database, sessionIds: string[]): D1PreparedStatement[] {
  const now = nowIso();
  return sessionIds.flatMap((id) => [
    db.prepare("UPDATE sessions SET revoked_at = ? WHERE id = ? AND revoked_at IS NULL").bind(now, id),
    db.prepare("UPDATE tokens SET revoked_at = ? WHERE session_id = ? AND revoked_at IS NULL").bind(now, id),
  ]);
}

export async function revokeSessions(db: D1Database, sessionIds: string[]): Promise<void> {
  if (sessionIds.length > 0) await db.batch(revokeSessionStatements(db, sessionIds));
}

/** The session a token (access or refresh) belongs to, if any. */
export async function sessionOfToken(db: D1Database, token: string): Promise<{ session_id: string; account_id: string } | null> {
  return db
    .prepare("SELECT t.session_id, s.account_id FROM tokens t JOIN sessions s ON s.id = t.session_id WHERE t.token_hash = ?")
    .bind(await sha256Hex(token))
    .first<{ session_id: string; account_id: string }>();
}

/** Active sessions of an account, most recently active first. */
export async function listSessions(db: D1Database, accountId: string): Promise<SessionRow[]> {
  const { results } = await db
    .prepare(
      `SELECT * FROM sessions WHERE account_id = ? AND revoked_at IS NULL AND expires_at > ?
       ORDER BY last_active_at DESC, created_at DESC`,
    )
    .bind(accountId, nowIso())
    .all<SessionRow>();
  return results;
}

/**
 * Ends the SSO browser session each of `sessionIds` came from — unless it is `keepSsoSessionId`
 * (the caller's own browser). Without this, a device logged out from the session overview would be
 * signed straight back in by its SSO cookie on its next visit.
 */
export function revokeSsoSessionsOfStatements(db: D1Database, sessionIds: string[], keepSsoSessionId: string | null): D1PreparedStatement[] {
  const now = nowIso();
  return sessionIds.map((id) =>
    db
      .prepare(
        `UPDATE sso_sessions SET revoked_at = ?1
         WHERE id = (SELECT sso_session_id FROM sessions WHERE id = ?2) AND revoked_at IS NULL AND (?3 IS NULL OR id != ?3)`,
      )
      .bind(now, id, keepSsoSessionId),
  );
}

/**
 * Ends the account's SSO browser sessions except `keepSsoSessionId` (null: all of them), so other
 * browsers are not logged straight back in by their SSO cookie.
 */
export function revokeOtherSsoSessionsStatement(
  db: D1Database,
  accountId: string,
  keepSsoSessionId: string | null,
): D1PreparedStatement {
  return db
    .prepare("UPDATE sso_sessions SET revoked_at = ?1 WHERE account_id = ?2 AND revoked_at IS NULL AND (?3 IS NULL OR id != ?3)")
    .bind(nowIso(), accountId, keepSsoSessionId);
}

/**
 * Ends every session of an account — API sessions with their tokens, and SSO browser sessions — as
 * statements to batch with the change that demands it (a password reset, an account deletion).
 */
export function endAllSessionsStatements(db: D1Database, accountId: string): D1PreparedStatement[] {
  const now = nowIso();
  return [
    db
      .prepare(
        `UPDATE tokens SET revoked_at = ?1
         WHERE revoked_at IS NULL AND session_id IN (SELECT id FROM sessions WHERE account_id = ?2 AND revoked_at IS NULL)`,
      )
      .bind(now, accountId),
    db.prepare("UPDATE sessions SET revoked_at = ?1 WHERE account_id = ?2 AND revoked_at IS NULL").bind(now, accountId),
    revokeOtherSsoSessionsStatement(db, accountId, null),
  ];
}
