import { describe, expect, it } from "vitest";
import { MutationOnce, QueryRetry, RetryableError, retryDelay, withRetry } from "./retry";

describe("retry policies", () => {
  it("backs off exponentially from 1 s, capped at 30 s", () => {
    expect([0, 1, 2, 3, 4, 5, 6].map((attempt) => retryDelay(QueryRetry, attempt))).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });

  it("retries a query three times on retryable failures, then gives up", async () => {
    const slept: number[] = [];
    let calls = 0;
    const policy = { ...QueryRetry, deadlineMs: Number.POSITIVE_INFINITY };
    await expect(
      withRetry(policy, async () => {
        calls++;
        throw new RetryableError("down");
      }, async (ms) => void slept.push(ms)),
    ).rejects.toThrow("down");
    expect(calls).toBe(4);
    expect(slept).toEqual([1000, 2000, 4000]);
  });

  it("does not retry other errors, nor mutations", async () => {
    let calls = 0;
    await expect(withRetry(QueryRetry, async () => { calls++; throw new Error("bad request"); }, async () => {})).rejects.toThrow();
    expect(calls).toBe(1);
    calls = 0;
    await expect(withRetry(MutationOnce, async () => { calls++; throw new RetryableError("down"); }, async () => {})).rejects.toThrow();
    expect(calls).toBe(1);
  });

  it("succeeds on a later attempt", async () => {
    let calls = 0;
    const value = await withRetry({ ...QueryRetry, deadlineMs: Infinity }, async () => {
      if (++calls < 3) throw new RetryableError("flaky");
      return "ok";
    }, async () => {});
    expect(value).toBe("ok");
  });
});
