import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-pool-workers";
import path from "node:path";
import type { Plugin } from "vite";
import { defineConfig } from "vitest/config";
import { TEST_SECRETS, testClockShiftMs } from "./scripts/stack-config.mjs";

const root = import.meta.dirname;

/**
 * The unit and origin files share nothing (each origin file has its own D1), so they run two at a
 * time, first: vitest's default on a two-core machine is one file at a time, and half of an origin
 * file's time is spent waiting on workerd. The worker project follows in a group of its own, one
 * file at a time, as its files share one running origin (tests/worker/vitest.config.ts).
 */
const SELF_CONTAINED_FILES = { maxWorkers: 2, sequence: { groupOrder: 0 } };

/** The run's clock (0, or the calendar sweep's day: tests/fixtures/run-clock.ts, ADR 36). */
const RUN_CLOCK = { provide: { clockShiftMs: testClockShiftMs(), clockDay: process.env.MO_TEST_TODAY ?? "" } };

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
          resolve: { alias: { "~": path.join(root, "app"), "@contracts": path.join(root, "contracts"), "styled-system": path.join(root, "styled-system") } },
          test: {
            name: "unit",
            ...SELF_CONTAINED_FILES,
            ...RUN_CLOCK,
            include: ["app/**/*.test.{ts,tsx}", "contracts/**/*.test.ts", "lib/**/*.test.ts", "workers/content/**/*.test.ts", "scripts/**/*.test.mjs", "tests/build/**/*.test.ts"],
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
            ...SELF_CONTAINED_FILES,
            ...RUN_CLOCK,
            // One workerd runtime and module graph per worker for all files; the setup gives each file a
            // fresh database (workers/origin/test/apply-migrations.ts).
            isolate: false,
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
