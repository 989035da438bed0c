import { describe, expect, it } from "vitest";
import { atMoment, nowIso } from "./time";
import { callWithEnv, login } from "./test/helpers";

// A development or test portal passes its test clock on (`mo-test-clock`); the origin's time rules then
// follow it for that request only (ADR 36), so journeys need not sleep through a rule's wait.
// Acceptance and production ignore the header.
const START = `mutation($email: String!) { startEmailChange(newEmail: $email) { id resendAvailableAt } }`;

async function startEmailChange(environment: string, token: string, email: string, clock?: string) {
  const response = await callWithEnv({ ENVIRONMENT: environment }, "/graphql", {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json", accept: "application/json", ...(clock ? { "mo-test-clock": clock } : {}) },
    body: JSON.stringify({ query: START, variables: { email } }),
  });
  return (await response.json()) as { data: { startEmailChange: { id: string; resendAvailableAt: string } } | null; errors?: Array<{ extensions?: { code?: string } }> };
}

describe("the request's test clock", () => {
  it("moves now for everything one call awaits, and only for it", async () => {
    const moment = Date.parse("2030-01-02T03:04:05Z");
    const inside = await atMoment(moment, async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      return nowIso();
    });
    expect(Date.parse(inside) - moment).toBeGreaterThanOrEqual(0);
    expect(Date.parse(inside) - moment).toBeLessThan(5_000);
    expect(Date.parse(nowIso())).toBeLessThan(moment);
  });

  it("lets a test stack's request ask for a new code a minute later without waiting; production and acceptance ignore it", async () => {
    const jan = await login("jan.jansen@example.nl");
    const first = await startEmailChange("test", jan.access_token, "jan.klok@example.nl");
    const resendAt = first.data!.startEmailChange.resendAvailableAt;
    const later = new Date(Date.parse(resendAt) + 1000).toISOString();
    for (const environment of ["production", "acceptance"]) {
      const refused = await startEmailChange(environment, jan.access_token, "jan.klok@example.nl", later);
      expect(refused.data, environment).toBeNull();
      expect(refused.errors?.[0]?.extensions?.code, environment).toBe("TOO_MANY_REQUESTS");
    }
    const again = await startEmailChange("test", jan.access_token, "jan.klok@example.nl", later);
    expect(again.errors).toBeUndefined();
    expect(Date.parse(again.data!.startEmailChange.resendAvailableAt)).toBeGreaterThan(Date.parse(resendAt));
  });
});
