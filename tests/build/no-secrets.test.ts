import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { TEST_SECRETS } from "../../scripts/stack-config.mjs";

// Nothing secret may reach the browser: not in the client build, whatever the route.
const root = path.resolve(import.meta.dirname, "../..");
const clientDir = path.join(root, "build/client");

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? files(full) : [full];
  });
}

function localSecrets(): string[] {
  const file = path.join(root, ".dev.vars");
  if (!existsSync(file)) return [];
  return readFileSync(file, "utf8").split("\n").map((line) => line.split("=")[1]?.trim() ?? "").filter((value) => value.length >= 8);
}

describe("the client build", () => {
  it("exists (npm test builds first)", () => {
    expect(existsSync(clientDir), "build/client is missing: run `npm run build` first").toBe(true);
  });

  it("holds no secret, secret name or server-only module", () => {
    const forbidden = [
      ...Object.values(TEST_SECRETS.portal),
      ...Object.values(TEST_SECRETS.origin),
      ...localSecrets(),
      "SANITY_API_TOKEN",
      "PREVIEW_SECRET",
      "SESSION_SECRET",
      "TOKEN_SIGNING_SECRET",
      "ORIGIN_CLIENT_KEY",
      "sealed-cookie-v1",
      "oauth4webapi",
    ];
    const hits: string[] = [];
    for (const file of files(clientDir)) {
      const text = readFileSync(file, "latin1");
      for (const needle of forbidden) if (text.includes(needle)) hits.push(`${path.relative(root, file)}: ${needle.slice(0, 24)}`);
    }
    expect(hits).toEqual([]);
  });
});
