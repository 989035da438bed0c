import type { TypedDocumentNode } from "@graphql-typed-document-node/core";
import { ClientError, GraphQLClient } from "graphql-request";
import * as oauth from "oauth4webapi";
import type { AppContext } from "../request/context";
import { MutationOnce, QueryRetry, RetryableError, type RetryOptions, type RetryPolicy, withRetry } from "./retry";
import type { Session } from "../session/session";
import { type GraphQLErrorItem, type GraphQLPayload, operationErrorLines, PERSISTED_ACCEPT, sendPersisted } from "./persisted-operation";
import { genericError, type ViolationError } from "./violations";
import persistedDocuments from "~/graphql/generated/persisted-documents.json";

// The one origin client: OAuth token calls, persisted GraphQL operations and typed REST calls.
// Every call has a timeout and a named retry policy; every failure becomes the spec's violation
// shape once, here.

export const OAUTH_CLIENT_ID = "mijn-omgeving";
const client: oauth.Client = { client_id: OAUTH_CLIENT_ID };
const clientAuth = oauth.None();
const REFRESH_MARGIN_MS = 30_000;

export class OriginError extends Error {
  constructor(readonly violation: ViolationError) {
    super(`Origin call failed: ${violation.violations.map((v) => v.code).join(", ")} (${violation.status})`);
  }
}

export function authorizationServer(originUrl: string): oauth.AuthorizationServer {
  const base = originUrl.replace(/\/$/, "");
  return {
    issuer: base,
    authorization_endpoint: `${base}/oauth/authorize`,
    token_endpoint: `${base}/oauth/token`,
    revocation_endpoint: `${base}/oauth/revoke`,
    userinfo_endpoint: `${base}/oauth/userinfo`,
    end_session_endpoint: `${base}/oauth/logout`,
  };
}

/** Local stacks talk to the origin over http on loopback; production must use https. */
function oauthOptions(app: Pick<AppContext, "env" | "environment">) {
  const insecure = app.environment !== "production" && app.env.ORIGIN_URL.startsWith("http://");
  return { [oauth.allowInsecureRequests]: insecure, signal: AbortSignal.timeout(MutationOnce.timeoutMs) };
}

export function sessionFromTokens(tokens: oauth.TokenEndpointResponse & Record<string, unknown>, username: string, previous?: Session): Session {
  return {
    accountId: String(tokens.account_id ?? previous?.accountId ?? ""),
    sessionId: String(tokens.session_id ?? previous?.sessionId ?? ""),
    username,
    accessToken: tokens.access_token,
    refreshToken: tokens.refresh_token ?? previous?.refreshToken ?? "",
    accessExpiresAt: Date.now() + (tokens.expires_in ?? 300) * 1000,
  };
}

/** Exchanges the authorization code (PKCE + state checked) for a session. */
export async function exchangeCode(app: AppContext, callbackUrl: URL, pending: { state: string; verifier: string; redirectUri: string }): Promise<Session> {
  const as = authorizationServer(app.env.ORIGIN_URL);
  const params = oauth.validateAuthResponse(as, client, callbackUrl, pending.state);
  const response = await oauth.authorizationCodeGrantRequest(as, client, clientAuth, params, pending.redirectUri, pending.verifier, oauthOptions(app));
  const tokens = (await oauth.processAuthorizationCodeResponse(as, client, response)) as oauth.TokenEndpointResponse & Record<string, unknown>;
  const info = await userInfo(app, tokens.access_token);
  if (info.status !== 200) throw new OriginError(genericError(info.status));
  return sessionFromTokens(tokens, info.username);
}

async function userInfo(
  app: AppContext,
  accessToken: string,
  deadline = app.originReads.deadline,
): Promise<{ status: number; username: string; accountId?: string; locale?: string; otherAccount?: string }> {
  const response = await fetch(authorizationServer(app.env.ORIGIN_URL).userinfo_endpoint!, {
    headers: { authorization: `Bearer ${accessToken}`, accept: "application/json" },
    signal: AbortSignal.timeout(Math.max(1, Math.min(QueryRetry.timeoutMs, deadline - Date.now()))),
  });
  if (response.status !== 200) return { status: response.status, username: "" };
  return { status: 200, ...parseClaims(await response.json()) };
}

type Claims = { sub?: unknown; email?: unknown; preferred_username?: unknown; locale?: unknown; other_account_email?: unknown };
const claimText = (value: unknown) => (typeof value === "string" ? value : undefined);

