import * as oauth from "oauth4webapi";
import type { AppContext } from "../request/context";
import { IDEMPOTENCY_KEY_HEADER } from "@contracts/idempotency";
import { nanoid } from "nanoid";
import { QueryRetry, ServerWriteRetry } from "../origin/retry";
import { originFetchOnce, tokenEndpointFetch } from "../origin/http.server";
import { genericError, OriginError } from "../origin/violations";
import type { Session } from "./session";

// The identity provider (OAuth 2.0 authorization code + PKCE, oauth4webapi): the code exchange, the
// refresh, userinfo and revocation, and the verdict on a standing session. Every call has a timeout.

export const OAUTH_CLIENT_ID = "mijn-omgeving";
const client: oauth.Client = { client_id: OAUTH_CLIENT_ID };
const clientAuth = oauth.None();
const REFRESH_MARGIN_MS = 30_000;

export function authorizationServer(originUrl: string): oauth.AuthorizationServer {
  const base = originUrl.replace(/\/$/, "");
  return {
    issuer: base,
    authorization_endpoint: `${base}/oauth/authorize`,
    token_endpoint: `${base}/oauth/token`,
    revocation_endpoint: `${base}/oauth/revoke`,
    userinfo_endpoint: `${base}/oauth/userinfo`,
    end_session_endpoint: `${base}/oauth/logout`,
  };
}

/** Local stacks talk to the origin over http on loopback; production must use https. */
function oauthOptions(app: Pick<AppContext, "env" | "environment">) {
  const insecure = app.environment !== "production" && app.env.ORIGIN_URL.startsWith("http://");
  return { [oauth.allowInsecureRequests]: insecure, signal: AbortSignal.timeout(ServerWriteRetry.timeoutMs) };
}

/**
 * The token endpoint's calls (the code exchange, a refresh) as the writes they are (ADR 48): one
 * idempotency key, and a try that failed on the way (5xx, reset, timeout) sent again under it until
 * `deadline`. A refresh whose answer was lost is answered again with the same new tokens, instead of
 * the spent refresh token logging the visitor out.
 */
function tokenOptions(app: AppContext, deadline = Date.now() + ServerWriteRetry.deadlineMs) {
  return {
    ...oauthOptions(app),
    signal: undefined,
    headers: { [IDEMPOTENCY_KEY_HEADER]: nanoid() },
    [oauth.customFetch]: tokenEndpointFetch(app, deadline),
  };
}

export function sessionFromTokens(tokens: oauth.TokenEndpointResponse & Record<string, unknown>, username: string, previous?: Session): Session {
  return {
    accountId: String(tokens.account_id ?? previous?.accountId ?? ""),
    sessionId: String(tokens.session_id ?? previous?.sessionId ?? ""),
    username,
    accessToken: tokens.access_token,
    refreshToken: tokens.refresh_token ?? previous?.refreshToken ?? "",
    accessExpiresAt: Date.now() + (tokens.expires_in ?? 300) * 1000,
  };
}

/** Exchanges the authorization code (PKCE + state checked) for a session. */
export async function exchangeCode(app: AppContext, callbackUrl: URL, pending: { state: string; verifier: string; redirectUri: string }): Promise<Session> {
  const as = authorizationServer(app.env.ORIGIN_URL);
  const params = oauth.validateAuthResponse(as, client, callbackUrl, pending.state);
  const response = await oauth.authorizationCodeGrantRequest(as, client, clientAuth, params, pending.redirectUri, pending.verifier, tokenOptions(app));
  const tokens = (await oauth.processAuthorizationCodeResponse(as, client, response)) as oauth.TokenEndpointResponse & Record<string, unknown>;
  const info = await userInfo(app, tokens.access_token);
  if (info.status !== 200) throw new OriginError(genericError(info.status));
  return sessionFromTokens(tokens, info.username);
}

async function userInfo(
  app: AppContext,
  accessToken: string,
  deadline = app.originReads.deadline,
): Promise<{ status: number; username: string; accountId?: string; locale?: string; otherAccount?: string }> {
  const response = await originFetchOnce(app, "/oauth/userinfo", {
    headers: { authorization: `Bearer ${accessToken}`, accept: "application/json" },
    signal: AbortSignal.timeout(Math.max(1, Math.min(QueryRetry.timeoutMs, deadline - Date.now()))),
  });
  if (response.status !== 200) return { status: response.status, username: "" };
  return { status: 200, ...parseClaims(await response.json()) };
}

