/**
 * The end of every successful sign-in at /oauth/authorize: an authorization code and the redirect
 * back to the client — after the SSO cookie (authorizeGet), the login form (authorizePost) or a new
 * account (register.ts).
 */
import { nanoid } from "nanoid";
import { randomToken, sha256Hex } from "../request/crypto";
import { clientInfo } from "../request/http";
import { isoIn, nowIso } from "../calendar/time";
import { clearCookie, CSRF_COOKIE, readCookie, setCookie, SSO_COOKIE, SSO_TTL_SECONDS } from "./cookies";
import { clearFailuresStatement } from "./lockout";
import type { AuthorizeParams } from "./pages";

export const AUTHORIZATION_CODE_TTL_SECONDS = 60;

export function redirectWith(redirectUri: string, values: Record<string, string>, status = 302, cookies: string[] = []): Response {
  const url = new URL(redirectUri);
  for (const [name, value] of Object.entries(values)) url.searchParams.set(name, value);
  const headers = new Headers({ location: url.toString(), "cache-control": "no-store", "referrer-policy": "no-referrer" });
  for (const cookie of cookies) headers.append("set-cookie", cookie);
  return new Response(null, { status, headers });
}

/** A new authorization code and the INSERT that stores it (only its SHA-256). */
async function codeStatement(
  db: D1Database,
  request: Request,
  params: AuthorizeParams,
  accountId: string,
  ssoSessionId: string,
): Promise<{ code: string; statement: D1PreparedStatement }> {
  const code = randomToken();
  const client = clientInfo(request);
  const statement = db
    .prepare(
      `INSERT INTO authorization_codes (code_hash, client_id, redirect_uri, code_challenge, account_id, sso_session_id,
         user_agent, ip, ip_country, ip_city, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .bind(
      await sha256Hex(code), params.client_id, params.redirect_uri, params.code_challenge, accountId, ssoSessionId,
      client.userAgent, client.ip, client.country, client.city, nowIso(), isoIn(AUTHORIZATION_CODE_TTL_SECONDS),
    );
  return { code, statement };
}

export async function issueCode(
  db: D1Database,
  request: Request,
  params: AuthorizeParams,
  accountId: string,
  ssoSessionId: string,
): Promise<string> {
  const { code, statement } = await codeStatement(db, request, params, accountId, ssoSessionId);
  await statement.run();
  return code;
}

/** The SSO session this browser's cookie names, live or not (a login replaces it either way). */
async function ssoSessionOfBrowser(request: Request, db: D1Database): Promise<{ id: string } | null> {
  const token = readCookie(request, SSO_COOKIE);
  if (!token) return null;
  return db.prepare("SELECT id FROM sso_sessions WHERE token_hash = ?").bind(await sha256Hex(token)).first<{ id: string }>();
}

/**
 * Signs this browser in as `account`, whose password was just checked (login form) or chosen
 * (registration): a new SSO session and its cookie, the address's failed attempts forgotten, an
 * authorization code, and a 303 back to the client with code, state and iss. `changes` (a new
 * account and its activity event) go first in the same D1 batch — one transaction: either the
 * account, its SSO session and its code are all stored, or none of them (the batch throws).
 */
export async function completeLogin(
  request: Request,
  env: OriginEnv,
  params: AuthorizeParams,
  account: { id: string; email: string },
  changes: D1PreparedStatement[] = [],
): Promise<Response> {
  const ssoToken = randomToken();
  const ssoSessionId = `sso_${nanoid()}`;
  // The browser's previous SSO session (if any) learns its successor: portal sessions it issued
  // for another account can then be told this browser is now signed in as someone else.
  const previous = await ssoSessionOfBrowser(request, env.DB);
  const { code, statement: storeCode } = await codeStatement(env.DB, request, params, account.id, ssoSessionId);
  await env.DB.batch([
    ...changes,
    clearFailuresStatement(env.DB, account.email),
    env.DB.prepare("INSERT INTO sso_sessions (id, token_hash, account_id, created_at, expires_at) VALUES (?, ?, ?, ?, ?)")
      .bind(ssoSessionId, await sha256Hex(ssoToken), account.id, nowIso(), isoIn(SSO_TTL_SECONDS)),
    ...(previous ? [env.DB.prepare("UPDATE sso_sessions SET replaced_by_sso_session_id = ? WHERE id = ?").bind(ssoSessionId, previous.id)] : []),
    storeCode,
  ]);
  return redirectWith(params.redirect_uri, { code, state: params.state, iss: env.ISSUER }, 303, [
    setCookie(request, SSO_COOKIE, ssoToken, SSO_TTL_SECONDS),
    clearCookie(request, CSRF_COOKIE),
  ]);
}