/** The userinfo claims the portal uses (from /oauth/userinfo or a GraphQL answer's extensions.session). */
function parseClaims(raw: unknown): { username: string; accountId?: string; locale?: string; otherAccount?: string } {
  const body = (raw ?? {}) as Claims;
  const otherAccount = claimText(body.other_account_email);
  return {
    username: claimText(body.email) ?? claimText(body.preferred_username) ?? "",
    accountId: claimText(body.sub),
    locale: claimText(body.locale),
    ...(otherAccount ? { otherAccount } : {}),
  };
}

/** The verdict on a standing session from its claims: another account's claims revoke it. */
function validationFromClaims(session: Session, claims: ReturnType<typeof parseClaims>): SessionValidation {
  if (claims.accountId && claims.accountId !== session.accountId) return { status: "revoked" };
  return {
    status: "valid",
    locale: claims.locale === "nl-NL" || claims.locale === "nl-BE" ? claims.locale : null,
    ...(claims.otherAccount ? { otherAccount: claims.otherAccount } : {}),
  };
}

async function refresh(app: AppContext, session: Session, deadline: number): Promise<Session | null> {
  const as = authorizationServer(app.env.ORIGIN_URL);
  const options = { ...oauthOptions(app), signal: AbortSignal.timeout(Math.max(1, Math.min(MutationOnce.timeoutMs, deadline - Date.now()))) };
  const response = await oauth.refreshTokenGrantRequest(as, client, clientAuth, session.refreshToken, options);
  if (response.status === 400 || response.status === 401) return null;
  const tokens = (await oauth.processRefreshTokenResponse(as, client, response)) as oauth.TokenEndpointResponse & Record<string, unknown>;
  return sessionFromTokens(tokens, session.username, session);
}

/** What the identity provider says about a standing session, besides that it stands. */
export interface SessionFacts {
  /** The account's language preference; null: it has none; absent: the check went unanswered. */
  locale?: "nl-NL" | "nl-BE" | null;
  /** The browser has since signed in as this other account (login state LoggedInDifferentAccount). */
  otherAccount?: string;
}

export type SessionValidation =
  | ({ status: "valid" } & SessionFacts)
  | ({ status: "refreshed"; session: Session } & SessionFacts)
  | { status: "revoked" };

/**
 * Asks the origin whether the session still stands, refreshing an expiring access token first.
 * An unreachable origin keeps the session (pages then show the error panel); only the origin's
 * own "no" logs the visitor out. The check ends by `deadline` (the page's budget for origin reads,
 * or less on pages that show nothing from the origin), so a hanging origin never holds a page.
 */
export async function validateSession(app: AppContext, session: Session, deadline = app.originReads.deadline): Promise<SessionValidation> {
  try {
    let current = session;
    let refreshed = false;
    if (current.accessExpiresAt - REFRESH_MARGIN_MS < Date.now()) {
      const next = await refresh(app, current, deadline);
      // A refused refresh can be a parallel request that refreshed first (the origin refuses a
      // spent refresh token within its reuse window): the access token decides below.
      if (next) {
        current = next;
        refreshed = true;
      } else if (current.accessExpiresAt < Date.now()) {
        return { status: "revoked" };
      }
    }
    const info = await userInfo(app, current.accessToken, deadline);
    if (info.status === 401 || info.status === 403) return { status: "revoked" };
    const verdict = validationFromClaims(current, info);
    if (verdict.status !== "valid") return verdict;
    const { status: _valid, ...facts } = verdict;
    return refreshed ? { status: "refreshed", session: current, ...facts } : { status: "valid", ...facts };
  } catch (error) {
    if (error instanceof oauth.ResponseBodyError || error instanceof oauth.AuthorizationResponseError) return { status: "revoked" };
    app.report(error, "session validation");
    return { status: "valid" };
  }
}

/** Whether the access token is about to expire, so the session check refreshes it first. */
export function sessionNeedsRefresh(session: Session): boolean {
  return session.accessExpiresAt - REFRESH_MARGIN_MS < Date.now();
}

// ── The session check answered by the page's own read (ADR 26) ──────────────────────────────
// A page that reads the origin with GraphQL asks, with that read, for the session's claims
// (`mo-session-facts: 1` → `extensions.session`); the origin authenticates the read anyway, so a
// 401 there is the same "no" as from userinfo. The page then makes one origin request, not two.
// When no read takes the question before the page's loaders yield, or the read fails without an
// answer, the userinfo call answers it as before.

