import { describe, expect, test, vi } from "vitest";
import { RevokeOtherSessionsDocument, SessionsDocument } from "~/graphql/generated/graphql";
import type { AppContext } from "../request/context";
import { operationNameOf, originGraphQL, persistedManifest } from "./graphql.server";
import { OriginError } from "./violations";
import { operationErrorLines, type PersistedQueries, persistedBody, sendPersisted } from "./persisted-operation";
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_PATTERN } from "@contracts/idempotency";
import { ServerWriteRetry } from "./retry";

// Spec §7/§8: the persisted-query protocol (hash; document beside the hash once after a miss; the
// document alone for the rest of the page after PersistedQueryNotSupported), and how the portal's
// origin client speaks it, against a fake origin.

const operation = { hash: "a".repeat(64), text: "query Sessions { sessions { id } }", operationName: "Sessions", variables: { x: 1 } };
const notFound = { errors: [{ message: "PersistedQueryNotFound", extensions: { code: "PERSISTED_QUERY_NOT_FOUND" } }] };
const notSupported = { errors: [{ message: "PersistedQueryNotSupported", extensions: { code: "PERSISTED_QUERY_NOT_SUPPORTED" } }] };
const ok = { data: { sessions: [] } };

/** A fake server answering in turn; records the parsed bodies it got. */
function server(...answers: unknown[]) {
  const bodies: Array<Record<string, unknown>> = [];
  const send = async (body: string) => {
    bodies.push(JSON.parse(body));
    return { payload: answers[Math.min(bodies.length - 1, answers.length - 1)] };
  };
  return { bodies, send };
}

describe("sendPersisted", () => {
  test("sends the hash alone when the server knows it", async () => {
    const { bodies, send } = server(ok);
    expect((await sendPersisted({ supported: true }, operation, send)).payload).toBe(ok);
    expect(bodies).toEqual([{ operationName: "Sessions", variables: { x: 1 }, extensions: { persistedQuery: { version: 1, sha256Hash: operation.hash } } }]);
  });

  test("after PersistedQueryNotFound, retries once with the document beside the hash, and keeps using hashes", async () => {
    const state = { supported: true };
    const { bodies, send } = server(notFound, notFound);
    expect((await sendPersisted(state, operation, send)).payload).toBe(notFound);
    expect(bodies).toHaveLength(2);
    expect(bodies[1]).toEqual({ ...bodies[0], query: operation.text });
    expect(state.supported).toBe(true);
  });

  test("after PersistedQueryNotSupported, resends the full operation and uses no hash for the rest of the page", async () => {
    const state: PersistedQueries = { supported: true };
    const first = server(notSupported, ok);
    expect((await sendPersisted(state, operation, first.send)).payload).toBe(ok);
    expect(first.bodies[1]).toEqual({ operationName: "Sessions", variables: { x: 1 }, query: operation.text });
    expect(state.supported).toBe(false);

    const later = server(ok);
    await sendPersisted(state, operation, later.send);
    expect(later.bodies).toEqual([{ operationName: "Sessions", variables: { x: 1 }, query: operation.text }]);
    // Another page starts with hashes again.
    const nextPage = server(ok);
    await sendPersisted({ supported: true }, operation, nextPage.send);
    expect(nextPage.bodies[0]).not.toHaveProperty("query");
  });

  test("recognises the errors by code as well as by message", async () => {
    const state = { supported: true };
    const { bodies, send } = server({ errors: [{ message: "nope", extensions: { code: "PERSISTED_QUERY_NOT_SUPPORTED" } }] }, ok);
    await sendPersisted(state, operation, send);
    expect([bodies.length, state.supported]).toEqual([2, false]);
  });

  test("other GraphQL errors are not retried", async () => {
    const refusal = { errors: [{ message: "Ongeldige invoer", extensions: { code: "BAD_USER_INPUT" } }] };
    const { bodies, send } = server(refusal, ok);
    expect((await sendPersisted({ supported: true }, operation, send)).payload).toBe(refusal);
    expect(bodies).toHaveLength(1);
  });

  test("persistedBody leaves out a missing operation name", () => {
    expect(JSON.parse(persistedBody({ ...operation, operationName: null }, "document"))).toEqual({ variables: { x: 1 }, query: operation.text });
  });
});

describe("operationNameOf", () => {
  test("names every manifest document, also those that start with their fragments", () => {
    const names = Object.values(persistedManifest).map(operationNameOf);
    expect(names.every(Boolean)).toBe(true);
    expect(new Set(names).size).toBe(names.length);
    expect(operationNameOf("fragment F on DeliveryComplaint { id } query DeliveryComplaint($id: ID!) { deliveryComplaint(id: $id) { ...F } }")).toBe("DeliveryComplaint");
    expect(operationNameOf("mutation RevokeOtherSessions { revokeOtherSessions { revokedSessionIds } }")).toBe("RevokeOtherSessions");
  });
});

