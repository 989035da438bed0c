/**
 * "Account verwijderen" (ADR 42). Refused while a subscription runs or an invoice is open (each area's
 * `blocksDeletion`). Confirmed with the password (a wrong one counts towards the login lockout), the
 * deletion is scheduled DELETION_GRACE_DAYS ahead: every session ends at once and an e-mail says when;
 * logging in before then offers to undo it (identity/deletion-undo.ts). When the day has come, the
 * five-minute job erases the account in every area (`PersonalData.erase`, one D1 batch) and leaves a
 * tombstone: the name and billing address the kept invoices were sent to, nothing else (no e-mail
 * address, password, phone, birth date or preferences). A confirmation goes to the old address. When
 * the law no longer asks to keep the invoices (`retention_ends_on`, the areas' `kept`), the hourly job
 * erases them, what they refer to and the tombstone.
 */
import { activityStatement } from "../../records/activity";
import { addDays } from "../../calendar/calendar";
import { verifyPassword } from "../../request/crypto";
import { OriginError, notFound, tooManyRequests, validationFailed } from "../../request/errors";
import { lockedUntil, recordFailure } from "../../identity/lockout";
import { endAllSessionsStatements } from "../../identity/sessions";
import { sendMessageStatement } from "../../records/outbox";
import { deletionBlockers, eraseAccount, eraseKeptRecords, keptErasableFrom } from "../../records/personal-data";
import { dutchDate, isoIn, nowIso, nowMs, todayLocal } from "../../calendar/time";
import { normalizeEmail, violation } from "../../rules/validation";
import { getCredentials } from "../account";
import { accountCountry, words } from "../../rules/words";
import type { Area, DeletionBlocker } from "../area";

export const DELETION_GRACE_DAYS = 14;

async function scheduledFor(db: D1Database, accountId: string): Promise<string | null> {
  const row = await db.prepare("SELECT deletion_due_at FROM accounts WHERE id = ?").bind(accountId).first<{ deletion_due_at: string | null }>();
  return row?.deletion_due_at ?? null;
}

/** The last day the law asks to keep the invoices: the day before the first day they may go. */
const lastKeptIso = (erasableFrom: string) => addDays(erasableFrom, -1);

function overview(scheduledFor: string | null, blockers: DeletionBlocker[], erasableFrom: string | null) {
  return { scheduledFor, blockers, graceDays: DELETION_GRACE_DAYS, invoicesKeptUntil: erasableFrom === null ? null : lastKeptIso(erasableFrom) };
}

export async function deletionOverview(db: D1Database, accountId: string, areas: readonly Area[]) {
  const [due, blockers, erasableFrom] = await Promise.all([
    scheduledFor(db, accountId),
    deletionBlockers(db, accountId, areas),
    keptErasableFrom(db, accountId, areas),
  ]);
  return overview(due, blockers, erasableFrom);
}

function deletionDate(dueAt: string): string {
  return dutchDate(dueAt.slice(0, 10));
}

/** The day before `erasableFrom`, in Dutch: the last day the law asks to keep the invoices. */
function lastKeptDay(erasableFrom: string): string {
  return dutchDate(lastKeptIso(erasableFrom));
}

/** "Uw facturen bewaren wij tot en met 31 december 2033 …": the last day the law asks for, when it asks for one. */
function keptInvoicesText(erasableFrom: string | null, ending: string): string[] {
  if (erasableFrom === null) return [];
  return ["", `Uw facturen bewaren wij tot en met ${lastKeptDay(erasableFrom)}, omdat de belastingwet dat vraagt${ending}`];
}

/** How long the account's data is kept (AVG art. 15(1)(d)), for the archive's summary. */
export async function retentionSummary(db: D1Database, accountId: string, areas: readonly Area[]): Promise<string[]> {
  const erasableFrom = await keptErasableFrom(db, accountId, areas);
  return [
    "Hoe lang wij uw gegevens bewaren",
    "--------------------------------",
    `- Zolang u uw account hebt. Verwijdert u uw account (Mijn account > Privacy en gegevens), dan verwijderen wij uw gegevens ${DELETION_GRACE_DAYS} dagen later.`,
    ...(erasableFrom === null
      ? []
      : [
          `- Behalve uw facturen, met de naam en het adres waarop ze staan, en wat daarbij hoort (uw abonnementen, opzeggingen en het tegoed van bezorgklachten): die bewaren wij zolang de belastingwet dat vraagt, tot en met ${lastKeptDay(erasableFrom)}.`,
        ]),
  ];
}

