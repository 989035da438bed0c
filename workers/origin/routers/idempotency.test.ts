// Every write under its idempotency key (request/idempotency.ts, ADR 48): each mutation of the schema and
// each REST write of the areas refuses a request without one before anything runs; the same key and
// request answer the first answer again without applying twice; another request or account with the key,
// or a malformed key, is refused with a Dutch message and nothing applied.
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENT_REPLAY_HEADER, IdempotencyCode } from "../../../contracts/idempotency";
import { areas } from "../areas";
import { DEMO } from "../demo/demo";
import { cleanupExpiredRows } from "../records/housekeeping";
import { randomToken } from "../request/crypto";
import { PENDING_TAKEOVER_SECONDS } from "../request/idempotency";
import { CLIENT_ID, callWithoutKey, db, form, login, moveClock, resetClock, type Tokens } from "../test/helpers";
import { nowMs } from "../calendar/time";
import { schema } from "./graphql";

const UPDATE = `mutation($input: UmsUpdateAccountProfileInput!) { updateAccountProfile(input: $input) { version profile { personal_information { first_name } } } }`;

let jan: Tokens;
let an: Tokens;

afterEach(() => resetClock());

beforeAll(async () => {
  jan = await login("jan.jansen@example.nl");
  an = await login("an.peeters@example.be");
});

const newKey = () => randomToken(16);

function post(token: string, query: string, variables: Record<string, unknown>, key: string | null) {
  return callWithoutKey("/graphql", {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json", accept: "application/json", ...(key === null ? {} : { [IDEMPOTENCY_KEY_HEADER]: key }) },
    body: JSON.stringify({ query, variables }),
  });
}

function rest(path: string, method: string, token: string | null, key: string | null, body?: string) {
  return callWithoutKey(path, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      "content-type": "application/json",
      accept: "application/json",
      ...(key === null ? {} : { [IDEMPOTENCY_KEY_HEADER]: key }),
    },
    body,
  });
}

const codesOf = async (response: Response) => {
  const body = await response.json<{ violations?: { code: string; message?: string }[]; errors?: { extensions: { violations: { code: string; message?: string }[] } }[] }>();
  return body.violations ?? body.errors?.[0]?.extensions.violations ?? [];
};

const version = async () => (await db.prepare("SELECT version FROM accounts WHERE id = ?").bind(DEMO.accounts.jan).first<number>("version"))!;

describe("a write without a key", () => {
  const mutations = Object.keys((schema.getMutationType() ?? { getFields: () => ({}) }).getFields());

  it("is refused for every mutation of the schema, before the mutation runs", async () => {
    expect(mutations.length).toBeGreaterThan(30);
    const refused: string[] = [];
    for (const field of mutations) {
      const response = await post(jan.access_token, `mutation { ${field} }`, {}, null);
      const [violation] = await codesOf(response);
      if (response.status === 400 && violation?.code === IdempotencyCode.missing && violation.message?.includes("idempotency-key")) refused.push(field);
    }
    expect(refused).toEqual(mutations);
  });

  // A concrete path for a contract path: each {name} a value its segment pattern takes.
  const SAMPLES = ["1", "a1", "00000000-0000-0000-0000-000000000001", "x".repeat(21), "x".repeat(43)];
  function concrete(route: { path?: string; pattern: RegExp }): string {
    let path = route.path!;
    for (const name of route.path!.match(/\{\w+\}/g) ?? []) {
      path = path.replace(name, SAMPLES.find((sample) => route.pattern.test(route.path!.replace(/\{\w+\}/g, sample))) ?? "1");
    }
    return path;
  }

  it("is refused for every REST write of the areas, a visitor's as well as an account's", async () => {
    const writes = areas.flatMap((area) => area.rest ?? []).filter((route) => route.method !== "GET");
    expect(writes.length).toBeGreaterThan(5);
    for (const route of writes) {
      // A write route comes from its contract, which names its path.
      expect(route.path, String(route.pattern)).toBeDefined();
      const path = concrete(route);
      expect(route.pattern.test(path), path).toBe(true);
      const response = await rest(path, route.method, route.optionalAuth ? null : jan.access_token, null, "{}");
      expect([route.method, path, response.status, (await codesOf(response))[0]?.code]).toEqual([route.method, path, 400, IdempotencyCode.missing]);
    }
  });

  it("is refused when the key is malformed: too long, too short or with other characters", async () => {
    for (const key of ["k".repeat(101), "short", "met spatie 123", "punt.en,komma"]) {
      const response = await post(jan.access_token, UPDATE, { input: { personal_information: { first_name: "Lang" } } }, key);
      expect(response.status).toBe(400);
      expect((await codesOf(response))[0]?.code).toBe(IdempotencyCode.invalid);
    }
    expect(await version()).toBe(1);
  });
});

