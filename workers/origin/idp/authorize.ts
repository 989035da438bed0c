/**
 * GET/POST /oauth/authorize: authorization code + PKCE (S256) for the portal. Successful answers
 * carry `code`, `state` and `iss` (RFC 9207, the ISSUER variable).
 * GET: automatic login when the SSO cookie is valid, else the login page.
 * POST: the login form (CSRF-protected, lockout after 5 wrong passwords).
 */
import { nanoid } from "nanoid";
import { brandByKey } from "../brands";
import { dummyPasswordCheck, randomToken, sha256Hex, verifyPassword } from "../crypto";
import { clientInfo, readForm } from "../http";
import { isoIn, nowIso } from "../time";
import { clearFailuresStatement, lockedUntil, recordFailure } from "./lockout";
import { clearCookie, csrfForForm, isValidCsrf, readCookie, setCookie, SSO_COOKIE, SSO_TTL_SECONDS } from "./cookies";
import { errorPage, loginPage, type AuthorizeParams } from "./pages";
import { CLIENT_ID, isAllowedCallbackUri } from "./policy";

export const AUTHORIZATION_CODE_TTL_SECONDS = 60;

export const MESSAGES = {
  wrongCredentials: "Het e-mailadres of wachtwoord is onjuist.",
  missingCredentials: "Vul uw e-mailadres en wachtwoord in.",
  locked:
    "U heeft te vaak een onjuist wachtwoord ingevoerd. Inloggen met dit e-mailadres is 15 minuten geblokkeerd. Probeer het daarna opnieuw.",
  formExpired: "Het inlogformulier is verlopen. Vul uw gegevens opnieuw in.",
  invalidClient: "De link waarmee u hier kwam is niet geldig.",
} as const;

const CODE_CHALLENGE = /^[A-Za-z0-9_-]{43}$/;

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

function redirectWith(redirectUri: string, values: Record<string, string>, status = 302, cookies: string[] = []): Response {
  const url = new URL(redirectUri);
  for (const [name, value] of Object.entries(values)) url.searchParams.set(name, value);
  const headers = new Headers({ location: url.toString(), "cache-control": "no-store", "referrer-policy": "no-referrer" });
  for (const cookie of cookies) headers.append("set-cookie", cookie);
  return new Response(null, { status, headers });
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

async function issueCode(
  db: D1Database,
  request: Request,
  params: AuthorizeParams,
  accountId: string,
  ssoSessionId: string,
): Promise<string> {
  const code = randomToken();
  const client = clientInfo(request);
  await db
    .prepare(
      `INSERT INTO authorization_codes (code_hash, client_id, redirect_uri, code_challenge, account_id, sso_session_id,
         user_agent, ip, ip_country, ip_city, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .bind(
      await sha256Hex(code), params.client_id, params.redirect_uri, params.code_challenge, accountId, ssoSessionId,
      client.userAgent, client.ip, client.country, client.city, nowIso(), isoIn(AUTHORIZATION_CODE_TTL_SECONDS),
    )
    .run();
  return code;
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

/** The SSO session this browser's cookie names, live or not (a login replaces it either way). */
async function ssoSessionOfBrowser(request: Request, db: D1Database): Promise<{ id: string } | null> {
  const token = readCookie(request, SSO_COOKIE);
  if (!token) return null;
  return db.prepare("SELECT id FROM sso_sessions WHERE token_hash = ?").bind(await sha256Hex(token)).first<{ id: string }>();
}

async function renderLogin(
  request: Request,
  env: OriginEnv,
  params: AuthorizeParams,
  options: { email?: string; error?: string; status?: number } = {},
): Promise<Response> {
  const csrf = await csrfForForm(request, env.TOKEN_SIGNING_SECRET);
  const response = loginPage({
    params,
    csrfToken: csrf.token,
    redirectOrigin: new URL(params.redirect_uri).origin,
    ...options,
  });
  if (csrf.setCookie) response.headers.append("set-cookie", csrf.setCookie);
  return response;
}

export async function authorizeGet(request: Request, env: OriginEnv): Promise<Response> {
  const url = new URL(request.url);
  const params = readParams(url.searchParams);
  const invalid = checkParams(params, env);
  if (invalid) return invalid;
  const prompt = url.searchParams.get("prompt");
  const sso = prompt === "login" ? null : await currentSsoSession(request, env.DB);
  if (sso) {
    const code = await issueCode(env.DB, request, params, sso.account_id, sso.id);
    return redirectWith(params.redirect_uri, { code, state: params.state, iss: env.ISSUER });
  }
  if (prompt === "none") {
    return redirectWith(params.redirect_uri, { error: "login_required", state: params.state, iss: env.ISSUER });
  }
  const loginHint = (url.searchParams.get("login_hint") ?? "").slice(0, 254);
  return renderLogin(request, env, params, { email: loginHint });
}

export async function authorizePost(request: Request, env: OriginEnv): Promise<Response> {
  const form = await readForm(request);
  if (!form) return errorPage("Het formulier is te groot.", 413);
  const params = readParams(form);
  const invalid = checkParams(params, env);
  if (invalid) return invalid;
  const email = (form.get("email") ?? "").trim().toLowerCase().slice(0, 254);
  const password = (form.get("password") ?? "").slice(0, 200);

  if (!(await isValidCsrf(request, env.TOKEN_SIGNING_SECRET, form.get("csrf_token")))) {
    return renderLogin(request, env, params, { email, error: MESSAGES.formExpired, status: 403 });
  }
  if (!email || !password) {
    return renderLogin(request, env, params, { email, error: MESSAGES.missingCredentials, status: 400 });
  }
  if (await lockedUntil(env.DB, email)) {
    return renderLogin(request, env, params, { email, error: MESSAGES.locked, status: 429 });
  }
  const account = await env.DB.prepare("SELECT id, password_hash FROM accounts WHERE email = ?")
    .bind(email)
    .first<{ id: string; password_hash: string }>();
  let valid = false;
  if (account) valid = await verifyPassword(password, account.password_hash);
  else await dummyPasswordCheck(password);
  if (!account || !valid) {
    const locked = await recordFailure(env.DB, email);
    return renderLogin(request, env, params, {
      email,
      error: locked ? MESSAGES.locked : MESSAGES.wrongCredentials,
      status: locked ? 429 : 401,
    });
  }

  const ssoToken = randomToken();
  const ssoSessionId = `sso_${nanoid()}`;
  // The browser's previous SSO session (if any) learns its successor: portal sessions it issued
  // for another account can then be told this browser is now signed in as someone else.
  const previous = await ssoSessionOfBrowser(request, env.DB);
  await env.DB.batch([
    clearFailuresStatement(env.DB, email),
    env.DB.prepare("INSERT INTO sso_sessions (id, token_hash, account_id, created_at, expires_at) VALUES (?, ?, ?, ?, ?)")
      .bind(ssoSessionId, await sha256Hex(ssoToken), account.id, nowIso(), isoIn(SSO_TTL_SECONDS)),
    ...(previous ? [env.DB.prepare("UPDATE sso_sessions SET replaced_by_sso_session_id = ? WHERE id = ?").bind(ssoSessionId, previous.id)] : []),
  ]);
  const code = await issueCode(env.DB, request, params, account.id, ssoSessionId);
  return redirectWith(params.redirect_uri, { code, state: params.state, iss: env.ISSUER }, 303, [
    setCookie(request, SSO_COOKIE, ssoToken, SSO_TTL_SECONDS),
    clearCookie(request, "mo_idp_csrf"),
  ]);
}
