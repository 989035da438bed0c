/**
 * Verification challenges: a 6-digit code sent to a new e-mail address or mobile number before it
 * becomes the account's. Only SHA-256("<challenge id>:<code>") is stored. A code lives 10 minutes,
 * a challenge takes 5 wrong codes, and a new code is sent at most every 60 seconds per account and
 * kind. Starting again supersedes the open challenge of the same kind. A challenge of another
 * account behaves exactly like an unknown id (NOT-FOUND).
 */
import { nanoid } from "nanoid";
import { activityStatement, type ActivityInput } from "../../records/activity";
import { codeHash, generateCode, timingSafeEqualText } from "../../request/crypto";
import { conflict, notFound, OriginError, tooManyRequests } from "../../request/errors";
import { sendMessageStatement, type OutboxMessage } from "../../records/outbox";
import { nowIso, nowMs } from "../../calendar/time";
import { isVerificationCodeFormat, violation } from "../../rules/validation";
import { callerMessage } from "../../rules/words";

export { codeHash, generateCode };

export const CODE_TTL_SECONDS = 10 * 60;
export const MAX_CODE_ATTEMPTS = 5;
export const RESEND_THROTTLE_SECONDS = 60;

export type ChallengeKind = "EMAIL" | "PHONE";

export interface ChallengeRow {
  id: string;
  account_id: string;
  kind: ChallengeKind;
  target: string;
  code_hash: string;
  attempts_left: number;
  created_at: string;
  expires_at: string;
  verified_at: string | null;
  applied_at: string | null;
  superseded_at: string | null;
}

/** The first line of every code message; tests and the dev outbox read the code from it. */
export function codeLine(code: string): string {
  return `Uw verificatiecode voor Mijn Omgeving: ${code}`;
}

function codeMessage(kind: ChallengeKind, to: string, code: string): OutboxMessage {
  if (kind === "PHONE") {
    return { to, channel: "sms", subject: "Verificatiecode", body: `${codeLine(code)}. De code is 10 minuten geldig.` };
  }
  return {
    to,
    channel: "email",
    subject: "Uw verificatiecode voor Mijn Omgeving",
    body: [
      codeLine(code),
      "",
      "Vul deze code in Mijn Omgeving in om uw nieuwe e-mailadres te bevestigen. De code is 10 minuten geldig.",
      "",
      // Asked for in the portal: in the words of the brand the subscriber is using.
      callerMessage("Heeft u dit niet zelf aangevraagd? Dan kunt u dit bericht negeren; er verandert niets."),
    ].join("\n"),
  };
}

/**
 * To an address that already has an account, when someone asks to move their login to it: no code (the
 * change cannot go through), and the owner learns why. The one who asked sees the same page as for any
 * address, so the portal does not tell whether an address has an account (ADR 46).
 */
export function addressInUseMessage(to: string): OutboxMessage {
  return {
    to,
    channel: "email",
    subject: "Iemand wilde dit e-mailadres gebruiken voor Mijn Omgeving",
    body: [
      "Er is gevraagd om dit e-mailadres te gebruiken als inlognaam van een account in Mijn Omgeving. Dit e-mailadres hoort al bij een account, daarom kan dat niet en krijgt u geen code.",
      "",
      callerMessage("Heeft u dit zelf gedaan? Kies dan in Mijn Omgeving een ander e-mailadres. Heeft u dit niet zelf gedaan? Dan hoeft u niets te doen; er verandert niets."),
    ].join("\n"),
  };
}

// --- Errors (Dutch, formal) ---------------------------------------------------------------------

function invalidCode(attemptsLeft: number, message?: string): OriginError {
  const text =
    message ??
    (attemptsLeft > 0
      ? `De code is onjuist. U kunt het nog ${attemptsLeft} keer proberen.`
      : "De code is onjuist. U kunt het niet nog eens proberen; vraag een nieuwe code aan.");
  return new OriginError("BAD_USER_INPUT", [violation("INVALID-VERIFICATION-CODE", text, "code")], {
    extensions: { attemptsLeft },
  });
}

/** The code of an applied challenge: no attempts to count any more, so no extensions.attemptsLeft. */
function codeSpent(): OriginError {
  return new OriginError("BAD_USER_INPUT", [violation("INVALID-VERIFICATION-CODE", "Deze code is al gebruikt en niet meer geldig.", "code")]);
}

function tooManyAttempts(): OriginError {
  return new OriginError(
    "TOO_MANY_REQUESTS",
    [violation("TOO-MANY-ATTEMPTS", "U heeft te vaak een onjuiste code ingevuld. Vraag een nieuwe code aan.", "code")],
    { extensions: { attemptsLeft: 0 } },
  );
}

