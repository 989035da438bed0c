/**
 * The lockout against guessing (D1 table `login_throttle`, keyed by an e-mail address or another
 * key such as `subscription-link:<account id>`): 5 failures lock the key for 15 minutes, even for
 * the right answer. Shared by the login form and updatePassword (per e-mail address, so a stolen
 * session cannot be used to guess the password either) and by linkSubscriptionAsOwner.
 */
import { isoIn, nowIso, nowMs } from "../calendar/time";

export const MAX_FAILED_LOGINS = 5;
export const LOCKOUT_SECONDS = 15 * 60;

/** The end of the lock, if the address is locked out now. */
export async function lockedUntil(db: D1Database, email: string): Promise<string | null> {
  const row = await db
    .prepare("SELECT locked_until FROM login_throttle WHERE email = ? AND locked_until > ?")
    .bind(email, nowIso())
    .first<{ locked_until: string }>();
  return row?.locked_until ?? null;
}

/**
 * Counts a wrong password (or another failed guess; `maxFailures` for a key with a limit of its own) atomically. The count starts again after a lock has expired or when the
 * previous failure is older than the lockout window. Returns true when the address is now locked.
 */
export async function recordFailure(db: D1Database, email: string, maxFailures = MAX_FAILED_LOGINS): Promise<boolean> {
  const now = nowIso();
  const windowStart = new Date(nowMs() - LOCKOUT_SECONDS * 1000).toISOString();
  const fresh = `(login_throttle.locked_until IS NOT NULL AND login_throttle.locked_until <= ?1)
                 OR login_throttle.last_failed_at IS NULL OR login_throttle.last_failed_at < ?2`;
  const row = await db
    .prepare(
      `INSERT INTO login_throttle (email, failed_count, last_failed_at, locked_until) VALUES (?3, 1, ?1, NULL)
       ON CONFLICT (email) DO UPDATE SET
         failed_count = CASE WHEN ${fresh} THEN 1 ELSE login_throttle.failed_count + 1 END,
         locked_until = CASE WHEN (CASE WHEN ${fresh} THEN 1 ELSE login_throttle.failed_count + 1 END) >= ?4
                             THEN ?5 ELSE NULL END,
         last_failed_at = ?1
       RETURNING failed_count, locked_until`,
    )
    .bind(now, windowStart, email, maxFailures, isoIn(LOCKOUT_SECONDS))
    .first<{ failed_count: number; locked_until: string | null }>();
  return Boolean(row?.locked_until);
}

/** When the key was last counted (a failure or a request under withinLimit), or null. */
export async function lastCountedAt(db: D1Database, key: string): Promise<string | null> {
  const row = await db.prepare("SELECT last_failed_at FROM login_throttle WHERE email = ?").bind(key).first<{ last_failed_at: string | null }>();
  return row?.last_failed_at ?? null;
}

/** Forgets the failures of an address (after a successful password check). */
export function clearFailuresStatement(db: D1Database, email: string): D1PreparedStatement {
  return db.prepare("DELETE FROM login_throttle WHERE email = ?").bind(email);
}

/**
 * Counts one request against a limit of its own (this table as a counter, under a key apart from the
 * login's, e.g. `password-reset:<address>`): false when the key has reached its limit in the window.
 */
export async function withinLimit(db: D1Database, key: string, max: number): Promise<boolean> {
  if (await lockedUntil(db, key)) return false;
  await recordFailure(db, key, max);
  return true;
}
