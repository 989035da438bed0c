/** Test helpers: call the origin Worker like a browser/portal would, and log in through the real IdP flow. */
import { env } from "cloudflare:test";
import { exports } from "cloudflare:workers";
import { pkceChallenge, randomToken, sha256Hex } from "../request/crypto";
import { handleRequest } from "../index";
import { DEMO_PASSWORD } from "../demo/demo";
import { resetRunClock, setRunNow } from "../../../tests/fixtures/run-clock";
import { CLIENT_IP_HEADER, CLIENT_KEY_HEADER } from "../../../contracts/client";
import { IDEMPOTENCY_KEY_HEADER } from "../../../contracts/idempotency";
import { isWriteMethod } from "../request/idempotency";

export const originEnv = env as unknown as OriginEnv;
export const db = originEnv.DB;
export const BASE = "http://127.0.0.1:8789";
export const REDIRECT_URI = "http://dagkoerier.localhost:8787/login/callback";
export const CLIENT_ID = "mijn-omgeving";

const worker = (exports as unknown as { default: Fetcher }).default;

/**
 * Calls the Worker's fetch handler (never follows redirects). A write to the API (GraphQL, /api/) gets
 * a fresh idempotency key unless the test gives its own, as the portal sends one with every write
 * (ADR 48); `callWithoutKey` sends none.
 */
export function call(path: string, init: RequestInit = {}): Promise<Response> {
  return callWithoutKey(path, withKey(path, init));
}

function withKey(path: string, init: RequestInit): RequestInit {
  const headers = new Headers(init.headers);
  const method = (init.method ?? "GET").toUpperCase();
  const api = path === "/graphql" || path.startsWith("/api/");
  if (api && isWriteMethod(method) && !headers.has(IDEMPOTENCY_KEY_HEADER)) headers.set(IDEMPOTENCY_KEY_HEADER, randomToken(16));
  return { ...init, headers };
}

/** Calls the Worker's fetch handler as it is asked, without adding an idempotency key. */
export function callWithoutKey(path: string, init: RequestInit = {}): Promise<Response> {
  return worker.fetch(new Request(new URL(path, BASE), { redirect: "manual", ...init }));
}

/** The headers of a portal call for a visitor at `clientIp`: the address beside the portal's client key (contracts/client.ts). */
export function asPortal(clientIp: string): Record<string, string> {
  return { [CLIENT_IP_HEADER]: clientIp, [CLIENT_KEY_HEADER]: originEnv.ORIGIN_CLIENT_KEY! };
}

/** Calls the handler with other variables, e.g. ENVIRONMENT "production". */
export function callWithEnv(overrides: Partial<OriginEnv>, path: string, init: RequestInit = {}): Promise<Response> {
  return handleRequest(new Request(new URL(path, BASE), { redirect: "manual", ...withKey(path, init) }), { ...originEnv, ...overrides });
}

export function form(values: Record<string, string>): { body: string; headers: Record<string, string> } {
  return {
    body: new URLSearchParams(values).toString(),
    headers: { "content-type": "application/x-www-form-urlencoded" },
  };
}

