import { beforeAll, describe, expect, it } from "vitest";
import { DEMO } from "../../demo/demo";
import { activityTypes, db, graphql, lastActivity, login, type Tokens } from "../../test/helpers";

const QUERY = "{ communicationPreferences { brand brandId email sms post phone } }";
const UPDATE = `mutation($input: [CommunicationPreferenceInput!]!) {
  updateCommunicationPreferences(input: $input) { brand brandId email sms post phone } }`;

let jan: Tokens;
let lisa: Tokens;

beforeAll(async () => {
  jan = await login("jan.jansen@example.nl");
  lisa = await login("lisa.jansen@example.nl");
});

async function storedRows(accountId: string) {
  const { results } = await db
    .prepare("SELECT brand_key, email, sms, post, phone FROM communication_preferences WHERE account_id = ? ORDER BY brand_key")
    .bind(accountId)
    .all();
  return results;
}

describe("communicationPreferences", () => {
  it("lists one entry per linked brand: seeded values for jan and an", async () => {
    expect((await graphql(jan.access_token, QUERY)).body.data!.communicationPreferences).toEqual([
      { brand: "dagkoerier", brandId: "DK", email: true, sms: true, post: false, phone: false },
      { brand: "wereldwijzer", brandId: "WW", email: true, sms: false, post: true, phone: false },
    ]);
    const an = await login("an.peeters@example.be");
    expect((await graphql(an.access_token, QUERY)).body.data!.communicationPreferences).toEqual([
      { brand: "ochtendpost", brandId: "OP", email: true, sms: false, post: false, phone: true },
      { brand: "zendernet", brandId: "ZN", email: false, sms: false, post: false, phone: false },
    ]);
  });

  it("gives a co-reader the shared brand with the default (e-mail only) and an account without subscriptions nothing", async () => {
    expect((await graphql(lisa.access_token, QUERY)).body.data!.communicationPreferences).toEqual([
      { brand: "dagkoerier", brandId: "DK", email: true, sms: false, post: false, phone: false },
    ]);
    const tom = await login("geen.abonnement@example.nl");
    expect((await graphql(tom.access_token, QUERY)).body.data!.communicationPreferences).toEqual([]);
  });
});

