import type { RouterContextProvider } from "react-router";
import { type AppContext, appContext } from "~/platform/request/context";
import type { PageLanguage } from "~/platform/locale/language";
import { OriginError } from "~/platform/origin/violations";
import { type Session, type SessionState, sessionContext } from "~/platform/session/session.server";
import { translate } from "~/platform/content/translations";
import type { ViolationError } from "~/platform/origin/violations";
import type { Translate } from "./translate";

/** What every account loader and action needs: the request context, the (guaranteed) session and `t`. */
export interface AccountRequest {
  app: AppContext;
  session: Session;
  sessionState: SessionState;
  t: Translate;
}

/** The layout's requireAccount middleware has run, so a session is there. */
export function accountRequest(context: Readonly<RouterContextProvider>): AccountRequest {
  const app = context.get(appContext);
  const sessionState = context.get(sessionContext);
  if (!sessionState.session) throw new Error("account route without a session (requireAccount did not run)");
  // The same texts as the page (root loader): looked up per call, since on an account page the
  // account's language preference arrives with the page's own origin read (ADR 26).
  return {
    app,
    session: sessionState.session,
    sessionState,
    t: (key, fallback, values) => translate(app.translationsFor(sessionState.language), key, fallback, values),
  };
}

/** A loader's or action's request on a page open to everyone: with or without a login. */
export interface VisitorRequest {
  app: AppContext;
  session: Session | null;
  t: Translate;
  language: PageLanguage;
}

export function visitorRequest(context: Readonly<RouterContextProvider>): VisitorRequest {
  const app = context.get(appContext);
  const sessionState = context.get(sessionContext);
  // Looked up per call: on a GET the account's language arrives with the page's own read (ADR 33).
  return {
    app,
    session: sessionState.session,
    t: (key, fallback, values) => translate(app.translationsFor(sessionState.language), key, fallback, values),
    get language() {
      return sessionState.language;
    },
  };
}

export type Loaded<T> = { data: T; error: null } | { data: null; error: ViolationError };

/** Data a write's answer brought (issue 59), in the shape of a loader's read. */
export function loaded<T>(data: T): Loaded<T> {
  return { data, error: null };
}

/** A loader's origin read: an origin failure becomes the error panel, anything else is a bug and throws. */
export async function loadFromOrigin<T>(account: AccountRequest, what: string, read: () => Promise<T>): Promise<Loaded<T>> {
  try {
    return { data: await read(), error: null };
  } catch (error) {
    if (!(error instanceof OriginError)) throw error;
    // A refused token is no fault: the session check ends the session and sends the visitor to log in.
    if (error.violation.status !== 401) account.app.report(error, what);
    return { data: null, error: error.violation };
  }
}

/** The language the page is in (as the root loader decides). */
export function requestLanguage({ app, sessionState }: Pick<AccountRequest, "app" | "sessionState">): PageLanguage {
  return sessionState.language;
}
