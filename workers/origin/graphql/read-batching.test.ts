import { beforeAll, describe, expect, it } from "vitest";
import { callWithEnv, db, login, type Tokens } from "../test/helpers";
import { batchingReads } from "./read-batching";

/** The real D1 binding, counting what reaches it: each `batch` and each statement's own call is one round trip. */
function counting(real: D1Database) {
  const trips: string[] = [];
  const statement = (inner: D1PreparedStatement): D1PreparedStatement =>
    new Proxy(inner, {
      get(target, key) {
        if (key === "bind") return (...values: unknown[]) => statement(target.bind(...values));
        const value: unknown = Reflect.get(target, key, target);
        if (typeof value !== "function") return value;
        if (key === "first" || key === "all" || key === "run" || key === "raw") {
          return (...args: unknown[]) => {
            trips.push(String(key));
            return (value as (...a: unknown[]) => unknown).apply(target, args);
          };
        }
        return value.bind(target);
      },
    });
  const database = new Proxy(real, {
    get(target, key) {
      if (key === "prepare") return (query: string) => statement(target.prepare(query));
      if (key === "batch") {
        return (statements: D1PreparedStatement[]) => {
          trips.push(`batch of ${statements.length}`);
          return target.batch(statements);
        };
      }
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  return { database, trips };
}

const ACCOUNTS = "SELECT id, email FROM accounts ORDER BY email";

describe("batchingReads", () => {
  it("sends the reads started in one turn as one D1 batch, and each caller gets what it would have got alone", async () => {
    const { database, trips } = counting(db);
    const reads = batchingReads(database);
    const [all, first, column, none, grouped] = await Promise.all([
      reads.prepare(ACCOUNTS).all(),
      reads.prepare("SELECT id, email FROM accounts WHERE email = ?").bind("jan.jansen@example.nl").first(),
      reads.prepare("SELECT email FROM accounts WHERE email = ?").bind("an.peeters@example.be").first<string>("email"),
      reads.prepare("SELECT id FROM accounts WHERE email = ?").bind("niemand@example.nl").first(),
      reads.batch([reads.prepare("SELECT COUNT(*) AS n FROM accounts"), db.prepare("SELECT COUNT(*) AS n FROM subscriptions")]),
    ]);
    expect(trips).toEqual(["batch of 6"]);

    expect(all.results).toEqual((await db.prepare(ACCOUNTS).all()).results);
    expect(all.success).toBe(true);
    expect(first).toEqual(await db.prepare("SELECT id, email FROM accounts WHERE email = ?").bind("jan.jansen@example.nl").first());
    expect(first).toMatchObject({ email: "jan.jansen@example.nl" });
    expect(column).toBe("an.peeters@example.be");
    expect(none).toBeNull();
    expect(grouped.map((result) => result.results)).toEqual([
      (await db.prepare("SELECT COUNT(*) AS n FROM accounts").all()).results,
      (await db.prepare("SELECT COUNT(*) AS n FROM subscriptions").all()).results,
    ]);
  });

  it("sends reads that wait for each other one after the other", async () => {
    const { database, trips } = counting(db);
    const reads = batchingReads(database);
    const jan = await reads.prepare("SELECT id FROM accounts WHERE email = ?").bind("jan.jansen@example.nl").first<{ id: string }>();
    const subscriptions = await reads.prepare("SELECT id FROM subscriptions WHERE account_id = ?").bind(jan!.id).all();
    expect(subscriptions.results.length).toBeGreaterThan(0);
    expect(trips).toEqual(["batch of 1", "batch of 1"]);
  });

  it("fails only the caller whose statement failed, and a failed group changes nothing", async () => {
    const { database, trips } = counting(db);
    const reads = batchingReads(database);
    const before = await db.prepare("SELECT COUNT(*) AS n FROM persisted_queries").first<number>("n");
    const [good, bad, group, missingColumn] = await Promise.allSettled([
      reads.prepare(ACCOUNTS).all(),
      reads.prepare("SELECT * FROM no_such_table").all(),
      reads.batch([
        reads.prepare("INSERT INTO persisted_queries (hash, query, created_at) VALUES ('read-batching-test', '{ x }', '2026-11-27T00:00:00Z')"),
        reads.prepare("SELECT * FROM no_such_table_either"),
      ]),
      reads.prepare("SELECT id FROM accounts LIMIT 1").first("email"),
    ]);
    expect(good.status).toBe("fulfilled");
    expect(good.status === "fulfilled" && good.value.results.length).toBeGreaterThan(0);
    expect(bad.status === "rejected" && String(bad.reason)).toMatch(/no_such_table/);
    expect(group.status === "rejected" && String(group.reason)).toMatch(/no_such_table_either/);
    // As D1 itself answers first("email") on a row without that column.
    const real = await db.prepare("SELECT id FROM accounts LIMIT 1").first("email").then(() => "fulfilled", () => "rejected");
    expect(real).toBe("rejected");
    expect(missingColumn.status).toBe("rejected");
    // The combined batch failed, then each group ran on its own: the group's insert was rolled back both times.
    expect(trips).toEqual(["batch of 5", "batch of 1", "batch of 1", "batch of 2", "batch of 1"]);
    expect(await db.prepare("SELECT COUNT(*) AS n FROM persisted_queries").first<number>("n")).toBe(before);
  });
});

describe("a GraphQL query's fields", () => {
  let jan: Tokens;
  beforeAll(async () => {
    jan = await login("jan.jansen@example.nl");
  });

  async function post(token: string, query: string) {
    const { database, trips } = counting(db);
    const response = await callWithEnv({ DB: database }, "/graphql", {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify({ query }),
    });
    return { body: await response.json<{ data?: Record<string, any>; errors?: unknown[] }>(), trips };
  }

  it("read side by side in one round trip after the token check", async () => {
    const { body, trips } = await post(jan.access_token, "{ invoices { totalCount } sessions { id } linkedSubscriptions { subscriptionId } }");
    expect(body.errors).toBeUndefined();
    expect(body.data!.invoices.totalCount).toBeGreaterThan(0);
    expect(body.data!.sessions.length).toBeGreaterThan(0);
    expect(body.data!.linkedSubscriptions.length).toBe(2);
    // The demo seed's check (once per binding), the token check, then the three fields' reads together:
    // invoices and sessions one statement each, the linked subscriptions a batch of three.
    expect(trips).toEqual(["first", "batch of 1", "batch of 5"]);
  });

  it("of a mutation keep running in order on the plain binding", async () => {
    const { body, trips } = await post(jan.access_token, 'mutation { revokeSession(id: "no-such-session") { __typename } }');
    expect(body.errors?.[0]).toMatchObject({ extensions: { code: "NOT_FOUND" } });
    // The resolver's read of the account's sessions went to D1 as its own statement, not through a batch,
    // between the claim of the idempotency key and its release (the refusal applied nothing; ADR 48).
    expect(trips).toEqual(["first", "batch of 1", "first", "all", "run"]);
  });
});