function codeExpired(superseded = false): OriginError {
  return conflict(
    "VERIFICATION-CODE-EXPIRED",
    superseded
      ? "Er is intussen een nieuwe code verstuurd. Gebruik de code uit het nieuwste bericht."
      : "Deze code is verlopen. Vraag een nieuwe code aan.",
  );
}

// --- Reading ------------------------------------------------------------------------------------

/** A challenge of this account and kind; null for unknown ids and for other accounts' ids. */
export async function getChallenge(db: D1Database, accountId: string, kind: ChallengeKind, id: string): Promise<ChallengeRow | null> {
  return db
    .prepare("SELECT * FROM verification_challenges WHERE id = ? AND account_id = ? AND kind = ?")
    .bind(id, accountId, kind)
    .first<ChallengeRow>();
}

/** The open challenge of a kind: not applied, not superseded, not expired. */
export async function openChallenge(db: D1Database, accountId: string, kind: ChallengeKind): Promise<ChallengeRow | null> {
  return db
    .prepare(
      `SELECT * FROM verification_challenges WHERE account_id = ? AND kind = ? AND applied_at IS NULL
         AND superseded_at IS NULL AND expires_at > ? ORDER BY created_at DESC, rowid DESC LIMIT 1`,
    )
    .bind(accountId, kind, nowIso())
    .first<ChallengeRow>();
}

/** When the next code may be sent (ISO). */
export function resendAvailableAt(row: Pick<ChallengeRow, "created_at">): string {
  return new Date(Date.parse(row.created_at) + RESEND_THROTTLE_SECONDS * 1000).toISOString();
}

// --- Starting -----------------------------------------------------------------------------------

/**
 * Creates a challenge, sends its code and writes the activity event, in one batch. The INSERT is
 * guarded by the resend throttle inside the same statement, and every later statement of the batch
 * runs only if the one before it changed a row, so a throttled request leaves no trace at all.
 */
export async function startChallenge(
  db: D1Database,
  input: {
    accountId: string;
    kind: ChallengeKind;
    target: string;
    /** Where the code goes (the new address or number). */
    to: string;
    event: Omit<ActivityInput, "accountId">;
    /** Instead of the code: what the address is told (an address another account has gets no code). */
    message?: OutboxMessage;
  },
): Promise<ChallengeRow> {
  const id = `vc_${nanoid()}`;
  const code = generateCode();
  // One reading of the clock, so created_at, expires_at and the throttle window agree to the millisecond.
  const at = nowMs();
  const now = new Date(at).toISOString();
  const expiresAt = new Date(at + CODE_TTL_SECONDS * 1000).toISOString();
  const throttleSince = new Date(at - RESEND_THROTTLE_SECONDS * 1000).toISOString();
  const [created] = await db.batch([
    db
      .prepare(
        `INSERT INTO verification_challenges (id, account_id, kind, target, code_hash, attempts_left, created_at, expires_at)
         SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8
         WHERE NOT EXISTS (SELECT 1 FROM verification_challenges WHERE account_id = ?2 AND kind = ?3 AND created_at > ?9)`,
      )
      .bind(id, input.accountId, input.kind, input.target, await codeHash(id, code), MAX_CODE_ATTEMPTS, now, expiresAt, throttleSince),
    sendMessageStatement(db, input.message ?? codeMessage(input.kind, input.to, code), { ifPreviousChanged: true }),
    activityStatement(db, { ...input.event, accountId: input.accountId }, { ifPreviousChanged: true }),
    db
      .prepare(
        `UPDATE verification_challenges SET superseded_at = ?1
         WHERE account_id = ?2 AND kind = ?3 AND id != ?4 AND applied_at IS NULL AND superseded_at IS NULL
           AND EXISTS (SELECT 1 FROM verification_challenges WHERE id = ?4)`,
      )
      .bind(now, input.accountId, input.kind, id),
  ]);
  if (!created?.meta.changes) {
    const latest = await db
      .prepare("SELECT MAX(created_at) AS created_at FROM verification_challenges WHERE account_id = ? AND kind = ?")
      .bind(input.accountId, input.kind)
      .first<{ created_at: string | null }>();
    const retryAfter = latest?.created_at ? (Date.parse(resendAvailableAt({ created_at: latest.created_at })) - nowMs()) / 1000 : RESEND_THROTTLE_SECONDS;
    const seconds = Math.max(1, Math.ceil(retryAfter));
    throw tooManyRequests(
      "TOO-MANY-REQUESTS",
      `U heeft net een code aangevraagd. U kunt over ${seconds} ${seconds === 1 ? "seconde" : "seconden"} een nieuwe code aanvragen.`,
      seconds,
    );
  }
  return (await getChallenge(db, input.accountId, input.kind, id))!;
}

