/**
 * POST /oauth/token, POST /oauth/revoke, GET /oauth/userinfo (the end-session endpoint is logout.ts).
 * Token errors follow RFC 6749 §5.2 (`{ error, error_description }`, HTTP 400).
 */
import { nanoid } from "nanoid";
import { activityStatement } from "../records/activity";
import { type AuthContext, authenticate, authenticateWith } from "../request/auth";
import { pkceChallenge, sha256Hex, timingSafeEqualText } from "../request/crypto";
import { json, readForm } from "../request/http";
import { nowIso } from "../calendar/time";
import { CLIENT_ID } from "./policy";
import { createSession, revokeSessions, revokeSessionStatements, rotateRefreshToken, sessionOfToken } from "./sessions";

const CODE_VERIFIER = /^[A-Za-z0-9\-._~]{43,128}$/;

function oauthError(error: string, description: string, status = 400): Response {
  return json({ error, error_description: description }, status, { pragma: "no-cache" });
}

function isForm(request: Request): boolean {
  return (request.headers.get("content-type") ?? "").toLowerCase().startsWith("application/x-www-form-urlencoded");
}

interface CodeRow {
  client_id: string;
  redirect_uri: string;
  code_challenge: string;
  account_id: string;
  sso_session_id: string | null;
  user_agent: string | null;
  ip: string | null;
  ip_country: string | null;
  ip_city: string | null;
  expires_at: string;
}

async function exchangeCode(env: OriginEnv, form: URLSearchParams): Promise<Response> {
  const code = form.get("code");
  const redirectUri = form.get("redirect_uri");
  const verifier = form.get("code_verifier");
  if (!code || !redirectUri || !verifier) {
    return oauthError("invalid_request", "code, redirect_uri and code_verifier are required");
  }
  const codeHash = await sha256Hex(code);
  const now = nowIso();
  // Spend the code first, whatever happens next: a code is good for one attempt only. The session
  // id is reserved now so that a replay can find (and revoke) what the first exchange issued.
  const sessionId = `ses_${nanoid()}`;
  const row = await env.DB.prepare(
    `UPDATE authorization_codes SET used_at = ?, session_id = ? WHERE code_hash = ? AND used_at IS NULL
     RETURNING client_id, redirect_uri, code_challenge, account_id, sso_session_id, user_agent, ip, ip_country,
       ip_city, expires_at`,
  )
    .bind(now, sessionId, codeHash)
    .first<CodeRow>();
  if (!row) {
    const replayed = await env.DB.prepare("SELECT session_id FROM authorization_codes WHERE code_hash = ?")
      .bind(codeHash)
      .first<{ session_id: string | null }>();
    if (replayed?.session_id) await revokeSessions(env.DB, [replayed.session_id]);
    return oauthError("invalid_grant", "The authorization code is invalid, expired or already used.");
  }
  if (row.expires_at <= now) return oauthError("invalid_grant", "The authorization code has expired.");
  if (row.client_id !== form.get("client_id")) return oauthError("invalid_grant", "The code was issued to another client.");
  if (row.redirect_uri !== redirectUri) return oauthError("invalid_grant", "redirect_uri does not match the authorization request.");
  if (!CODE_VERIFIER.test(verifier) || !timingSafeEqualText(await pkceChallenge(verifier), row.code_challenge)) {
    return oauthError("invalid_grant", "The code_verifier does not match the code_challenge.");
  }
  const issued = await createSession(
    env.DB,
    {
      accountId: row.account_id,
      ssoSessionId: row.sso_session_id,
      clientId: row.client_id,
      client: { userAgent: row.user_agent, ip: row.ip, country: row.ip_country, city: row.ip_city },
    },
    undefined,
    sessionId,
  );
  return tokenResponse(issued.sessionId, row.account_id, issued);
}

function tokenResponse(
  sessionId: string,
  accountId: string,
  pair: { accessToken: string; refreshToken: string; expiresIn: number },
): Response {
  return json(
    {
      access_token: pair.accessToken,
      token_type: "Bearer",
      expires_in: pair.expiresIn,
      refresh_token: pair.refreshToken,
      session_id: sessionId,
      account_id: accountId,
    },
    200,
    { pragma: "no-cache" },
  );
}

export async function tokenEndpoint(request: Request, env: OriginEnv): Promise<Response> {
  if (!isForm(request)) return oauthError("invalid_request", "Use application/x-www-form-urlencoded.");
  const form = await readForm(request);
  if (!form) return oauthError("invalid_request", "The request body is too large.");
  const clientId = form.get("client_id");
  if (clientId !== CLIENT_ID) return oauthError("invalid_client", "Unknown client_id.", 401);
  const grantType = form.get("grant_type");
  if (grantType === "authorization_code") return exchangeCode(env, form);
  if (grantType === "refresh_token") {
    const refreshToken = form.get("refresh_token");
    if (!refreshToken) return oauthError("invalid_request", "refresh_token is required");
    const rotated = await rotateRefreshToken(env.DB, refreshToken);
    if (!rotated) return oauthError("invalid_grant", "The refresh token is invalid, expired or already used.");
    return tokenResponse(rotated.sessionId, rotated.accountId, rotated);
  }
  return oauthError("unsupported_grant_type", "grant_type must be authorization_code or refresh_token");
}

