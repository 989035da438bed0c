import { mkdtempSync, mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { createTranslationKeyScanner, datasetTranslationKeys, isRouteModule } from "./translation-keys.mjs";

const app = path.resolve(import.meta.dirname, "../app");

describe("translation keys per route", () => {
  it("follows static and lazy imports, expands run-time prefixes and skips server-only modules", () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "mo-keys-"));
    mkdirSync(path.join(dir, "parts"));
    writeFileSync(path.join(dir, "route.tsx"), `import { Part } from "./parts/part";\nimport { load } from "./data.server";\nconst Lazy = () => import("./parts/lazy");\nexport default () => t("routeTitle", "Titel");`);
    writeFileSync(path.join(dir, "parts/part.tsx"), `export const labels = { a: { key: "partLabel", label: "Deel" } };\nexport const kind = (type) => t(\`activityType.\${type}\`, "x");`);
    writeFileSync(path.join(dir, "parts/lazy.tsx"), `export default () => t('lazyOnly', "Pas later");`);
    writeFileSync(path.join(dir, "data.server.ts"), `export const load = () => t("serverOnly", "Server");`);
    writeFileSync(path.join(dir, "other.tsx"), `export default () => t("otherRoute", "Ander scherm");`);
    const known = new Set(["routeTitle", "partLabel", "lazyOnly", "serverOnly", "otherRoute", "activityType.LOGIN", "activityType.LOGOUT", "activityTypes"]);

    const keys = createTranslationKeyScanner(known).keysOf(path.join(dir, "route.tsx"));

    expect(keys).toEqual(["activityType.LOGIN", "activityType.LOGOUT", "lazyOnly", "partLabel", "routeTitle"]);
  });

  it("gives the service home its own texts and not the account screen's", () => {
    const scanner = createTranslationKeyScanner(datasetTranslationKeys());
    const home = scanner.keysOf(path.join(app, "routes/service-home.tsx"));
    const root = scanner.keysOf(path.join(app, "root.tsx"));
    expect(home).toContain("serviceHomeHeading");
    expect(home).not.toContain("accountCompleteness");
    expect(root).toContain("notFoundTitle");
    expect(scanner.keysOf(path.join(app, "routes/account._index.tsx"))).toContain("accountCompleteness");
  });

  it("knows the route modules", () => {
    expect(isRouteModule(path.join(app, "root.tsx"))).toBe(true);
    expect(isRouteModule(path.join(app, "routes/account.tsx"))).toBe(true);
    expect(isRouteModule(path.join(app, "shell/i18n.tsx"))).toBe(false);
  });
});
