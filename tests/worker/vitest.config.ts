import { cloudflareTest } from "@cloudflare/vitest-pool-workers";
import { reactRouter } from "@react-router/dev/vite";
import path from "node:path";
import { defineConfig } from "vitest/config";
import { TEST_PORTS, TEST_SECRETS, testClockShiftMs } from "../../scripts/stack-config.mjs";
import { staticPandaCss } from "../../scripts/static-css.mjs";
import { routeTranslationKeys } from "../../scripts/translation-keys.mjs";

// The portal Worker inside workerd (the React Router plugin provides the server build), against
// the content emulator and origin that global-setup.ts starts on test-only ports.
const root = path.resolve(import.meta.dirname, "../..");

export default defineConfig({
  root,
  plugins: [
    cloudflareTest({
      main: "./workers/app.ts",
      wrangler: { configPath: "./wrangler.toml" },
      miniflare: {
        bindings: {
          ENVIRONMENT: "test",
          SANITY_API_HOST: `http://127.0.0.1:${TEST_PORTS.worker.content}`,
          ORIGIN_URL: `http://127.0.0.1:${TEST_PORTS.worker.origin}`,
          // Not SENTRY_DSN: only the error-reporting tests point the reporter at the sink.
          TEST_REPORT_SINK: `http://127.0.0.1:${TEST_PORTS.worker.sink}`,
          ...TEST_SECRETS.portal,
        },
      },
    }),
    reactRouter(),
    routeTranslationKeys(),
    staticPandaCss(),
  ],
  resolve: { alias: { "~": path.join(root, "app"), "@contracts": path.join(root, "contracts"), "styled-system": path.join(root, "styled-system") } },
  test: {
    name: "worker",
    root,
    // The run's clock (0, or the calendar sweep's day: tests/fixtures/run-clock.ts, ADR 36).
    provide: { clockShiftMs: testClockShiftMs(), clockDay: process.env.MO_TEST_TODAY ?? "" },
    // After the unit and origin files (vitest.config.ts), one file at a time: the files share the
    // content emulator (its fault modes) and the error-report sink that global-setup.ts starts; each has
    // its own demo people (a world of the origin's, world-setup.ts).
    maxWorkers: 1,
    // One module graph for all files (the portal imported once: 134 s → 42 s); world-setup.ts gives each
    // file a world of its own and an empty content cache, as a fresh isolate would (ADR 37).
    isolate: false,
    sequence: { groupOrder: 1 },
    include: ["tests/worker/**/*.test.ts"],
    globalSetup: ["tests/worker/global-setup.ts"],
    setupFiles: ["tests/worker/world-setup.ts"],
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
