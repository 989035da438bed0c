/**
 * GET/POST /oauth/logout: the end-session endpoint, after OpenID Connect RP-initiated logout.
 *
 * A GET ends the browser's SSO session only with proof that the portal sent it: `logout_hint`, the
 * hex SHA-256 of a token (refresh or access, live or already revoked) of a session that was issued
 * through this very SSO session. Only the holder of the token can compute it, it is no bearer
 * credential itself, and it still works after the portal has revoked the session just before the
 * redirect. Without that proof (an <img> or link on any other site) the browser stays logged in and
 * gets a Dutch confirmation page whose POST is protected by the IdP's CSRF token (cookies.ts).
 * Redirects go only to an allowed `post_logout_redirect_uri` (policy.ts), else the logged-out page.
 */
import { activityStatement } from "../records/activity";
import { readForm } from "../request/http";
import { nowIso } from "../calendar/time";
import { currentSsoSession } from "./authorize";
import { clearCookie, CSRF_COOKIE, isValidCsrf, SSO_COOKIE, withCsrfForm } from "./cookies";
import { errorPage, loggedOutPage, logoutConfirmPage } from "./pages";
import { isAllowedRedirectUri } from "./policy";
import { revokeSessionStatements } from "./sessions";

export const LOGOUT_MESSAGES = {
  formExpired: "Het formulier is verlopen. Klik nogmaals op Uitloggen.",
} as const;

const TOKEN_HASH = /^[0-9a-f]{64}$/;

/** The post-logout redirect target, or null when it is missing or not allowed (never an open redirect). */
function allowedTarget(value: string | null, env: OriginEnv): string | null {
  return value && isAllowedRedirectUri(value, env) ? value : null;
}

/** The SSO session that the session behind `logout_hint` (SHA-256 of one of its tokens) was issued through. */
async function ssoSessionOfHint(db: D1Database, hint: string | null): Promise<string | null> {
  if (!hint || !TOKEN_HASH.test(hint)) return null;
  const row = await db
    .prepare("SELECT s.sso_session_id FROM tokens t JOIN sessions s ON s.id = t.session_id WHERE t.token_hash = ?")
    .bind(hint)
    .first<{ sso_session_id: string | null }>();
  return row?.sso_session_id ?? null;
}

/** Ends an SSO session and every session logged in through it. */
async function endSsoSession(db: D1Database, sso: { id: string; account_id: string }): Promise<void> {
  const { results } = await db
    .prepare("SELECT id FROM sessions WHERE sso_session_id = ? AND revoked_at IS NULL")
    .bind(sso.id)
    .all<{ id: string }>();
  await db.batch([
    db.prepare("UPDATE sso_sessions SET revoked_at = ? WHERE id = ? AND revoked_at IS NULL").bind(nowIso(), sso.id),
    ...revokeSessionStatements(db, results.map((r) => r.id)),
    activityStatement(db, { accountId: sso.account_id, sessionId: null, type: "LOGOUT", details: { via: "sso" } }),
  ]);
}

/** After logging out (or when there was nothing to end): the SSO cookie cleared, then the target or the logged-out page. */
function loggedOut(request: Request, target: string | null, status: 302 | 303, extraCookies: string[] = []): Response {
  const cookies = [clearCookie(request, SSO_COOKIE), ...extraCookies];
  if (!target) return loggedOutPage(cookies);
  const headers = new Headers({ location: target, "cache-control": "no-store", "referrer-policy": "no-referrer" });
  for (const cookie of cookies) headers.append("set-cookie", cookie);
  return new Response(null, { status, headers });
}

async function renderConfirm(
  request: Request,
  env: OriginEnv,
  target: string | null,
  options: { error?: string; status?: number } = {},
): Promise<Response> {
  return withCsrfForm(request, env.TOKEN_SIGNING_SECRET, (csrfToken) => logoutConfirmPage({ csrfToken, postLogoutRedirectUri: target, ...options }));
}

export async function logoutEndpoint(request: Request, env: OriginEnv): Promise<Response> {
  const url = new URL(request.url);
  const target = allowedTarget(url.searchParams.get("post_logout_redirect_uri"), env);
  const sso = await currentSsoSession(request, env.DB);
  // No live SSO session in this browser: there is nothing to end and nothing to confirm.
  if (!sso) return loggedOut(request, target, 302);
  if ((await ssoSessionOfHint(env.DB, url.searchParams.get("logout_hint"))) !== sso.id) {
    return renderConfirm(request, env, target);
  }
  await endSsoSession(env.DB, sso);
  return loggedOut(request, target, 302);
}

/** POST from the confirmation page. */
export async function logoutConfirm(request: Request, env: OriginEnv): Promise<Response> {
  const form = await readForm(request);
  if (!form) return errorPage("Het formulier is te groot.", 413);
  const target = allowedTarget(form.get("post_logout_redirect_uri"), env);
  if (!(await isValidCsrf(request, env.TOKEN_SIGNING_SECRET, form.get("csrf_token")))) {
    return renderConfirm(request, env, target, { error: LOGOUT_MESSAGES.formExpired, status: 403 });
  }
  const sso = await currentSsoSession(request, env.DB);
  if (sso) await endSsoSession(env.DB, sso);
  return loggedOut(request, target, 303, [clearCookie(request, CSRF_COOKIE)]);
}
