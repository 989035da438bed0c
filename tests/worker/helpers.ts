import { env } from "cloudflare:workers";
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import worker from "../../workers/app";
import { clearIsolateCache } from "~/platform/content/cache.server";
import { renameFromWorld, renameInWorld, requestWorld, type World } from "@contracts/test-worlds";
import { TEST_PORTS, TEST_SECRETS } from "../../scripts/stack-config.mjs";

/** This file's world (ADR 37), once `enterNewWorld()` has made it; null: the stack's own demo people. */
let world: World | null = null;

/**
 * Gives this test file a world of its own (a fresh copy of the demo people, ADR 37): call it in
 * `beforeAll`. From then on `logIn`, `portalFetch` (the path) and `inWorld` use the world's names for
 * the demo's, so the file can change any state and still run alone, twice or in any order.
 */
export async function enterNewWorld(): Promise<World> {
  world = await requestWorld(`http://127.0.0.1:${TEST_PORTS.worker.origin}`, TEST_SECRETS.origin.TEST_SEED_SECRET);
  return world;
}

/**
 * The demo's names in a text as they are in this file's world (unchanged without one). The tests speak
 * the demo's names; `portalFetch` translates what it sends with `inWorld` and what it gets back (the
 * page, a redirect's location) with `fromWorld`, so a test compares with the demo it knows.
 */
export const inWorld = (text: string) => (world ? renameInWorld(world, text) : text);
export const fromWorld = (text: string) => (world ? renameFromWorld(world, text) : text);

export const BRANDS = [
  { key: "dagkoerier", host: "mijn.dagkoerier.example", seoTitle: "De Dagkoerier" },
  { key: "wereldwijzer", host: "mijn.wereldwijzer.example", seoTitle: "Wereldwijzer" },
  { key: "ochtendpost", host: "mijn.ochtendpost.example", seoTitle: "De Ochtendpost" },
  { key: "zendernet", host: "mijn.zendernet.example", seoTitle: "Zendernet" },
] as const;

export const PORTAL = "https://portal.test";

/** Calls the portal Worker's fetch the way the edge does, with the brand host in x-ak-inc-host. */
export async function portalFetch(
  path: string,
  init: RequestInit & { host?: string; envOverrides?: Partial<Env> & Record<string, unknown>; binary?: boolean } = {},
) {
  const { host, envOverrides, binary, ...requestInit } = init;
  const headers = new Headers(requestInit.headers);
  if (host) headers.set("x-ak-inc-host", host);
  const request = new Request(`${PORTAL}${inWorld(path)}`, { ...requestInit, body: bodyInWorld(requestInit.body, headers), headers, redirect: "manual" });
  const ctx = createExecutionContext();
  const response = await worker.fetch(request as Parameters<typeof worker.fetch>[0], { ...env, ...envOverrides } as Env, ctx);
  // A file (binary) is read as bytes; a page as text, with the world's names put back.
  const bytes = binary ? await response.arrayBuffer() : null;
  const body = bytes ? "" : fromWorld(await response.text());
  await waitOnExecutionContext(ctx);
  const answered = new Headers(response.headers);
  for (const name of ["location", "content-disposition"]) {
    const value = answered.get(name);
    if (value !== null) answered.set(name, fromWorld(value));
  }
  return { response, body, bytes, status: response.status, headers: answered };
}

/** A form or text sent by a test, with the demo's names as they are in this file's world. */
function bodyInWorld(body: BodyInit | null | undefined, headers: Headers): BodyInit | null | undefined {
  if (!world) return body;
  const fields = (form: URLSearchParams) => new URLSearchParams([...form].map(([name, value]) => [inWorld(name), inWorld(value)]));
  if (typeof body === "string" && headers.get("content-type")?.startsWith("application/x-www-form-urlencoded")) return fields(new URLSearchParams(body)).toString();
  if (typeof body === "string") return inWorld(body);
  if (body instanceof URLSearchParams) return fields(body);
  if (body instanceof FormData) {
    const form = new FormData();
    for (const [name, value] of body) form.append(inWorld(name), typeof value === "string" ? inWorld(value) : value);
    return form;
  }
  return body;
}

