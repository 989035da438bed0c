import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { translationKeys } from "../../workers/content/dataset/read.mjs";

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

const nlKeys = translationKeys("nl");

describe("translation coverage", () => {
  const used = new Map<string, string>();
  for (const file of files(path.join(root, "app"))) {
    const source = readFileSync(file, "utf8");
    for (const match of source.matchAll(/\bt\(\s*"([\w.-]+)"\s*,/g)) used.set(match[1]!, path.relative(root, file));
  }

  it("finds the keys the app uses", () => {
    expect(used.size).toBeGreaterThan(20);
  });

  it("has every key the app uses in the nl translations", () => {
    const missing = [...used].filter(([key]) => !nlKeys.has(key)).map(([key, file]) => `${key} (${file})`);
    expect(missing).toEqual([]);
  });
});
