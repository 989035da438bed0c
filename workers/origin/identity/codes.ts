/**
 * One-time codes of the identity provider (table `identity_codes`, ADR 42): 6 digits sent by e-mail to
 * reset a forgotten password or to confirm a new account's address. Only SHA-256("<id>:<code>") is
 * stored. A code is valid for its purpose's stated time and once; five wrong entries spend it; a new
 * one is sent at most every 60 seconds per address and purpose, and supersedes the open one.
 *
 * Every refusal of a code is the same message (wrong, expired, spent, superseded, or an address without
 * an account), so the code form tells nobody whether an address has an account.
 */
import { nanoid } from "nanoid";
import { codeHash, generateCode, timingSafeEqualText } from "../request/crypto";
import { sendMessageStatement, type OutboxMessage } from "../records/outbox";
import { nowMs } from "../calendar/time";
import { isVerificationCodeFormat } from "../rules/validation";

export type CodePurpose = "PASSWORD_RESET" | "REGISTRATION";

/** How long a code is valid, per purpose (stated on the page and in the e-mail). */
export const CODE_MINUTES: Record<CodePurpose, number> = { PASSWORD_RESET: 15, REGISTRATION: 30 };
export const MAX_CODE_ATTEMPTS = 5;
export const RESEND_WAIT_SECONDS = 60;

export const CODE_REFUSED = "De code is onjuist of niet meer geldig. Controleer de code in de nieuwste e-mail, of vraag een nieuwe code aan.";
export const CODE_FORMAT = "Vul de code van 6 cijfers uit de e-mail in.";

interface CodeRow {
  id: string;
  account_id: string;
  code_hash: string;
  attempts_left: number;
}

/** Seconds until a new code may be sent to this address for this purpose (0: now). */
export async function resendWait(db: D1Database, purpose: CodePurpose, email: string): Promise<number> {
  const row = await db
    .prepare("SELECT MAX(created_at) AS created_at FROM identity_codes WHERE email = ? AND purpose = ?")
    .bind(email, purpose)
    .first<{ created_at: string | null }>();
  return secondsToWaitAfter(row?.created_at ?? null);
}

/** The seconds until a new code may go out after one sent (or asked for) at `lastAt`; 0 when none was. */
export function secondsToWaitAfter(lastAt: string | null): number {
  if (!lastAt) return 0;
  return Math.max(0, Math.ceil((Date.parse(lastAt) + RESEND_WAIT_SECONDS * 1000 - nowMs()) / 1000));
}

/**
 * A new code for an account's address: the INSERT (guarded by the resend wait in the same statement),
 * the e-mail (only when the INSERT happened) and the superseding of the older open code, as statements
 * to batch with whatever else the request changes. `message` gets the code and its validity in minutes.
 */
export async function newCodeStatements(
  db: D1Database,
  input: { purpose: CodePurpose; accountId: string; email: string; message: (code: string, minutes: number) => OutboxMessage },
): Promise<D1PreparedStatement[]> {
  const id = `ic_${nanoid()}`;
  const code = generateCode();
  const at = nowMs();
  const now = new Date(at).toISOString();
  const minutes = CODE_MINUTES[input.purpose];
  return [
    db
      .prepare(
        `INSERT INTO identity_codes (id, purpose, email, account_id, code_hash, attempts_left, created_at, expires_at)
         SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8
         WHERE NOT EXISTS (SELECT 1 FROM identity_codes WHERE email = ?3 AND purpose = ?2 AND created_at > ?9)`,
      )
      .bind(
        id, input.purpose, input.email, input.accountId, await codeHash(id, code), MAX_CODE_ATTEMPTS, now,
        new Date(at + minutes * 60_000).toISOString(), new Date(at - RESEND_WAIT_SECONDS * 1000).toISOString(),
      ),
    sendMessageStatement(db, input.message(code, minutes), { ifPreviousChanged: true }),
    db
      .prepare(
        `UPDATE identity_codes SET superseded_at = ?1
         WHERE email = ?2 AND purpose = ?3 AND id != ?4 AND used_at IS NULL AND superseded_at IS NULL
           AND EXISTS (SELECT 1 FROM identity_codes WHERE id = ?4)`,
      )
      .bind(now, input.email, input.purpose, id),
  ];
}

export type CodeCheck =
  | { ok: true; accountId: string; codeId: string; markUsed: D1PreparedStatement }
  | { ok: false; message: string };

/**
 * Checks a typed code against the open code of this address and purpose. Each attempt is reserved
 * (attempts_left - 1, atomically) before the comparison, so parallel guesses never add up to more than
 * five. A right code gives back `markUsed`: the statement that spends it, to run first in the batch of
 * the change it allows — the change must only take effect when that statement changed a row.
 */
export async function checkCode(db: D1Database, purpose: CodePurpose, email: string, typed: string): Promise<CodeCheck> {
  const code = typed.replace(/\s+/g, "");
  if (!isVerificationCodeFormat(code)) return { ok: false, message: CODE_FORMAT };
  const now = new Date(nowMs()).toISOString();
  const row = await db
    .prepare(
      `UPDATE identity_codes SET attempts_left = attempts_left - 1
       WHERE id = (SELECT id FROM identity_codes WHERE email = ?1 AND purpose = ?2 AND used_at IS NULL AND superseded_at IS NULL
                   AND expires_at > ?3 ORDER BY created_at DESC, rowid DESC LIMIT 1)
         AND attempts_left > 0
       RETURNING id, account_id, code_hash, attempts_left`,
    )
    .bind(email, purpose, now)
    .first<CodeRow>();
  if (!row || !timingSafeEqualText(await codeHash(row.id, code), row.code_hash)) return { ok: false, message: CODE_REFUSED };
  return {
    ok: true,
    accountId: row.account_id,
    codeId: row.id,
    markUsed: db.prepare("UPDATE identity_codes SET used_at = ?1 WHERE id = ?2 AND used_at IS NULL AND superseded_at IS NULL").bind(now, row.id),
  };
}

/** "Uw code voor …: 123456" — the first line of every code e-mail; tests and the dev outbox read the code from it. */
export function identityCodeLine(code: string): string {
  return `Uw code voor Mijn Omgeving: ${code}`;
}

/** When a new code is asked for within the wait: use the last one, or ask again in a moment. */
export function waitNotice(seconds: number): string {
  return `U heeft net een code gekregen. Gebruik de code uit die e-mail, of vraag over ${seconds} ${seconds === 1 ? "seconde" : "seconden"} een nieuwe aan.`;
}
