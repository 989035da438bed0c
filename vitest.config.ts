import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-pool-workers";
import { reactRouter } from "@react-router/dev/vite";
import path from "node:path";
import { defineConfig } from "vitest/config";
import { TEST_PORTS, TEST_SECRETS } from "./scripts/stack-config.mjs";

const root = import.meta.dirname;

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
            include: ["app/**/*.test.{ts,tsx}", "workers/content/**/*.test.ts", "scripts/**/*.test.mjs"],
            environment: "happy-dom",
            setupFiles: ["tests/fixtures/unit-setup.ts"],
          },
        },
        {
          // The reference origin inside workerd with a fresh D1 per test file.
          plugins: [
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
        {
          // The portal Worker inside workerd, against the content emulator and origin started by globalSetup.
          plugins: [
            cloudflareTest({
              main: "./workers/app.ts",
              wrangler: { configPath: "./wrangler.toml" },
              miniflare: {
                bindings: {
                  ENVIRONMENT: "test",
                  SANITY_API_HOST: `http://127.0.0.1:${TEST_PORTS.worker.content}`,
                  ORIGIN_URL: `http://127.0.0.1:${TEST_PORTS.worker.origin}`,
                  ...TEST_SECRETS.portal,
                },
              },
            }),
            reactRouter(),
          ],
          resolve: { alias: { "~": path.join(root, "app") } },
          test: {
            name: "worker",
            include: ["tests/worker/**/*.test.ts"],
            globalSetup: ["tests/worker/global-setup.ts"],
            testTimeout: 60_000,
            hookTimeout: 120_000,
          },
        },
      ],
    },
  };
});