/** A fresh isolate view: no in-memory content, empty KV. */
export async function resetContentCache() {
  clearIsolateCache();
  const keys = await env.CONTENT_CACHE.list();
  await Promise.all(keys.keys.map((key) => env.CONTENT_CACHE.delete(key.name)));
}

export const throwingKv = {
  get: () => Promise.reject(new Error("KV unavailable")),
  getWithMetadata: () => Promise.reject(new Error("KV unavailable")),
  put: () => Promise.reject(new Error("KV unavailable")),
  list: () => Promise.reject(new Error("KV unavailable")),
  delete: () => Promise.reject(new Error("KV unavailable")),
} as unknown as KVNamespace;

export const CONTENT_DOWN = "http://127.0.0.1:9"; // discard port: nothing listens

const realFetch = globalThis.fetch;
const originHost = new URL((env as unknown as { ORIGIN_URL: string }).ORIGIN_URL).host;

/**
 * Sends every request the portal Worker makes to the origin through `through` (with `send`, the real
 * fetch, to pass it on); other requests go out as they are. Until `restoreOriginFetch()`.
 */
export function interceptOrigin(through: (input: RequestInfo | URL, init: RequestInit | undefined, url: URL, send: typeof fetch) => Promise<Response>) {
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    return url.host === originHost ? through(input, init, url, realFetch) : realFetch(input, init);
  }) as typeof fetch;
}

/** One request of the portal Worker to the origin: what it asked, in which round trip ("wave") it went out, its language. */
export interface OriginCall {
  call: string;
  wave: number;
  language: string | null;
  /**
   * The origin answered PersistedQueryNotFound: it had not seen this document yet (once per document and
   * origin, after a deploy), and the portal sends it again in full (spec §7).
   */
  unknownDocument?: boolean;
}

/**
 * Counts the portal Worker's requests to the origin from now until `restoreOriginFetch()`: the list
 * fills as they go out. A request's wave is one more than the highest wave of the requests that had
 * finished when it started: requests sent side by side share a round trip, a request that waited for an
 * answer starts the next one.
 */
export function countOriginRequests(): OriginCall[] {
  const calls: OriginCall[] = [];
  const finished: number[] = [];
  interceptOrigin(async (input, init, url, send) => {
    const wave = 1 + Math.max(0, ...finished);
    const headers = new Headers(input instanceof Request ? input.headers : init?.headers);
    const call: OriginCall = { call: `${init?.method ?? (input instanceof Request ? input.method : "GET")} ${url.pathname}`, wave, language: headers.get("accept-language") };
    calls.push(call);
    try {
      const response = await send(input, init);
      if (url.pathname === "/graphql" && (await response.clone().text()).includes("PersistedQueryNotFound")) call.unknownDocument = true;
      return response;
    } finally {
      finished.push(wave);
    }
  });
  return calls;
}

export function restoreOriginFetch() {
  globalThis.fetch = realFetch;
}

/** mulberry32: a small seeded generator, so the faults fall the same on every run. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** What the unreliable gateway did in this file: origin calls, and how many of them it failed. */
export const faults = { calls: 0, failed: 0 };

/**
 * Every origin call of the portal Worker goes through a gateway that fails `rate` of them (ADR 47, 48), a
 * quarter of each kind: a 503 before the origin saw it, a reset before it, a 502 after the origin answered,
 * a reset after it. Drawn from a seeded generator, so a run is the same every time. Until `restoreOriginFetch()`.
 */
export function unreliableOrigin(rate: number, seed: number) {
  const random = seeded(seed);
  interceptOrigin(async (input, init, _url, send) => {
    faults.calls++;
    if (random() >= rate) return send(input, init);
    faults.failed++;
    const kind = Math.floor(random() * 4);
    if (kind === 0) return new Response("Service Unavailable", { status: 503 });
    if (kind === 1) throw new TypeError("Network connection lost.");
    const answered = await send(input, init);
    await answered.arrayBuffer();
    if (kind === 2) return new Response("Bad Gateway", { status: 502 });
    throw new TypeError("Network connection lost.");
  });
}

export function title(body: string) {
  return /<title>([^<]*)<\/title>/.exec(body)?.[1];
}

export const PASSWORD = "Welkom-2026!";

function setCookieValue(headers: Headers, name: string): string | null {
  for (const cookie of headers.getSetCookie()) {
    if (cookie.startsWith(`${name}=`)) return cookie.split(";")[0]!;
  }
  return null;
}