/** Schedules the deletion, or answers the schedule that stands (deleting twice changes nothing). */
export async function requestDeletion(db: D1Database, areas: readonly Area[], auth: { accountId: string; sessionId: string }, password: string) {
  const credentials = await getCredentials(db, auth.accountId);
  if (!credentials) throw notFound();
  const standing = await scheduledFor(db, auth.accountId);
  if (standing) return deletionOverview(db, auth.accountId, areas);

  const blockers = await deletionBlockers(db, auth.accountId, areas);
  if (blockers.length > 0) {
    throw new OriginError("CONFLICT", blockers.map((blocker) => ({ code: "ACCOUNT-DELETION-BLOCKED", message: blocker.message })));
  }
  const email = normalizeEmail(credentials.email);
  const locked = await lockedUntil(db, email);
  const lockedError = (until: string) =>
    tooManyRequests(
      "TOO-MANY-REQUESTS",
      "U heeft te vaak een onjuist wachtwoord ingevoerd. Probeer het over 15 minuten opnieuw.",
      (Date.parse(until) - nowMs()) / 1000,
      "password",
    );
  if (locked) throw lockedError(locked);
  if (password === "") throw validationFailed([violation("REQUIRED", "Vul uw wachtwoord in om te bevestigen dat u het bent.", "password")]);
  if (!(await verifyPassword(password.slice(0, 200), credentials.password_hash))) {
    if (await recordFailure(db, email)) {
      const until = await lockedUntil(db, email);
      if (until) throw lockedError(until);
    }
    throw validationFailed([violation("INVALID-PASSWORD", "Dit wachtwoord is onjuist.", "password")]);
  }

  const dueAt = isoIn(DELETION_GRACE_DAYS * 24 * 60 * 60);
  const w = words(await accountCountry(db, auth.accountId));
  const erasableFrom = await keptErasableFrom(db, auth.accountId, areas);
  const [scheduled] = await db.batch([
    db
      .prepare("UPDATE accounts SET deletion_requested_at = ?, deletion_due_at = ?, updated_at = ? WHERE id = ? AND deletion_due_at IS NULL")
      .bind(nowIso(), dueAt, nowIso(), auth.accountId),
    activityStatement(db, { accountId: auth.accountId, sessionId: auth.sessionId, type: "ACCOUNT_DELETION_REQUESTED", details: { dueAt } }, { ifPreviousChanged: true }),
    sendMessageStatement(
      db,
      {
        to: credentials.email,
        channel: "email",
        subject: "Uw account wordt verwijderd",
        body: [
          `${w.youHave} gevraagd om uw account te verwijderen. Op ${deletionDate(dueAt)} verwijderen wij uw gegevens. U bent op al uw ${w.devices} ${w.loggedOut}.`,
          "",
          `Bedacht? ${w.keepAccount}`,
          ...keptInvoicesText(erasableFrom, "."),
        ].join("\n"),
      },
      { ifPreviousChanged: true },
    ),
    ...endAllSessionsStatements(db, auth.accountId),
  ]);
  // A parallel request scheduled it first: answer the schedule that stands.
  if (!scheduled?.meta.changes) return deletionOverview(db, auth.accountId, areas);
  return overview(dueAt, [], erasableFrom);
}

/** The tombstone address of an erased account: never a deliverable address, never a login. */
export const erasedEmail = (accountId: string) => `verwijderd+${accountId}@verwijderd.invalid`;

/** The five-minute job: erases every account whose grace period has ended. */
export async function eraseDueAccounts(db: D1Database, env: OriginEnv, areas: readonly Area[]): Promise<number> {
  const { results } = await db
    .prepare("SELECT id, email FROM accounts WHERE deletion_due_at IS NOT NULL AND deletion_due_at <= ? AND erased_at IS NULL LIMIT 20")
    .bind(nowIso())
    .all<{ id: string; email: string }>();
  for (const account of results) {
    const now = nowIso();
    const erasableFrom = await keptErasableFrom(db, account.id, areas);
    await eraseAccount(db, account.id, env, areas, [
      sendMessageStatement(db, {
        to: account.email,
        channel: "email",
        subject: "Uw account is verwijderd",
        body: [
          "Uw account en de gegevens die daarbij hoorden zijn verwijderd. U kunt met dit e-mailadres altijd een nieuw account maken.",
          ...keptInvoicesText(erasableFrom, "; daarna verwijderen wij ook die."),
        ].join("\n"),
      }),
      db.prepare("DELETE FROM login_throttle WHERE email = ?1 OR email LIKE '%:' || ?1").bind(normalizeEmail(account.email)),
      db
        .prepare(
          `UPDATE accounts SET email = ?, password_hash = '!', date_of_birth = NULL, gender = NULL, phone_number = NULL, phone_verified = 0,
             language_preference = NULL, email_unconfirmed_since = NULL, deletion_due_at = NULL, erased_at = ?, retention_ends_on = ?, updated_at = ?
           WHERE id = ?`,
        )
        // Nothing the law asks to keep: the rest goes at the next hourly run.
        .bind(erasedEmail(account.id), now, erasableFrom ?? todayLocal(), now, account.id),
    ]);
  }
  return results.length;
}

/**
 * The hourly job: erases what was kept of erased accounts whose retention has ended — their invoices,
 * what those refer to, and the tombstone — each account in one batch. The day is worked out again
 * first, so a row kept later than the day set at erasure is never lost; a tombstone without a day
 * (erased before there was one) gets it here.
 */
export async function eraseKeptPastRetention(db: D1Database, areas: readonly Area[]): Promise<number> {
  const today = todayLocal();
  const { results } = await db
    .prepare("SELECT id, retention_ends_on FROM accounts WHERE erased_at IS NOT NULL AND (retention_ends_on IS NULL OR retention_ends_on <= ?) LIMIT 50")
    .bind(today)
    .all<{ id: string; retention_ends_on: string | null }>();
  let erased = 0;
  for (const account of results) {
    const erasableFrom = (await keptErasableFrom(db, account.id, areas)) ?? account.retention_ends_on ?? today;
    if (erasableFrom > today) {
      await db.prepare("UPDATE accounts SET retention_ends_on = ? WHERE id = ?").bind(erasableFrom, account.id).run();
      continue;
    }
    await eraseKeptRecords(db, account.id, areas, [db.prepare("DELETE FROM accounts WHERE id = ? AND erased_at IS NOT NULL").bind(account.id)]);
    erased++;
  }
  return erased;
}
