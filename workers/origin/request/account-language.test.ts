import { afterEach, describe, expect, it } from "vitest";
import { DEMO } from "../demo/demo";
import { call, db, login } from "../test/helpers";

// Issue 59: the portal sends a write before it knows the account's language preference (the session check
// rides on the write), so the origin words the messages of a request with a token in the account's own
// Dutch when it has a preference, and in the caller's (Accept-Language, the brand's) when it has none.

const AN = "an.peeters@example.be";

/** An's holiday pause for her Zendernet subscription (no paper): refused with NO-DELIVERY, a sentence with "bezorgd". */
async function refusalMessage(token: string, acceptLanguage: string): Promise<string> {
  const response = await call("/graphql", {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json", "accept-language": acceptLanguage },
    body: JSON.stringify({
      query: "mutation($input: SuspendDeliveryInput!) { suspendDeliveryV2(input: $input) { deliverySuspensions { changeId } } }",
      variables: { input: { subscriptionIds: [DEMO.subscriptions.anZendernet], startDate: "2027-09-01", endDate: "2027-09-05", idempotencyKey: crypto.randomUUID() } },
    }),
  });
  const body = await response.json<{ errors?: { extensions: { violations: { code: string; message: string }[] } }[] }>();
  const violation = body.errors?.[0]?.extensions?.violations?.[0];
  if (!violation) throw new Error(JSON.stringify(body));
  expect(violation?.code).toBe("NO-DELIVERY");
  return violation!.message;
}

const setPreference = (preference: string | null) => db.prepare("UPDATE accounts SET language_preference = ? WHERE email = ?").bind(preference, AN).run();

afterEach(async () => {
  await setPreference(null);
});

describe("the language of an account's messages", () => {
  it("is the caller's when the account has no preference", async () => {
    const { access_token } = await login(AN);
    expect(await refusalMessage(access_token, "nl-BE")).toContain("bedeeld");
    expect(await refusalMessage(access_token, "nl-NL")).toContain("bezorgd");
  });

  it("is the account's own preference, whatever the caller asked", async () => {
    const { access_token } = await login(AN);
    await setPreference("nl-NL");
    expect(await refusalMessage(access_token, "nl-BE")).toContain("bezorgd");
    await setPreference("nl-BE");
    expect(await refusalMessage(access_token, "nl-NL")).toContain("bedeeld");
  });
});
