import { createContext, redirect, type MiddlewareFunction } from "react-router";
import { ANALYTICS_USER_COOKIE } from "../observability/analytics";
import { type AppContext, appContext, routeTableContext } from "../request/context";
import { analyticsUserCookie, readCookie, siteLanguageCookie } from "./cookies.server";
import { type PageLanguage, SITE_LANGUAGE_COOKIE, pageLanguage, preferenceLanguage, siteLanguage } from "../locale/language";
import { loginLink } from "../content/links";
import { deferSessionCheck } from "./session-check.server";
import { type SessionValidation, sessionNeedsRefresh, validateSession } from "./oauth.server";
import { routeHasMiddleware } from "../content/route-translations.server";
import { sealedCookie } from "./sealed-cookie.server";
import type { Session } from "./session";

export type { Session };

// The portal session: the origin's tokens, sealed in a __Host- cookie. The origin is the authority:
// every request with a session asks it (userinfo) whether the session still stands, so a session
// revoked elsewhere is logged out on its next request.

export type LoginState = "LoggedIn" | "NotLoggedIn" | "LoggedInDifferentAccount";

export const SESSION_COOKIE = "__Host-mo-session";
const SESSION_MAX_AGE = 30 * 24 * 3600;
export const sessionCookie = sealedCookie<Session>(SESSION_COOKIE, SESSION_MAX_AGE);

/** The login in progress: PKCE verifier, state and where to go afterwards. */
export interface PendingLogin {
  state: string;
  verifier: string;
  callbackUrl: string;
  redirectUri: string;
  createdAt: number;
  /** This login restarts one whose callback failed; a second failure is shown instead of retried. */
  retried?: boolean;
}
export const pendingLoginCookie = sealedCookie<PendingLogin>("__Host-mo-login", 10 * 60);

export interface SessionState {
  session: Session | null;
  loginState: LoginState;
  /** The account's language preference (nl-NL / nl-BE) as the identity provider reports it. */
  languagePreference: string | null;
  /** The page's language (spec §7): the preference, else the mo-site-language cookie, else the brand's country. */
  readonly language: PageLanguage;
  /**
   * The e-mail address this browser has since signed in with at the identity provider, when that
   * is another account than this session's (login state LoggedInDifferentAccount); else null.
   */
  otherAccount: string | null;
  /**
   * Settles when the identity provider's verdict on the session is in: at once, except on account
   * pages, whose own origin read brings it (ADR 26). Read login state, language and other account
   * after this; the root loader does.
   */
  ready(): Promise<void>;
  /** Replace the session (after login or a token refresh). */
  set(session: Session): void;
  /** Forget the session (logout, revoked). */
  destroy(): void;
  /** The account's language preference was changed on this request (/account/voorkeuren): the page and the cookie follow. */
  setLanguagePreference(preference: "nl-NL" | "nl-BE" | null): void;
}

export const sessionContext = createContext<SessionState>();

/** Pages that show nothing from the origin (content only); their session check gets a short leash. */
const ORIGIN_FREE_PATHS = new Set(["/", "/onderhoud", "/404", "/500", "/dev/componenten", "/klantenservice/veelgestelde-vragen", "/klantenservice/contact", "/klantenservice/email"]);
/** Ample for a healthy identity provider (tens of ms); an unanswered check keeps the session. */
export const QUICK_SESSION_CHECK_MS = 500;

function sessionCheckDeadline(app: AppContext, pathname: string): number {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return ORIGIN_FREE_PATHS.has(path) ? Math.min(app.originReads.deadline, Date.now() + QUICK_SESSION_CHECK_MS) : app.originReads.deadline;
}

/**
 * Root middleware: reads and validates the session, writes the cookie back when it changed.
 * A GET of an account page (requireAccount) or of a page that reads the account when logged in
 * (readsAccountWhenLoggedIn) whose token needs no refresh does not wait for the check: the page's
 * first GraphQL read answers it (deferSessionCheck, ADR 33) and the root loader waits for the verdict
 * (`ready()`); a "no" then ends the session and sends the visitor to log in (account pages) or back
 * to the same page, now logged out.
 */
