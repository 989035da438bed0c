import type { Submission } from "@conform-to/zod/v4";
import { data } from "react-router";
import { OriginError } from "~/platform/origin/violations";
import { type Violation, type ViolationError, violationText } from "~/platform/origin/violations";
import type { AccountRequest } from "./account-request.server";
import type { FormReply } from "./form-reply";

// Every account form answers the same way: the Conform result of the form that was sent (by its
// intent), a status that says what happened, and on success what was done (for the notification).

/** Fields whose value never goes back into the HTML (passwords). */
interface HideOptions {
  hideFields?: string[];
}

/** Invalid input: nothing was sent to the origin; everything typed comes back (400). */
export function invalid(intent: string, submission: Submission<unknown>, options?: HideOptions) {
  return data<FormReply<never>>({ intent, result: submission.reply(options) }, { status: 400 });
}

/**
 * Success: the form starts again from the stored data — the `screen` the write answered with (issue 59:
 * the page reads nothing again), else the page's loaders read it again.
 */
export function succeeded<Screen = never>(intent: string, submission: Submission<unknown>, done: string, subject?: string | null, screen?: Screen) {
  return data<FormReply<Screen>>(
    { intent, result: submission.reply({ resetForm: true }), done, ...(subject ? { subject } : {}), ...(screen === undefined ? {} : { screen }) },
    { status: 200 },
  );
}

/** A problem the portal itself found after validation (e.g. no open challenge). */
export function refused(intent: string, submission: Submission<unknown>, status: number, formErrors: string[], options?: HideOptions) {
  return data<FormReply<never>>({ intent, result: submission.reply({ ...options, formErrors }) }, { status });
}

/** The last path segment of an origin field ("address.zipCode" → "zipCode") when the form has it. */
function formField(violation: Violation, fields: readonly string[]): string | null {
  if (!violation.field) return null;
  const name = violation.field.split(".").at(-1) ?? "";
  return fields.includes(name) ? name : null;
}

export interface RejectOptions extends HideOptions {
  /** Form fields an origin violation's `field` may name. */
  fields: readonly string[];
  /** Texts that replace the translation of a code (e.g. with the attempts left). */
  messages?: Partial<Record<string, string>>;
  /** Field a code belongs to even when the origin names no field. */
  codeFields?: Partial<Record<string, string>>;
}

/** The texts of a refused call: field violations next to their field, the rest as form errors. */
export function violationErrors(request: Pick<AccountRequest, "app" | "t">, violation: ViolationError, options: Pick<RejectOptions, "fields" | "messages" | "codeFields">) {
  const fieldErrors: Record<string, string[]> = {};
  const formErrors: string[] = [];
  const report = (error: Error) => request.app.report(error, "account form");
  for (const item of violation.violations) {
    const override = options.messages?.[item.code];
    const field = formField(item, options.fields) ?? options.codeFields?.[item.code] ?? null;
    if (field) {
      // The origin's own Dutch message names the field; a translated code text is the fallback.
      (fieldErrors[field] ??= []).push(override ?? item.message ?? violationText(item.code, request.t, report));
    } else {
      formErrors.push(override ?? violationText(item.code, request.t, report));
    }
  }
  return { fieldErrors, formErrors };
}

/**
 * HTTP status for a refused call: the origin's 4xx as is (400, 409, 429…); a network failure or any
 * failure of the origin itself 500, as the spec has it for network and unknown failures.
 */
export function replyStatus(violation: ViolationError): number {
  return violation.status >= 400 && violation.status < 500 ? violation.status : 500;
}

/**
 * An origin call that failed: the user's input comes back with the origin's violations on their
 * fields. Anything but an OriginError is a bug and is thrown to the error boundary.
 */
export function rejected(request: Pick<AccountRequest, "app" | "t">, intent: string, submission: Submission<unknown>, error: unknown, options: RejectOptions) {
  if (!(error instanceof OriginError)) throw error;
  const { fields, messages, codeFields, ...replyOptions } = options;
  if (error.violation.status >= 500) request.app.report(error, `account form ${intent}`);
  const { fieldErrors, formErrors } = violationErrors(request, error.violation, { fields, messages, codeFields });
  return data<FormReply<never>>(
    { intent, result: submission.reply({ ...replyOptions, fieldErrors, formErrors }) },
    { status: replyStatus(error.violation) },
  );
}

export function isOriginCode(error: unknown, code: string): error is OriginError {
  return error instanceof OriginError && error.violation.violations.some((violation) => violation.code === code);
}
