/**
 * Registration at the identity provider, "Account maken" (OpenID Connect `prompt=create`, after
 * Initiating User Registration via OpenID Connect 1.0). GET /oauth/authorize?prompt=create shows
 * the form; it posts to /oauth/authorize with `intent=register` and the authorization request's
 * parameters. A new account signs in once its address is confirmed (confirm-email.ts, ADR 42).
 */
import { nanoid } from "nanoid";
import { activityStatement } from "../records/activity";
import { MAX_PASSWORD_LENGTH, PASSWORD_RULES, type PasswordRule } from "../rules/validation";
import { brandByKey } from "../demo/brands";
import { hashPassword } from "../request/crypto";
import { nowIso } from "../calendar/time";
import { isValidEmail, normalizeEmail, validateFreeText } from "../rules/validation";
import { clientInfo } from "../request/http";
import { resendWait, waitNotice } from "./codes";
import { confirmationCodeStatements, renderConfirmEmail, sentNotice } from "./confirm-email";
import { withinLimit } from "./lockout";
import { isValidCsrf, withCsrfForm } from "./cookies";
import { registrationPage, type AuthorizeParams, type RegistrationField, type RegistrationPageInput } from "./pages";

export const MAX_NAME_LENGTH = 100;
export const MAX_EMAIL_LENGTH = 254;
export const MAX_REGISTRATIONS_PER_ADDRESS = 5;
export const MAX_REGISTRATIONS_PER_CLIENT = 10;

export const REGISTER_MESSAGES = {
  formExpired: "Het formulier is verlopen. Vul uw gegevens opnieuw in.",
  emailRequired: "E-mailadres is verplicht.",
  emailInvalid: "Vul een geldig e-mailadres in, bijvoorbeeld naam@voorbeeld.nl.",
  emailTooLong: `Uw e-mailadres mag maximaal ${MAX_EMAIL_LENGTH} tekens bevatten.`,
  emailTaken: "Er is al een account met dit e-mailadres. Log in of kies 'Ik ben mijn wachtwoord vergeten'.",
  tooMany: "U heeft te vaak geprobeerd een account te maken. Probeer het over 15 minuten opnieuw.",
  passwordRequired: "Wachtwoord is verplicht.",
  passwordTooLong: `Uw wachtwoord mag maximaal ${MAX_PASSWORD_LENGTH} tekens bevatten.`,
} as const;

/** "Uw wachtwoord moet voldoen aan: minimaal 10 tekens, minimaal één cijfer." — the rules it fails, in rule order. */
export function weakPasswordMessage(failed: readonly PasswordRule[]): string {
  return `Uw wachtwoord moet voldoen aan: ${failed.map((rule) => rule.text).join(", ")}.`;
}

export interface Registration {
  firstName: string;
  lastName: string;
  /** Trimmed and lowercased. */
  email: string;
  password: string;
}

type Values = NonNullable<RegistrationPageInput["values"]>;
type Errors = Partial<Record<RegistrationField, string>>;

/**
 * Checks the registration form: names as the account area checks them (required, at most 100
 * characters, none of < > ^ # = / :), a valid e-mail address, a password that passes the account
 * area's PASSWORD_RULES. Returns what to show again (never the password) and one message per field.
 */
export function validateRegistration(form: URLSearchParams): { registration: Registration | null; values: Values; errors: Errors } {
  const read = (name: string) => (form.get(name) ?? "").slice(0, 1000);
  const values: Values = { given_name: read("given_name"), family_name: read("family_name"), email: read("email") };
  const password = read("password");
  const errors: Errors = {};

  for (const [field, label] of [
    ["given_name", "Voornaam"],
    ["family_name", "Achternaam"],
  ] as const) {
    const [problem] = validateFreeText(values[field], field, label, { maxLength: MAX_NAME_LENGTH });
    if (problem) errors[field] = problem.message;
  }

  const email = normalizeEmail(values.email ?? "");
  if (!email) errors.email = REGISTER_MESSAGES.emailRequired;
  else if (email.length > MAX_EMAIL_LENGTH) errors.email = REGISTER_MESSAGES.emailTooLong;
  else if (!isValidEmail(email)) errors.email = REGISTER_MESSAGES.emailInvalid;

  if (!password) errors.password = REGISTER_MESSAGES.passwordRequired;
  else if (password.length > MAX_PASSWORD_LENGTH) errors.password = REGISTER_MESSAGES.passwordTooLong;
  else {
    const failed = PASSWORD_RULES.filter((rule) => !rule.passes(password, email));
    if (failed.length > 0) errors.password = weakPasswordMessage(failed);
  }

  if (Object.keys(errors).length > 0) return { registration: null, values, errors };
  return {
    registration: { firstName: values.given_name!.trim(), lastName: values.family_name!.trim(), email, password },
    values,
    errors,
  };
}