export const sessionMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const app = context.get(appContext);
  const secret = app.env.SESSION_SECRET;
  let session = await sessionCookie.read(request, secret);
  let change = "none" as "none" | "set" | "destroy";
  let languagePreference: string | null = null;
  let otherAccount: string | null = null;
  // Whether the identity provider told us the account's preference on this request (an unanswered check does not).
  let preferenceKnown = false;
  const cookieLanguage = readCookie(request, SITE_LANGUAGE_COOKIE);
  const pathname = new URL(request.url).pathname;
  let ready = (): Promise<void> => Promise.resolve();
  // The check's "no" arrived after the page was built: the page is replaced by the way to log in.
  let revokedLate = false;

  /** Takes the verdict in; false when a late one no longer applies. */
  const apply = (validated: SessionValidation, late: boolean): boolean => {
    if (late && change !== "none") return false; // the route has since logged in or out itself
    if (validated.status === "revoked") {
      session = null;
      change = "destroy";
      revokedLate = late;
      return true;
    }
    languagePreference = validated.locale ?? null;
    preferenceKnown = validated.locale !== undefined;
    // The origin's later calls on this request (an action's) speak the preference just told, not a
    // stale site-language cookie from before it changed elsewhere.
    if (preferenceKnown) app.siteLanguage = preferenceLanguage(languagePreference);
    otherAccount = validated.otherAccount ?? null;
    if (validated.status === "refreshed") {
      session = validated.session;
      change = "set";
    }
    return true;
  };

  // Where a late "no" sends the visitor: to log in from an account page, back to the same page
  // (now logged out) from a page open to everyone.
  let revokedTo: "login" | "same page" = "login";
  if (session) {
    const deadline = sessionCheckDeadline(app, pathname);
    let deferrable = false;
    if (!sessionNeedsRefresh(session)) {
      const routes = context.get(routeTableContext);
      const accountPage = routeHasMiddleware(routes, pathname, requireAccount);
      if (request.method === "GET" || request.method === "HEAD") {
        if (!accountPage) revokedTo = "same page";
        deferrable = accountPage || routeHasMiddleware(routes, pathname, readsAccountWhenLoggedIn);
      } else {
        // An account page's form action: its write answers the check (issue 59). The origin refuses a
        // write with a revoked token itself (401), so nothing is written for a session that no longer
        // stands; the action's texts follow the verdict from the moment the write returns.
        deferrable = request.method === "POST" && accountPage;
      }
    }
    if (deferrable) {
      // Until the verdict is in, the origin is asked in the brand's Dutch and words its messages in the
      // account's own preference when it has one (workers/origin/rules/words.ts): what the page says
      // once the check is in, never a stale site-language cookie.
      app.siteLanguage = null;
      const pending = deferSessionCheck(app, session, deadline, (validated) => {
        if (apply(validated, true)) syncState();
      });
      // The verdict is applied as it arrives (above); `ready` only waits for it.
      ready = async () => void (await pending.result());
    } else {
      apply(await validateSession(app, session, deadline), false);
    }
  } else if (request.headers.get("cookie")?.includes(`${SESSION_COOKIE}=`)) {
    change = "destroy"; // tampered or sealed with an old secret
  }

  const state: SessionState = {
    session,
    loginState: !session ? "NotLoggedIn" : otherAccount ? "LoggedInDifferentAccount" : "LoggedIn",
    languagePreference,
    get language() {
      // Logged in with a known preference (or none): the account decides; otherwise the cookie may.
      const cookie = state.session && preferenceKnown ? null : siteLanguage(cookieLanguage);
      return pageLanguage(state.languagePreference, app.brand?.country, cookie);
    },
    otherAccount,
    ready: () => ready(),
    set(next) {
      state.session = next;
      state.loginState = "LoggedIn";
      state.otherAccount = null;
      change = "set";
    },
    destroy() {
      state.session = null;
      state.loginState = "NotLoggedIn";
      state.otherAccount = null;
      change = "destroy";
    },
    setLanguagePreference(preference) {
      state.languagePreference = preference;
      preferenceKnown = true;
      app.siteLanguage = preferenceLanguage(preference);
    },
  };
  // A verdict that arrives during the request updates what the page sees from then on (never before
  // `state` exists: only the routes' origin requests or `ready()` bring one).
  function syncState() {
    if (revokedLate) {
      state.session = null;
      state.loginState = "NotLoggedIn";
      state.otherAccount = null;
      return;
    }
    state.session = session; // the same, or refreshed by a late userinfo check
    state.languagePreference = languagePreference;
    state.otherAccount = otherAccount;
    if (state.session) state.loginState = otherAccount ? "LoggedInDifferentAccount" : "LoggedIn";
  }
  context.set(sessionContext, state);

  let response = await next();
  await state.ready();
  if (revokedLate) {
    const here = `${pathname}${new URL(request.url).search}`;
    // Absolute on the brand host: a path such as `//elders.example/…` stays a path on this host.
    response = redirect(revokedTo === "login" ? loginLink(app.siteOrigin, here) : `${app.siteOrigin}${here}`);
  }
  if (change === "set" && state.session) response.headers.append("set-cookie", await sessionCookie.write(state.session, secret));
  // The analytics user fallback (spec §7) follows the logged-in account; never read for authorisation.
  if (state.session && readCookie(request, ANALYTICS_USER_COOKIE) !== state.session.accountId) {
    response.headers.append("set-cookie", analyticsUserCookie(state.session.accountId));
  }
  // The site language cookie follows the account's preference once the identity provider has told it.
  if (state.session && preferenceKnown) {
    const wanted = preferenceLanguage(state.languagePreference);
    if (wanted ? cookieLanguage !== wanted : Boolean(cookieLanguage)) {
      response.headers.append("set-cookie", siteLanguageCookie(wanted));
    }
  }
  if (change === "destroy") response.headers.append("set-cookie", sessionCookie.clear());
  return response;
};


/**
 * Route middleware that marks a page open to everyone which reads the account when the visitor is
 * logged in (the contact form fills in name and e-mail). Like an account page, its GET lets that read
 * answer the session check (ADR 33); a "no" arriving with it sends the browser back to the same page,
 * which it then gets logged out with the cookie cleared, as the check before the loaders gave.
 */
export const readsAccountWhenLoggedIn: MiddlewareFunction<Response> = (_args, next) => next();

/** Route middleware for pages that need an account: logged-out visitors go to the login link and come back. */
export const requireAccount: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const { session } = context.get(sessionContext);
  if (!session) {
    const url = new URL(request.url);
    throw redirect(loginLink(context.get(appContext).siteOrigin, `${url.pathname}${url.search}`));
  }
  return next();
};
