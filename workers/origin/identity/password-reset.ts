/**
 * "Ik ben mijn wachtwoord vergeten" at the identity provider (ADR 42). The login page links to
 * /oauth/authorize with the same request and `screen_hint=forgot_password`:
 *
 * 1. The visitor names an e-mail address (`intent=reset-request`). Whether or not it has an account,
 *    the answer is the same page: "if there is an account, we sent a code". Requests are limited per
 *    address (3 in 15 minutes) and per client (10), and a new code waits 60 seconds.
 * 2. The visitor types the code and a new password (`intent=reset-confirm`), checked against the
 *    account area's PASSWORD_RULES with the same live indicator as /account/wijzig-wachtwoord. Every
 *    refusal of the code is the same message. A code is valid 15 minutes and once.
 * 3. In one batch: the code spent, the new password, the lockout of the address lifted (completeLogin), every session
 *    of the account ended (API and SSO), a PASSWORD_RESET event and an e-mail saying so. An unconfirmed
 *    address is confirmed by the way (the code proves it). Then the browser is signed in, as after a
 *    login, and goes back to the portal.
 */
import { activityStatement } from "../records/activity";
import { words } from "../rules/words";
import { hashPassword } from "../request/crypto";
import { nowIso } from "../calendar/time";
import { clientInfo, escapeHtml } from "../request/http";
import { sendMessageStatement } from "../records/outbox";
import { MAX_PASSWORD_LENGTH, PASSWORD_RULES, isValidEmail, normalizeEmail } from "../rules/validation";
import { CODE_FORMAT, CODE_MINUTES, CODE_REFUSED, checkCode, identityCodeLine, newCodeStatements, secondsToWaitAfter, waitNotice } from "./codes";
import { deletionPendingOrLogin } from "./deletion-undo";
import { isValidCsrf } from "./cookies";
import { lastCountedAt, withinLimit } from "./lockout";
import {
  CODE_ATTRIBUTES,
  EMAIL_ATTRIBUTES,
  authorizeHref,
  errorSummary,
  field,
  formAlert,
  formHeader,
  formPage,
  loginWords,
  newPasswordField,
  resendAndBack,
  statusNotice,
  themeFor,
  type AuthorizeParams,
} from "./pages";
import { weakPasswordMessage } from "./register";
import { endAllSessionsStatements } from "./sessions";

export const MAX_RESETS_PER_ADDRESS = 3;
export const MAX_RESETS_PER_CLIENT = 10;

export const RESET_MESSAGES = {
  formExpired: "Het formulier is verlopen. Probeer het opnieuw.",
  emailRequired: "Vul het e-mailadres van uw account in.",
  emailInvalid: "Vul een geldig e-mailadres in, bijvoorbeeld naam@voorbeeld.nl.",
  tooMany: "U heeft te vaak een code aangevraagd. Probeer het over 15 minuten opnieuw.",
  passwordRequired: "Kies een nieuw wachtwoord.",
  passwordTooLong: `Uw wachtwoord mag maximaal ${MAX_PASSWORD_LENGTH} tekens bevatten.`,
} as const;

/** What the code page says after a request: the same whether or not the address has an account. */
export function codeSentNotice(email: string): string {
  return `Als er een account is met het e-mailadres ${email}, hebben we daar een code van 6 cijfers naartoe gestuurd. De code is ${CODE_MINUTES.PASSWORD_RESET} minuten geldig. Geen e-mail? Kijk ook bij uw ongewenste e-mail.`;
}

const RESET_FIELDS = ["code", "password"] as const;
type ResetField = (typeof RESET_FIELDS)[number];

interface PageOptions {
  email?: string;
  error?: string;
  status?: number;
}