/** A tiny cookie jar: name=value pairs from Set-Cookie, sent back as one Cookie header. */
export class CookieJar {
  private readonly cookies = new Map<string, string>();
  store(response: Response): void {
    for (const header of response.headers.getSetCookie()) {
      const [pair, ...attributes] = header.split(";");
      const index = pair!.indexOf("=");
      const name = pair!.slice(0, index).trim();
      const value = pair!.slice(index + 1).trim();
      if (value === "" || attributes.some((a) => /max-age=0\b/i.test(a.trim()))) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
  get(name: string): string | undefined {
    return this.cookies.get(name);
  }
  header(): Record<string, string> {
    return this.cookies.size === 0 ? {} : { cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ") };
  }
}

export interface PkceRequest {
  verifier: string;
  challenge: string;
  state: string;
  redirectUri: string;
  query: string;
}

export async function pkceRequest(extra: Record<string, string> = {}, redirectUri = REDIRECT_URI): Promise<PkceRequest> {
  const verifier = randomToken(48);
  const challenge = await pkceChallenge(verifier);
  const state = randomToken(12);
  const query = new URLSearchParams({
    response_type: "code",
    client_id: CLIENT_ID,
    redirect_uri: redirectUri,
    state,
    code_challenge: challenge,
    code_challenge_method: "S256",
    ...extra,
  }).toString();
  return { verifier, challenge, state, redirectUri, query };
}

export function hiddenFields(html: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const match of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) {
    fields[match[1]!] = match[2]!.replace(/&amp;/g, "&").replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, "<").replace(/&gt;/g, ">");
  }
  return fields;
}

/** GET the login page, then POST the form. Returns the POST response (a 303 on success). */
export async function submitLogin(
  email: string,
  password: string,
  pkce: PkceRequest,
  jar = new CookieJar(),
): Promise<Response> {
  const page = await call(`/oauth/authorize?${pkce.query}`, { headers: jar.header() });
  jar.store(page);
  const fields = hiddenFields(await page.text());
  const { body, headers } = form({ ...fields, email, password });
  const response = await call("/oauth/authorize", {
    method: "POST",
    body,
    headers: { ...headers, ...jar.header(), origin: BASE },
  });
  jar.store(response);
  return response;
}

export function codeFrom(response: Response): string {
  const location = response.headers.get("location");
  if (!location) throw new Error(`no redirect (status ${response.status})`);
  const code = new URL(location).searchParams.get("code");
  if (!code) throw new Error(`no code in ${location}`);
  return code;
}

export function exchangeCode(code: string, verifier: string, redirectUri = REDIRECT_URI): Promise<Response> {
  const { body, headers } = form({
    grant_type: "authorization_code",
    code,
    redirect_uri: redirectUri,
    client_id: CLIENT_ID,
    code_verifier: verifier,
  });
  return call("/oauth/token", { method: "POST", body, headers });
}

export interface Tokens {
  access_token: string;
  refresh_token: string;
  token_type: string;
  expires_in: number;
  session_id: string;
  account_id: string;
}

/** The whole authorization-code + PKCE flow for a demo account. */
export async function login(email: string, password = DEMO_PASSWORD, jar = new CookieJar()): Promise<Tokens> {
  const pkce = await pkceRequest();
  const response = await submitLogin(email, password, pkce, jar);
  const token = await exchangeCode(codeFrom(response), pkce.verifier);
  if (token.status !== 200) throw new Error(`token exchange failed: ${token.status} ${await token.text()}`);
  return token.json<Tokens>();
}

/** The end-session query the portal sends: the allowed target and, as proof, the SHA-256 of the session's refresh token. */
export async function logoutQuery(tokens: Pick<Tokens, "refresh_token">, target: string): Promise<string> {
  return new URLSearchParams({ post_logout_redirect_uri: target, logout_hint: await sha256Hex(tokens.refresh_token) }).toString();
}

/** A refresh-token grant. */
export function refresh(refreshToken: string): Promise<Response> {
  const { body, headers } = form({ grant_type: "refresh_token", refresh_token: refreshToken, client_id: CLIENT_ID });
  return call("/oauth/token", { method: "POST", body, headers });
}

/** Whether an access token still opens the API. */
export async function isAlive(token: string): Promise<boolean> {
  return (await graphql(token, "{ account { id } }")).status === 200;
}

/** An authorize request from the browser behind `jar`: a code (302) while its SSO session lives, else the login page. */
export async function silentAuthorize(jar: CookieJar): Promise<Response> {
  const pkce = await pkceRequest();
  return call(`/oauth/authorize?${pkce.query}`, { headers: jar.header() });
}

export interface GraphqlResult<T = Record<string, unknown>> {
  data?: T | null;
  errors?: {
    message: string;
    extensions?: {
      code?: string;
      status?: number;
      violations?: { code: string; field?: string; message: string }[];
      attemptsLeft?: number;
      retryAfterSeconds?: number;
    };
  }[];
}

export async function graphql<T = Record<string, any>>(
  token: string,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<{ status: number; body: GraphqlResult<T> }> {
  const response = await call("/graphql", {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify({ query, variables }),
  });
  return { status: response.status, body: await response.json<GraphqlResult<T>>() };
}

export async function activityTypes(accountId: string): Promise<string[]> {
  const { results } = await db
    .prepare("SELECT type FROM activity_events WHERE account_id = ? ORDER BY id DESC")
    .bind(accountId)
    .all<{ type: string }>();
  return results.map((r) => r.type);
}

/** The most recent event of an account: type, session and parsed details. */
export async function lastActivity(accountId: string): Promise<{ type: string; session_id: string | null; details: Record<string, string> } | null> {
  const row = await db
    .prepare("SELECT type, session_id, details FROM activity_events WHERE account_id = ? ORDER BY id DESC LIMIT 1")
    .bind(accountId)
    .first<{ type: string; session_id: string | null; details: string }>();
  return row ? { ...row, details: JSON.parse(row.details) as Record<string, string> } : null;
}

/** Moves the clock forward (tests move past expiries instead of sleeping). */
export function moveClock(seconds: number): void {
  setRunNow(Date.now() + seconds * 1000);
}

/** Sets the clock to a moment (then it runs on from there); log in after it, tokens live 15 minutes. */
export function setTime(iso: string): void {
  setRunNow(Date.parse(iso));
}

/** Back to the run's clock: today, or the calendar sweep's day (tests/fixtures/run-clock.ts). */
export function resetClock(): void {
  resetRunClock();
}

export interface OutboxRow {
  id: number;
  to: string;
  channel: string;
  subject: string;
  body: string;
}

/** Messages in the dev outbox to an address or number, newest first. */
export async function outboxTo(to: string): Promise<OutboxRow[]> {
  const { results } = await db
    .prepare('SELECT id, "to", channel, subject, body FROM outbox WHERE "to" = ? COLLATE NOCASE ORDER BY id DESC')
    .bind(to)
    .all<OutboxRow>();
  return results;
}

/** The verification code in the newest message to an address or number. */
export async function lastCodeSentTo(to: string): Promise<string> {
  const [message] = await outboxTo(to);
  const code = /^Uw (?:verificatie)?code voor Mijn Omgeving: ([0-9]{6})/.exec(message?.body ?? "")?.[1];
  if (!code) throw new Error(`no code sent to ${to}`);
  return code;
}

/** A 6-digit code that is not `code`. */
export function otherCode(code: string): string {
  return String((Number(code) + 1) % 1_000_000).padStart(6, "0");
}

export { DEMO_PASSWORD };
