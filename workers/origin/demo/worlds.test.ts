import { describe, expect, it } from "vitest";
import { TEST_SEED_SECRET_HEADER, type World, WORLDS_PATH } from "../../../contracts/test-worlds";
import { DEMO } from "./demo";
import { demoSeed } from "./seed";
import { call, callWithEnv, db, graphql, login, originEnv } from "../test/helpers";
import { worldRows } from "./worlds";

// POST /test/worlds (ADR 37): a fresh copy of the demo people per test, on a test stack with the test
// seeding secret only.

const SECRET = { [TEST_SEED_SECRET_HEADER]: originEnv.TEST_SEED_SECRET! };

async function newWorld(): Promise<World> {
  const response = await call(WORLDS_PATH, { method: "POST", headers: SECRET });
  expect(response.status).toBe(201);
  return response.json<World>();
}

const SUBSCRIPTIONS = `{ linkedSubscriptions { subscriptionId role } }`;
const PROFILE = `{ account { profile { contact_information { email } personal_information { first_name } } } }`;

/** Every demo table that has an owner: one row in a world per row of the demo. */
async function ownedRowCounts(match: (value: string) => boolean): Promise<Record<string, number>> {
  const seed = await demoSeed();
  const counts: Record<string, number> = {};
  for (const { table } of worldRows(seed, 1).tables) {
    const { results } = await db.prepare(`SELECT * FROM ${table}`).all<Record<string, unknown>>();
    counts[table] = results.filter((row) => Object.values(row).some((value) => typeof value === "string" && match(value))).length;
  }
  return counts;
}

describe("test worlds", () => {
  it("answer 404 without the secret, with a wrong one, and on acceptance or production even with it", async () => {
    expect((await call(WORLDS_PATH, { method: "POST" })).status).toBe(404);
    expect((await call(WORLDS_PATH, { method: "POST", headers: { [TEST_SEED_SECRET_HEADER]: "guess" } })).status).toBe(404);
    for (const ENVIRONMENT of ["acceptance", "production"]) {
      expect((await callWithEnv({ ENVIRONMENT }, WORLDS_PATH, { method: "POST", headers: SECRET })).status).toBe(404);
    }
    expect((await callWithEnv({ TEST_SEED_SECRET: undefined }, WORLDS_PATH, { method: "POST", headers: { [TEST_SEED_SECRET_HEADER]: "" } })).status).toBe(404);
  });

  it("give each test its own copy of the demo people, who log in with the demo password and see only their own world", async () => {
    const first = await newWorld();
    const second = await newWorld();
    expect(second.world).toBe(first.world + 1);
    expect(first.emails.jan).toBe(`jan.jansen+w${first.world}@example.nl`);
    const S = DEMO.subscriptions;
    expect(first.renamed[S.janDagkoerier]).toBe(`${first.world}${S.janDagkoerier}`);
    expect(first.renamed[DEMO.accounts.jan]).toBe(`${DEMO.accounts.jan}-w${first.world}`);

    const jan = await login(first.emails.jan, first.password);
    const { body } = await graphql(jan.access_token, SUBSCRIPTIONS);
    expect(body.data?.linkedSubscriptions.map((s: { subscriptionId: string }) => s.subscriptionId).sort()).toEqual(
      [first.renamed[S.janDagkoerier], first.renamed[S.janWereldwijzer]].sort(),
    );
    const profile = await graphql(jan.access_token, PROFILE);
    expect(profile.body.data?.account.profile).toEqual({ contact_information: { email: first.emails.jan }, personal_information: { first_name: "Jan" } });

    // Lisa reads along with the Jan of her own world.
    const lisa = await login(second.emails.lisa, second.password);
    const lisas = await graphql(lisa.access_token, SUBSCRIPTIONS);
    expect(lisas.body.data?.linkedSubscriptions).toEqual([{ subscriptionId: second.renamed[S.janDagkoerier], role: "CO_READER" }]);
  });

  it("copy every owned row of the demo, and leave the demo people as they were", async () => {
    const demoBefore = await ownedRowCounts((value) => Object.values(DEMO.accounts).includes(value as never) || Object.values(DEMO.subscriptions).includes(value as never));
    const { world, renamed } = await newWorld();
    const copied = await ownedRowCounts((value) => value.endsWith(`-w${world}`) || value.includes(`-w${world}-`) || value.startsWith(`${world}7`));
    for (const [table, rows] of Object.entries(demoBefore)) expect(copied[table], table).toBeGreaterThanOrEqual(rows);
    expect(Object.values(copied).every((rows) => rows > 0)).toBe(true);
    const demoAfter = await ownedRowCounts((value) => Object.values(DEMO.accounts).includes(value as never) || Object.values(DEMO.subscriptions).includes(value as never));
    expect(demoAfter).toEqual(demoBefore);
    const invite = await db.prepare("SELECT invite_key, email FROM shared_access_invites WHERE id = ?").bind(renamed[DEMO.invites.jan.id]).first();
    expect(invite).toEqual({ invite_key: renamed[DEMO.invites.jan.key], email: `pieter.bakker+w${world}@example.nl` });
  });
});
