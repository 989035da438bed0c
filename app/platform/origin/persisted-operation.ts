// Spec §7/§8: persisted operations as a client sends them. The hash alone first (Accept */*); on
// PersistedQueryNotFound one retry with the document beside the hash (the miss: the server learns
// the document); on PersistedQueryNotSupported the full document without a hash, and no hashes for
// the rest of the page (the state lives as long as the page's request context). No server-only
// imports: the protocol is the same whoever speaks it.

export const PERSISTED_QUERY_NOT_FOUND = "PersistedQueryNotFound";
export const PERSISTED_QUERY_NOT_SUPPORTED = "PersistedQueryNotSupported";

/** Spec §7: persisted operations are sent with an Accept header of any type. */
export const PERSISTED_ACCEPT = "*/*";

export interface GraphQLErrorItem {
  message?: string;
  extensions?: { code?: string } & Record<string, unknown>;
}

export interface GraphQLPayload {
  data?: unknown;
  errors?: GraphQLErrorItem[];
}

/** One page's knowledge of the server: hashes are used until the server says it does not support them. */
export interface PersistedQueries {
  supported: boolean;
}

export interface PersistedOperation {
  hash: string;
  /** The manifest's document text for the hash. */
  text: string;
  operationName: string | null;
  variables: Record<string, unknown>;
}

/** How the operation is sent: the hash alone, hash and document after a miss, or the document alone. */
export type SendMode = "hash" | "miss" | "document";

export function persistedBody(operation: PersistedOperation, mode: SendMode): string {
  const { hash, text, operationName, variables } = operation;
  const extensions = { persistedQuery: { version: 1, sha256Hash: hash } };
  return JSON.stringify({
    ...(operationName ? { operationName } : {}),
    variables,
    ...(mode === "document" ? { query: text } : mode === "miss" ? { query: text, extensions } : { extensions }),
  });
}

function hasError(payload: unknown, message: string, code: string): boolean {
  const errors = (payload as GraphQLPayload | null)?.errors;
  return Array.isArray(errors) && errors.some((error) => error?.message === message || error?.extensions?.code === code);
}

export const isPersistedQueryNotFound = (payload: unknown) => hasError(payload, PERSISTED_QUERY_NOT_FOUND, "PERSISTED_QUERY_NOT_FOUND");
export const isPersistedQueryNotSupported = (payload: unknown) => hasError(payload, PERSISTED_QUERY_NOT_SUPPORTED, "PERSISTED_QUERY_NOT_SUPPORTED");

/**
 * Runs the protocol over `send` (one HTTP request with the given body, answering the parsed payload):
 * at most two requests per operation, one when the page already knows hashes are not supported.
 */
export async function sendPersisted<Answer extends { payload: unknown }>(
  state: PersistedQueries,
  operation: PersistedOperation,
  send: (body: string, mode: SendMode) => Promise<Answer>,
): Promise<Answer> {
  if (!state.supported) return send(persistedBody(operation, "document"), "document");
  const first = await send(persistedBody(operation, "hash"), "hash");
  if (isPersistedQueryNotSupported(first.payload)) {
    state.supported = false;
    return send(persistedBody(operation, "document"), "document");
  }
  if (isPersistedQueryNotFound(first.payload)) return send(persistedBody(operation, "miss"), "miss");
  return first;
}

/** The developer log's lines for a failed operation (spec §8): "[Network] message" or "[GraphQL] message" each. */
export function operationErrorLines(failure: { network?: unknown; errors?: GraphQLErrorItem[] }): string[] {
  if (failure.network !== undefined) {
    const message = failure.network instanceof Error ? failure.network.message : String(failure.network);
    return [`[Network] ${message}`];
  }
  return (failure.errors ?? []).map((error) => `[GraphQL] ${error?.message ?? "unknown error"}`);
}
