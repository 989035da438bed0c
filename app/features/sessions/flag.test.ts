import { describe, expect, test } from "vitest";
import { resolveFlags } from "~/platform/content/flags";
import { assertSessionOverviewEnabled } from "./flag";

const flags = (isSessionOverviewEnabled: unknown) => resolveFlags({ general: { isSessionOverviewEnabled }, brand: {} }, null, () => {});

describe("assertSessionOverviewEnabled", () => {
  test("passes while the flag is on", () => {
    expect(() => assertSessionOverviewEnabled(flags(true))).not.toThrow();
  });

  test.each([false, undefined, "true"])("throws a 404 response when the flag is %s", (value) => {
    let thrown: unknown;
    try {
      assertSessionOverviewEnabled(flags(value));
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(404);
  });
});