/** Step 1: "Wachtwoord vergeten" — which address? */
export function renderForgotPassword(request: Request, env: OriginEnv, params: AuthorizeParams, options: PageOptions = {}): Promise<Response> {
  const loginHref = authorizeHref(params, { prompt: "login", login_hint: options.email ?? "" });
  return formPage(
    request,
    env,
    params,
    "Wachtwoord vergeten",
    (csrfToken) => `<h1>Wachtwoord vergeten</h1>
<p class="hint">Vul het e-mailadres van uw account in. We sturen u een code waarmee u een nieuw wachtwoord instelt.</p>
<form method="post" action="/oauth/authorize" novalidate>
${formHeader(csrfToken, "reset-request", params)}
${field({ name: "email", label: "E-mailadres", attributes: EMAIL_ATTRIBUTES, value: options.email, error: options.error })}
<button type="submit">Code versturen</button>
</form>
<p class="switch"><a href="${loginHref}">Terug naar ${loginWords(themeFor(params.brand)).loggingIn}</a></p>`,
    options.status,
  );
}

/** Step 2: the code and the new password. */
function renderResetForm(
  request: Request,
  env: OriginEnv,
  params: AuthorizeParams,
  options: { email: string; code?: string; notice?: string; errors?: Partial<Record<ResetField, string>>; formError?: string; status?: number },
): Promise<Response> {
  const errors = options.errors ?? {};
  return formPage(
    request,
    env,
    params,
    "Nieuw wachtwoord instellen",
    (csrfToken) => `<h1>Nieuw wachtwoord instellen</h1>
${statusNotice(options.notice)}
${options.formError ? formAlert(options.formError) : errorSummary(RESET_FIELDS, errors)}
<form method="post" action="/oauth/authorize" novalidate>
${formHeader(csrfToken, "reset-confirm", params)}
<input type="hidden" name="email" value="${escapeHtml(options.email)}">
<input type="email" name="username" autocomplete="username" value="${escapeHtml(options.email)}" hidden>
${field({ name: "code", label: "Code uit de e-mail", attributes: CODE_ATTRIBUTES, value: options.code, error: errors.code })}
${newPasswordField({ label: "Nieuw wachtwoord", error: errors.password, email: options.email })}
<p class="hint">${loginWords(themeFor(params.brand)).afterReset}</p>
<button type="submit">Wachtwoord opslaan</button>
</form>
${resendAndBack(csrfToken, "reset-request", params, options.email)}`,
    options.status,
  );
}

function resetMessage(to: string, code: string, minutes: number) {
  return {
    to,
    channel: "email" as const,
    subject: "Uw code om een nieuw wachtwoord in te stellen",
    body: [
      identityCodeLine(code),
      "",
      `Vul deze code in op de pagina "Nieuw wachtwoord instellen". De code is ${minutes} minuten geldig en werkt één keer.`,
      "",
      "Heeft u dit niet zelf aangevraagd? Dan kunt u dit bericht negeren; uw wachtwoord blijft hetzelfde.",
    ].join("\n"),
  };
}

/** POST intent=reset-request: a code for the address, if it has an account; the same page either way. */
export async function resetRequestPost(request: Request, env: OriginEnv, form: URLSearchParams, params: AuthorizeParams): Promise<Response> {
  const email = normalizeEmail((form.get("email") ?? "").slice(0, 254));
  if (!(await isValidCsrf(request, env.TOKEN_SIGNING_SECRET, form.get("csrf_token")))) {
    return renderForgotPassword(request, env, params, { email, error: RESET_MESSAGES.formExpired, status: 403 });
  }
  if (!email) return renderForgotPassword(request, env, params, { email, error: RESET_MESSAGES.emailRequired, status: 400 });
  if (!isValidEmail(email)) return renderForgotPassword(request, env, params, { email, error: RESET_MESSAGES.emailInvalid, status: 400 });

  const ip = clientInfo(request).ip;
  const addressKey = `password-reset:${email}`;
  // The previous request for this address, whether or not it has an account: the wait below then says
  // nothing about whether it has one (a wait from its codes would).
  const previous = await lastCountedAt(env.DB, addressKey);
  const allowed =
    (await withinLimit(env.DB, addressKey, MAX_RESETS_PER_ADDRESS)) &&
    (!ip || (await withinLimit(env.DB, `password-reset-client:${ip}`, MAX_RESETS_PER_CLIENT)));
  if (!allowed) return renderForgotPassword(request, env, params, { email, error: RESET_MESSAGES.tooMany, status: 429 });

  const wait = secondsToWaitAfter(previous);
  if (wait > 0) {
    return renderResetForm(request, env, params, {
      email,
      notice: waitNotice(wait),
    });
  }
  const account = await env.DB.prepare("SELECT id, email FROM accounts WHERE email = ?").bind(email).first<{ id: string; email: string }>();
  if (account) {
    await env.DB.batch(
      await newCodeStatements(env.DB, {
        purpose: "PASSWORD_RESET",
        accountId: account.id,
        email,
        message: (code, minutes) => resetMessage(account.email, code, minutes),
      }),
    );
  }
  return renderResetForm(request, env, params, { email, notice: codeSentNotice(email) });
}