export async function renderRegistration(
  request: Request,
  env: OriginEnv,
  params: AuthorizeParams,
  options: Pick<RegistrationPageInput, "values" | "errors" | "formError" | "loginHint" | "status"> = {},
): Promise<Response> {
  return withCsrfForm(request, env.TOKEN_SIGNING_SECRET, (csrfToken) => registrationPage({ params, csrfToken, redirectOrigin: new URL(params.redirect_uri).origin, ...options }));
}

function isEmailTaken(error: unknown): boolean {
  return error instanceof Error && /UNIQUE constraint failed: accounts\.email/i.test(error.message);
}

/**
 * POST /oauth/authorize with `intent=register` (params already checked). Refusals show the form
 * again with what was typed: 403 for an expired form (CSRF), 400 with a message per field, 429 past
 * the limits (per address and per client), 409 when the address has a confirmed account — said only
 * once everything else is valid, with a link to log in with that address. Success: the account row
 * (unconfirmed), its ACCOUNT_CREATED event and a confirmation code in one D1 batch, then "Bevestig uw
 * e-mailadres" (confirm-email.ts): the account signs in only once its address is confirmed. An
 * address whose account was never confirmed may register again: the names and password are replaced
 * and a new code is sent (whoever typed it before never proved to own it).
 */
export async function registerPost(request: Request, env: OriginEnv, form: URLSearchParams, params: AuthorizeParams): Promise<Response> {
  const { registration, values, errors } = validateRegistration(form);
  if (!(await isValidCsrf(request, env.TOKEN_SIGNING_SECRET, form.get("csrf_token")))) {
    return renderRegistration(request, env, params, { values, formError: REGISTER_MESSAGES.formExpired, status: 403 });
  }
  if (!registration) return renderRegistration(request, env, params, { values, errors, status: 400 });

  const { email } = registration;
  const ip = clientInfo(request).ip;
  const allowed =
    (await withinLimit(env.DB, `register:${email}`, MAX_REGISTRATIONS_PER_ADDRESS)) &&
    (!ip || (await withinLimit(env.DB, `register-client:${ip}`, MAX_REGISTRATIONS_PER_CLIENT)));
  if (!allowed) return renderRegistration(request, env, params, { values, formError: REGISTER_MESSAGES.tooMany, status: 429 });

  const taken = () =>
    renderRegistration(request, env, params, { values, errors: { email: REGISTER_MESSAGES.emailTaken }, loginHint: email, status: 409 });
  const existing = await env.DB.prepare("SELECT id, email_unconfirmed_since FROM accounts WHERE email = ?")
    .bind(email)
    .first<{ id: string; email_unconfirmed_since: string | null }>();
  if (existing && !existing.email_unconfirmed_since) return taken();

  const now = nowIso();
  const brand = brandByKey(params.brand);
  const passwordHash = await hashPassword(registration.password);
  const account = { id: existing?.id ?? `acc_${nanoid()}`, email };
  const changes = existing
    ? [
        env.DB.prepare(
          "UPDATE accounts SET password_hash = ?, first_name = ?, last_name = ?, updated_at = ? WHERE id = ? AND email_unconfirmed_since IS NOT NULL",
        ).bind(passwordHash, registration.firstName, registration.lastName, now, existing.id),
      ]
    : [
        env.DB.prepare(
          `INSERT INTO accounts (id, email, password_hash, first_name, last_name, country_code, created_at, updated_at, email_unconfirmed_since)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        ).bind(
          account.id, email, passwordHash, registration.firstName, registration.lastName,
          brand?.country === "be" ? "BE" : "NL", now, now, now,
        ),
        activityStatement(env.DB, {
          accountId: account.id,
          sessionId: null,
          type: "ACCOUNT_CREATED",
          details: { clientId: params.client_id, ...(brand ? { brand: brand.key } : {}) },
        }),
      ];
  const wait = await resendWait(env.DB, "REGISTRATION", email);
  try {
    await env.DB.batch([...changes, ...(wait > 0 ? [] : await confirmationCodeStatements(env.DB, account, params.brand))]);
  } catch (error) {
    // Registered by a parallel request between the check above and this batch: UNIQUE (email).
    if (isEmailTaken(error)) return taken();
    throw error;
  }
  return renderConfirmEmail(request, env, params, {
    email,
    notice: wait > 0 ? waitNotice(wait) : sentNotice(email),
  });
}
