import { beforeAll, describe, expect, it } from "vitest";
import { DEMO } from "../../demo/demo";
import { activityTypes, call, db, graphql, lastActivity, login, type Tokens } from "../../test/helpers";

const UPDATE = `mutation($input: UmsUpdateAccountProfileInput!, $expectedVersion: Int) {
  updateAccountProfile(input: $input, expectedVersion: $expectedVersion) { version profile { personal_information { first_name } } } }`;
const DELETE_ADDRESS = `mutation($expectedVersion: Int) {
  deleteAccountProfileAddress(expectedVersion: $expectedVersion) { version profile { contact_information { address { city } } } } }`;
const LANGUAGE = "mutation($language: String) { updateLanguagePreference(language: $language) { languagePreference version } }";

const STALE = {
  code: "CONFLICT",
  status: 409,
  violations: [{ code: "STALE-DATA", message: "Uw gegevens zijn intussen gewijzigd. Bekijk ze en probeer het opnieuw." }],
};

let jan: Tokens;

beforeAll(async () => {
  jan = await login("jan.jansen@example.nl");
});

async function version(): Promise<number> {
  return (await graphql(jan.access_token, "{ account { version } }")).body.data!.account.version;
}

async function stored() {
  return db.prepare("SELECT first_name, street, version FROM accounts WHERE id = ?").bind(DEMO.accounts.jan).first();
}

describe("UmsAccount.version and expectedVersion", () => {
  it("starts at 1 and goes up by one with every profile change", async () => {
    expect(await version()).toBe(1);
    const { body } = await graphql(jan.access_token, UPDATE, { input: { personal_information: { first_name: "Johannes" } } });
    expect(body.data!.updateAccountProfile).toEqual({ version: 2, profile: { personal_information: { first_name: "Johannes" } } });
    const next = await graphql(jan.access_token, UPDATE, { input: { personal_information: { first_name: "Jan" } }, expectedVersion: 2 });
    expect(next.body.data!.updateAccountProfile.version).toBe(3);
  });

  it("stores nothing and writes no event for a stale expectedVersion", async () => {
    const before = await stored();
    const eventsBefore = await activityTypes(DEMO.accounts.jan);
    const { body } = await graphql(jan.access_token, UPDATE, { input: { personal_information: { first_name: "Oud" } }, expectedVersion: 2 });
    expect(body.data).toBeNull();
    expect(body.errors?.[0]?.extensions).toEqual(STALE);
    expect(await stored()).toEqual(before);
    expect(await activityTypes(DEMO.accounts.jan)).toEqual(eventsBefore);
  });

  it("validates before checking the version", async () => {
    const { body } = await graphql(jan.access_token, UPDATE, { input: { personal_information: { first_name: "<b>" } }, expectedVersion: 1 });
    expect(body.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
  });

  it("guards deleteAccountProfileAddress the same way", async () => {
    const before = await stored();
    const eventsBefore = await activityTypes(DEMO.accounts.jan);
    const stale = await graphql(jan.access_token, DELETE_ADDRESS, { expectedVersion: 1 });
    expect(stale.body.errors?.[0]?.extensions).toEqual(STALE);
    expect(await stored()).toEqual(before);
    expect(await activityTypes(DEMO.accounts.jan)).toEqual(eventsBefore);

    const current = await version();
    const deleted = await graphql(jan.access_token, DELETE_ADDRESS, { expectedVersion: current });
    expect(deleted.body.data!.deleteAccountProfileAddress).toEqual({
      version: current + 1,
      profile: { contact_information: { address: null } },
    });
    expect((await activityTypes(DEMO.accounts.jan))[0]).toBe("ADDRESS_DELETED");
    const again = await graphql(jan.access_token, DELETE_ADDRESS, { expectedVersion: current + 1 });
    expect(again.body.errors?.[0]?.extensions?.violations?.[0]?.code).toBe("NO-ADDRESS");
  });
});

describe("updateLanguagePreference and userinfo locale", () => {
  async function userinfo(token = jan.access_token) {
    return (await call("/oauth/userinfo", { headers: { authorization: `Bearer ${token}` } })).json<Record<string, unknown>>();
  }

  it("has no locale while the account follows the brand", async () => {
    const info = await userinfo();
    expect(info).toMatchObject({ sub: DEMO.accounts.jan });
    expect(info).not.toHaveProperty("locale");
    expect((await graphql(jan.access_token, "{ account { languagePreference } }")).body.data!.account.languagePreference).toBeNull();
  });

  it("stores nl-BE without changing the version, records LANGUAGE_UPDATED and returns it as locale", async () => {
    const before = await version();
    const { body } = await graphql(jan.access_token, LANGUAGE, { language: "nl-BE" });
    expect(body.data!.updateLanguagePreference).toEqual({ languagePreference: "nl-BE", version: before });
    expect(await lastActivity(DEMO.accounts.jan)).toEqual({
      type: "LANGUAGE_UPDATED",
      session_id: jan.session_id,
      details: { language: "nl-BE" },
    });
    expect((await userinfo()).locale).toBe("nl-BE");
  });

  it("refuses anything but nl-NL, nl-BE or null and keeps the stored value", async () => {
    for (const language of ["en-GB", "nl", "", "NL-nl"]) {
      const { body } = await graphql(jan.access_token, LANGUAGE, { language });
      expect(body.errors?.[0]?.extensions).toMatchObject({
        code: "BAD_USER_INPUT",
        status: 400,
        violations: [{ code: "VALIDATION-ERROR", field: "language" }],
      });
    }
    expect((await userinfo()).locale).toBe("nl-BE");
  });

  it("follows the brand again with null", async () => {
    const { body } = await graphql(jan.access_token, LANGUAGE, { language: null });
    expect(body.data!.updateLanguagePreference.languagePreference).toBeNull();
    expect(await lastActivity(DEMO.accounts.jan)).toMatchObject({ type: "LANGUAGE_UPDATED", details: { language: "default" } });
    expect(await userinfo()).not.toHaveProperty("locale");
    await graphql(jan.access_token, LANGUAGE, { language: "nl-NL" });
    expect((await userinfo()).locale).toBe("nl-NL");
    // Other accounts are not affected.
    const an = await login("an.peeters@example.be");
    expect(await userinfo(an.access_token)).not.toHaveProperty("locale");
  });
});