/** RFC 7009: revoking either token ends its whole session. Unknown tokens are not an error. */
export async function revokeEndpoint(request: Request, env: OriginEnv): Promise<Response> {
  if (!isForm(request)) return oauthError("invalid_request", "Use application/x-www-form-urlencoded.");
  const form = await readForm(request);
  const token = form?.get("token");
  if (!token) return oauthError("invalid_request", "token is required");
  const session = await sessionOfToken(env.DB, token);
  if (session) {
    await env.DB.batch([
      ...revokeSessionStatements(env.DB, [session.session_id]),
      activityStatement(env.DB, { accountId: session.account_id, sessionId: session.session_id, type: "LOGOUT" }),
    ]);
  }
  return json({}, 200);
}

type AccountRow = { id: string; email: string; first_name: string | null; last_name: string | null; language_preference: string | null };
type NewestSsoRow = { account_id: string; revoked_at: string | null; expires_at: string; email: string };

export async function userinfoEndpoint(request: Request, env: OriginEnv): Promise<Response> {
  const { claims } = await authenticateWithClaims(request, env.DB);
  if (!claims) return oauthError("invalid_token", "Unknown account.", 401);
  return json(claims);
}

/** The request header that asks for the session's claims with the answer (GraphQL: `extensions.session`; REST: this header back). */
export const SESSION_FACTS_HEADER = "mo-session-facts";

/**
 * The token check and the session's userinfo claims (the account, and the browser's newest sign-in)
 * in one round trip to D1. Also answered, on request, with a GraphQL read (routers/graphql.ts), so a
 * portal page that reads the origin needs no userinfo call of its own (ADR 26). Throws
 * UNAUTHENTICATED like `authenticate`; `claims` is null when the session's account is gone.
 */
export async function authenticateWithClaims(request: Request, db: D1Database): Promise<{ auth: AuthContext; claims: Record<string, unknown> | null }> {
  const { auth, results } = await authenticateWith(request, db, (tokenHash) => [
    db
      .prepare(
        `SELECT a.id, a.email, a.first_name, a.last_name, a.language_preference FROM tokens t
           JOIN sessions s ON s.id = t.session_id JOIN accounts a ON a.id = s.account_id WHERE t.token_hash = ?`,
      )
      .bind(tokenHash),
    newestSignInStatement(db, tokenHash),
  ]);
  const account = results[0]?.results[0] as AccountRow | undefined;
  if (!account) return { auth, claims: null };
  return {
    auth,
    claims: {
      sub: account.id,
      email: account.email,
      given_name: account.first_name,
      family_name: account.last_name,
      name: [account.first_name, account.last_name].filter(Boolean).join(" ") || null,
      // The language preference (nl-NL or nl-BE); absent when the account follows the brand.
      ...(account.language_preference ? { locale: account.language_preference } : {}),
      session_id: auth.sessionId,
      // The browser that holds this session has since signed in as another account (LoggedInDifferentAccount).
      ...browserSignedInElsewhereAs(results[1]?.results[0] as NewestSsoRow | undefined, account.id),
    },
  };
}

/**
 * The token's account, and with `mo-session-facts: 1` also the session's claims (the same D1 round
 * trip): what the GraphQL and REST routers answer the portal's session question with. Throws
 * UNAUTHENTICATED like `authenticate`; `claims` is null when not asked or the account is gone.
 */
export async function authenticateAsAsked(request: Request, db: D1Database): Promise<{ auth: AuthContext; claims: Record<string, unknown> | null }> {
  if (request.headers.get(SESSION_FACTS_HEADER) === "1") return authenticateWithClaims(request, db);
  return { auth: await authenticate(request, db), claims: null };
}

/**
 * Follows the chain of SSO sessions that replaced the one of the access token's session (by the
 * token's hash) in the same browser to the newest (the statement); when that one is still live and
 * belongs to another account, names that account's e-mail.
 */
function newestSignInStatement(db: D1Database, tokenHash: string): D1PreparedStatement {
  return db
    .prepare(
      `WITH RECURSIVE chain(id, depth) AS (
         SELECT replaced_by_sso_session_id, 1 FROM sso_sessions
           WHERE id = (SELECT s.sso_session_id FROM tokens t JOIN sessions s ON s.id = t.session_id WHERE t.token_hash = ?1)
             AND replaced_by_sso_session_id IS NOT NULL
         UNION ALL
         SELECT s.replaced_by_sso_session_id, chain.depth + 1 FROM sso_sessions s JOIN chain ON s.id = chain.id
           WHERE s.replaced_by_sso_session_id IS NOT NULL AND chain.depth < 50)
       SELECT s.account_id, s.revoked_at, s.expires_at, a.email FROM chain
         JOIN sso_sessions s ON s.id = chain.id JOIN accounts a ON a.id = s.account_id
         ORDER BY chain.depth DESC LIMIT 1`,
    )
    .bind(tokenHash);
}

function browserSignedInElsewhereAs(newest: NewestSsoRow | undefined, accountId: string): { other_account_email?: string } {
  const now = nowIso();
  if (!newest || newest.revoked_at || newest.expires_at <= now || newest.account_id === accountId) return {};
  return { other_account_email: newest.email };
}
