import type { AppContext } from "./context";
import { originFetch, persistedManifest, policyForMethod, policyForOperation, validateSession } from "./origin.server";
import { type Session, sessionCookie } from "./session.server";
import { genericError, type ViolationError } from "./violations";

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

async function readBody(request: Request): Promise<string | null> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > MAX_GATEWAY_BODY_BYTES) return null;
  const reader = request.body?.getReader();
  if (!reader) return "";
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_GATEWAY_BODY_BYTES) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return new TextDecoder().decode(bytes);
}

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

function operationNameOf(operation: string): string | null {
  return /^\s*(query|mutation)\s+(\w+)/.exec(operation)?.[2] ?? null;
}

export async function handleGraphQL(app: AppContext, request: Request): Promise<Response> {
  if (request.method !== "POST") return refuse("METHOD-NOT-ALLOWED", 405);
  if (!(request.headers.get("content-type") ?? "").includes("application/json")) return refuse("UNSUPPORTED-MEDIA-TYPE", 415);
  const text = await readBody(request);
  if (text === null) return refuse("PAYLOAD-TOO-LARGE", 413);

  let body: { query?: unknown; operationName?: unknown; variables?: unknown; extensions?: { persistedQuery?: { sha256Hash?: unknown; version?: unknown } } };
  try {
    body = JSON.parse(text);
  } catch {
    return refuse("BAD-REQUEST", 400, "Ongeldige JSON.");
  }
  if (!body || typeof body !== "object" || Array.isArray(body)) return refuse("BAD-REQUEST", 400);
  if (body.query !== undefined) return refuse("PERSISTED-QUERIES-ONLY", 400, "Alleen vooraf vastgelegde bewerkingen zijn toegestaan.");
  if (body.variables !== undefined && (typeof body.variables !== "object" || body.variables === null || Array.isArray(body.variables))) {
    return refuse("BAD-REQUEST", 400, "variables moet een object zijn.");
  }
  const hash = body.extensions?.persistedQuery?.sha256Hash;
  if (typeof hash !== "string" || !/^[0-9a-f]{64}$/.test(hash)) return persistedQueryNotFound();
  const documentText = persistedManifest[hash];
  if (!documentText) return persistedQueryNotFound();
  const operationName = operationNameOf(documentText);
  if (body.operationName !== undefined && body.operationName !== operationName) return refuse("BAD-REQUEST", 400, "operationName hoort niet bij dit document.");

  const { session, setCookie } = await apiSession(app, request);
  const cookieHeader: HeadersInit = setCookie ? { "set-cookie": setCookie } : {};
  if (!session) return json({ violations: [{ code: "UNAUTHENTICATED" }], status: 401 }, 401, cookieHeader);

  const forward = (withDocument: boolean) =>
    originFetch(
      app,
      session,
      "/graphql",
      {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json" },
        body: JSON.stringify({
          operationName,
          variables: body.variables ?? {},
          extensions: { persistedQuery: { version: 1, sha256Hash: hash } },
          ...(withDocument ? { query: documentText } : {}),
        }),
      },
      policyForOperation(documentText),
    );

  try {
    let response = await forward(false);
    let payload = (await response.json()) as { errors?: Array<{ message?: string }> };
    if (payload.errors?.some((error) => error.message === "PersistedQueryNotFound")) {
      response = await forward(true);
      payload = await response.json();
    }
    return json(payload, response.status, cookieHeader);
  } catch (error) {
    app.report(error, "graphql gateway");
    return json(genericError(502), 502, cookieHeader);
  }
}

/** /api/pass|newsletter|commercial-offerings → the origin's REST services, with the session's token. */
export async function handleRest(app: AppContext, request: Request): Promise<Response> {
  const url = new URL(request.url);
  if (!["GET", "POST", "PUT", "PATCH", "DELETE"].includes(request.method)) return refuse("METHOD-NOT-ALLOWED", 405);
  const text = request.method === "GET" ? "" : await readBody(request);
  if (text === null) return refuse("PAYLOAD-TOO-LARGE", 413);
  const { session, setCookie } = await apiSession(app, request);
  const cookieHeader: HeadersInit = setCookie ? { "set-cookie": setCookie } : {};
  if (!session) return json({ violations: [{ code: "UNAUTHENTICATED" }], status: 401 }, 401, cookieHeader);
  try {
    const response = await originFetch(
      app,
      session,
      `${url.pathname}${url.search}`,
      { method: request.method, headers: { "content-type": "application/json", accept: "application/json" }, body: text || undefined },
      policyForMethod(request.method),
    );
    return new Response(response.status === 204 ? null : await response.text(), {
      status: response.status,
      headers: { "content-type": response.headers.get("content-type") ?? "application/json", ...cookieHeader },
    });
  } catch (error) {
    app.report(error, "rest gateway");
    return json(genericError(502), 502, cookieHeader);
  }
}
