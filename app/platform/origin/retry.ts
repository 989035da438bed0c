// Named retry policies. Spec §9 (data fetching retries 3 times, exponentially from 1 s, capped at 30 s)
// is the browser's; the server's reads retry at once, often and briefly, inside the page's budget (ADR 47).

export interface RetryPolicy {
  name: string;
  retries: number;
  baseDelayMs: number;
  maxDelayMs: number;
  /** Per attempt. */
  timeoutMs: number;
  /** No retry starts once the whole call would pass this. */
  deadlineMs: number;
  /** Each delay a random point in its upper half (0.5–1 × the exponential delay), so retries of many requests do not arrive together. */
  jitter?: boolean;
  /** A write: sent with an idempotency key, and an outcome the retries could not learn is unknown, never "failed". */
  writes?: boolean;
}

/** The browser's reads (spec §9): 3 retries from 1 s. */
export const QueryRetry: RetryPolicy = { name: "query", retries: 3, baseDelayMs: 1000, maxDelayMs: 30_000, timeoutMs: 5000, deadlineMs: 12_000 };
/**
 * The server's reads at the origin: a failed read (5xx, reset, refused, timeout) is tried again after tens
 * of milliseconds, as often as the page's budget for origin reads allows (retryOptions cuts it to that
 * deadline). A gateway hiccup costs a page 25–200 ms instead of the error panel or a second.
 */
export const ServerReadRetry: RetryPolicy = { name: "server-read", retries: 8, baseDelayMs: 25, maxDelayMs: 200, timeoutMs: 5000, deadlineMs: 12_000, jitter: true };
/**
 * The server's writes (GraphQL mutations, REST POST/PUT/PATCH/DELETE, the token exchange). Each carries an
 * idempotency key the origin honours (contracts/idempotency.ts, ADR 48), so a write that failed on the way
 * (5xx, reset, timeout, or the origin still applying the first try) is sent again under the same key, with
 * short jittered pauses, within its own time: never applied twice, and a lost answer is answered again.
 */
export const ServerWriteRetry: RetryPolicy = { name: "server-write", retries: 5, baseDelayMs: 50, maxDelayMs: 800, timeoutMs: 10_000, deadlineMs: 15_000, jitter: true, writes: true };

/** An attempt with less time than this left is not started: it could not answer anyway. */
export const MIN_ATTEMPT_MS = 250;

export function retryDelay(policy: RetryPolicy, attempt: number, random: () => number = Math.random): number {
  const delay = Math.min(policy.baseDelayMs * 2 ** attempt, policy.maxDelayMs);
  return policy.jitter ? Math.round(delay / 2 + (random() * delay) / 2) : delay;
}

export class RetryableError extends Error {}

export interface RetryOptions {
  sleep?: (ms: number) => Promise<void>;
  /**
   * An absolute time (ms since the epoch) by which the whole call must be over, e.g. the page's budget
   * for origin reads: each attempt's timeout is cut to it and a retry only starts when time remains.
   */
  deadline?: number;
  now?: () => number;
  /** The jitter's source (tests pin it: a bound on the waits must hold for the worst draw, not a typical one). */
  random?: () => number;
}

function timeoutError(): DOMException {
  return new DOMException("The page's time for origin reads is up", "TimeoutError");
}

/** Runs `attempt` under the policy; only RetryableError (network, timeout, 5xx) is retried. */
export async function withRetry<T>(policy: RetryPolicy, attempt: (signal: AbortSignal) => Promise<T>, options: RetryOptions = {}): Promise<T> {
  const { sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)), now = Date.now } = options;
  const started = now();
  const end = Math.min(started + policy.deadlineMs, options.deadline ?? Number.POSITIVE_INFINITY);
  for (let tries = 0; ; tries++) {
    const left = end - now();
    if (left < MIN_ATTEMPT_MS && tries > 0) throw timeoutError();
    if (left <= 0) throw timeoutError();
    try {
      return await attempt(AbortSignal.timeout(Math.min(policy.timeoutMs, left)));
    } catch (error) {
      const delay = retryDelay(policy, tries, options.random);
      const retryable = error instanceof RetryableError || (error instanceof DOMException && (error.name === "TimeoutError" || error.name === "AbortError"));
      if (!retryable || tries >= policy.retries || now() + delay + MIN_ATTEMPT_MS > end) throw error;
      await sleep(delay);
    }
  }
}
