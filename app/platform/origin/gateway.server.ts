import type { AppContext } from "../request/context";
import { validateSession } from "../session/oauth.server";
import { GraphQLResponseError, operationNameOf, persistedManifest, toViolation } from "./graphql.server";
import { originFetch, policyForMethod, policyForOperation } from "./http.server";
import { type GraphQLPayload, operationErrorLines, PERSISTED_ACCEPT, sendPersisted } from "./persisted-operation";
import { type Session, sessionCookie } from "../session/session.server";
import { apiViolation, genericError, isViolationError, OriginError, type ViolationError } from "./violations";
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_PATTERN } from "@contracts/idempotency";
import { readBodyLimited } from "./request-body.server";

// POST /api/graphql: the trusted-documents gateway. Only hashes from the app's own manifest pass,
// with the session's access token (never the browser's cookies). Free-form queries, unknown hashes,
// GET and oversized bodies are refused without calling the origin.

export const MAX_GATEWAY_BODY_BYTES = 16 * 1024;
export const REST_PREFIXES = ["/api/pass/", "/api/newsletter/", "/api/commercial-offerings/"] as const;

function json(body: unknown, status: number, extraHeaders: HeadersInit = {}) {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json; charset=utf-8", ...extraHeaders } });
}

const refuse = (code: string, status: number, message?: string) => json({ violations: [{ code, ...(message ? { message } : {}) }], status } satisfies ViolationError, status);

/** PersistedQueryNotFound in the APQ error shape, plus the spec's violation fields. */
const persistedQueryNotFound = () =>
  json({ errors: [{ message: "PersistedQueryNotFound", extensions: { code: "PERSISTED_QUERY_NOT_FOUND" } }], violations: [{ code: "PERSISTED-QUERY-NOT-FOUND" }], status: 400 }, 400);