type Claims = { sub?: unknown; email?: unknown; preferred_username?: unknown; locale?: unknown; other_account_email?: unknown };
const claimText = (value: unknown) => (typeof value === "string" ? value : undefined);

/** The userinfo claims the portal uses (from /oauth/userinfo or a GraphQL answer's extensions.session). */
export function parseClaims(raw: unknown): { username: string; accountId?: string; locale?: string; otherAccount?: string } {
  const body = (raw ?? {}) as Claims;
  const otherAccount = claimText(body.other_account_email);
  return {
    username: claimText(body.email) ?? claimText(body.preferred_username) ?? "",
    accountId: claimText(body.sub),
    locale: claimText(body.locale),
    ...(otherAccount ? { otherAccount } : {}),
  };
}

/** The verdict on a standing session from its claims: another account's claims revoke it. */
export function validationFromClaims(session: Session, claims: ReturnType<typeof parseClaims>): SessionValidation {
  if (claims.accountId && claims.accountId !== session.accountId) return { status: "revoked" };
  return {
    status: "valid",
    locale: claims.locale === "nl-NL" || claims.locale === "nl-BE" ? claims.locale : null,
    ...(claims.otherAccount ? { otherAccount: claims.otherAccount } : {}),
  };
}

async function refresh(app: AppContext, session: Session, deadline: number): Promise<Session | null> {
  const as = authorizationServer(app.env.ORIGIN_URL);
  const response = await oauth.refreshTokenGrantRequest(as, client, clientAuth, session.refreshToken, tokenOptions(app, deadline));
  if (response.status === 400 || response.status === 401) return null;
  const tokens = (await oauth.processRefreshTokenResponse(as, client, response)) as oauth.TokenEndpointResponse & Record<string, unknown>;
  return sessionFromTokens(tokens, session.username, session);
}

/** What the identity provider says about a standing session, besides that it stands. */
export interface SessionFacts {
  /** The account's language preference; null: it has none; absent: the check went unanswered. */
  locale?: "nl-NL" | "nl-BE" | null;
  /** The browser has since signed in as this other account (login state LoggedInDifferentAccount). */
  otherAccount?: string;
}

export type SessionValidation =
  | ({ status: "valid" } & SessionFacts)
  | ({ status: "refreshed"; session: Session } & SessionFacts)
  | { status: "revoked" };

/**
 * Asks the origin whether the session still stands, refreshing an expiring access token first.
 * An unreachable origin keeps the session (pages then show the error panel); only the origin's
 * own "no" logs the visitor out. The check ends by `deadline` (the page's budget for origin reads,
 * or less on pages that show nothing from the origin), so a hanging origin never holds a page.
 */
export async function validateSession(app: AppContext, session: Session, deadline = app.originReads.deadline): Promise<SessionValidation> {
  try {
    let current = session;
    let refreshed = false;
    if (current.accessExpiresAt - REFRESH_MARGIN_MS < Date.now()) {
      const next = await refresh(app, current, deadline);
      // A refused refresh can be a parallel request that refreshed first (the origin refuses a
      // spent refresh token within its reuse window): the access token decides below.
      if (next) {
        current = next;
        refreshed = true;
      } else if (current.accessExpiresAt < Date.now()) {
        return { status: "revoked" };
      }
    }
    const info = await userInfo(app, current.accessToken, deadline);
    if (info.status === 401 || info.status === 403) return { status: "revoked" };
    const verdict = validationFromClaims(current, info);
    if (verdict.status !== "valid") return verdict;
    const { status: _valid, ...facts } = verdict;
    return refreshed ? { status: "refreshed", session: current, ...facts } : { status: "valid", ...facts };
  } catch (error) {
    if (error instanceof oauth.ResponseBodyError || error instanceof oauth.AuthorizationResponseError) return { status: "revoked" };
    app.report(error, "session validation");
    return { status: "valid" };
  }
}

/** Whether the access token is about to expire, so the session check refreshes it first. */
export function sessionNeedsRefresh(session: Session): boolean {
  return session.accessExpiresAt - REFRESH_MARGIN_MS < Date.now();
}

/** Ends the session at the identity provider (token revocation); never throws. */
export async function revokeSession(app: AppContext, session: Session): Promise<void> {
  const as = authorizationServer(app.env.ORIGIN_URL);
  try {
    await oauth.revocationRequest(as, client, clientAuth, session.refreshToken || session.accessToken, oauthOptions(app));
  } catch (error) {
    app.report(error, "token revocation");
  }
}

