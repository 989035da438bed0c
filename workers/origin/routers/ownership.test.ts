// Jan's token with An's ids: no data, no change, and the same answer as for an id that does not exist.
import { beforeAll, describe, expect, it } from "vitest";
import { DEMO } from "../demo/demo";
import { activityTypes, call, db, graphql, login, type Tokens } from "../test/helpers";

let jan: Tokens;
let an: Tokens;

beforeAll(async () => {
  jan = await login("jan.jansen@example.nl");
  an = await login("an.peeters@example.be");
});

function rest(path: string, token: string, init: RequestInit = {}) {
  return call(path, { ...init, headers: { authorization: `Bearer ${token}`, accept: "application/json" } });
}

/** The error part of a GraphQL answer, without the path (which names the field, not the id). */
function errorOf(body: { errors?: { message: string; extensions?: unknown }[] }) {
  return body.errors?.map(({ message, extensions }) => ({ message, extensions }));
}

describe("queries that take an id", () => {
  it("subscription(id) of another account is null, like an unknown id", async () => {
    const foreign = await graphql(jan.access_token, `{ subscription(id: "${DEMO.subscriptions.anOchtendpost}") { id } }`);
    expect(foreign.body).toEqual({ data: { subscription: null } });
    const own = await graphql(jan.access_token, `{ subscription(id: "${DEMO.subscriptions.janDagkoerier}") { id } }`);
    expect(own.body).toEqual({ data: { subscription: { id: DEMO.subscriptions.janDagkoerier } } });
  });

  it("invoices filtered on another account's subscription are empty", async () => {
    const { body } = await graphql(jan.access_token, `{ invoices(filter: { subscriptionId: "${DEMO.subscriptions.anOchtendpost}" }) { totalCount items { id } } }`);
    expect(body.data!.invoices).toEqual({ totalCount: 0, items: [] });
    const forAn = await graphql(an.access_token, `{ invoices(filter: { subscriptionId: "${DEMO.subscriptions.anOchtendpost}" }) { totalCount } }`);
    expect(forAn.body.data!.invoices.totalCount).toBe(3);
  });

  it("REST: another account's subscription and invoice PDF are 404, like unknown ones", async () => {
    const foreign = await rest(`/api/pass/subscriptions/${DEMO.subscriptions.anOchtendpost}`, jan.access_token);
    const unknown = await rest("/api/pass/subscriptions/999999", jan.access_token);
    expect(foreign.status).toBe(404);
    expect(await foreign.json()).toEqual(await unknown.json());
    expect((await rest(`/api/pass/subscriptions/${DEMO.subscriptions.anOchtendpost}`, an.access_token)).status).toBe(200);

    const pdf = await rest("/api/pass/invoices/inv-op-an-2026-11/pdf", jan.access_token);
    expect(pdf.status).toBe(404);
    expect((await rest("/api/pass/invoices/inv-op-an-2026-11/pdf", an.access_token)).status).toBe(200);
  });
});

describe("mutations that take an id", () => {
  async function expectNotFoundLikeUnknown(mutation: (id: string) => string, foreignId: string) {
    const foreign = await graphql(jan.access_token, mutation(foreignId));
    const unknown = await graphql(jan.access_token, mutation("bestaat-niet-123"));
    expect(foreign.body.data).toBeNull();
    expect(errorOf(foreign.body)).toEqual([
      { message: "Dit onderdeel hebben we niet gevonden.", extensions: { code: "NOT_FOUND", status: 404, violations: [{ code: "NOT-FOUND", message: "Dit onderdeel hebben we niet gevonden." }] } },
    ]);
    expect(errorOf(foreign.body)).toEqual(errorOf(unknown.body));
  }

  it("cancelDeliverySuspensionV2 with An's changeId changes nothing", async () => {
    const eventsBefore = await activityTypes(DEMO.accounts.jan);
    await expectNotFoundLikeUnknown(
      (id) => `mutation { cancelDeliverySuspensionV2(input: { changeId: "${id}" }) { changeId } }`,
      DEMO.suspensions.an,
    );
    const row = await db.prepare("SELECT status, cancelled_at FROM holiday_suspensions WHERE change_id = ?").bind(DEMO.suspensions.an).first();
    expect(row).toEqual({ status: "PLANNED", cancelled_at: null });
    expect(await activityTypes(DEMO.accounts.jan)).toEqual(eventsBefore);
  });

  it("revokeInvite with An's invite key changes nothing", async () => {
    await expectNotFoundLikeUnknown((key) => `mutation { revokeInvite(inviteKey: "${key}") { id } }`, DEMO.invites.an.key);
    const row = await db.prepare("SELECT status FROM shared_access_invites WHERE invite_key = ?").bind(DEMO.invites.an.key).first();
    expect(row).toEqual({ status: "PENDING" });
    const overview = await graphql(an.access_token, "{ sharedAccessOverview { invites { inviteKey status } } }");
    expect(overview.body.data!.sharedAccessOverview.invites).toEqual([{ inviteKey: DEMO.invites.an.key, status: "PENDING" }]);
  });

  it("revokeCoReader with An's co-reader changes nothing", async () => {
    await expectNotFoundLikeUnknown((id) => `mutation { revokeCoReader(accountId: "${id}") { id } }`, DEMO.accounts.lotte);
    const row = await db.prepare("SELECT revoked_at FROM co_readers WHERE id = ?").bind(DEMO.coReaders.an).first();
    expect(row).toEqual({ revoked_at: null });
    // Jan cannot revoke An herself either (she is nobody's co-reader of his).
    await expectNotFoundLikeUnknown((id) => `mutation { revokeCoReader(accountId: "${id}") { id } }`, DEMO.accounts.an);
  });

  it("revokeSession with An's session id changes nothing", async () => {
    await expectNotFoundLikeUnknown((id) => `mutation { revokeSession(id: "${id}") { revokedSessionIds } }`, an.session_id);
    const alive = await graphql(an.access_token, "{ account { id } }");
    expect(alive.body.data).toEqual({ account: { id: DEMO.accounts.an } });
    const sessions = await graphql(jan.access_token, "{ sessions { id } }");
    expect(sessions.body.data!.sessions.map((s: { id: string }) => s.id)).not.toContain(an.session_id);
  });

  it("revokeOtherSessions leaves other accounts alone", async () => {
    await graphql(jan.access_token, "mutation { revokeOtherSessions { revokedSessionIds } }");
    expect((await graphql(an.access_token, "{ account { id } }")).status).toBe(200);
  });

  it("account-level mutations only touch the token's own account", async () => {
    await graphql(jan.access_token, 'mutation { updateAccountProfile(input: { personal_information: { last_name: "Jansen-de Boer" } }) { id } }');
    await graphql(jan.access_token, "mutation { deleteAccountProfileAddress { id } }");
    const anRow = await db.prepare("SELECT last_name, street, zip_code FROM accounts WHERE id = ?").bind(DEMO.accounts.an).first();
    expect(anRow).toEqual({ last_name: "Peeters", street: "Lange Leemstraat", zip_code: "2018" });
  });

  it("newsletter changes only touch the token's own subscriptions", async () => {
    const response = await rest("/api/newsletter/subscriptions?brand=ochtendpost", jan.access_token, { method: "DELETE" });
    expect(response.status).toBe(200);
    const anList = await rest("/api/newsletter/newsletters?brand=ochtendpost", an.access_token);
    const subscribed = (await anList.json<{ id: string; subscribed: boolean }[]>()).filter((n) => n.subscribed).map((n) => n.id);
    expect(subscribed).toEqual(["nl-op-vandaag"]);
  });
});