function hiddenFields(html: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const match of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) {
    fields[match[1]!] = match[2]!.replace(/&amp;/g, "&").replace(/&quot;/g, '"');
  }
  return fields;
}

/**
 * Logs in for real: portal /login → the identity provider's form (CSRF cookie + token) → the
 * portal's callback. Returns the session cookie and the callback's final redirect.
 */
/**
 * The whole login as a browser does it. `idpCookie` is the identity provider's SSO cookie of an
 * earlier login in the same browser (returned as `idpCookie`); `prompt: "login"` asks for the login
 * form even so ("Ander account gebruiken").
 */
export async function logIn(
  email: string,
  options: {
    host?: string;
    callbackUrl?: string;
    password?: string;
    idpCookie?: string;
    prompt?: "login" | "create";
    /** With prompt "create": the name on the identity provider's registration form ("Account maken"). */
    name?: { given: string; family: string };
  } = {},
) {
  const host = options.host ?? "mijn.dagkoerier.example";
  const params = new URLSearchParams({
    ...(options.callbackUrl !== undefined ? { callback_url: options.callbackUrl } : {}),
    ...(options.prompt ? { prompt: options.prompt } : {}),
  }).toString();
  const start = await portalFetch(`/login${params ? `?${params}` : ""}`, { host });
  const pending = setCookieValue(start.headers, "__Host-mo-login")!;
  const authorizeUrl = start.headers.get("location")!;

  const browserCookies = options.idpCookie ? [options.idpCookie] : [];
  const form = await fetch(authorizeUrl, { redirect: "manual", headers: { cookie: browserCookies.join("; ") } });
  const csrfCookie = [...browserCookies, ...form.headers.getSetCookie().map((c) => c.split(";")[0])].join("; ");
  const fields = hiddenFields(await form.text());
  const origin = new URL(authorizeUrl).origin;
  const submitted = await fetch(`${origin}/oauth/authorize`, {
    method: "POST",
    redirect: "manual",
    headers: { origin, cookie: csrfCookie, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      ...fields,
      email: inWorld(email),
      password: options.password ?? PASSWORD,
      ...(options.name ? { given_name: options.name.given, family_name: options.name.family } : {}),
    }),
  });
  // A new account confirms its address with the code e-mailed to it (ADR 42) before it is signed in.
  const signedIn = options.prompt === "create" && submitted.status === 200 ? await confirmAddress(await submitted.text(), origin, csrfCookie, inWorld(email)) : submitted;
  const idpCookie = signedIn.headers.getSetCookie().find((c) => c.startsWith("mo_idp_sso="))?.split(";")[0];
  const callback = new URL(signedIn.headers.get("location") ?? "http://invalid/");
  const done = await portalFetch(`${callback.pathname}${callback.search}`, { host, headers: { cookie: pending } });
  return { done, session: setCookieValue(done.headers, "__Host-mo-session"), idpStatus: signedIn.status, pending, callback, idpCookie };
}

/** "Bevestig uw e-mailadres": the code from the origin's dev outbox, posted with the page's form. */
async function confirmAddress(page: string, origin: string, cookie: string, email: string): Promise<Response> {
  const outbox = (await (await fetch(`${origin}/dev/outbox?format=json&to=${encodeURIComponent(email)}`)).json()) as { messages: { body: string }[] };
  const code = /code voor Mijn Omgeving: (\d{6})/.exec(outbox.messages[0]?.body ?? "")?.[1];
  if (!code) throw new Error(`no confirmation code for ${email}`);
  const confirmForm = page.split("<form").find((part) => part.includes('value="confirm-email"')) ?? "";
  return fetch(`${origin}/oauth/authorize`, {
    method: "POST",
    redirect: "manual",
    headers: { origin, cookie, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ ...hiddenFields(confirmForm), code }),
  });
}

/** The hosted payment page's choice (approve, decline, cancel, pending), as the browser posts it; where the page sends the browser back to. */
export async function choosePaymentOutcome(paymentUrl: string, choice: string): Promise<URL> {
  const response = await fetch(paymentUrl, {
    method: "POST",
    redirect: "manual",
    headers: { origin: new URL(paymentUrl).origin, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ choice }).toString(),
  });
  return new URL(response.headers.get("location")!);
}
