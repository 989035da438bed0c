import { CLIENT_IP_HEADER, CLIENT_KEY_HEADER } from "@contracts/client";
import { TEST_CLOCK_HEADER } from "../request/clock.server";
import type { AppContext } from "../request/context";
import type { Session } from "../session/session";
import { MutationOnce, RetryableError, type RetryOptions, type RetryPolicy, ServerReadRetry, withRetry } from "./retry";

// The one HTTP path from the portal's server to the origin: the session's bearer token, the policy's
// timeout per attempt, retries for network failures, timeouts and 5xx under the policy, and the page's
// deadline for reads. Only the origin client (this folder) calls it; features use graphql.server.ts
// and rest.server.ts.

export const originBase = (app: AppContext) => app.env.ORIGIN_URL.replace(/\/$/, "");

const DUTCH = { "accept-language": "nl-NL" };
const BELGIAN = { "accept-language": "nl-BE" };

/**
 * What every call to the origin says about its caller: the page's language, so the origin's messages
 * read as the page does ("U hebt", "aanmelden" on a Belgian brand, or for an account whose preference is
 * nl-BE: the `mo-site-language` cookie, which follows the preference), and in development and test the
 * request's test clock, so the origin's time rules follow it (ADR 36); and the visitor's address with
 * the portal's client key, for the origin's per-client limits (contracts/client.ts, ADR 46).
 */
export const callerHeaders = (app: Pick<AppContext, "testClock" | "brand" | "siteLanguage" | "clientIp" | "env">): Record<string, string> => {
  const headers: Record<string, string> = { ...((app.siteLanguage ?? app.brand?.country) === "be" ? BELGIAN : DUTCH), [CLIENT_KEY_HEADER]: app.env.ORIGIN_CLIENT_KEY };
  if (app.clientIp) headers[CLIENT_IP_HEADER] = app.clientIp;
  if (app.testClock) headers[TEST_CLOCK_HEADER] = app.testClock;
  return headers;
};

export function operationKind(text: string): "query" | "mutation" {
  return /^\s*mutation\b/.test(text) ? "mutation" : "query";
}

/** The policy of an operation: queries are retried, mutations never (a retried write could apply twice). */
export function policyForOperation(text: string): RetryPolicy {
  return operationKind(text) === "mutation" ? MutationOnce : ServerReadRetry;
}

/** The policy of a REST call: GET is a read, everything else a write. */
export function policyForMethod(method: string): RetryPolicy {
  return method === "GET" ? ServerReadRetry : MutationOnce;
}

/** Reads share the page's deadline; a write, once sent, is given its own time (it may be applying). */
export function retryOptions(app: AppContext, policy: RetryPolicy): RetryOptions {
  return policy === ServerReadRetry ? { deadline: app.originReads.deadline } : {};
}

/** A read the origin could not answer (down, hanging, 5xx): the page says so with 503. */
export function noteFailedRead(app: AppContext, policy: RetryPolicy): void {
  if (policy === ServerReadRetry) app.originReads.failed = true;
}

/**
 * The one HTTP path from the portal's server to the origin (REST, and the browser's GraphQL through
 * the gateway): the session's bearer token, the policy's timeout per attempt, retries for network
 * failures, timeouts and 5xx under the policy. After the last attempt a 5xx answer is returned as it
 * is; a network failure or timeout throws.
 */
export async function originFetch(app: AppContext, session: Session | null, pathAndQuery: string, init: RequestInit, policy: RetryPolicy): Promise<Response> {
  const url = `${originBase(app)}${pathAndQuery}`;
  const headers = { ...(init.headers as Record<string, string> | undefined), ...(session ? { authorization: `Bearer ${session.accessToken}` } : {}), ...callerHeaders(app) };
  let lastServerError: Response | null = null;
  try {
    const response = await withRetry(policy, async (signal) => {
      let response: Response;
      try {
        response = await fetch(url, { ...init, headers, signal });
      } catch (error) {
        throw new RetryableError(error instanceof Error ? error.message : String(error));
      }
      if (response.status >= 500) {
        lastServerError = response;
        throw new RetryableError(`origin ${response.status}`);
      }
      return response;
    }, retryOptions(app, policy));
    return response;
  } catch (error) {
    noteFailedRead(app, policy);
    if (lastServerError) return lastServerError;
    throw error;
  }
}


/** One attempt, no retry, the caller's signal: the identity provider's userinfo check (its own deadline). */
export function originFetchOnce(app: AppContext, path: string, init: RequestInit): Promise<Response> {
  return fetch(`${originBase(app)}${path}`, init);
}
