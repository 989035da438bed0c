/**
 * A confirmed registration (ADR 42): a new account's address is unconfirmed
 * (`accounts.email_unconfirmed_since`) until its owner types the code sent to it, and an unconfirmed
 * account cannot sign in. After registering, and after a right password for an unconfirmed account,
 * the browser gets "Bevestig uw e-mailadres" instead of a code for the portal. The right code confirms
 * the address and signs the browser in with the same authorization request, so whoever registered
 * from an invitation (or any other page) comes back to it. A code is valid 30 minutes; a new one can
 * be sent after 60 seconds. Unconfirmed accounts are removed by the housekeeping after 7 days.
 */
import { activityStatement } from "../records/activity";
import { brandCountry } from "../demo/brands";
import type { Country } from "../calendar/calendar";
import { escapeHtml } from "../request/http";
import { nowIso } from "../calendar/time";
import { normalizeEmail } from "../rules/validation";
import { sayIn } from "../rules/words";
import { CODE_MINUTES, CODE_REFUSED, checkCode, identityCodeLine, newCodeStatements, resendWait, waitNotice } from "./codes";
import { completeLogin } from "./complete";
import { isValidCsrf } from "./cookies";
import { CODE_ATTRIBUTES, errorSummary, field, formAlert, formHeader, formPage, resendAndBack, statusNotice, type AuthorizeParams } from "./pages";

export const CONFIRM_MESSAGES = {
  formExpired: "Het formulier is verlopen. Vul de code opnieuw in.",
  notConfirmed: "Uw e-mailadres is nog niet bevestigd. Vul de code in die we u hebben gestuurd.",
} as const;

function confirmationMessage(to: string, code: string, minutes: number, country: Country) {
  return {
    to,
    channel: "email" as const,
    subject: "Bevestig uw e-mailadres voor Mijn Omgeving",
    body: [
      identityCodeLine(code),
      "",
      `Vul deze code in op de pagina "Bevestig uw e-mailadres" om uw account te activeren. De code is ${minutes} minuten geldig.`,
      "",
      sayIn(country, "Heeft u geen account gemaakt? Dan kunt u dit bericht negeren; zonder bevestiging wordt het account na 7 dagen verwijderd."),
    ].join("\n"),
  };
}

/**
 * The statements that send a (new) confirmation code to an account's address, to batch with the
 * registration. `brand`: the brand the account registers (or logs in) on; its country decides the words.
 */
export function confirmationCodeStatements(db: D1Database, account: { id: string; email: string }, brand: string | null | undefined): Promise<D1PreparedStatement[]> {
  const country = brandCountry(brand);
  return newCodeStatements(db, {
    purpose: "REGISTRATION",
    accountId: account.id,
    email: account.email,
    message: (code, minutes) => confirmationMessage(account.email, code, minutes, country),
  });
}

export function sentNotice(email: string): string {
  return `We hebben een code van 6 cijfers gestuurd naar ${email}. De code is ${CODE_MINUTES.REGISTRATION} minuten geldig. Geen e-mail? Kijk ook bij uw ongewenste e-mail.`;
}


/** "Bevestig uw e-mailadres": the code field and a way to get a new code. */
export function renderConfirmEmail(
  request: Request,
  env: OriginEnv,
  params: AuthorizeParams,
  options: { email: string; code?: string; notice?: string; error?: string; formError?: string; status?: number },
): Promise<Response> {
  return formPage(
    request,
    env,
    params,
    "Bevestig uw e-mailadres",
    (csrfToken) => `<h1>Bevestig uw e-mailadres</h1>
${statusNotice(options.notice)}
${options.formError ? formAlert(options.formError) : errorSummary(["code"], { code: options.error })}
<form method="post" action="/oauth/authorize" novalidate>
${formHeader(csrfToken, "confirm-email", params)}
<input type="hidden" name="email" value="${escapeHtml(options.email)}">
${field({ name: "code", label: "Code uit de e-mail", attributes: CODE_ATTRIBUTES, value: options.code, error: options.error })}
<button type="submit">Bevestigen</button>
</form>
${resendAndBack(csrfToken, "confirm-resend", params, options.email)}`,
    options.status,
  );
}

interface Unconfirmed {
  id: string;
  email: string;
}

async function unconfirmedAccount(db: D1Database, email: string): Promise<Unconfirmed | null> {
  return db.prepare("SELECT id, email FROM accounts WHERE email = ? AND email_unconfirmed_since IS NOT NULL").bind(email).first<Unconfirmed>();
}

/**
 * The confirmation page for an unconfirmed account, with a new code sent when the last one is more
 * than 60 seconds old (a right password for an unconfirmed account, and "Stuur een nieuwe code").
 */
export async function sendAndRenderConfirmation(
  request: Request,
  env: OriginEnv,
  params: AuthorizeParams,
  account: Unconfirmed,
  lead?: string,
): Promise<Response> {
  const wait = await resendWait(env.DB, "REGISTRATION", account.email);
  if (wait > 0) return renderConfirmEmail(request, env, params, { email: account.email, notice: [lead, waitNotice(wait)].filter(Boolean).join(" ") });
  await env.DB.batch(await confirmationCodeStatements(env.DB, account, params.brand));
  return renderConfirmEmail(request, env, params, { email: account.email, notice: [lead, sentNotice(account.email)].filter(Boolean).join(" ") });
}

/** POST intent=confirm-resend. An address without an unconfirmed account gets the same page and no e-mail. */
export async function confirmResendPost(request: Request, env: OriginEnv, form: URLSearchParams, params: AuthorizeParams): Promise<Response> {
  const email = normalizeEmail((form.get("email") ?? "").slice(0, 254));
  if (!(await isValidCsrf(request, env.TOKEN_SIGNING_SECRET, form.get("csrf_token")))) {
    return renderConfirmEmail(request, env, params, { email, formError: CONFIRM_MESSAGES.formExpired, status: 403 });
  }
  const account = await unconfirmedAccount(env.DB, email);
  if (!account) {
    const wait = await resendWait(env.DB, "REGISTRATION", email);
    return renderConfirmEmail(request, env, params, { email, notice: wait > 0 ? waitNotice(wait) : sentNotice(email) });
  }
  return sendAndRenderConfirmation(request, env, params, account);
}

/** POST intent=confirm-email: the right code confirms the address and signs this browser in. */
export async function confirmEmailPost(request: Request, env: OriginEnv, form: URLSearchParams, params: AuthorizeParams): Promise<Response> {
  const email = normalizeEmail((form.get("email") ?? "").slice(0, 254));
  const code = (form.get("code") ?? "").slice(0, 20);
  if (!(await isValidCsrf(request, env.TOKEN_SIGNING_SECRET, form.get("csrf_token")))) {
    return renderConfirmEmail(request, env, params, { email, code, formError: CONFIRM_MESSAGES.formExpired, status: 403 });
  }
  const checked = await checkCode(env.DB, "REGISTRATION", email, code);
  const account = checked.ok ? await unconfirmedAccount(env.DB, email) : null;
  if (!checked.ok || !account || account.id !== checked.accountId) {
    return renderConfirmEmail(request, env, params, { email, code, error: checked.ok ? CODE_REFUSED : checked.message, status: 400 });
  }
  return completeLogin(request, env, params, account, [
    checked.markUsed,
    env.DB.prepare("UPDATE accounts SET email_unconfirmed_since = NULL, updated_at = ? WHERE id = ?").bind(nowIso(), account.id),
    activityStatement(env.DB, { accountId: account.id, sessionId: null, type: "EMAIL_CONFIRMED", details: { clientId: params.client_id } }),
  ]);
}
