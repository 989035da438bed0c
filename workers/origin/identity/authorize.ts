/**
 * GET/POST /oauth/authorize: authorization code + PKCE (S256) for the portal. Successful answers
 * carry `code`, `state` and `iss` (RFC 9207, the ISSUER variable).
 * GET: automatic login when the SSO cookie is valid, else the login page; `prompt=create` the
 * registration page (register.ts).
 * POST: the login form (CSRF-protected, lockout after 5 wrong passwords), or by its `intent` the
 * registration form, the password reset's forms or the e-mail confirmation's (ADR 42).
 */
import { brandByKey } from "../demo/brands";
import { dummyPasswordCheck, sha256Hex, verifyPassword } from "../request/crypto";
import { readForm } from "../request/http";
import { nowIso } from "../calendar/time";
import { issueCode, redirectWith } from "./complete";
import { isValidCsrf, readCookie, SSO_COOKIE, withCsrfForm } from "./cookies";
import { deletionPendingOrLogin, undoDeletionPost } from "./deletion-undo";
import { CONFIRM_MESSAGES, confirmEmailPost, confirmResendPost, sendAndRenderConfirmation } from "./confirm-email";
import { clearFailuresStatement, lockedUntil, recordFailure } from "./lockout";
import { FORGOT_PASSWORD_SCREEN_HINT } from "../../../contracts/identity";
import { errorPage, loginPage, themeFor, type AuthorizeParams } from "./pages";
import { renderForgotPassword, resetConfirmPost, resetRequestPost } from "./password-reset";
import { CLIENT_ID, isAllowedCallbackUri } from "./policy";
import { registerPost, renderRegistration } from "./register";

export { AUTHORIZATION_CODE_TTL_SECONDS } from "./complete";

export const MESSAGES = {
  wrongCredentials: "Het e-mailadres of wachtwoord is onjuist.",
  missingCredentials: "Vul uw e-mailadres en wachtwoord in.",
  locked:
    "U heeft te vaak een onjuist wachtwoord ingevoerd. Inloggen met dit e-mailadres is 15 minuten geblokkeerd. Probeer het daarna opnieuw.",
  formExpired: "Het inlogformulier is verlopen. Vul uw gegevens opnieuw in.",
  invalidClient: "De link waarmee u hier kwam is niet geldig.",
} as const;

/** nl-BE says "aanmelden" (pages.ts `loginWords`): the login form's messages on a Belgian brand. */
const BELGIAN_MESSAGES: Partial<Record<keyof typeof MESSAGES, string>> = {
  locked: "U hebt te vaak een onjuist wachtwoord ingevoerd. Aanmelden met dit e-mailadres is 15 minuten geblokkeerd. Probeer het daarna opnieuw.",
  formExpired: "Het aanmeldformulier is verlopen. Vul uw gegevens opnieuw in.",
};

/** A login form message in the words of the brand's country. */
export function loginMessage(key: keyof typeof MESSAGES, brand: string | null | undefined): string {
  return (themeFor(brand).country === "be" && BELGIAN_MESSAGES[key]) || MESSAGES[key];
}

const CODE_CHALLENGE = /^[A-Za-z0-9_-]{43}$/;

type IntentHandler = (request: Request, env: OriginEnv, form: URLSearchParams, params: AuthorizeParams) => Promise<Response>;

/** The other forms that post to /oauth/authorize, by their `intent` (none: the login form). */
const INTENTS: Record<string, IntentHandler> = {
  register: registerPost,
  "reset-request": resetRequestPost,
  "reset-confirm": resetConfirmPost,
  "confirm-email": confirmEmailPost,
  "confirm-resend": confirmResendPost,
  "undo-deletion": undoDeletionPost,
};

function readParams(source: URLSearchParams): AuthorizeParams {
  const get = (name: string) => (source.get(name) ?? "").slice(0, 2000);
  return {
    client_id: get("client_id"),
    redirect_uri: get("redirect_uri"),
    state: get("state"),
    code_challenge: get("code_challenge"),
    code_challenge_method: get("code_challenge_method"),
    response_type: get("response_type"),
    brand: brandByKey(get("brand")) ? get("brand") : "",
  };
}

/**
 * Checks the request parameters. A bad client or redirect URI gives an error page (never a
 * redirect); other problems are reported to the (trusted) redirect URI as RFC 6749 errors.
 */
function checkParams(params: AuthorizeParams, env: OriginEnv): Response | null {
  if (params.client_id !== CLIENT_ID || !isAllowedCallbackUri(params.redirect_uri, env)) {
    return errorPage(MESSAGES.invalidClient, 400, params.brand);
  }
  const withState = (error: string, description: string) =>
    redirectWith(params.redirect_uri, {
      error,
      error_description: description,
      ...(params.state ? { state: params.state } : {}),
      iss: env.ISSUER,
    });
  if (params.response_type !== "code") return withState("unsupported_response_type", "response_type must be code");
  if (!params.state || params.state.length > 512) return withState("invalid_request", "state is required");
  if (params.code_challenge_method !== "S256" || !CODE_CHALLENGE.test(params.code_challenge)) {
    return withState("invalid_request", "PKCE with code_challenge_method S256 is required");
  }
  return null;
}