// --- Checking -----------------------------------------------------------------------------------

/** Throws the error for a challenge that can no longer take a code. */
function assertTakesCodes(row: ChallengeRow, now: string): void {
  if (row.applied_at) throw codeSpent();
  if (row.superseded_at) throw codeExpired(true);
  if (row.attempts_left <= 0) throw tooManyAttempts();
  if (row.expires_at <= now) throw codeExpired();
}

/**
 * Checks a code. Every attempt is reserved (attempts_left - 1, atomically) before the comparison, so
 * parallel guesses can never add up to more than 5; a right code gives the attempt back. On success
 * the challenge is marked verified (and applied, with `apply`) in one batch with the statements of
 * `then`, which must only take effect when that mark changed a row (guard them with changes() > 0).
 */
export async function verifyCode(
  db: D1Database,
  input: {
    accountId: string;
    kind: ChallengeKind;
    challengeId: string;
    code: string;
    apply: boolean;
    then?: (row: ChallengeRow) => D1PreparedStatement[];
  },
): Promise<ChallengeRow> {
  const row = await getChallenge(db, input.accountId, input.kind, input.challengeId);
  if (!row) throw notFound();
  const now = nowIso();
  assertTakesCodes(row, now);
  const code = input.code.trim();
  if (!isVerificationCodeFormat(code)) throw invalidCode(row.attempts_left, "Vul de code van 6 cijfers in.");

  const reserved = await db
    .prepare(
      `UPDATE verification_challenges SET attempts_left = attempts_left - 1
       WHERE id = ? AND attempts_left > 0 AND applied_at IS NULL AND superseded_at IS NULL AND expires_at > ?
       RETURNING attempts_left`,
    )
    .bind(row.id, now)
    .first<{ attempts_left: number }>();
  if (!reserved) {
    const current = await getChallenge(db, input.accountId, input.kind, input.challengeId);
    if (current) assertTakesCodes(current, now);
    throw tooManyAttempts();
  }
  if (!timingSafeEqualText(await codeHash(row.id, code), row.code_hash)) throw invalidCode(reserved.attempts_left);

  const [marked] = await db.batch([
    db
      .prepare(
        `UPDATE verification_challenges SET attempts_left = attempts_left + 1, verified_at = COALESCE(verified_at, ?1),
           applied_at = CASE WHEN ?2 THEN ?1 ELSE applied_at END
         WHERE id = ?3 AND applied_at IS NULL AND superseded_at IS NULL`,
      )
      .bind(now, input.apply ? 1 : 0, row.id),
    ...(input.then?.(row) ?? []),
  ]);
  if (!marked?.meta.changes) {
    // Applied or superseded by a parallel request in the meantime.
    const current = await getChallenge(db, input.accountId, input.kind, input.challengeId);
    if (current) assertTakesCodes(current, now);
    throw codeSpent();
  }
  return (await getChallenge(db, input.accountId, input.kind, input.challengeId))!;
}

/**
 * For changeEmail: the challenge must be verified, not applied, not superseded and not expired.
 * Returns the statement that marks it applied (first in the batch of the change it guards).
 */
export async function verifiedChallengeForApply(
  db: D1Database,
  accountId: string,
  kind: ChallengeKind,
  challengeId: string,
): Promise<{ row: ChallengeRow; markApplied: D1PreparedStatement }> {
  const row = await getChallenge(db, accountId, kind, challengeId);
  if (!row) throw notFound();
  const now = nowIso();
  if (row.applied_at || row.expires_at <= now) throw codeExpired();
  if (row.superseded_at) throw codeExpired(true);
  if (!row.verified_at) {
    throw conflict("VERIFICATION-REQUIRED", "Bevestig eerst uw nieuwe e-mailadres met de code die we u hebben gestuurd.");
  }
  const markApplied = db
    .prepare(
      `UPDATE verification_challenges SET applied_at = ?1
       WHERE id = ?2 AND account_id = ?3 AND applied_at IS NULL AND superseded_at IS NULL AND verified_at IS NOT NULL
         AND expires_at > ?1`,
    )
    .bind(now, row.id, accountId);
  return { row, markApplied };
}

export { codeExpired };
