import type { AppContext } from "../request/context";
import { parseClaims, type SessionValidation, validateSession, validationFromClaims } from "./oauth.server";
import type { Session } from "./session";

// ── The session check answered by the page's own read (ADR 26) ──────────────────────────────
// A page that reads the origin asks, with that read, for the session's claims (`mo-session-facts: 1`
// → GraphQL's `extensions.session`, or REST's `mo-session-facts` answer header); the origin
// authenticates the read anyway, so a 401 there is the same "no" as from userinfo. The page then
// makes one origin request, not two.
// When no read takes the question before the page's loaders yield, or the read fails without an
// answer, the userinfo call answers it as before.

/** Asks the origin for the session's claims with a read's answer (GraphQL: `extensions.session`; REST: this header back). */
export const SESSION_FACTS_HEADER = "mo-session-facts";

export interface PendingCheck {
  session: Session;
  deadline: number;
  /** A read carries the question. */
  claimed: boolean;
  settled: boolean;
  fallbackStarted: boolean;
  resolve: (validation: SessionValidation) => void;
  result: Promise<SessionValidation>;
  /** Told the verdict the moment it is in, before the read that brought it returns to its caller. */
  onSettled: (validation: SessionValidation) => void;
}

const pendingChecks = new WeakMap<AppContext, PendingCheck>();

function settleCheck(check: PendingCheck, validation: SessionValidation): void {
  if (check.settled) return;
  check.settled = true;
  check.onSettled(validation);
  check.resolve(validation);
}

function fallBackToUserinfo(app: AppContext, check: PendingCheck): void {
  if (check.settled || check.fallbackStarted) return;
  check.fallbackStarted = true;
  void validateSession(app, check.session, check.deadline).then((validation) => settleCheck(check, validation));
}

/**
 * Starts a session check that the request's first origin request with the session's token answers
 * (a GET of a page behind requireAccount, or an account page's form action: its write; the token needs
 * no refresh). `onSettled` is told the verdict as soon as it is in (an action's write returns to a
 * request that already knows the account's language); `result()` is the verdict: it never rejects and
 * ends by the deadline like validateSession.
 */
export function deferSessionCheck(
  app: AppContext,
  session: Session,
  deadline: number,
  onSettled: (validation: SessionValidation) => void,
): { result(): Promise<SessionValidation> } {
  let resolve!: (validation: SessionValidation) => void;
  const result = new Promise<SessionValidation>((done) => (resolve = done));
  const check: PendingCheck = { session, deadline, claimed: false, settled: false, fallbackStarted: false, resolve, result, onSettled };
  pendingChecks.set(app, check);
  let waiting = false;
  return {
    result() {
      if (!waiting) {
        waiting = true;
        // The page's loaders start together; one macrotask later a read has claimed the question or none
        // will. An action asks only after it has run: its write has claimed it by then, or there was none.
        setTimeout(() => {
          if (!check.claimed) fallBackToUserinfo(app, check);
        }, 0);
      }
      return result;
    },
  };
}

/** Takes the pending question for this read when it carries the session's own token. */
export function claimSessionCheck(app: AppContext, session: Session | null): PendingCheck | null {
  const check = pendingChecks.get(app);
  if (!check || !session || check.claimed || check.settled || check.session.accessToken !== session.accessToken) return null;
  check.claimed = true;
  return check;
}

export function answerSessionCheck(app: AppContext, check: PendingCheck, answer: { status: number; extensions?: Record<string, unknown> } | null): void {
  if (answer?.status === 401) return settleCheck(check, { status: "revoked" });
  const claims = answer?.extensions?.session;
  if (claims && typeof claims === "object") return settleCheck(check, validationFromClaims(check.session, parseClaims(claims)));
  fallBackToUserinfo(app, check); // no answer to the question (failed read, older origin)
}