describe("the same key again", () => {
  it("answers a mutation's first answer, marked as repeated, and applies it once", async () => {
    const key = newKey();
    const before = await version();
    const first = await post(jan.access_token, UPDATE, { input: { personal_information: { first_name: "Johannes" } } }, key);
    const again = await post(jan.access_token, UPDATE, { input: { personal_information: { first_name: "Johannes" } } }, key);
    expect(first.headers.get(IDEMPOTENT_REPLAY_HEADER)).toBeNull();
    expect(again.headers.get(IDEMPOTENT_REPLAY_HEADER)).toBe("true");
    expect(again.status).toBe(first.status);
    expect(await again.json()).toEqual(await first.json());
    expect(await version()).toBe(before + 1);
  });

  it("refuses another request with the key (422, Dutch) and applies nothing", async () => {
    const key = newKey();
    await post(jan.access_token, UPDATE, { input: { personal_information: { first_name: "Eerste" } } }, key);
    const before = await version();
    const other = await post(jan.access_token, UPDATE, { input: { personal_information: { first_name: "Tweede" } } }, key);
    expect(other.status).toBe(422);
    const [violation] = await codesOf(other);
    expect(violation).toEqual({ code: IdempotencyCode.reused, message: "Deze idempotency-key is al gebruikt voor een ander verzoek. Er is niets gewijzigd." });
    expect(await version()).toBe(before);
  });

  it("refuses the key replayed by another account, and tells it nothing of the first answer", async () => {
    const key = newKey();
    const variables = { input: { personal_information: { first_name: "Johanna" } } };
    await post(jan.access_token, UPDATE, variables, key);
    const replayed = await post(an.access_token, UPDATE, variables, key);
    expect(replayed.status).toBe(422);
    const text = await replayed.text();
    expect(text).toContain(IdempotencyCode.reused);
    expect(text).not.toContain("Johanna");
    const anName = await db.prepare("SELECT first_name FROM accounts WHERE id = ?").bind(DEMO.accounts.an).first<string>("first_name");
    expect(anName).not.toBe("Johanna");
  });

  it("is free again after a refusal: nothing applied, so the corrected request may use it", async () => {
    const key = newKey();
    const before = await version();
    const refused = await post(jan.access_token, UPDATE, { input: { personal_information: { first_name: "x".repeat(500) } } }, key);
    expect((await refused.json<{ errors?: unknown[] }>()).errors?.length).toBeGreaterThan(0);
    const corrected = await post(jan.access_token, UPDATE, { input: { personal_information: { first_name: "Jan" } } }, key);
    expect((await corrected.json<{ data: unknown }>()).data).not.toBeNull();
    expect(await version()).toBe(before + 1);
  });

  it("while the first request with it still applies, answers 409 to try again; a claim left by a dead request is taken over", async () => {
    const key = newKey();
    const variables = { input: { personal_information: { first_name: "Bezig" } } };
    const before = await version();
    const claimed = await post(jan.access_token, UPDATE, variables, key);
    expect(claimed.status).toBe(200);
    // Turn the stored answer back into a claim still being applied, as if the first request were running.
    await db.prepare("UPDATE idempotency_keys SET state = 'PENDING', answer = NULL, answer_iv = NULL").run();
    const busy = await post(jan.access_token, UPDATE, variables, key);
    expect(busy.status).toBe(409);
    expect((await codesOf(busy))[0]?.code).toBe(IdempotencyCode.inProgress);
    // The origin's clock past the take-over time: the claim belonged to a request that died.
    moveClock(PENDING_TAKEOVER_SECONDS + 1);
    const taken = await post(jan.access_token, UPDATE, variables, key);
    expect(taken.status).toBe(200);
    expect(await version()).toBe(before + 2);
  });

  it("answers a REST write's first answer and applies it once", async () => {
    const key = newKey();
    const first = await rest("/api/newsletter/subscriptions/nl-dk-sport", "PUT", jan.access_token, key);
    const again = await rest("/api/newsletter/subscriptions/nl-dk-sport", "PUT", jan.access_token, key);
    expect(first.status).toBe(200);
    expect(again.headers.get(IDEMPOTENT_REPLAY_HEADER)).toBe("true");
    expect(await again.json()).toEqual(await first.json());
    const other = await rest("/api/newsletter/subscriptions/nl-dk-sport", "DELETE", jan.access_token, key);
    expect(other.status).toBe(422);
  });

  it("answers a token refresh again with the same new tokens, instead of a spent refresh token", async () => {
    const tokens = await login("jan.jansen@example.nl");
    const key = newKey();
    const send = () => {
      const { body, headers } = form({ grant_type: "refresh_token", refresh_token: tokens.refresh_token, client_id: CLIENT_ID });
      return callWithoutKey("/oauth/token", { method: "POST", body, headers: { ...headers, [IDEMPOTENCY_KEY_HEADER]: key } });
    };
    const first = await send();
    const lostAnswerRetried = await send();
    expect(first.status).toBe(200);
    expect(lostAnswerRetried.status).toBe(200);
    const answer = await first.json<{ refresh_token: string; access_token: string }>();
    expect(await lostAnswerRetried.json()).toEqual(answer);
    // The table never holds the tokens (nor the key): the answer is sealed with a key derived from the idempotency key.
    const rows = await db.prepare("SELECT * FROM idempotency_keys").all();
    expect(JSON.stringify(rows.results)).not.toContain(answer.refresh_token);
    expect(JSON.stringify(rows.results)).not.toContain(key);
    // Without the key the spent refresh token is refused, as before.
    const { body, headers } = form({ grant_type: "refresh_token", refresh_token: tokens.refresh_token, client_id: CLIENT_ID });
    expect((await callWithoutKey("/oauth/token", { method: "POST", body, headers })).status).toBe(400);
  });
});

describe("housekeeping", () => {
  it("forgets a key a day after it was used", async () => {
    const key = newKey();
    await post(jan.access_token, UPDATE, { input: { personal_information: { first_name: "Vergeten" } } }, key);
    const count = () => db.prepare("SELECT COUNT(*) AS n FROM idempotency_keys").first<number>("n");
    const before = (await count())!;
    // On the origin's own clock, a day and an hour after the key was used.
    const counts = await cleanupExpiredRows(db, nowMs() + 25 * 3600 * 1000);
    expect(counts.idempotencyKeys).toBe(before);
    expect(await count()).toBe(0);
  });
});
