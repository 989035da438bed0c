// Stale-while-revalidate over Workers KV, with an in-isolate last-known-good copy.
// Errors and empty answers are never stored; a stale value is served while one refresh runs.

export interface CacheStrategy {
  name: string;
  /** After this the value is stale: still served, refreshed in the background. */
  softTtlMs: number;
  /** KV drops the value after this (KV's minimum is 60 s). */
  hardTtlSeconds: number;
}

export const CacheShort: CacheStrategy = { name: "short", softTtlMs: 60_000, hardTtlSeconds: 24 * 3600 };
export const CacheLong: CacheStrategy = { name: "long", softTtlMs: 15 * 60_000, hardTtlSeconds: 7 * 24 * 3600 };

interface Stored<T> {
  value: T;
  storedAt: number;
}

const lastKnownGood = new Map<string, Stored<unknown>>();
const refreshes = new Map<string, Promise<unknown>>();

export interface CachedOptions<T> {
  key: string;
  kv: KVNamespace;
  waitUntil: (promise: Promise<unknown>) => void;
  strategy: CacheStrategy;
  fetcher: () => Promise<T>;
  /** Answers that must not be stored (e.g. an empty brand list). */
  isEmpty?: (value: T) => boolean;
  now?: () => number;
  onError?: (error: unknown, phase: "kv-read" | "kv-write" | "fetch") => void;
}

function isFresh(entry: Stored<unknown>, strategy: CacheStrategy, now: number) {
  return now - entry.storedAt < strategy.softTtlMs;
}

/** Runs `fetcher` at most once per key at a time in this isolate and stores good answers. */
function refresh<T>(options: CachedOptions<T>): Promise<T> {
  const running = refreshes.get(options.key) as Promise<T> | undefined;
  if (running) return running;
  const now = options.now ?? Date.now;
  const run = (async () => {
    try {
      const value = await options.fetcher();
      if (value === null || value === undefined || options.isEmpty?.(value)) {
        throw new Error(`Empty content for ${options.key}`);
      }
      const entry: Stored<T> = { value, storedAt: now() };
      lastKnownGood.set(options.key, entry);
      try {
        await options.kv.put(options.key, JSON.stringify(entry), { expirationTtl: options.strategy.hardTtlSeconds });
      } catch (error) {
        options.onError?.(error, "kv-write");
      }
      return value;
    } finally {
      refreshes.delete(options.key);
    }
  })();
  refreshes.set(options.key, run);
  return run;
}

export async function cached<T>(options: CachedOptions<T>): Promise<T> {
  const now = (options.now ?? Date.now)();
  const memory = lastKnownGood.get(options.key) as Stored<T> | undefined;
  if (memory && isFresh(memory, options.strategy, now)) return memory.value;

  let stored: Stored<T> | null = null;
  try {
    const raw = await options.kv.get(options.key, "text");
    stored = raw ? (JSON.parse(raw) as Stored<T>) : null;
  } catch (error) {
    options.onError?.(error, "kv-read");
  }
  const best = [stored, memory].filter((entry): entry is Stored<T> => Boolean(entry)).sort((a, b) => b.storedAt - a.storedAt)[0];

  if (best) {
    if (!lastKnownGood.has(options.key) || (memory?.storedAt ?? 0) < best.storedAt) lastKnownGood.set(options.key, best);
    if (!isFresh(best, options.strategy, now)) {
      options.waitUntil(refresh(options).catch((error) => options.onError?.(error, "fetch")));
    }
    return best.value;
  }

  return refresh(options);
}

/** Test hook: forget the in-isolate copies. */
export function clearIsolateCache() {
  lastKnownGood.clear();
  refreshes.clear();
}
