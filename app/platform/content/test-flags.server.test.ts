import { describe, expect, it } from "vitest";
import { resolveFlags } from "./flags";
import { withTestFlags } from "./test-flags.server";

const base = resolveFlags({ general: { isSalesforceThroughCISEnabled: false, isContactFormHiddenForNewspapers: true }, brand: {} }, "DK", () => {});
// A stand-in: the unit project's DOM Request drops the cookie header (a forbidden request header).
const request = (cookie?: string) => ({ headers: { get: (name: string) => (name === "cookie" ? (cookie ?? null) : null) } }) as unknown as Request;

describe("withTestFlags", () => {
  it("overrides known general flags in development and test", () => {
    for (const environment of ["development", "test"] as const) {
      const flags = withTestFlags(base, environment, request("mo-test-flags=isSalesforceThroughCISEnabled%3Aon%2CisContactFormHiddenForNewspapers%3Aoff"));
      expect(flags.general.isSalesforceThroughCISEnabled).toBe(true);
      expect(flags.general.isContactFormHiddenForNewspapers).toBe(false);
    }
  });

  it("is never read in acceptance or production", () => {
    for (const environment of ["acceptance", "production"] as const) {
      expect(withTestFlags(base, environment, request("mo-test-flags=isSalesforceThroughCISEnabled:on"))).toBe(base);
    }
  });

  it("ignores unknown names, other values and a missing cookie", () => {
    expect(withTestFlags(base, "test", request("mo-test-flags=isMadeUp:on,isSalesforceThroughCISEnabled:yes"))).toBe(base);
    expect(withTestFlags(base, "test", request())).toBe(base);
  });
});