/** POST intent=reset-confirm: the code and the new password; on success every session ends and this browser is signed in. */
export async function resetConfirmPost(request: Request, env: OriginEnv, form: URLSearchParams, params: AuthorizeParams): Promise<Response> {
  const email = normalizeEmail((form.get("email") ?? "").slice(0, 254));
  const code = (form.get("code") ?? "").slice(0, 20);
  const password = (form.get("password") ?? "").slice(0, 1000);
  if (!email || !isValidEmail(email)) return renderForgotPassword(request, env, params, { email, error: RESET_MESSAGES.emailInvalid, status: 400 });
  if (!(await isValidCsrf(request, env.TOKEN_SIGNING_SECRET, form.get("csrf_token")))) {
    return renderResetForm(request, env, params, { email, code, formError: RESET_MESSAGES.formExpired, status: 403 });
  }
  const errors: Partial<Record<ResetField, string>> = {};
  if (!/^\s*\d{6}\s*$/.test(code)) errors.code = CODE_FORMAT;
  if (!password) errors.password = RESET_MESSAGES.passwordRequired;
  else if (password.length > MAX_PASSWORD_LENGTH) errors.password = RESET_MESSAGES.passwordTooLong;
  else {
    const failed = PASSWORD_RULES.filter((rule) => !rule.passes(password, email));
    if (failed.length > 0) errors.password = weakPasswordMessage(failed);
  }
  if (Object.keys(errors).length > 0) return renderResetForm(request, env, params, { email, code, errors, status: 400 });

  const passwordHash = await hashPassword(password);
  const checked = await checkCode(env.DB, "PASSWORD_RESET", email, code);
  if (!checked.ok) return renderResetForm(request, env, params, { email, code, errors: { code: checked.message }, status: 400 });

  const account = await env.DB.prepare("SELECT id, email FROM accounts WHERE id = ?").bind(checked.accountId).first<{ id: string; email: string }>();
  if (!account) return renderResetForm(request, env, params, { email, code, errors: { code: CODE_REFUSED }, status: 400 });

  // One batch with the new SSO session (completeLogin): the code spent, the password replaced, the
  // lock lifted, every session ended, other open codes void, the event and the e-mail — or none of it.
  const now = nowIso();
  const w = words(themeFor(params.brand).country ?? "nl");
  return deletionPendingOrLogin(request, env, params, account, [
    checked.markUsed,
    env.DB.prepare("UPDATE accounts SET password_hash = ?, email_unconfirmed_since = NULL, updated_at = ? WHERE id = ?").bind(passwordHash, now, account.id),
    ...endAllSessionsStatements(env.DB, account.id),
    env.DB.prepare("UPDATE identity_codes SET superseded_at = ?1 WHERE account_id = ?2 AND used_at IS NULL AND superseded_at IS NULL").bind(now, account.id),
    activityStatement(env.DB, { accountId: account.id, sessionId: null, type: "PASSWORD_RESET", details: { clientId: params.client_id } }),
    sendMessageStatement(env.DB, {
      to: account.email,
      channel: "email",
      subject: "Uw wachtwoord voor Mijn Omgeving is opnieuw ingesteld",
      body: [
        `${w.youHave} zojuist met 'Ik ben mijn wachtwoord vergeten' een nieuw wachtwoord ingesteld. U bent op al uw andere ${w.devices} ${w.loggedOut}.`,
        "",
        `${w.haveYou} dit niet zelf gedaan? Neem dan direct contact met onze ${w.customerService} op.`,
      ].join("\n"),
    }),
  ]);
}
