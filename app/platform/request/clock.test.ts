import { describe, expect, it } from "vitest";
import { requestNow, TEST_CLOCK_COOKIE } from "./clock.server";

describe("requestNow", () => {
  const at = "2026-12-25T10:00:00Z";
  // A plain object: the DOM test environment's Request drops the (browser-forbidden) cookie header.
  const request = (cookie?: string) => ({ headers: { get: (name: string) => (name === "cookie" ? (cookie ?? null) : null) } }) as unknown as Request;

  it("takes the test clock cookie in development and test only", () => {
    const withClock = request(`${TEST_CLOCK_COOKIE}=${encodeURIComponent(at)}`);
    expect(requestNow("development", withClock).toISOString()).toBe("2026-12-25T10:00:00.000Z");
    expect(requestNow("test", withClock).toISOString()).toBe("2026-12-25T10:00:00.000Z");
    for (const environment of ["acceptance", "production"] as const) expect(Math.abs(requestNow(environment, withClock).getTime() - Date.now())).toBeLessThan(5000);
  });

  it("uses the real clock without the cookie or with a value that is no moment", () => {
    expect(Math.abs(requestNow("test", request()).getTime() - Date.now())).toBeLessThan(5000);
    expect(Math.abs(requestNow("test", request(`${TEST_CLOCK_COOKIE}=morgen`)).getTime() - Date.now())).toBeLessThan(5000);
  });
});
