// Named retry policies (spec §9: data fetching retries 3 times, exponentially from 1 s, capped at 30 s).

export interface RetryPolicy {
  name: string;
  retries: number;
  baseDelayMs: number;
  maxDelayMs: number;
  /** Per attempt. */
  timeoutMs: number;
  /** No retry starts once the whole call would pass this. */
  deadlineMs: number;
}

export const QueryRetry: RetryPolicy = { name: "query", retries: 3, baseDelayMs: 1000, maxDelayMs: 30_000, timeoutMs: 5000, deadlineMs: 12_000 };
/** Mutations are never retried: a retried write could apply twice. */
export const MutationOnce: RetryPolicy = { name: "mutation", retries: 0, baseDelayMs: 0, maxDelayMs: 0, timeoutMs: 10_000, deadlineMs: 10_000 };

export function retryDelay(policy: RetryPolicy, attempt: number): number {
  return Math.min(policy.baseDelayMs * 2 ** attempt, policy.maxDelayMs);
}

export class RetryableError extends Error {}

/** Runs `attempt` under the policy; only RetryableError (network, timeout, 5xx) is retried. */
export async function withRetry<T>(policy: RetryPolicy, attempt: (signal: AbortSignal) => Promise<T>, sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))): Promise<T> {
  const started = Date.now();
  for (let tries = 0; ; tries++) {
    try {
      return await attempt(AbortSignal.timeout(policy.timeoutMs));
    } catch (error) {
      const delay = retryDelay(policy, tries);
      const retryable = error instanceof RetryableError || (error instanceof DOMException && (error.name === "TimeoutError" || error.name === "AbortError"));
      if (!retryable || tries >= policy.retries || Date.now() - started + delay + policy.timeoutMs > policy.deadlineMs) throw error;
      await sleep(delay);
    }
  }
}
