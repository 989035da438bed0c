/**
 * The one authentication helper: `Authorization: Bearer <access token>` → the account and session.
 * The token is checked against D1 on every request, so a revoked session is refused at once.
 * Resolvers and routes take the account id only from here.
 */
import { sha256Hex } from "./crypto";
import { unauthenticated } from "./errors";
import { nowIso, nowMs } from "../calendar/time";
import { speakAccountLanguage } from "../rules/words";

export interface AuthContext {
  accountId: string;
  sessionId: string;
}

/** last_active_at is written at most once per this many seconds per session. */
const LAST_ACTIVE_RESOLUTION_SECONDS = 60;

export function bearerToken(request: Request): string | null {
  const match = /^Bearer\s+([A-Za-z0-9\-._~+/]+=*)\s*$/i.exec(request.headers.get("authorization") ?? "");
  return match?.[1] ?? null;
}

/** The live session of an access token, by the token's hash (`?1`) at a moment (`?2`), with its account's language preference. */
function liveSessionStatement(db: D1Database, tokenHash: string, now: string): D1PreparedStatement {
  return db
    .prepare(
      `SELECT s.id AS session_id, s.account_id, s.last_active_at, a.language_preference
       FROM tokens t JOIN sessions s ON s.id = t.session_id LEFT JOIN accounts a ON a.id = s.account_id
       WHERE t.token_hash = ?1 AND t.kind = 'access' AND t.revoked_at IS NULL AND t.expires_at > ?2
         AND s.revoked_at IS NULL AND s.expires_at > ?2`,
    )
    .bind(tokenHash, now);
}

/** Throws OriginError UNAUTHENTICATED (401) unless the bearer token is a live access token. */
export async function authenticate(request: Request, db: D1Database): Promise<AuthContext> {
  return (await authenticateWith(request, db, () => [])).auth;
}

/**
 * `authenticate`, with more statements in the same D1 batch (one round trip): `companions` gets the
 * token's hash (bind it as the statements need it) and its results come back in `results`, in order.
 * They run whether or not the token is live, so they must not change anything.
 */
export async function authenticateWith(
  request: Request,
  db: D1Database,
  companions: (tokenHash: string) => D1PreparedStatement[],
): Promise<{ auth: AuthContext; results: D1Result[] }> {
  const token = bearerToken(request);
  if (!token) throw unauthenticated();
  const now = nowIso();
  const tokenHash = await sha256Hex(token);
  const [live, ...results] = await db.batch([liveSessionStatement(db, tokenHash, now), ...companions(tokenHash)]);
  const row = live?.results[0] as { session_id: string; account_id: string; last_active_at: string; language_preference: string | null } | undefined;
  if (!row) throw unauthenticated();
  // The account's messages in its own Dutch (rules/words.ts), also before the portal knows the preference.
  speakAccountLanguage(row.language_preference);
  if (Date.parse(row.last_active_at) + LAST_ACTIVE_RESOLUTION_SECONDS * 1000 < nowMs()) {
    await db.prepare("UPDATE sessions SET last_active_at = ? WHERE id = ?").bind(now, row.session_id).run();
  }
  return { auth: { accountId: row.account_id, sessionId: row.session_id }, results };
}