describe("updateCommunicationPreferences", () => {
  it("stores the given brands, returns all of them and records which brands and channels changed", async () => {
    const { body } = await graphql(jan.access_token, UPDATE, {
      input: [{ brand: "dagkoerier", email: true, sms: false, post: true, phone: false }],
    });
    expect(body.errors).toBeUndefined();
    expect(body.data!.updateCommunicationPreferences).toEqual([
      { brand: "dagkoerier", brandId: "DK", email: true, sms: false, post: true, phone: false },
      { brand: "wereldwijzer", brandId: "WW", email: true, sms: false, post: true, phone: false },
    ]);
    expect(await storedRows(DEMO.accounts.jan)).toEqual([
      { brand_key: "dagkoerier", email: 1, sms: 0, post: 1, phone: 0 },
      { brand_key: "wereldwijzer", email: 1, sms: 0, post: 1, phone: 0 },
    ]);
    expect(await lastActivity(DEMO.accounts.jan)).toEqual({
      type: "PREFERENCES_UPDATED",
      session_id: jan.session_id,
      details: { brands: "dagkoerier", channels: "SMS,POST" },
    });
  });

  it("refuses a brand the account has nothing with (or an unknown one) with NOT-FOUND and stores nothing at all", async () => {
    const before = await storedRows(DEMO.accounts.jan);
    const eventsBefore = await activityTypes(DEMO.accounts.jan);
    for (const foreign of ["ochtendpost", "bestaat-niet"]) {
      const { body } = await graphql(jan.access_token, UPDATE, {
        input: [
          { brand: "dagkoerier", email: false, sms: true, post: true, phone: true },
          { brand: foreign, email: true, sms: true, post: true, phone: true },
        ],
      });
      expect(body.data).toBeNull();
      expect(body.errors?.[0]?.extensions).toEqual({
        code: "NOT_FOUND",
        status: 404,
        violations: [{ code: "NOT-FOUND", message: "Dit onderdeel hebben we niet gevonden." }],
      });
    }
    expect(await storedRows(DEMO.accounts.jan)).toEqual(before);
    expect(await activityTypes(DEMO.accounts.jan)).toEqual(eventsBefore);
    // An's own ochtendpost preferences are untouched.
    expect(await storedRows(DEMO.accounts.an)).toContainEqual({ brand_key: "ochtendpost", email: 1, sms: 0, post: 0, phone: 1 });
  });

  it("refuses a brand twice in one list and an empty list", async () => {
    const duplicate = await graphql(jan.access_token, UPDATE, {
      input: [
        { brand: "dagkoerier", email: true, sms: false, post: false, phone: false },
        { brand: "dagkoerier", email: false, sms: false, post: false, phone: false },
      ],
    });
    expect(duplicate.body.errors?.[0]?.extensions?.violations).toEqual([
      { code: "VALIDATION-ERROR", field: "input.1.brand", message: "Dit merk staat meer dan één keer in de lijst." },
    ]);
    const empty = await graphql(jan.access_token, UPDATE, { input: [] });
    expect(empty.body.errors?.[0]?.extensions?.violations?.[0]?.code).toBe("EMPTY-INPUT");
  });

  it("keeps a co-reader's preferences apart from the owner's, and ends them with the shared access", async () => {
    const { body } = await graphql(lisa.access_token, UPDATE, {
      input: [{ brand: "dagkoerier", email: false, sms: true, post: false, phone: false }],
    });
    expect(body.data!.updateCommunicationPreferences).toEqual([
      { brand: "dagkoerier", brandId: "DK", email: false, sms: true, post: false, phone: false },
    ]);
    expect(await lastActivity(DEMO.accounts.lisa)).toMatchObject({
      type: "PREFERENCES_UPDATED",
      details: { brands: "dagkoerier", channels: "EMAIL,SMS" },
    });
    expect((await graphql(jan.access_token, QUERY)).body.data!.communicationPreferences[0]).toMatchObject({ email: true, sms: false });

    await graphql(jan.access_token, `mutation { revokeCoReader(accountId: "${DEMO.accounts.lisa}") { id } }`);
    expect((await graphql(lisa.access_token, QUERY)).body.data!.communicationPreferences).toEqual([]);
    const after = await graphql(lisa.access_token, UPDATE, {
      input: [{ brand: "dagkoerier", email: true, sms: true, post: true, phone: true }],
    });
    expect(after.body.errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
    expect(await storedRows(DEMO.accounts.lisa)).toEqual([{ brand_key: "dagkoerier", email: 0, sms: 1, post: 0, phone: 0 }]);
  });
});

// Issue 58, ADR 50: the optional service notices are a switch of their own, apart from marketing consent.
describe("service notices", () => {
  const NOTICES = `{ communicationPreferences { brand email serviceNotices } }`;
  const SET = `mutation($input: [CommunicationPreferenceInput!]!) { updateCommunicationPreferences(input: $input) { brand email serviceNotices } }`;

  it("are on by default, switch apart from the e-mail offers, and stay as stored when a caller omits them", async () => {
    const an = await login("an.peeters@example.be");
    expect((await graphql(an.access_token, NOTICES)).body.data!.communicationPreferences).toEqual([
      { brand: "ochtendpost", email: true, serviceNotices: true },
      { brand: "zendernet", email: false, serviceNotices: true },
    ]);
    const off = await graphql(an.access_token, SET, { input: [{ brand: "ochtendpost", email: true, sms: false, post: false, phone: true, serviceNotices: false }] });
    expect(off.body.data!.updateCommunicationPreferences[0]).toEqual({ brand: "ochtendpost", email: true, serviceNotices: false });
    expect(await lastActivity(DEMO.accounts.an)).toMatchObject({ type: "PREFERENCES_UPDATED", details: { brands: "ochtendpost", channels: "SERVICE_NOTICES" } });
    // Offers switched off by a caller that does not know the notices: the notices stay as they were.
    const offers = await graphql(an.access_token, SET, { input: [{ brand: "ochtendpost", email: false, sms: false, post: false, phone: true }] });
    expect(offers.body.data!.updateCommunicationPreferences[0]).toEqual({ brand: "ochtendpost", email: false, serviceNotices: false });
    const on = await graphql(an.access_token, SET, { input: [{ brand: "ochtendpost", email: false, sms: false, post: false, phone: true, serviceNotices: true }] });
    expect(on.body.data!.updateCommunicationPreferences[0]).toEqual({ brand: "ochtendpost", email: false, serviceNotices: true });
    // As seeded again, for the other tests of this file.
    await graphql(an.access_token, SET, { input: [{ brand: "ochtendpost", email: true, sms: false, post: false, phone: true }] });
  });
});