/** The session for an API call: refreshed when its access token expired; null when logged out or revoked. */
async function apiSession(app: AppContext, request: Request): Promise<{ session: Session | null; setCookie?: string }> {
  const session = await sessionCookie.read(request, app.env.SESSION_SECRET);
  if (!session) return { session: null };
  if (session.accessExpiresAt > Date.now() + 30_000) return { session };
  const validated = await validateSession(app, session);
  if (validated.status === "revoked") return { session: null, setCookie: sessionCookie.clear() };
  if (validated.status === "refreshed") return { session: validated.session, setCookie: await sessionCookie.write(validated.session, app.env.SESSION_SECRET) };
  return { session };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

type GatewayBody = { query?: unknown; operationName?: unknown; variables?: unknown; extensions?: { persistedQuery?: { sha256Hash?: unknown; version?: unknown } } };

/**
 * The manifest hash a request names, or the refusal. The hash alone (the normal case), the hash with its
 * document (a client's retry after PersistedQueryNotFound) or the document alone (a client that stopped
 * using hashes after PersistedQueryNotSupported): a document passes only when its SHA-256 is a manifest
 * hash — and the one named beside it, if any — so nothing outside the manifest reaches the origin.
 */
async function manifestHash(body: GatewayBody): Promise<string | Response> {
  const named = body.extensions?.persistedQuery?.sha256Hash;
  if (body.query !== undefined) {
    const hash = typeof body.query === "string" ? await sha256Hex(body.query) : null;
    if (!hash || !persistedManifest[hash] || (named !== undefined && named !== hash)) {
      return refuse("PERSISTED-QUERIES-ONLY", 400, "Alleen vooraf vastgelegde bewerkingen zijn toegestaan.");
    }
    return hash;
  }
  if (typeof named !== "string" || !/^[0-9a-f]{64}$/.test(named) || !persistedManifest[named]) return persistedQueryNotFound();
  return named;
}

/**
 * What the gateway answers for an origin GraphQL answer: data as it is; a failure (GraphQL errors, an
 * error status, no JSON) also carries the spec's violations and status (§8), the HTTP status with them.
 */
function gatewayAnswer(status: number, payload: GraphQLPayload | null): { body: unknown; status: number } {
  if (payload && status < 400 && payload.data != null && !payload.errors?.length) return { body: payload, status };
  const violation = isViolationError(payload) ? payload : toViolation(new GraphQLResponseError(status, payload?.errors ?? []));
  return { body: { ...payload, violations: violation.violations, status: violation.status }, status: violation.status };
}

export async function handleGraphQL(app: AppContext, request: Request): Promise<Response> {
  if (request.method !== "POST") return refuse("METHOD-NOT-ALLOWED", 405);
  if (!(request.headers.get("content-type") ?? "").includes("application/json")) return refuse("UNSUPPORTED-MEDIA-TYPE", 415);
  const text = await readBodyLimited(request, MAX_GATEWAY_BODY_BYTES);
  if (text === null) return refuse("PAYLOAD-TOO-LARGE", 413);

  let body: GatewayBody;
  try {
    body = JSON.parse(text);
  } catch {
    return refuse("BAD-REQUEST", 400, "Ongeldige JSON.");
  }
  if (!body || typeof body !== "object" || Array.isArray(body)) return refuse("BAD-REQUEST", 400);
  if (body.variables !== undefined && (typeof body.variables !== "object" || body.variables === null || Array.isArray(body.variables))) {
    return refuse("BAD-REQUEST", 400, "variables moet een object zijn.");
  }
  const hash = await manifestHash(body);
  if (hash instanceof Response) return hash;
  const documentText = persistedManifest[hash]!;
  const operationName = operationNameOf(documentText);
  if (body.operationName !== undefined && body.operationName !== operationName) return refuse("BAD-REQUEST", 400, "operationName hoort niet bij dit document.");

  const { session, setCookie } = await apiSession(app, request);
  const cookieHeader: HeadersInit = setCookie ? { "set-cookie": setCookie } : {};
  if (!session) return json({ violations: [{ code: "UNAUTHENTICATED" }], status: 401 }, 401, cookieHeader);

  const policy = policyForOperation(documentText);
  const browserKey = browserIdempotencyKey(request);
  const operation = { hash, text: documentText, operationName, variables: (body.variables ?? {}) as Record<string, unknown> };
  try {
    // The gateway is the origin's client here: hash first, the manifest's document on a miss or when
    // the origin does not support persisted queries (app/platform/origin/persisted-operation.ts).
    const answer = await sendPersisted(app.persistedQueries, operation, async (forwarded) => {
      const response = await originFetch(app, session, "/graphql", { method: "POST", headers: { "content-type": "application/json", accept: PERSISTED_ACCEPT, ...browserKey }, body: forwarded }, policy);
      return { status: response.status, payload: (await response.json().catch(() => null)) as GraphQLPayload | null };
    });
    const { body: answerBody, status } = gatewayAnswer(answer.status, answer.payload);
    return json(answerBody, status, cookieHeader);
  } catch (error) {
    // A write whose tries all failed on the way: its outcome is unknown (ADR 48), never "failed".
    if (error instanceof OriginError) return json(apiViolation(error.violation), error.violation.status, cookieHeader);
    // Network failure or timeout after the policy's retries: spec §8, GENERIC-ERROR with 500.
    for (const line of operationErrorLines({ network: error })) console.error(line);
    app.report(error, "graphql gateway");
    return json(genericError(500), 500, cookieHeader);
  }
}

/** /api/pass|newsletter|commercial-offerings → the origin's REST services, with the session's token. */
export async function handleRest(app: AppContext, request: Request): Promise<Response> {
  const url = new URL(request.url);
  if (!["GET", "POST", "PUT", "PATCH", "DELETE"].includes(request.method)) return refuse("METHOD-NOT-ALLOWED", 405);
  const text = request.method === "GET" ? "" : await readBodyLimited(request, MAX_GATEWAY_BODY_BYTES);
  if (text === null) return refuse("PAYLOAD-TOO-LARGE", 413);
  const { session, setCookie } = await apiSession(app, request);
  const cookieHeader: HeadersInit = setCookie ? { "set-cookie": setCookie } : {};
  if (!session) return json({ violations: [{ code: "UNAUTHENTICATED" }], status: 401 }, 401, cookieHeader);
  try {
    const response = await originFetch(
      app,
      session,
      `${url.pathname}${url.search}`,
      { method: request.method, headers: { "content-type": "application/json", accept: "application/json", ...browserIdempotencyKey(request) }, body: text || undefined },
      policyForMethod(request.method),
    );
    const answer = response.status === 204 ? null : await response.text();
    if (response.status >= 400) {
      // Spec §8: a failure always carries violations and status; the origin's own violations when it sent them.
      const parsed = parseJson(answer ?? "");
      return json(isViolationError(parsed) ? parsed : genericError(response.status), response.status, cookieHeader);
    }
    return new Response(answer, {
      status: response.status,
      headers: { "content-type": response.headers.get("content-type") ?? "application/json", ...cookieHeader },
    });
  } catch (error) {
    if (error instanceof OriginError) return json(apiViolation(error.violation), error.violation.status, cookieHeader);
    // Network failure or timeout after the policy's retries: spec §8, GENERIC-ERROR with 500.
    for (const line of operationErrorLines({ network: error })) console.error(line);
    app.report(error, "rest gateway");
    return json(genericError(500), 500, cookieHeader);
  }
}

/**
 * The browser's own idempotency key for its write, when it sends a well-formed one (kept across its own
 * retries); otherwise originFetch makes one for this request (ADR 48).
 */
function browserIdempotencyKey(request: Request): Record<string, string> {
  const key = request.headers.get(IDEMPOTENCY_KEY_HEADER);
  return key && IDEMPOTENCY_KEY_PATTERN.test(key) ? { [IDEMPOTENCY_KEY_HEADER]: key } : {};
}
