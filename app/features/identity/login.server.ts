import * as oauth from "oauth4webapi";
import { redirect } from "react-router";
import { FORGOT_PASSWORD_SCREEN_HINT } from "@contracts/identity";
import { knownBrandHosts } from "~/platform/content/brand.server";
import { safeCallbackUrl } from "~/platform/session/callback-url.server";
import type { AppContext } from "~/platform/request/context";
import { authorizationServer, exchangeCode, OAUTH_CLIENT_ID, revokeSession } from "~/platform/session/oauth.server";
import { pendingLoginCookie, type SessionState } from "~/platform/session/session.server";

// Login through the identity provider: authorization code + PKCE + state (RFC 6749/7636).

export function callbackTarget(app: AppContext, raw: string | null | undefined): string {
  return safeCallbackUrl(raw, {
    currentOrigin: app.siteOrigin,
    brandHosts: knownBrandHosts(app.brands),
    allowInsecureLocal: app.environment === "development" || app.environment === "test",
  });
}

export async function startLogin(app: AppContext, session: SessionState, requestUrl: URL): Promise<Response> {
  const target = callbackTarget(app, requestUrl.searchParams.get("callback_url"));
  if (session.session) return redirect(target);

  const verifier = oauth.generateRandomCodeVerifier();
  const state = oauth.generateRandomState();
  const redirectUri = `${app.siteOrigin}/login/callback`;
  const prompt = requestUrl.searchParams.get("prompt");
  const loginHint = requestUrl.searchParams.get("login_hint")?.trim() ?? "";
  const authorize = new URL(authorizationServer(app.env.ORIGIN_URL).authorization_endpoint!);
  authorize.search = new URLSearchParams({
    response_type: "code",
    client_id: OAUTH_CLIENT_ID,
    redirect_uri: redirectUri,
    state,
    code_challenge: await oauth.calculatePKCECodeChallenge(verifier),
    code_challenge_method: "S256",
    ...(app.brand ? { brand: app.brand.key } : {}),
    // "Ander account gebruiken": the login form even when the identity provider has a session;
    // "Account maken" (e.g. from an invitation): the identity provider's registration form.
    ...(prompt === "login" || prompt === "create" ? { prompt } : {}),
    // "Ik ben mijn wachtwoord vergeten" (the contact page's shortcut, ADR 42): that form at once.
    ...(requestUrl.searchParams.get("screen_hint") === FORGOT_PASSWORD_SCREEN_HINT ? { screen_hint: FORGOT_PASSWORD_SCREEN_HINT } : {}),
    // The address to fill in (an invitation's address); an address is at most 254 characters.
    ...(loginHint && loginHint.length <= 254 ? { login_hint: loginHint } : {}),
  }).toString();

  const retried = requestUrl.searchParams.get("retry") === "1";
  const cookie = await pendingLoginCookie.write({ state, verifier, callbackUrl: target, redirectUri, createdAt: Date.now(), retried }, app.env.SESSION_SECRET);
  return redirect(authorize.toString(), { headers: { "set-cookie": cookie } });
}

/**
 * POST /login, for a visitor who is logged in (only same-origin: the edge refuses cross-origin writes).
 * - `switch-account` ("Doorgaan als <ander account>", login state LoggedInDifferentAccount): ends this
 *   portal session and starts a login, which the identity provider's current session completes.
 * - `other-account` ("Ander account gebruiken"): ends this portal session and asks the identity
 *   provider for its login form even though it has a session.
 */
export async function switchAccount(app: AppContext, session: SessionState, request: Request): Promise<Response> {
  const form = await request.formData();
  const intent = form.get("intent");
  if (intent !== "switch-account" && intent !== "other-account") return new Response("Onbekende actie", { status: 400 });
  if (session.session) await revokeSession(app, session.session);
  session.destroy();
  const url = new URL(request.url);
  const callbackUrl = form.get("callback_url");
  url.search = new URLSearchParams({
    ...(typeof callbackUrl === "string" ? { callback_url: callbackUrl } : {}),
    ...(intent === "other-account" ? { prompt: "login" } : {}),
  }).toString();
  return startLogin(app, session, url);
}

export type CallbackOutcome = { ok: true; response: Response } | { ok: false; reason: "expired" | "denied" | "failed" };

/**
 * Completes the login. A callback that cannot be completed although its login is known — a code
 * already spent (a browser that sent the callback twice), a state that does not match, the token
 * endpoint unreachable for a moment — starts that login once more: the identity provider's own
 * session signs the visitor in again without a question, so nobody sees an error for a hiccup.
 * Only a second failure in a row, or a login the visitor broke off, is shown.
 */
export async function completeLogin(app: AppContext, session: SessionState, request: Request): Promise<CallbackOutcome> {
  const pending = await pendingLoginCookie.read(request, app.env.SESSION_SECRET);
  const url = new URL(request.url);
  if (!pending || Date.now() - pending.createdAt > 10 * 60_000) {
    console.warn(`[login callback] no pending login (${request.headers.get("cookie")?.includes(pendingLoginCookie.name) ? "cookie unreadable or too old" : "no cookie"})`);
    // An old callback opened again (history, a bookmark) by someone who is logged in already.
    if (session.session) return { ok: true, response: redirect("/") };
    return { ok: false, reason: "expired" };
  }
  if (url.searchParams.get("error")) {
    console.warn(`[login callback] the identity provider answered ${url.searchParams.get("error")}`);
    return { ok: false, reason: "denied" };
  }
  try {
    const next = await exchangeCode(app, url, pending);
    if (session.session && session.session.accountId !== next.accountId) await revokeSession(app, session.session);
    session.set(next);
    return { ok: true, response: redirect(callbackTarget(app, pending.callbackUrl), { headers: { "set-cookie": pendingLoginCookie.clear() } }) };
  } catch (error) {
    app.report(error, pending.retried ? "login callback (after a retry)" : "login callback");
    if (pending.retried) return { ok: false, reason: "failed" };
    const again = new URLSearchParams({ callback_url: pending.callbackUrl, retry: "1" });
    return { ok: true, response: redirect(`/login?${again}`, { headers: { "set-cookie": pendingLoginCookie.clear() } }) };
  }
}

export async function logout(app: AppContext, session: SessionState): Promise<Response> {
  const endSession = new URL(authorizationServer(app.env.ORIGIN_URL).end_session_endpoint!);
  endSession.searchParams.set("post_logout_redirect_uri", `${app.siteOrigin}/`);
  const current = session.session;
  if (current) {
    // Proof for the identity provider that this logout comes from the portal, not from an <img> on
    // another site (without it the IdP asks "Wilt u uitloggen?"): the SHA-256 (hex) of the session's
    // token. It still names the session after the revocation below and is no credential itself.
    const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(current.refreshToken || current.accessToken));
    endSession.searchParams.set("logout_hint", Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, "0")).join(""));
    await revokeSession(app, current);
  }
  session.destroy();
  return redirect(endSession.toString());
}
