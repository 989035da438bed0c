import { describe, expect, inject, it, vi } from "vitest";
import { atMoment, nowIso, todayLocal } from "./time";
import { callWithEnv, DEMO_PASSWORD, login } from "../test/helpers";

// A development or test portal passes its test clock on (`mo-test-clock`); the origin's time rules then
// follow it for that request only (ADR 36), so journeys need not sleep through a rule's wait.
// Acceptance and production ignore the header.
const START = `mutation($email: String!, $password: String) { startEmailChange(newEmail: $email, currentPassword: $password) { id resendAvailableAt } }`;

async function startEmailChange(environment: string, token: string, email: string, clock?: string) {
  const response = await callWithEnv({ ENVIRONMENT: environment }, "/graphql", {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json", accept: "application/json", ...(clock ? { "mo-test-clock": clock } : {}) },
    body: JSON.stringify({ query: START, variables: { email, password: DEMO_PASSWORD } }),
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

describe("a test stack started on another day (TEST_CLOCK_SHIFT_MS, the calendar sweep)", () => {
  const health = async (overrides: Partial<OriginEnv>) => ((await (await callWithEnv(overrides, "/health")).json()) as { now?: string }).now;
  const DAY = 400 * 86_400_000;

  it("runs every request that much later on a development or test stack", async () => {
    const shifted = Date.parse((await health({ ENVIRONMENT: "test", TEST_CLOCK_SHIFT_MS: String(DAY) }))!);
    expect(Math.abs(shifted - (Date.now() + DAY))).toBeLessThan(5_000);
    const unshifted = Date.parse((await health({ ENVIRONMENT: "test" }))!);
    expect(Math.abs(unshifted - Date.now())).toBeLessThan(5_000);
  });

  it("lets a request's own clock win over the stack's", async () => {
    const response = await callWithEnv({ ENVIRONMENT: "test", TEST_CLOCK_SHIFT_MS: String(DAY) }, "/health", { headers: { "mo-test-clock": "2030-01-02T03:04:05Z" } });
    const { now } = (await response.json()) as { now: string };
    expect(Date.parse(now) - Date.parse("2030-01-02T03:04:05Z")).toBeLessThan(5_000);
  });

  it("is ignored by production and acceptance, which never tell their time either", async () => {
    // Accounts that asked for no code yet in this file (a second code within a minute is refused).
    for (const [environment, account, email] of [["production", "an.peeters@example.be", "an.prod@example.be"], ["acceptance", "digitaal@example.nl", "digitaal.acc@example.nl"]] as const) {
      const { access_token } = await login(account);
      expect(await health({ ENVIRONMENT: environment, TEST_CLOCK_SHIFT_MS: String(DAY) }), environment).toBeUndefined();
      const response = await callWithEnv({ ENVIRONMENT: environment, TEST_CLOCK_SHIFT_MS: String(DAY) }, "/graphql", {
        method: "POST",
        headers: { authorization: `Bearer ${access_token}`, "content-type": "application/json", accept: "application/json" },
        body: JSON.stringify({ query: START, variables: { email, password: DEMO_PASSWORD } }),
      });
      const { data, errors } = (await response.json()) as { data: { startEmailChange: { resendAvailableAt: string } } | null; errors?: unknown };
      expect(errors, environment).toBeUndefined();
      // The next code may be asked for a minute from the real now, not a minute from 400 days ahead.
      expect(Date.parse(data!.startEmailChange.resendAvailableAt) - Date.now(), environment).toBeLessThan(5 * 60_000);
    }
  });
});

describe("the run's clock in the origin's own tests", () => {
  it("is the real one, or the calendar sweep's day", () => {
    const day = inject("clockDay");
    if (day) expect(todayLocal()).toBe(day);
    else expect(Math.abs(Date.now() - vi.getRealSystemTime())).toBeLessThan(5_000);
  });
});
