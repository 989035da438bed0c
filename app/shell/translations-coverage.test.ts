import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// Every text key the app asks for exists in the seeded nl translations, so the Dutch default in
// code is a fallback, never the only copy.
const root = path.resolve(import.meta.dirname, "../..");

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === "generated" ? [] : files(full);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

const dataset = readFileSync(path.join(root, "workers/content/dataset.ndjson"), "utf8")
  .split("\n")
  .filter(Boolean)
  .map((line) => JSON.parse(line) as { _id: string; entries?: Array<{ key: string }> });
const nlKeys = new Set(dataset.find((doc) => doc._id === "translations.nl")?.entries?.map((entry) => entry.key));

describe("translation coverage", () => {
  const used = new Map<string, string>();
  for (const file of files(path.join(root, "app"))) {
    const source = readFileSync(file, "utf8");
    for (const match of source.matchAll(/\bt\(\s*"([\w.-]+)"\s*,/g)) used.set(match[1]!, path.relative(root, file));
  }

  it("finds the keys the app uses", () => {
    expect(used.size).toBeGreaterThan(20);
  });

  it("has every key the app uses in translations.nl", () => {
    const missing = [...used].filter(([key]) => !nlKeys.has(key)).map(([key, file]) => `${key} (${file})`);
    expect(missing).toEqual([]);
  });
});
