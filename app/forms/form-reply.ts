import type { SubmissionResult } from "@conform-to/react";

/** What every account form action answers: the Conform result of the form that was sent (by intent). */
export interface FormReply {
  intent: string;
  result: SubmissionResult<string[]>;
  /** Set on success: the Dutch confirmation to announce. */
  done?: string;
  /** Set on success where the page shows the outcome beside what it concerns: that thing's id (issue 58). */
  subject?: string;
}

/** The intent of the reply while a submit waits for the connection (offline-submit.ts): it matches no form, so every form keeps what it shows. */
export const OFFLINE_INTENT = "offline";

/** The action's reply for this form only (several forms share one action, told apart by intent). */
export function replyFor(reply: FormReply | undefined, intent: string): SubmissionResult<string[]> | undefined {
  return reply?.intent === intent ? reply.result : undefined;
}

/**
 * React Router skips revalidation after a 4xx action by default. These pages show the origin's state
 * (version, attempts left, resend time), so after every submission the data is read again (spec §7).
 */
export function revalidateAfterSubmission({ formMethod, defaultShouldRevalidate, actionResult }: { formMethod?: string; defaultShouldRevalidate: boolean; actionResult?: unknown }) {
  // A submit that is waiting for the connection (offline-submit.ts) changed nothing, and reading now would fail.
  if ((actionResult as Partial<FormReply> | undefined)?.intent === OFFLINE_INTENT) return false;
  return formMethod?.toUpperCase() === "POST" ? true : defaultShouldRevalidate;
}
