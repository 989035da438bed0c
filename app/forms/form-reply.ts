import type { SubmissionResult } from "@conform-to/react";

/** What every account form action answers: the Conform result of the form that was sent (by intent). */
export interface FormReply<Screen = unknown> {
  intent: string;
  result: SubmissionResult<string[]>;
  /** Set on success: the Dutch confirmation to announce. */
  done?: string;
  /** Set on success where the page shows the outcome beside what it concerns: that thing's id (issue 58). */
  subject?: string;
  /**
   * The page's data as the write left it, from the write's own answer (issue 59, ADR 51): the page shows
   * it instead of its loader's, and nothing is read again (see `revalidateAfterSubmission`).
   */
  screen?: Screen;
  /** A step that wrote nothing (an address lookup): what the page shows stands, so nothing is read again. */
  unchanged?: true;
}

/** Whether the action's answer carried the page's fresh data, or changed nothing (then no loader needs to read again). */
function carriesScreen(actionResult: unknown): boolean {
  const reply = actionResult as Partial<FormReply<unknown>> | undefined;
  return reply?.screen !== undefined || reply?.unchanged === true;
}

/** The intent of the reply while a submit waits for the connection (offline-submit.ts): it matches no form, so every form keeps what it shows. */
export const OFFLINE_INTENT = "offline";

/** The action's reply for this form only (several forms share one action, told apart by intent). */
export function replyFor(reply: FormReply | undefined, intent: string): SubmissionResult<string[]> | undefined {
  return reply?.intent === intent ? reply.result : undefined;
}

/**
 * React Router skips revalidation after a 4xx action by default. These pages show the origin's state
 * (version, attempts left, resend time), so after every submission the data is read again (spec §7) —
 * unless the write's answer carried it (`screen`, issue 59): then nothing is read again.
 */
export function revalidateAfterSubmission({ formMethod, defaultShouldRevalidate, actionResult }: { formMethod?: string; defaultShouldRevalidate: boolean; actionResult?: unknown }) {
  // A submit that is waiting for the connection (offline-submit.ts) changed nothing, and reading now would fail.
  if ((actionResult as Partial<FormReply> | undefined)?.intent === OFFLINE_INTENT) return false;
  return formMethod?.toUpperCase() === "POST" ? !carriesScreen(actionResult) : defaultShouldRevalidate;
}

/**
 * The root's rule after a submission on the same page: its data (login state, language, the page's
 * texts) stays when the write answered with the page's screen, since such a write changes only what the
 * page shows (a write that changes the root's data, such as the language preference, answers without one).
 */
export function rootKeepsAfterWrite({ formMethod, actionResult }: { formMethod?: string; actionResult?: unknown }): boolean {
  return formMethod?.toUpperCase() === "POST" && carriesScreen(actionResult);
}