describe("operationErrorLines", () => {
  test('network failures read "[Network] message", GraphQL errors "[GraphQL] message" each', () => {
    expect(operationErrorLines({ network: new TypeError("fetch failed") })).toEqual(["[Network] fetch failed"]);
    expect(operationErrorLines({ network: "offline" })).toEqual(["[Network] offline"]);
    expect(operationErrorLines({ errors: [{ message: "Niet gevonden" }, { message: "Geen toegang" }] })).toEqual(["[GraphQL] Niet gevonden", "[GraphQL] Geen toegang"]);
  });
});

describe("originGraphQL against a fake origin", () => {
  const hash = (SessionsDocument as { __meta__?: { hash?: string } }).__meta__!.hash!;

  function app(): AppContext {
    return {
      env: { ORIGIN_URL: "http://origin.test" },
      originReads: { deadline: Date.now() + 10_000, failed: false },
      persistedQueries: { supported: true },
      report: () => {},
    } as unknown as AppContext;
  }

  function fakeOrigin(answer: (body: Record<string, unknown>) => Response | Promise<Response>) {
    const calls: Array<{ body: Record<string, unknown>; accept: string | null }> = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (_url: string, init: RequestInit) => {
        const body = JSON.parse(String(init.body)) as Record<string, unknown>;
        calls.push({ body, accept: new Headers(init.headers).get("accept") });
        return answer(body);
      }),
    );
    return calls;
  }

  test("sends the hash with Accept */*, and the document alone once the origin says it does not support hashes", async () => {
    const calls = fakeOrigin((body) => Response.json(body.extensions ? notSupported : { data: { sessions: [{ id: "s1" }] } }));
    const page = app();
    const first = await originGraphQL(page, null, SessionsDocument, {});
    expect(first).toEqual({ sessions: [{ id: "s1" }] });
    expect(calls.map((call) => call.accept)).toEqual(["*/*", "*/*"]);
    expect(calls[0]!.body).toMatchObject({ extensions: { persistedQuery: { sha256Hash: hash } } });
    expect(calls[1]!.body).toEqual({ operationName: "Sessions", variables: {}, query: persistedManifest[hash] });
    // The rest of the page: the document at once, one request per operation.
    await originGraphQL(page, null, RevokeOtherSessionsDocument, {});
    expect(calls).toHaveLength(3);
    expect(calls[2]!.body).not.toHaveProperty("extensions");
    vi.unstubAllGlobals();
  });

  test("retries a miss once with the document beside the hash", async () => {
    const calls = fakeOrigin((body) => Response.json(body.query ? { data: { sessions: [] } } : notFound));
    await originGraphQL(app(), null, SessionsDocument, {});
    expect(calls).toHaveLength(2);
    expect(calls[1]!.body).toMatchObject({ query: persistedManifest[hash], extensions: { persistedQuery: { sha256Hash: hash } } });
    vi.unstubAllGlobals();
  });

  test('logs "[GraphQL] message" and throws the violation for a refusal', async () => {
    fakeOrigin(() => Response.json({ errors: [{ message: "Sessie niet gevonden", extensions: { code: "NOT_FOUND", status: 404 } }] }));
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const thrown = await originGraphQL(app(), null, SessionsDocument, {}).catch((e: unknown) => e);
    expect((thrown as OriginError).violation).toEqual({ violations: [{ code: "NOT-FOUND" }], status: 404 });
    expect(error).toHaveBeenCalledWith("[GraphQL] Sessie niet gevonden");
    vi.unstubAllGlobals();
  });

  test('a mutation the origin cannot be reached for is tried again under one idempotency key, then logged as "[Network] message" and thrown as OUTCOME-UNKNOWN, never as failed', async () => {
    const fetch = vi.fn(async (_url: unknown, _init?: RequestInit) => Promise.reject(new TypeError("connection refused")));
    vi.stubGlobal("fetch", fetch);
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const page = app();
    const thrown = await originGraphQL(page, null, RevokeOtherSessionsDocument, {}).catch((e: unknown) => e);
    expect((thrown as OriginError).violation).toEqual({ violations: [{ code: "OUTCOME-UNKNOWN" }], status: 500 });
    expect(error).toHaveBeenCalledWith("[Network] connection refused");
    expect(fetch).toHaveBeenCalledTimes(ServerWriteRetry.retries + 1);
    const keys = new Set(fetch.mock.calls.map(([, init]) => new Headers(init?.headers).get(IDEMPOTENCY_KEY_HEADER)));
    expect(keys.size).toBe(1);
    expect([...keys][0]).toMatch(IDEMPOTENCY_KEY_PATTERN);
    vi.unstubAllGlobals();
  });
});
