/**
 * The reference origin Worker: GraphQL (/graphql), REST (/api/pass, /api/newsletter,
 * /api/commercial-offerings), the OAuth 2.0 identity provider (/oauth/*), the dev outbox, the areas'
 * browser pages (the dev payment page) and /health.
 */
import { areas } from "./areas";
import { allowsTestHooks } from "./request/env";
import { OriginError, restErrorResponse } from "./request/errors";
import { handleGraphql } from "./routers/graphql";
import { cleanupExpiredRows } from "./records/housekeeping";
import { json } from "./request/http";
import { authorizeGet, authorizePost } from "./identity/authorize";
import { authorizationServerMetadata } from "./identity/metadata";
import { logoutConfirm, logoutEndpoint } from "./identity/logout";
import { revokeEndpoint, tokenEndpoint, userinfoEndpoint } from "./identity/token";
import { outboxAttachment, outboxPage } from "./records/outbox";
import { atMoment, nowIso } from "./calendar/time";
import { inCallerLanguage } from "./rules/words";
import { handleRest, isRestPath } from "./routers/rest";
import { ensureSeeded } from "./demo/seed";
import { FREQUENT_CRON } from "./records/housekeeping";
import { handleWorlds } from "./demo/worlds";
import { idempotencyKeyOf, idempotentRequest } from "./request/idempotency";

type Route = (request: Request, env: OriginEnv) => Promise<Response>;

/**
 * The token endpoint under the caller's idempotency key when it sends one (the portal does, ADR 48): a
 * refresh whose answer was lost is answered again with the same new tokens instead of a spent refresh
 * token. OAuth clients that send no key (RFC 6749 knows none) are served as before.
 */
const tokenExchange: Route = (request, env) =>
  idempotencyKeyOf(request) === null ? tokenEndpoint(request, env) : idempotentRequest(env.DB, request, "client", () => tokenEndpoint(request, env));

/** Exact paths → handler per method. */
const ROUTES: Record<string, Partial<Record<string, Route>>> = {
  "/graphql": { POST: handleGraphql, GET: handleGraphql, PUT: handleGraphql, DELETE: handleGraphql, PATCH: handleGraphql },
  "/.well-known/oauth-authorization-server": { GET: async (_, env) => authorizationServerMetadata(env) },
  "/oauth/authorize": { GET: authorizeGet, POST: authorizePost },
  "/oauth/token": { POST: tokenExchange },
  "/oauth/revoke": { POST: revokeEndpoint },
  "/oauth/logout": { GET: logoutEndpoint, POST: logoutConfirm },
  "/oauth/userinfo": { GET: userinfoEndpoint },
  "/dev/outbox": { GET: async (request, env) => outboxPage(request, env.DB) },
};

/** The areas' browser pages (e.g. /dev/payment/<reference>), matched when no exact path is. */
const pages = areas.flatMap((area) => area.pages ?? []);

function handlePage(request: Request, env: OriginEnv): Promise<Response> {
  const url = new URL(request.url);
  const matching = pages.flatMap((page) => {
    const match = page.pattern.exec(url.pathname);
    return match ? [{ page, params: match.slice(1) }] : [];
  });
  if (matching.length === 0) throw new OriginError("NOT_FOUND");
  const chosen = matching.find(({ page }) => page.method === request.method);
  if (!chosen) throw new OriginError("METHOD_NOT_ALLOWED");
  return chosen.page.handler({ request, url, env, params: chosen.params });
}

/**
 * A frozen origin, on a development or test stack: every path under /dev/hang/ answers only after a minute. Point
 * the portal's ORIGIN_URL at http://127.0.0.1:8789/dev/hang to see (and test) how pages fail fast.
 */
const HANG_MS = 60_000;

async function hang(): Promise<Response> {
  await new Promise((resolve) => setTimeout(resolve, HANG_MS));
  return json({ status: "timeout" }, 504);
}