interface PendingCheck {
  session: Session;
  deadline: number;
  /** A read carries the question. */
  claimed: boolean;
  settled: boolean;
  fallbackStarted: boolean;
  resolve: (validation: SessionValidation) => void;
  result: Promise<SessionValidation>;
}

const pendingChecks = new WeakMap<AppContext, PendingCheck>();

function settleCheck(check: PendingCheck, validation: SessionValidation): void {
  if (check.settled) return;
  check.settled = true;
  check.resolve(validation);
}

function fallBackToUserinfo(app: AppContext, check: PendingCheck): void {
  if (check.settled || check.fallbackStarted) return;
  check.fallbackStarted = true;
  void validateSession(app, check.session, check.deadline).then((validation) => settleCheck(check, validation));
}

/**
 * Starts a session check that the request's first GraphQL read answers (GET pages behind
 * requireAccount, whose token needs no refresh). `result()` is the verdict: it never rejects and
 * ends by the deadline like validateSession.
 */
export function deferSessionCheck(app: AppContext, session: Session, deadline: number): { result(): Promise<SessionValidation> } {
  let resolve!: (validation: SessionValidation) => void;
  const result = new Promise<SessionValidation>((done) => (resolve = done));
  const check: PendingCheck = { session, deadline, claimed: false, settled: false, fallbackStarted: false, resolve, result };
  pendingChecks.set(app, check);
  let waiting = false;
  return {
    result() {
      if (!waiting) {
        waiting = true;
        // The page's loaders start together; one macrotask later a read has claimed the question or none will.
        setTimeout(() => {
          if (!check.claimed) fallBackToUserinfo(app, check);
        }, 0);
      }
      return result;
    },
  };
}

/** Takes the pending question for this read when it carries the session's own token. */
function claimSessionCheck(app: AppContext, session: Session | null): PendingCheck | null {
  const check = pendingChecks.get(app);
  if (!check || !session || check.claimed || check.settled || check.session.accessToken !== session.accessToken) return null;
  check.claimed = true;
  return check;
}

function answerSessionCheck(app: AppContext, check: PendingCheck, answer: { status: number; extensions?: Record<string, unknown> } | null): void {
  if (answer?.status === 401) return settleCheck(check, { status: "revoked" });
  const claims = answer?.extensions?.session;
  if (claims && typeof claims === "object") return settleCheck(check, validationFromClaims(check.session, parseClaims(claims)));
  fallBackToUserinfo(app, check); // no answer to the question (failed read, older origin)
}

/** Ends the session at the identity provider (token revocation); never throws. */
export async function revokeSession(app: AppContext, session: Session): Promise<void> {
  const as = authorizationServer(app.env.ORIGIN_URL);
  try {
    await oauth.revocationRequest(as, client, clientAuth, session.refreshToken || session.accessToken, oauthOptions(app));
  } catch (error) {
    app.report(error, "token revocation");
  }
}

// ── GraphQL ────────────────────────────────────────────────────────────────────────────────────

export const persistedManifest = persistedDocuments as Record<string, string>;

interface PersistedDocument<R, V> extends TypedDocumentNode<R, V> {
  __meta__?: { hash?: string };
}

function documentHash(document: { __meta__?: { hash?: string } }): string {
  const hash = document.__meta__?.hash;
  if (!hash || !persistedManifest[hash]) throw new Error("GraphQL document is not in the persisted-documents manifest; run codegen");
  return hash;
}

function operationKind(text: string): "query" | "mutation" {
  return /^\s*mutation\b/.test(text) ? "mutation" : "query";
}

/** The policy of an operation: queries are retried, mutations never (a retried write could apply twice). */
export function policyForOperation(text: string): RetryPolicy {
  return operationKind(text) === "mutation" ? MutationOnce : QueryRetry;
}

/** The policy of a REST call: GET is a read, everything else a write. */
export function policyForMethod(method: string): RetryPolicy {
  return method === "GET" ? QueryRetry : MutationOnce;
}

/** Reads share the page's deadline; a write, once sent, is given its own time (it may be applying). */
function retryOptions(app: AppContext, policy: RetryPolicy): RetryOptions {
  return policy === QueryRetry ? { deadline: app.originReads.deadline } : {};
}

/** A read the origin could not answer (down, hanging, 5xx): the page says so with 503. */
function noteFailedRead(app: AppContext, policy: RetryPolicy): void {
  if (policy === QueryRetry) app.originReads.failed = true;
}

