import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-pool-workers";
import path from "node:path";
import type { Plugin } from "vite";
import { defineConfig } from "vitest/config";
import { TEST_SECRETS } from "./scripts/stack-config.mjs";

const root = import.meta.dirname;

/** The origin imports each area's schema.graphql as text, as wrangler's "Text" module rule does. */
const graphqlAsText: Plugin = {
  name: "graphql-as-text",
  transform(code, id) {
    return id.endsWith(".graphql") ? { code: `export default ${JSON.stringify(code)};`, map: null } : undefined;
  },
};

export default defineConfig(async () => {
  const originMigrations = await readD1Migrations(path.join(root, "workers/origin/migrations"));
  return {
    test: {
      projects: [
        {
          // Pure logic and components: Node + a DOM.
          resolve: { alias: { "~": path.join(root, "app"), "styled-system": path.join(root, "styled-system") } },
          test: {
            name: "unit",
            include: ["app/**/*.test.{ts,tsx}", "workers/content/**/*.test.ts", "scripts/**/*.test.mjs", "tests/build/**/*.test.ts"],
            environment: "happy-dom",
            setupFiles: ["tests/fixtures/unit-setup.ts"],
          },
        },
        {
          // The reference origin inside workerd with a fresh D1 per test file.
          plugins: [
            graphqlAsText,
            cloudflareTest({
              main: "./workers/origin/index.ts",
              wrangler: { configPath: "./workers/origin/wrangler.toml" },
              miniflare: {
                bindings: { ORIGIN_MIGRATIONS: originMigrations, ...TEST_SECRETS.origin },
              },
            }),
          ],
          test: {
            name: "origin",
            include: ["workers/origin/**/*.test.ts"],
            setupFiles: ["workers/origin/test/apply-migrations.ts"],
            testTimeout: 30_000,
          },
        },
        "./tests/worker/vitest.config.ts",
      ],
    },
  };
});
