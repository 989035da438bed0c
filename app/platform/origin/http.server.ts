import { CLIENT_IP_HEADER, CLIENT_KEY_HEADER } from "@contracts/client";
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_PATTERN, IdempotencyCode } from "@contracts/idempotency";
import { nanoid } from "nanoid";
import { TEST_CLOCK_HEADER, TEST_ORIGIN_FAULTS_HEADER } from "../request/clock.server";
import type { AppContext } from "../request/context";
import type { Session } from "../session/session";
import { RetryableError, type RetryOptions, type RetryPolicy, ServerReadRetry, ServerWriteRetry, withRetry } from "./retry";
import { OriginError, outcomeUnknown } from "./violations";

// The one HTTP path from the portal's server to the origin: the session's bearer token, the policy's
// timeout per attempt, retries for network failures, timeouts and 5xx under the policy, and the page's
// deadline for reads. Only the origin client (this folder) calls it; features use graphql.server.ts
// and rest.server.ts.

export const originBase = (app: AppContext) => app.env.ORIGIN_URL.replace(/\/$/, "");

const DUTCH = { "accept-language": "nl-NL" };
const BELGIAN = { "accept-language": "nl-BE" };

/**
 * What every call to the origin says about its caller: the page's language, so the origin's messages
 * read as the page does ("U hebt", "aanmelden" on a Belgian brand; logged out, the `mo-site-language`
 * cookie; with a session whose check rides on the call, the brand's, and the origin then speaks the
 * account's own preference, issue 59), and in development and test the
 * request's test clock, so the origin's time rules follow it (ADR 36), and its share of faults (ADR 48);
 * and the visitor's address with
 * the portal's client key, for the origin's per-client limits (contracts/client.ts, ADR 46).
 */
export const callerHeaders = (app: Pick<AppContext, "testClock" | "testOriginFaults" | "brand" | "siteLanguage" | "clientIp" | "env">): Record<string, string> => {
  const headers: Record<string, string> = { ...((app.siteLanguage ?? app.brand?.country) === "be" ? BELGIAN : DUTCH), [CLIENT_KEY_HEADER]: app.env.ORIGIN_CLIENT_KEY };
  if (app.clientIp) headers[CLIENT_IP_HEADER] = app.clientIp;
  if (app.testClock) headers[TEST_CLOCK_HEADER] = app.testClock;
  if (app.testOriginFaults) headers[TEST_ORIGIN_FAULTS_HEADER] = String(app.testOriginFaults);
  return headers;
};

/** Whether a document's operation is a query or a mutation; documents may start with their fragments (`fragment … { … } mutation Name(…) {`). */
export function operationKind(text: string): "query" | "mutation" {
  const named = /(?:^|[\s}])(query|mutation)\s+\w+\s*[({]/.exec(text);
  return (named?.[1] ?? (/^\s*mutation\b/.test(text) ? "mutation" : "query")) as "query" | "mutation";
}

/** The policy of an operation: a query is a read, a mutation a write (retried under its idempotency key). */
export function policyForOperation(text: string): RetryPolicy {
  return operationKind(text) === "mutation" ? ServerWriteRetry : ServerReadRetry;
}

/** The policy of a REST call: GET is a read, everything else a write. */
export function policyForMethod(method: string): RetryPolicy {
  return method === "GET" ? ServerReadRetry : ServerWriteRetry;
}

/**
 * The idempotency key of a write (ADR 48): the form's own, when the input carries it (`idempotencyKey`,
 * or `input.idempotencyKey` of a mutation: the holiday, complaint, moving, invitation, payment forms),
 * else one made for this submit. Either way it is kept across the write's retries.
 */
export function writeKey(input: unknown): string {
  const record = input as { idempotencyKey?: unknown; input?: { idempotencyKey?: unknown } } | null | undefined;
  const candidate = record?.idempotencyKey ?? record?.input?.idempotencyKey;
  return typeof candidate === "string" && IDEMPOTENCY_KEY_PATTERN.test(candidate) ? candidate : nanoid();
}

/** The origin's 409 for a key whose first request is still being applied: the write is asked again in a moment. */
export async function isKeyInProgress(response: Response): Promise<boolean> {
  return response.status === 409 && (await response.clone().text()).includes(IdempotencyCode.inProgress);
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
 * the gateway, the identity provider's token endpoint): the session's bearer token, the policy's timeout
 * per attempt, retries for network failures, timeouts and 5xx under the policy (`deadline` ends them
 * sooner). After the last attempt a read's 5xx answer is returned as it is and a network failure or
 * timeout throws; a write's outcome is then unknown (OriginError OUTCOME-UNKNOWN, ADR 48).
 */
export async function originFetch(app: AppContext, session: Session | null, pathAndQuery: string, init: RequestInit, policy: RetryPolicy, deadline?: number): Promise<Response> {
  const url = `${originBase(app)}${pathAndQuery}`;
  const given = init.headers as Record<string, string> | undefined;
  const headers: Record<string, string> = { ...given, ...(session ? { authorization: `Bearer ${session.accessToken}` } : {}), ...callerHeaders(app) };
  // A write goes with its idempotency key, the same on every try (ADR 48).
  if (policy.writes) headers[IDEMPOTENCY_KEY_HEADER] = given?.[IDEMPOTENCY_KEY_HEADER] ?? nanoid();
  let lastServerError: Response | null = null;
  try {
    const response = await withRetry(policy, async (signal) => {
      let response: Response;
      try {
        response = await fetch(url, { ...init, headers, signal });
      } catch (error) {
        throw new RetryableError(error instanceof Error ? error.message : String(error));
      }
      if (response.status >= 500 || (policy.writes && (await isKeyInProgress(response)))) {
        lastServerError = response;
        throw new RetryableError(`origin ${response.status}`);
      }
      return response;
    }, { ...retryOptions(app, policy), ...(deadline === undefined ? {} : { deadline }) });
    return response;
  } catch (error) {
    noteFailedRead(app, policy);
    // A write whose tries all failed on the way may have applied: its outcome is unknown, never "failed".
    if (policy.writes) throw new OriginError(outcomeUnknown());
    if (lastServerError) return lastServerError;
    throw error;
  }
}


/** One attempt, no retry, the caller's signal: the identity provider's userinfo check (its own deadline). */
export function originFetchOnce(app: AppContext, path: string, init: RequestInit): Promise<Response> {
  return fetch(`${originBase(app)}${path}`, init);
}

/**
 * The identity provider's token endpoint as a write (oauth4webapi's customFetch, ADR 48): the call's own
 * idempotency key (in its headers), and a try that failed on the way sent again under it until `deadline`.
 */
export function tokenEndpointFetch(app: AppContext, deadline?: number) {
  // Tokens are issued on the identity provider's own clock, never a page's test clock (ADR 36): a token
  // issued "weeks ago" would be expired when the page's next call checks it.
  const unshifted: AppContext = { ...app, testClock: null };
  return (url: string, init: RequestInit) => originFetch(unshifted, null, new URL(url).pathname, init, ServerWriteRetry, deadline);
}
