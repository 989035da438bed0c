import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { DEMO } from "../../demo/demo";
import { activityTypes, db, graphql, login, moveClock, resetClock, type Tokens } from "../../test/helpers";

// linkSubscriptionAsOwner: the number and the postcode of the delivery address link a subscription
// that no account has; wrong guesses are counted and the fifth in 15 minutes locks linking.

const LINK = `mutation($number: String!, $zip: String!) {
  linkSubscriptionAsOwner(subscriptionNumber: $number, zipCode: $zip) {
    subscriptionId brand role subscription { id title status contract { currentPhase { price billingPeriod } } deliveryAddress { zipCode city } }
  }
}`;
const U = DEMO.unlinkedSubscriptions;

let tom: Tokens;
let jan: Tokens;

beforeAll(async () => {
  tom = await login("geen.abonnement@example.nl");
  jan = await login("jan.jansen@example.nl");
});

afterEach(() => resetClock());

async function link(tokens: Tokens, number: string, zip: string) {
  return (await graphql(tokens.access_token, LINK, { number, zip })).body;
}

describe("linkSubscriptionAsOwner", () => {
  it("refuses a malformed number or an empty postcode with field violations, without counting them", async () => {
    const body = await link(tom, "12ab", " ");
    expect(body.errors?.[0]?.extensions).toMatchObject({
      code: "BAD_USER_INPUT",
      violations: [
        { code: "VALIDATION-ERROR", field: "subscriptionNumber" },
        { code: "VALIDATION-ERROR", field: "zipCode" },
      ],
    });
    expect(await db.prepare("SELECT COUNT(*) AS n FROM login_throttle WHERE email LIKE 'subscription-link:%'").first<{ n: number }>()).toEqual({ n: 0 });
  });

  it("tells an unknown number, a wrong postcode, one's own and someone else's subscription apart (without naming the other account)", async () => {
    expect((await link(tom, "999999", "1016 GV")).errors?.[0]?.extensions?.violations).toEqual([
      { code: "SUBSCRIPTION-NOT-FOUND", field: "subscriptionNumber", message: expect.stringContaining("We kennen geen abonnement") },
    ]);
    expect((await link(tom, U.dagkoerier, "1017 AB")).errors?.[0]?.extensions?.violations?.[0]).toMatchObject({ code: "ZIP-CODE-MISMATCH", field: "zipCode" });
    expect((await link(jan, DEMO.subscriptions.janDagkoerier, "3811 CV")).errors?.[0]?.extensions).toMatchObject({
      code: "CONFLICT",
      violations: [{ code: "SUBSCRIPTION-ALREADY-LINKED" }],
    });
    const elsewhere = await link(jan, DEMO.subscriptions.anOchtendpost, "2018");
    expect(elsewhere.errors?.[0]?.extensions?.violations?.[0]).toMatchObject({ code: "SUBSCRIPTION-LINKED-ELSEWHERE" });
    // Without the right postcode, another account's subscription looks like any wrong guess.
    const guessed = await link(jan, DEMO.subscriptions.anOchtendpost, "9000");
    expect(guessed.errors?.[0]?.extensions?.violations?.[0]).toMatchObject({ code: "ZIP-CODE-MISMATCH", field: "zipCode" });
    expect(JSON.stringify(elsewhere)).not.toMatch(/Peeters|an\.peeters/i);
  });

  it("links with the postcode in any notation; the subscription, its phase and an event are there, the offer is gone", async () => {
    const body = await link(tom, U.dagkoerier, "1016gv");
    expect(body.errors).toBeUndefined();
    expect(body.data!.linkSubscriptionAsOwner).toEqual({
      subscriptionId: U.dagkoerier,
      brand: "dagkoerier",
      role: "OWNER",
      subscription: {
        id: U.dagkoerier,
        title: "De Dagkoerier",
        status: "ACTIVE",
        contract: { currentPhase: { price: 14.5, billingPeriod: "MONTH" } },
        deliveryAddress: { zipCode: "1016 GV", city: "Amsterdam" },
      },
    });
    const list = await graphql(tom.access_token, "{ linkedSubscriptions { subscriptionId } }");
    expect(list.body.data!.linkedSubscriptions).toEqual([{ subscriptionId: U.dagkoerier }]);
    expect((await activityTypes(DEMO.accounts.geenAbonnement))[0]).toBe("SUBSCRIPTION_LINKED");
    expect(await db.prepare("SELECT COUNT(*) AS n FROM unlinked_subscriptions WHERE id = ?").bind(U.dagkoerier).first<{ n: number }>()).toEqual({ n: 0 });
    // Now it is Tom's: for anyone else it is linked elsewhere.
    expect((await link(jan, U.dagkoerier, "1016 GV")).errors?.[0]?.extensions?.violations?.[0]).toMatchObject({ code: "SUBSCRIPTION-LINKED-ELSEWHERE" });
  });

  it("links a Belgian subscription with its 4-digit postcode", async () => {
    const lotte = await login("lotte.peeters@example.be");
    const body = await link(lotte, U.ochtendpost, " 9000 ");
    expect(body.data?.linkSubscriptionAsOwner).toMatchObject({ subscriptionId: U.ochtendpost, brand: "ochtendpost", role: "OWNER" });
  });

  it("locks linking after 5 wrong guesses in 15 minutes, even for a right answer, and opens again after", async () => {
    const sanne = await login("digitaal@example.nl");
    for (let attempt = 1; attempt <= 4; attempt++) {
      expect((await link(sanne, `12345${attempt}`, "1016 GV")).errors?.[0]?.extensions?.code, `attempt ${attempt}`).toBe("BAD_USER_INPUT");
    }
    const fifth = await link(sanne, "123455", "1016 GV");
    expect(fifth.errors?.[0]?.extensions).toMatchObject({ code: "TOO_MANY_REQUESTS", status: 429, violations: [{ code: "TOO-MANY-REQUESTS" }] });
    expect(fifth.errors?.[0]?.extensions?.retryAfterSeconds).toBeGreaterThan(800);
    // Even a real number is refused now, without saying whether it exists.
    expect((await link(sanne, DEMO.subscriptions.digitaal, "3511 AK")).errors?.[0]?.extensions?.code).toBe("TOO_MANY_REQUESTS");
    moveClock(15 * 60 + 1);
    const fresh = await login("digitaal@example.nl");
    expect((await link(fresh, DEMO.subscriptions.digitaal, "3511 AK")).errors?.[0]?.extensions?.violations?.[0]).toMatchObject({ code: "SUBSCRIPTION-ALREADY-LINKED" });
  });
});