/**
 * An origin without persisted queries, on a development or test stack: every path under /dev/no-persisted-queries/ is
 * the same path without the prefix, except that GraphQL answers PersistedQueryNotSupported to any
 * request with a hash. Point the portal's ORIGIN_URL at http://127.0.0.1:8789/dev/no-persisted-queries
 * to see (and test) the portal fall back to full documents.
 */
const NO_PERSISTED_QUERIES = "/dev/no-persisted-queries";

/**
 * An identity provider whose userinfo endpoint is down, on a development or test stack: every path under
 * /dev/no-userinfo/ is the same path without the prefix, except /oauth/userinfo, which answers 503.
 * Shows (and tests) that an account page learns about its session from its own GraphQL read (ADR 26).
 */
const NO_USERINFO = "/dev/no-userinfo";

/** A development or test portal passes its test clock on (`mo-test-clock: <ISO moment>`); the request then runs at that moment (ADR 36). */
const TEST_CLOCK_HEADER = "mo-test-clock";

/** A development or test portal passes one browser's share of faults on (`mo-test-origin-faults: 0.2`, ADR 48). */
const TEST_ORIGIN_FAULTS_HEADER = "mo-test-origin-faults";

/** The API calls an unreliable origin fails (`ORIGIN_FAULT_RATE`): the portal's reads and writes, not pages or /dev. */
const isApiCall = (pathname: string) => pathname === "/graphql" || pathname.startsWith("/api/") || pathname === "/oauth/token" || pathname === "/oauth/userinfo";

/**
 * A development or test origin that answers some API calls badly on purpose (ADR 47), as a gateway in front
 * of a real one does: half of them a 503 before the call is applied, half a 502 after it was.
 */
async function unreliably(request: Request, env: OriginEnv, handle: () => Promise<Response>): Promise<Response> {
  // The stack's rate (`npm start -- --origin-faults`), or one browser's (the portal's `mo-test-origin-faults`).
  const rate = allowsTestHooks(env) ? Number(request.headers.get(TEST_ORIGIN_FAULTS_HEADER) ?? env.ORIGIN_FAULT_RATE ?? 0) : 0;
  if (!(rate > 0) || !isApiCall(new URL(request.url).pathname)) return handle();
  const draw = Math.random();
  if (draw >= rate) return handle();
  if (draw < rate / 2) return new Response("Service Unavailable (ORIGIN_FAULT_RATE)", { status: 503 });
  await (await handle()).arrayBuffer();
  return new Response("Bad Gateway (ORIGIN_FAULT_RATE)", { status: 502 });
}

export async function handleRequest(request: Request, env: OriginEnv): Promise<Response> {
  const moment = allowsTestHooks(env) ? Date.parse(request.headers.get(TEST_CLOCK_HEADER) ?? "") : Number.NaN;
  const routed = () => inCallerLanguage(request, () => unreliably(request, env, () => route(request, env)));
  const response = await (Number.isNaN(moment) ? onStackClock(env, routed) : atMoment(moment, routed));
  return new URL(request.url).protocol === "https:" ? withHsts(response) : response;
}

/** Over https, every answer tells the browser to come back over https only for a year (the login form above all). */
function withHsts(response: Response): Response {
  if (response.status === 101) return response; // a WebSocket upgrade (the chat) must stay the same object
  // A redirect made with Response.redirect has immutable headers: copy it first.
  const mutable = new Response(response.body, response);
  mutable.headers.set("strict-transport-security", "max-age=31536000; includeSubDomains");
  return mutable;
}

/**
 * A development or test stack started on another day (`TEST_CLOCK_SHIFT_MS`, the calendar sweep of
 * `npm run test:calendar`, ADR 36) runs every request and scheduled run that much later or earlier.
 */
function onStackClock<T>(env: OriginEnv, work: () => T): T {
  const shift = allowsTestHooks(env) ? Number(env.TEST_CLOCK_SHIFT_MS ?? "") : 0;
  return shift ? atMoment(Date.now() + shift, work) : work();
}