/** The SSO session behind the cookie, if it is still valid. */
export async function currentSsoSession(request: Request, db: D1Database): Promise<{ id: string; account_id: string } | null> {
  const token = readCookie(request, SSO_COOKIE);
  if (!token) return null;
  return db
    .prepare("SELECT id, account_id FROM sso_sessions WHERE token_hash = ? AND revoked_at IS NULL AND expires_at > ?")
    .bind(await sha256Hex(token), nowIso())
    .first<{ id: string; account_id: string }>();
}

async function renderLogin(
  request: Request,
  env: OriginEnv,
  params: AuthorizeParams,
  options: { email?: string; error?: string; status?: number } = {},
): Promise<Response> {
  return withCsrfForm(request, env.TOKEN_SIGNING_SECRET, (csrfToken) => loginPage({ params, csrfToken, redirectOrigin: new URL(params.redirect_uri).origin, ...options }));
}

export async function authorizeGet(request: Request, env: OriginEnv): Promise<Response> {
  const url = new URL(request.url);
  const params = readParams(url.searchParams);
  const invalid = checkParams(params, env);
  if (invalid) return invalid;
  const prompt = url.searchParams.get("prompt");
  const loginHint = (url.searchParams.get("login_hint") ?? "").slice(0, 254);
  // Registration (OpenID Connect prompt=create) never signs in with the SSO cookie.
  if (prompt === "create") return renderRegistration(request, env, params, { values: { email: loginHint } });
  // "Ik ben mijn wachtwoord vergeten" (ADR 42) never signs in with the SSO cookie either.
  if (url.searchParams.get("screen_hint") === FORGOT_PASSWORD_SCREEN_HINT) return renderForgotPassword(request, env, params, { email: loginHint });
  const sso = prompt === "login" ? null : await currentSsoSession(request, env.DB);
  if (sso) {
    const code = await issueCode(env.DB, request, params, sso.account_id, sso.id);
    return redirectWith(params.redirect_uri, { code, state: params.state, iss: env.ISSUER });
  }
  if (prompt === "none") {
    return redirectWith(params.redirect_uri, { error: "login_required", state: params.state, iss: env.ISSUER });
  }
  return renderLogin(request, env, params, { email: loginHint });
}

export async function authorizePost(request: Request, env: OriginEnv): Promise<Response> {
  const form = await readForm(request);
  if (!form) return errorPage("Het formulier is te groot.", 413);
  const params = readParams(form);
  const invalid = checkParams(params, env);
  if (invalid) return invalid;
  const intent = form.get("intent");
  const handler = intent ? INTENTS[intent] : undefined;
  if (handler) return handler(request, env, form, params);
  const email = (form.get("email") ?? "").trim().toLowerCase().slice(0, 254);
  const password = (form.get("password") ?? "").slice(0, 200);

  if (!(await isValidCsrf(request, env.TOKEN_SIGNING_SECRET, form.get("csrf_token")))) {
    return renderLogin(request, env, params, { email, error: loginMessage("formExpired", params.brand), status: 403 });
  }
  if (!email || !password) {
    return renderLogin(request, env, params, { email, error: loginMessage("missingCredentials", params.brand), status: 400 });
  }
  if (await lockedUntil(env.DB, email)) {
    return renderLogin(request, env, params, { email, error: loginMessage("locked", params.brand), status: 429 });
  }
  const account = await env.DB.prepare("SELECT id, email, password_hash, email_unconfirmed_since FROM accounts WHERE email = ?")
    .bind(email)
    .first<{ id: string; email: string; password_hash: string; email_unconfirmed_since: string | null }>();
  let valid = false;
  if (account) valid = await verifyPassword(password, account.password_hash);
  else await dummyPasswordCheck(password);
  if (!account || !valid) {
    const locked = await recordFailure(env.DB, email);
    return renderLogin(request, env, params, {
      email,
      error: loginMessage(locked ? "locked" : "wrongCredentials", params.brand),
      status: locked ? 429 : 401,
    });
  }
  // The right password for an address that was never confirmed: confirm it first (ADR 42).
  if (account.email_unconfirmed_since) {
    await clearFailuresStatement(env.DB, email).run();
    return sendAndRenderConfirmation(request, env, params, account, CONFIRM_MESSAGES.notConfirmed);
  }
  return deletionPendingOrLogin(request, env, params, { id: account.id, email });
}