/**
 * The one HTTP path from the portal's server to the origin (REST, and the browser's GraphQL through
 * the gateway): the session's bearer token, the policy's timeout per attempt, retries for network
 * failures, timeouts and 5xx under the policy. After the last attempt a 5xx answer is returned as it
 * is; a network failure or timeout throws.
 */
export async function originFetch(app: AppContext, session: Session | null, pathAndQuery: string, init: RequestInit, policy: RetryPolicy): Promise<Response> {
  const url = `${app.env.ORIGIN_URL.replace(/\/$/, "")}${pathAndQuery}`;
  const headers = { ...(init.headers as Record<string, string> | undefined), ...(session ? { authorization: `Bearer ${session.accessToken}` } : {}) };
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

/** A GraphQL answer with errors (or without data): the origin's status and its errors. */
export class GraphQLResponseError extends Error {
  constructor(
    readonly status: number,
    readonly errors: GraphQLErrorItem[],
  ) {
    super(errors.map((error) => error.message).join("; ") || `GraphQL answer without data (${status})`);
  }
}

/** Maps a GraphQL or transport failure to the violation shape (once, here). */
export function toViolation(error: unknown): ViolationError {
  if (error instanceof OriginError) return error.violation;
  if (error instanceof GraphQLResponseError) {
    const first = error.errors[0]?.extensions as
      | { code?: string; status?: number; violations?: ViolationError["violations"]; attemptsLeft?: unknown; retryAfterSeconds?: unknown }
      | undefined;
    const status = first?.status ?? (error.status >= 400 ? error.status : 500);
    // The numbers the origin adds to a refusal (verification.ts), so callers need not ask again.
    const counts: Pick<ViolationError, "attemptsLeft" | "retryAfterSeconds"> = {
      ...(typeof first?.attemptsLeft === "number" ? { attemptsLeft: first.attemptsLeft } : {}),
      ...(typeof first?.retryAfterSeconds === "number" ? { retryAfterSeconds: first.retryAfterSeconds } : {}),
    };
    if (first?.violations?.length) return { violations: first.violations, status, ...counts };
    if (first?.code) return { violations: [{ code: first.code.replace(/_/g, "-") }], status, ...counts };
    return genericError(status);
  }
  return genericError(500);
}

/** The operation's name; documents may start with their fragments (`fragment … { … } query Name(…) {`). */
export function operationNameOf(text: string): string | null {
  return /(?:^|[\s}])(query|mutation)\s+(\w+)\s*[({]/.exec(text)?.[2] ?? null;
}

/**
 * One POST of a GraphQL body to the origin under the policy, through graphql-request (the request
 * middleware puts the persisted-operation body in place of its own): the status and the payload
 * (null when the answer is not JSON). 5xx and network failures are retried by the policy.
 */
async function postGraphQL(
  app: AppContext,
  session: Session | null,
  text: string,
  body: string,
  policy: RetryPolicy,
  asksSessionFacts: boolean,
): Promise<{ status: number; payload: GraphQLPayload | null; extensions?: Record<string, unknown> }> {
  const client = new GraphQLClient(`${app.env.ORIGIN_URL.replace(/\/$/, "")}/graphql`, {
    headers: {
      accept: PERSISTED_ACCEPT,
      ...(session ? { authorization: `Bearer ${session.accessToken}` } : {}),
      ...(asksSessionFacts ? { "mo-session-facts": "1" } : {}),
    },
    errorPolicy: "all",
    // The middleware sends the persisted-operation body, which names the operation itself; without
    // this, graphql-request would parse the whole document on every request only to find its name.
    excludeOperationName: true,
    requestMiddleware: (request) => ({ ...request, body }),
  });
  return withRetry(policy, async (signal) => {
    try {
      const answer = await client.rawRequest<unknown>({ query: text, signal });
      return {
        status: answer.status,
        payload: { data: answer.data, errors: answer.errors as GraphQLErrorItem[] | undefined },
        extensions: answer.extensions as Record<string, unknown> | undefined,
      };
    } catch (error) {
      if (error instanceof ClientError) {
        const { status, data, errors, extensions } = error.response;
        if (status >= 500 || status === 0) throw new RetryableError(`origin answered ${status}`);
        return {
          status,
          payload: data !== undefined || errors ? { data, errors: errors as GraphQLErrorItem[] | undefined } : null,
          extensions: extensions as Record<string, unknown> | undefined,
        };
      }
      if (error instanceof DOMException) throw error; // timeouts: withRetry decides
      throw new RetryableError(error instanceof Error ? error.message : String(error)); // network failure
    }
  }, retryOptions(app, policy));
}

/**
 * Runs a persisted operation at the origin (spec §7/§8, app/platform/origin/persisted-operation.ts): the hash
 * first; the document with it after PersistedQueryNotFound; the document alone, for the rest of the
 * page, after PersistedQueryNotSupported. A failure is logged as "[Network] …" or "[GraphQL] …" and
 * thrown as the violation shape.
 */
export async function originGraphQL<R, V extends Record<string, unknown>>(
  app: AppContext,
  session: Session | null,
  document: PersistedDocument<R, V>,
  variables: V,
): Promise<R> {
  const hash = documentHash(document);
  const text = persistedManifest[hash]!;
  const policy = policyForOperation(text);
  const sessionCheck = claimSessionCheck(app, session);
  let lastAnswer: { status: number; extensions?: Record<string, unknown> } | null = null;
  try {
    const { status, payload } = await sendPersisted(app.persistedQueries, { hash, text, operationName: operationNameOf(text), variables }, async (body) =>
      (lastAnswer = await postGraphQL(app, session, text, body, policy, sessionCheck !== null)),
    );
    if (!payload || payload.errors?.length || payload.data == null) throw new GraphQLResponseError(status, payload?.errors ?? []);
    return payload.data as R;
  } catch (error) {
    const lines = operationErrorLines(error instanceof GraphQLResponseError ? { errors: error.errors } : { network: error });
    for (const line of lines) console.error(line);
    const violation = toViolation(error);
    if (violation.status >= 500) noteFailedRead(app, policy);
    throw new OriginError(violation);
  } finally {
    if (sessionCheck) answerSessionCheck(app, sessionCheck, lastAnswer);
  }
}

// ── REST ───────────────────────────────────────────────────────────────────────────────────────

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export interface Endpoint<Input extends Record<string, unknown>, Output> {
  method: Method;
  /** e.g. `/api/newsletter/subscriptions/{newsletterId}` */
  path: string;
  /** Input fields that always go in the query string. */
  query?: readonly (keyof Input & string)[];
  /** Phantom: the response type. */
  output?: Output;
}

export function endpoint<Input extends Record<string, unknown>, Output>(definition: Omit<Endpoint<Input, Output>, "output">): Endpoint<Input, Output> {
  return definition;
}

/**
 * Spec §7 typed clients: `{name}` path parameters are filled from the input; declared query
 * parameters go in the query string; for GET the rest does too, otherwise the rest is the JSON body.
 */
export function buildRestRequest(baseUrl: string, definition: Endpoint<Record<string, unknown>, unknown>, input: Record<string, unknown>) {
  const rest: Record<string, unknown> = { ...input };
  const path = definition.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = rest[name];
    if (value === undefined || value === null || value === "") throw new Error(`Missing path parameter ${name}`);
    delete rest[name];
    return encodeURIComponent(String(value));
  });
  const url = new URL(`${baseUrl.replace(/\/$/, "")}${path}`);
  const toQuery = definition.method === "GET" ? Object.keys(rest) : (definition.query ?? []);
  for (const key of toQuery) {
    const value = rest[key];
    delete rest[key];
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) url.searchParams.append(key, String(item));
  }
  const hasBody = definition.method !== "GET" && Object.keys(rest).length > 0;
  return {
    url: url.toString(),
    init: {
      method: definition.method,
      headers: { "content-type": "application/json", accept: "application/json" },
      body: hasBody ? JSON.stringify(rest) : undefined,
    } satisfies RequestInit,
  };
}

export async function originRest<Input extends Record<string, unknown>, Output>(
  app: AppContext,
  session: Session | null,
  definition: Endpoint<Input, Output>,
  input: Input,
): Promise<Output> {
  const { url, init } = buildRestRequest(app.env.ORIGIN_URL, definition as Endpoint<Record<string, unknown>, unknown>, input);
  let response: Response;
  try {
    const target = new URL(url);
    response = await originFetch(app, session, `${target.pathname}${target.search}`, init, policyForMethod(definition.method));
  } catch {
    throw new OriginError(genericError(500));
  }
  const body = response.status === 204 ? null : await response.json().catch(() => null);
  if (!response.ok) {
    const violations = (body as ViolationError | null)?.violations;
    throw new OriginError(Array.isArray(violations) ? { violations, status: response.status } : genericError(response.status));
  }
  return body as Output;
}
