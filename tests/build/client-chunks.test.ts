import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// The component gallery (/dev/componenten) is a development page. Its route chunk imports every
// component of the design system; a production page that loads it downloads all of them. Rollup once
// placed shared helpers in that chunk, so the date picker's calendar loaded the gallery (and fifteen
// component chunks) on the holiday and moving pages: scripts/client-chunks.mjs.
const assets = path.resolve(import.meta.dirname, "../../build/client/assets");

describe("the client build's chunks", () => {
  it("load the gallery's route chunk from no other chunk (statically or as a dynamic import's preload)", () => {
    expect(existsSync(assets), "build/client is missing: run `npm run build` first").toBe(true);
    const names = readdirSync(assets).filter((name) => name.endsWith(".js"));
    const gallery = names.filter((name) => name.startsWith("dev.componenten-"));
    expect(gallery.length).toBeGreaterThan(0);
    const loaders = names.filter(
      (name) =>
        !gallery.includes(name) &&
        // React Router's route manifest lists every route's module; it loads none of them.
        !name.startsWith("manifest-") &&
        gallery.some((chunk) => readFileSync(path.join(assets, name), "utf8").includes(chunk)),
    );
    expect(loaders).toEqual([]);
  });
});

// scripts/client-chunks.mjs, part 2: what every page loads comes in two files, the app's own modules
// (`shell`) and the packages they use (`vendor`), instead of some twenty small chunks. The root route
// and the shell layout import nothing else statically.
describe("the modules every page loads", () => {
  const staticImports = (file: string) =>
    [...readFileSync(path.join(assets, file), "utf8").matchAll(/import\s*\{[^}]*\}\s*from\s*"\.\/([^"]+)"|import\s*"\.\/([^"]+)"/g)].map((match) => match[1] ?? match[2]);

  it.each(["root-", "_shell-"])("the %s route chunk imports only the shell and vendor chunks", (prefix) => {
    const names = readdirSync(assets);
    const chunk = names.find((name) => name.startsWith(prefix) && name.endsWith(".js"));
    expect(chunk, `${prefix}*.js`).toBeDefined();
    const imported = staticImports(chunk!);
    expect(imported.length).toBeGreaterThan(0);
    for (const file of imported) expect(file, `${chunk} imports ${file}`).toMatch(/^(shell|vendor)-[\w-]+\.js$/);
  });

  it("the shell chunk imports only the vendor chunk", () => {
    const shell = readdirSync(assets).find((name) => /^shell-[\w-]+\.js$/.test(name));
    expect(shell).toBeDefined();
    for (const file of staticImports(shell!)) expect(file).toMatch(/^vendor-[\w-]+\.js$/);
  });
});