async function route(request: Request, env: OriginEnv): Promise<Response> {
  try {
    const { pathname } = new URL(request.url);
    // A test stack also tells its "now", so a test can see that the stack runs on the day it asked for (ADR 36).
    // Everything under /dev/ (the outbox with every code sent, the payment and chat-agent stand-ins, the
    // test hooks) exists on development and test stacks only: anywhere else it is an unknown path.
    if (pathname.startsWith("/dev/") && !allowsTestHooks(env)) throw new OriginError("NOT_FOUND");
    if (pathname === "/health") return json(allowsTestHooks(env) ? { status: "ok", now: nowIso() } : { status: "ok" });
    if (pathname.startsWith("/dev/hang/")) return await hang();
    // A local stack has no Cron Triggers: `npm start` runs the five-minute work through this (development and test only).
    if (pathname === "/dev/frequent" && request.method === "POST") {
      await ensureSeeded(env);
      return json(await handleFrequent(env, new URL(request.url).searchParams.get("area")));
    }
    if (pathname.startsWith(`${NO_PERSISTED_QUERIES}/`)) {
      const inner = new URL(request.url);
      inner.pathname = pathname.slice(NO_PERSISTED_QUERIES.length);
      const forwarded = new Request(inner, request);
      if (inner.pathname !== "/graphql") return await handleRequest(forwarded, env);
      await ensureSeeded(env);
      return await handleGraphql(forwarded, env, { persistedQueries: false });
    }
    if (pathname.startsWith(`${NO_USERINFO}/`)) {
      const inner = new URL(request.url);
      inner.pathname = pathname.slice(NO_USERINFO.length);
      if (inner.pathname === "/oauth/userinfo") return json({ error: "temporarily_unavailable" }, 503);
      return await handleRequest(new Request(inner, request), env);
    }
    await ensureSeeded(env);
    const world = await handleWorlds(request, env);
    if (world) return world;
    if (isRestPath(pathname)) return await handleRest(request, env);
    const attachment = /^\/dev\/outbox\/(\d+)\/attachment$/.exec(pathname);
    if (attachment && request.method === "GET") return await outboxAttachment(env.DB, Number(attachment[1]));
    const methods = ROUTES[pathname];
    if (!methods) return await handlePage(request, env);
    const route = methods[request.method];
    if (!route) throw new OriginError("METHOD_NOT_ALLOWED");
    return await route(request, env);
  } catch (error) {
    return restErrorResponse(error);
  }
}

/** The five-minute Cron Trigger (wrangler.toml `[triggers] crons`): each area's frequent work (`only`: one area's, for the dev hook). */
export async function handleFrequent(env: OriginEnv, only: string | null = null): Promise<Record<string, number>> {
  const frequent: Record<string, number> = {};
  for (const area of areas) if (area.frequent && (!only || area.name === only)) frequent[area.name] = await area.frequent(env.DB, env, areas);
  console.log(JSON.stringify({ event: "frequent", frequent }));
  return frequent;
}

/** The hourly Cron Trigger (wrangler.toml `[triggers] crons`): housekeeping of dead rows, then each area's scheduled work. */
export async function handleScheduled(env: OriginEnv): Promise<void> {
  const deleted = await cleanupExpiredRows(env.DB);
  const scheduled: Record<string, number> = {};
  for (const area of areas) if (area.scheduled) scheduled[area.name] = await area.scheduled(env.DB, env, areas);
  console.log(JSON.stringify({ event: "housekeeping", deleted, scheduled }));
}

/** The chat desk Durable Object (wrangler.toml `CHAT_DESK`, areas/chat, ADR 30). */
export { ChatDesk } from "./areas";

export default {
  fetch: (request, env) => handleRequest(request, env),
  scheduled: (controller, env, ctx) => ctx.waitUntil(onStackClock(env, () => (controller.cron === FREQUENT_CRON ? handleFrequent(env) : handleScheduled(env)))),
} satisfies ExportedHandler<OriginEnv>;
