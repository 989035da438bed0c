import type { Submission } from "@conform-to/react";
import { data, type RouterContextProvider } from "react-router";
import { type AppContext, appContext } from "~/platform/context";
import { OriginError } from "~/platform/origin.server";
import { type Session, sessionContext } from "~/platform/session.server";
import { translate } from "~/platform/translations";
import { type Violation, violationText } from "~/platform/violations";
import type { IntentReply } from "./form-feedback";

export type Translate = (key: string, fallback: string, values?: Record<string, string | number>) => string;

/** What the account-settings loaders and actions need: the context, the session and the visitor's language. */
export interface SettingsRequest {
  app: AppContext;
  session: Session;
  /** The subscriber's language preference, else the brand's country (as the root loader decides). */
  language: "nl" | "be";
  /** Server-side texts in that language. */
  t: Translate;
}

/** The account layout's requireAccount middleware has run, so there is a session. */
export function settingsRequest(context: Readonly<RouterContextProvider>): SettingsRequest {
  const app = context.get(appContext);
  const { session, languagePreference } = context.get(sessionContext);
  if (!session) throw new Error("account settings route without a session (requireAccount did not run)");
  const language = languagePreference ? (languagePreference === "nl-BE" ? "be" : "nl") : app.brand?.country === "be" ? "be" : "nl";
  const translations = languagePreference ? app.translationsFor(language) : app.translations;
  return { app, session, language, t: (key, fallback, values) => translate(translations, key, fallback, values) };
}

// The reply of every intent-dispatched account-settings action: which form answered, Conform's
// result (errors next to the field or form-level) and, on success, the Dutch message to show.

/** 400 with the schema's errors. */
export function invalidSubmission(submission: Submission<unknown>, intent: string | null) {
  return data<IntentReply>({ intent, result: submission.reply(), message: null }, { status: 400 });
}

/** Success: the message for the notification; forms that show stored values keep them (`resetForm: false`). */
export function succeeded(
  submission: Submission<unknown>,
  intent: string,
  message: string,
  subject: string | null = null,
  { resetForm = true }: { resetForm?: boolean } = {},
) {
  return data<IntentReply>({ intent, result: submission.reply({ resetForm }), message, subject });
}

/** Dutch text for one violation: the content's error-code text, else the origin's own Dutch message, else the generic one. */
export function violationMessage({ app, t }: SettingsRequest, violation: Violation): string {
  if (violation.message && !t(`errorCodes.${violation.code}`, "")) return violation.message;
  return violationText(violation.code, t, (message) => app.report(new Error(message), "error code"));
}

/**
 * A refused or failed origin call as the form's reply with the origin's status. Violations on a
 * field the form has (`fields`: origin field → form field) go next to it; the rest are form-level.
 * Anything that is not an origin failure is rethrown.
 */
export function originRefused(
  request: SettingsRequest,
  submission: Submission<unknown>,
  intent: string,
  error: unknown,
  { fields = {}, subject = null }: { fields?: Record<string, string>; subject?: string | null } = {},
) {
  if (!(error instanceof OriginError)) throw error;
  const { violations, status } = error.violation;
  if (status >= 500) request.app.report(error, `account settings: ${intent}`);
  const formErrors: string[] = [];
  const fieldErrors: Record<string, string[]> = {};
  for (const violation of violations) {
    const text = violationMessage(request, violation);
    const field = violation.field ? fields[violation.field] : undefined;
    if (field) (fieldErrors[field] ??= []).push(text);
    else formErrors.push(text);
  }
  return data<IntentReply>(
    { intent, result: submission.reply({ formErrors, fieldErrors }), message: null, subject },
    // The origin's refusals (4xx) as they are; a failure of the origin itself is a bad gateway.
    { status: status >= 400 && status < 500 ? status : 502 },
  );
}
