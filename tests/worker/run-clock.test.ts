import { describe, expect, inject, it, vi } from "vitest";
import { TEST_PORTS } from "../../scripts/stack-config.mjs";

// The run's clock (ADR 36): on a normal run the real one; on the calendar sweep (`npm run
// test:calendar`, MO_TEST_TODAY) the portal and the tests in this isolate and the origin's process all
// run on the sweep's day, within seconds of each other, so a date rule is checked on that day.
describe("the run's clock", () => {
  it("is the real one, or the sweep's day, here and in the test stack's origin alike", async () => {
    const shift = inject("clockShiftMs");
    expect(Math.abs(Date.now() - (vi.getRealSystemTime() + shift))).toBeLessThan(5_000);
    const { now } = (await (await fetch(`http://127.0.0.1:${TEST_PORTS.worker.origin}/health`)).json()) as { now: string };
    expect(Math.abs(Date.parse(now) - Date.now())).toBeLessThan(30_000);
    const day = inject("clockDay");
    if (day) expect(new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Amsterdam" }).format(Date.parse(now))).toBe(day);
  });
});
