import path from "node:path";
import madge from "madge";
import { describe, expect, it } from "vitest";

// Imports point one way (routes → features → forms/shell/ui → platform; origin areas → cross-cutting
// code): an import circle means a layer reaches back up. Generated code (Panda's types, React Router's
// route types, codegen) is not ours.
const root = path.resolve(import.meta.dirname, "../..");

async function circles(paths: string[], tsConfig: string): Promise<string[][]> {
  const graph = await madge(
    paths.map((p) => path.join(root, p)),
    { baseDir: root, fileExtensions: ["ts", "tsx"], tsConfig: path.join(root, tsConfig), excludeRegExp: [/styled-system/, /\/generated\//, /\.react-router\//] },
  );
  return graph.circular();
}

describe("import circles", () => {
  it("the portal has none (app/, workers/app.ts)", async () => {
    expect(await circles(["app", "workers/app.ts"], "tsconfig.cloudflare.json")).toEqual([]);
  }, 60_000);

  it("the origin and the content emulator have none", async () => {
    expect(await circles(["workers/origin"], "tsconfig.origin.json")).toEqual([]);
    expect(await circles(["workers/content"], "tsconfig.content.json")).toEqual([]);
  }, 60_000);
});
