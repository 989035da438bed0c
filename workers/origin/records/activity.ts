/**
 * Writing the activity timeline: one row per change an account makes (or that is made to it), in the
 * same D1 batch as the change. Reading it is the activity area (areas/activity).
 */
import { conflict } from "../request/errors";
import { nowIso } from "../calendar/time";

/**
 * The event types. The identity provider's are here; each area declares its own in its index.ts by
 * declaration merging (`declare module "../../records/activity" { interface ActivityTypes { X: true } }`),
 * so a new area never edits this file. The portal labels every type (and unknown ones generically).
 */
export interface ActivityTypes {
  LOGIN: true;
  LOGOUT: true;
  /** Registration at the identity provider ("Account maken", `prompt=create`). */
  ACCOUNT_CREATED: true;
  /** The new account's e-mail address confirmed with the code sent to it (ADR 42). */
  EMAIL_CONFIRMED: true;
  /** A forgotten password replaced through "Ik ben mijn wachtwoord vergeten"; every session ended (ADR 42). */
  PASSWORD_RESET: true;
  /** A scheduled deletion undone by logging in during the grace period (ADR 42). */
  ACCOUNT_DELETION_UNDONE: true;
}

export type ActivityType = keyof ActivityTypes;

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

/** Runs a guarded change and its activity event in one batch; CONFLICT when the guard matched nothing. */
export async function guardedChange(db: D1Database, change: D1PreparedStatement, event: ActivityInput, followers: readonly D1PreparedStatement[] = []): Promise<void> {
  // `followers` (an e-mail) go in the same batch; each should write only when the one before it did (ifPreviousChanged).
  const [result] = await db.batch([change, activityStatement(db, event, { ifPreviousChanged: true }), ...followers]);
  if (!result?.meta.changes) throw conflict("CHANGED-MEANWHILE", "Dit is intussen al gewijzigd. Vernieuw de pagina.");
}
