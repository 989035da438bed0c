import { beforeEach, describe, expect, it, vi } from "vitest";
import { CacheShort, cached, clearIsolateCache } from "./cache.server";

function memoryKv() {
  const store = new Map<string, string>();
  return {
    store,
    kv: {
      get: vi.fn(async (key: string) => store.get(key) ?? null),
      put: vi.fn(async (key: string, value: string) => void store.set(key, value)),
    } as unknown as KVNamespace,
  };
}

describe("cached (stale-while-revalidate)", () => {
  beforeEach(clearIsolateCache);

  it("fetches on a miss, stores, then serves from the isolate without calling KV again", async () => {
    const { kv, store } = memoryKv();
    const fetcher = vi.fn(async () => ["a"]);
    const options = { key: "k", kv, waitUntil: () => {}, strategy: CacheShort, fetcher };
    expect(await cached(options)).toEqual(["a"]);
    expect(JSON.parse(store.get("k")!).value).toEqual(["a"]);
    expect(await cached(options)).toEqual(["a"]);
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(kv.get).toHaveBeenCalledTimes(1);
  });

  it("serves stale at once and runs one refresh per key however many requests wait", async () => {
    const { kv, store } = memoryKv();
    store.set("k", JSON.stringify({ value: "old", storedAt: Date.now() - CacheShort.softTtlMs - 1 }));
    let release!: (value: string) => void;
    const fetcher = vi.fn(() => new Promise<string>((resolve) => (release = resolve)));
    const background: Promise<unknown>[] = [];
    const options = { key: "k", kv, waitUntil: (promise: Promise<unknown>) => void background.push(promise), strategy: CacheShort, fetcher };
    const answers = await Promise.all([cached(options), cached(options), cached(options)]);
    expect(answers).toEqual(["old", "old", "old"]);
    expect(fetcher).toHaveBeenCalledTimes(1);
    release("new");
    await Promise.all(background);
    expect(JSON.parse(store.get("k")!).value).toBe("new");
    expect(await cached(options)).toBe("new");
  });

  it("never stores errors or empty answers, and rethrows when nothing is known", async () => {
    const { kv, store } = memoryKv();
    await expect(cached({ key: "e", kv, waitUntil: () => {}, strategy: CacheShort, fetcher: async () => Promise.reject(new Error("down")) })).rejects.toThrow("down");
    await expect(cached({ key: "e", kv, waitUntil: () => {}, strategy: CacheShort, fetcher: async () => [], isEmpty: (v: unknown[]) => v.length === 0 })).rejects.toThrow();
    await expect(cached({ key: "e", kv, waitUntil: () => {}, strategy: CacheShort, fetcher: async () => null })).rejects.toThrow();
    expect(store.size).toBe(0);
  });

  it("keeps the last good value when a refresh fails", async () => {
    const { kv, store } = memoryKv();
    store.set("k", JSON.stringify({ value: "good", storedAt: 0 }));
    const errors: string[] = [];
    const background: Promise<unknown>[] = [];
    const options = {
      key: "k", kv, strategy: CacheShort,
      waitUntil: (promise: Promise<unknown>) => void background.push(promise),
      fetcher: async () => Promise.reject(new Error("down")),
      onError: (_error: unknown, phase: string) => void errors.push(phase),
    };
    expect(await cached(options)).toBe("good");
    await Promise.all(background);
    expect(errors).toContain("fetch");
    expect(JSON.parse(store.get("k")!).value).toBe("good");
  });

  it("treats a throwing KV as a miss and still answers from the fetcher, then from the isolate", async () => {
    const kv = { get: async () => Promise.reject(new Error("kv")), put: async () => Promise.reject(new Error("kv")) } as unknown as KVNamespace;
    const phases: string[] = [];
    const fetcher = vi.fn(async () => "fresh");
    const options = { key: "t", kv, waitUntil: () => {}, strategy: CacheShort, fetcher, onError: (_e: unknown, phase: string) => void phases.push(phase) };
    expect(await cached(options)).toBe("fresh");
    expect(await cached(options)).toBe("fresh");
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(phases).toEqual(["kv-read", "kv-write"]);
  });
});
