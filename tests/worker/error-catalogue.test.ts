import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import manifest from "~/graphql/generated/persisted-documents.json";
import { CONTENT_DOWN, logIn, portalFetch } from "./helpers";
import { hashOf } from "./account-helpers";

// Spec §8 error catalogue at the gateway: every failure carries violations with a status (GENERIC-ERROR
// and 500 for network or unknown failures), and persisted queries fall back to full documents —
// still only the manifest's — against an origin that answers PersistedQueryNotSupported.

const host = "mijn.ochtendpost.example";
const documents = manifest as Record<string, string>;
/** The reference origin's switch: same origin, but GraphQL refuses every hash with PersistedQueryNotSupported. */
const noPersistedQueries = { ORIGIN_URL: `${env.ORIGIN_URL}/dev/no-persisted-queries` };

let session: string;
beforeAll(async () => {
  session = (await logIn("an.peeters@example.be", { host })).session!;
});

function api(path: string, body: unknown, envOverrides?: Record<string, unknown>, method = "POST") {
  return portalFetch(path, {
    host,
    method,
    headers: { "content-type": "application/json", origin: `https://${host}`, cookie: session },
    body: method === "GET" ? undefined : JSON.stringify(body),
    envOverrides,
  });
}

describe("failed requests become violations with a status", () => {
  it("answers GENERIC-ERROR with 500 (not 502) when the origin cannot be reached, for GraphQL and REST; a write adds that its outcome is unknown", async () => {
    const graphql = await api("/api/graphql", { extensions: { persistedQuery: { version: 1, sha256Hash: hashOf("RevokeOtherSessions") } } }, { ORIGIN_URL: CONTENT_DOWN });
    expect(graphql.status).toBe(500);
    // A mutation tried again under its idempotency key until its time ran out: it may have applied (ADR 48).
    expect(JSON.parse(graphql.body)).toEqual({ violations: [{ code: "GENERIC-ERROR" }, { code: "OUTCOME-UNKNOWN" }], status: 500 });
    const read = await api("/api/graphql", { extensions: { persistedQuery: { version: 1, sha256Hash: hashOf("AccountProfile") } } }, { ORIGIN_URL: CONTENT_DOWN });
    expect(read.status).toBe(500);
    expect(JSON.parse(read.body)).toEqual({ violations: [{ code: "GENERIC-ERROR" }], status: 500 });
    const rest = await api("/api/newsletter/subscriptions", {}, { ORIGIN_URL: CONTENT_DOWN }, "GET");
    expect(rest.status).toBe(500);
    expect(JSON.parse(rest.body)).toEqual({ violations: [{ code: "GENERIC-ERROR" }], status: 500 });
  });

  it("gives a GraphQL refusal of the origin its violations, with the violation's status as the HTTP status", async () => {
    const { status, body } = await api("/api/graphql", {
      operationName: "StartEmailChange",
      variables: { newEmail: "geen-e-mailadres" },
      extensions: { persistedQuery: { version: 1, sha256Hash: hashOf("StartEmailChange") } },
    });
    const answer = JSON.parse(body) as { errors: unknown[]; violations: Array<{ code: string }>; status: number };
    expect(answer.errors.length).toBeGreaterThan(0);
    expect(answer.violations.length).toBeGreaterThan(0);
    expect(answer.status).toBe(400);
    expect(status).toBe(400);
  });

  it("gives a REST failure of the origin violations and its HTTP status", async () => {
    const missing = await api("/api/pass/bestaat-niet", {}, undefined, "GET");
    expect(missing.status).toBe(404);
    const body = JSON.parse(missing.body) as { violations: Array<{ code: string }>; status: number };
    expect(body.status).toBe(404);
    expect(body.violations.length).toBeGreaterThan(0);
  });
});

describe("persisted queries against an origin that does not support them", () => {
  it("the gateway resends the manifest's document and answers the data", async () => {
    const { status, body } = await api("/api/graphql", { operationName: "Sessions", extensions: { persistedQuery: { version: 1, sha256Hash: hashOf("Sessions") } } }, noPersistedQueries);
    expect(status).toBe(200);
    expect(JSON.parse(body).data.sessions.length).toBeGreaterThan(0);
  });

  it("pages load through the portal's origin client", async () => {
    const page = await portalFetch("/account", { host, headers: { cookie: session }, envOverrides: noPersistedQueries });
    expect(page.status).toBe(200);
    expect(page.body).toContain("an.peeters@example.be");
  });
});

describe("what the gateway takes from a client that sends documents", () => {
  const sessions = () => documents[hashOf("Sessions")]!;

  it("takes the full document of a manifest entry without a hash (a client that stopped using hashes)", async () => {
    const { status, body } = await api("/api/graphql", { query: sessions(), operationName: "Sessions" }, noPersistedQueries);
    expect(status).toBe(200);
    expect(JSON.parse(body).data.sessions.length).toBeGreaterThan(0);
  });

  it("takes a miss retry: the document beside its own hash", async () => {
    const { status } = await api("/api/graphql", { query: sessions(), extensions: { persistedQuery: { version: 1, sha256Hash: hashOf("Sessions") } } });
    expect(status).toBe(200);
  });

  it("refuses a document outside the manifest, an altered one, or one beside another hash — without calling the origin", async () => {
    const down = { ORIGIN_URL: CONTENT_DOWN };
    for (const body of [
      { query: "query Mine { account { id username } }" },
      { query: `${sessions()} ` },
      { query: sessions(), extensions: { persistedQuery: { version: 1, sha256Hash: hashOf("RevokeOtherSessions") } } },
    ]) {
      const answer = await api("/api/graphql", body, down);
      expect(answer.status).toBe(400);
      expect(JSON.parse(answer.body)).toMatchObject({ violations: [{ code: "PERSISTED-QUERIES-ONLY" }], status: 400 });
    }
  });
});
