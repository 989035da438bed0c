import type { AnyEndpoint, EndpointInput, EndpointOutput } from "@contracts/rest";
import type { AppContext } from "../request/context";
import type { Session } from "../session/session";
import { answerSessionCheck, claimSessionCheck, SESSION_FACTS_HEADER } from "../session/session-check.server";
import { IDEMPOTENCY_KEY_HEADER } from "@contracts/idempotency";
import { noteFailedRead, originBase, originFetch, policyForMethod, writeKey } from "./http.server";
import type { RetryPolicy } from "./retry";
import { genericError, OriginError, type ViolationError } from "./violations";

// REST at the origin, from the contract modules both sides import (contracts/<area>.ts, ADR 35): the
// request is built from the endpoint's path and input, the answer parsed with its output schema. A
// refusal becomes an OriginError with the origin's violations; an answer that does not match the
// contract is reported once and treated as the origin being unavailable (503), never used half.

/**
 * Spec §7 typed clients: `{name}` path parameters are filled from the input; declared query
 * parameters go in the query string; for GET the rest does too, otherwise the rest is the JSON body
 * (or, for an upload, the input's `body` bytes).
 */
export function buildRestRequest(baseUrl: string, definition: AnyEndpoint, input: Record<string, unknown>) {
  const rest: Record<string, unknown> = { ...input };
  const path = definition.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = rest[name];
    if (value === undefined || value === null || value === "") throw new Error(`Missing path parameter ${name}`);
    delete rest[name];
    return encodeURIComponent(String(value));
  });
  const url = new URL(`${baseUrl.replace(/\/$/, "")}${path}`);
  const extraHeaders = (rest.headers ?? {}) as Record<string, string>;
  delete rest.headers;
  const toQuery = definition.method === "GET" ? Object.keys(rest) : (definition.query ?? []);
  for (const key of toQuery) {
    const value = rest[key];
    delete rest[key];
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) url.searchParams.append(key, String(item));
  }
  const accept = definition.output === "binary" ? "application/pdf" : "application/json";
  if (definition.binaryBody) {
    return {
      url: url.toString(),
      init: { method: definition.method, headers: { "content-type": String(rest.contentType ?? "application/octet-stream"), accept, ...extraHeaders }, body: rest.body as BodyInit } satisfies RequestInit,
    };
  }
  const hasBody = definition.method !== "GET" && Object.keys(rest).length > 0;
  return {
    url: url.toString(),
    init: {
      method: definition.method,
      headers: { ...(hasBody ? { "content-type": "application/json" } : {}), accept, ...extraHeaders },
      body: hasBody ? JSON.stringify(rest) : undefined,
    } satisfies RequestInit,
  };
}

async function send(app: AppContext, session: Session | null, definition: AnyEndpoint, input: Record<string, unknown>, policy: RetryPolicy): Promise<Response> {
  const { url, init } = buildRestRequest(originBase(app), definition, input);
  const target = new URL(url);
  // The page's first read with the session's token also answers its session check (ADR 26).
  const sessionCheck = claimSessionCheck(app, session);
  const headers: Record<string, string> = { ...(init.headers as Record<string, string>) };
  if (sessionCheck) headers[SESSION_FACTS_HEADER] = "1";
  if (policy.writes) headers[IDEMPOTENCY_KEY_HEADER] = writeKey(input);
  let response: Response | null = null;
  try {
    response = await originFetch(app, session, `${target.pathname}${target.search}`, { ...init, headers }, policy);
    return response;
  } catch (error) {
    throw error instanceof OriginError ? error : new OriginError(genericError(500));
  } finally {
    if (sessionCheck) answerSessionCheck(app, sessionCheck, response && sessionAnswer(response));
  }
}

/** The origin's answer to the session question: its status, and the claims of its `mo-session-facts` header when it sent them. */
function sessionAnswer(response: Response): { status: number; extensions?: Record<string, unknown> } {
  const facts = response.headers.get(SESSION_FACTS_HEADER);
  if (!facts) return { status: response.status };
  try {
    return { status: response.status, extensions: { session: JSON.parse(facts) as unknown } };
  } catch {
    return { status: response.status };
  }
}

/** A refusal as the origin worded it (spec §8 `{ status, violations }`), else the generic error with its status. */
async function refusal(response: Response): Promise<OriginError> {
  const body: unknown = await response.json().catch(() => null);
  const violations = (body as Partial<ViolationError> | null)?.violations;
  return new OriginError(Array.isArray(violations) ? { violations, status: response.status } : genericError(response.status));
}

/**
 * Calls a REST endpoint of the origin and returns its answer parsed by the contract. `policy`
 * replaces the method's default (a long-polling read, for example).
 */
export async function originRest<E extends AnyEndpoint>(
  app: AppContext,
  session: Session | null,
  definition: E,
  input: EndpointInput<E>,
  policy: RetryPolicy = policyForMethod(definition.method),
): Promise<EndpointOutput<E>> {
  const response = await send(app, session, definition, input as Record<string, unknown>, policy);
  if (!response.ok) throw await refusal(response);
  if (definition.output === "binary") return response as EndpointOutput<E>;
  const body: unknown = response.status === 204 ? null : await response.json().catch(() => undefined);
  const parsed = definition.output.safeParse(body);
  if (!parsed.success) {
    app.report(new Error(`Origin answer of ${definition.method} ${definition.path} does not match its contract: ${parsed.error.message}`), "origin contract");
    noteFailedRead(app, policy);
    throw new OriginError(genericError(503));
  }
  return parsed.data as EndpointOutput<E>;
}
