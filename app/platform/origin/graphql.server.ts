import type { TypedDocumentNode } from "@graphql-typed-document-node/core";
import { ClientError, GraphQLClient } from "graphql-request";
import type { AppContext } from "../request/context";
import type { Session } from "../session/session";
import { answerSessionCheck, claimSessionCheck, SESSION_FACTS_HEADER } from "../session/session-check.server";
import { IDEMPOTENCY_KEY_HEADER, IdempotencyCode } from "@contracts/idempotency";
import { callerHeaders, noteFailedRead, originBase, policyForOperation, retryOptions, writeKey } from "./http.server";
import { type GraphQLErrorItem, type GraphQLPayload, operationErrorLines, PERSISTED_ACCEPT, sendPersisted } from "./persisted-operation";
import { RetryableError, type RetryPolicy, withRetry } from "./retry";
import { genericError, OriginError, outcomeUnknown, type ViolationError } from "./violations";
import persistedDocuments from "~/graphql/generated/persisted-documents.json";

// GraphQL at the origin: the app's own operations (codegen documents, ADR 8) sent as persisted
// operations; every failure becomes the spec's violation shape once, here.

// ────────────────────────────────────────────────────────────────────────────────────

export const persistedManifest = persistedDocuments as Record<string, string>;

interface PersistedDocument<R, V> extends TypedDocumentNode<R, V> {
  __meta__?: { hash?: string };
}

function documentHash(document: { __meta__?: { hash?: string } }): string {
  const hash = document.__meta__?.hash;
  if (!hash || !persistedManifest[hash]) throw new Error("GraphQL document is not in the persisted-documents manifest; run codegen");
  return hash;
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
    // The numbers the origin adds to a refusal (areas/account/verification.ts), so callers need not ask again.
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
  idempotencyKey: string | null,
): Promise<{ status: number; payload: GraphQLPayload | null; extensions?: Record<string, unknown> }> {
  const client = new GraphQLClient(`${originBase(app)}/graphql`, {
    headers: {
      accept: PERSISTED_ACCEPT,
      ...(session ? { authorization: `Bearer ${session.accessToken}` } : {}),
      ...(asksSessionFacts ? { [SESSION_FACTS_HEADER]: "1" } : {}),
      ...(idempotencyKey ? { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } : {}),
      ...callerHeaders(app),
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
        // The origin still applies this key's first request (ADR 48): asked again in a moment.
        if (status === 409 && JSON.stringify(errors ?? "").includes(IdempotencyCode.inProgress)) throw new RetryableError("origin still applying the write");
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
  // One key per write, the same through the persisted-query steps and every retry (ADR 48).
  const idempotencyKey = policy.writes ? writeKey(variables) : null;
  let lastAnswer: { status: number; extensions?: Record<string, unknown> } | null = null;
  try {
    const { status, payload } = await sendPersisted(app.persistedQueries, { hash, text, operationName: operationNameOf(text), variables }, async (body) =>
      (lastAnswer = await postGraphQL(app, session, text, body, policy, sessionCheck !== null, idempotencyKey)),
    );
    if (!payload || payload.errors?.length || payload.data == null) throw new GraphQLResponseError(status, payload?.errors ?? []);
    return payload.data as R;
  } catch (error) {
    const lines = operationErrorLines(error instanceof GraphQLResponseError ? { errors: error.errors } : { network: error });
    for (const line of lines) console.error(line);
    // A write that never got an answer may have applied: unknown, never "failed" (ADR 48).
    const violation = policy.writes && !(error instanceof GraphQLResponseError) ? outcomeUnknown() : toViolation(error);
    if (violation.status >= 500) noteFailedRead(app, policy);
    throw new OriginError(violation);
  } finally {
    if (sessionCheck) answerSessionCheck(app, sessionCheck, lastAnswer);
  }
}

