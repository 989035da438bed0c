import { defineConfig, devices } from "@playwright/test";
import { existsSync } from "node:fs";
import { TEST_PORTS } from "./scripts/stack-config.mjs";

// Journeys run against the production build on test-only ports with fresh, seeded state.
const port = TEST_PORTS.e2e.portal;
const executablePath = process.env.CHROMIUM_PATH ?? (existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined);

export default defineConfig({
  testDir: "tests/e2e",
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  // One retry on CI only: a shared, noisy machine can drop a request. A test that needed it is
  // still listed as flaky by `npm test`, so a real intermittent failure stays visible.
  retries: process.env.CI ? 1 : 0,
  reporter: [["list"], ["html", { open: "never", outputFolder: "playwright-report" }]],
  use: {
    baseURL: `http://dagkoerier.localhost:${port}`,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath,
      args: ["--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: {
    command: `node scripts/start.mjs --no-build --ports ${port},${TEST_PORTS.e2e.content},${TEST_PORTS.e2e.origin} --state .wrangler/e2e-state --fresh --test-secrets`,
    url: `http://127.0.0.1:${port}/`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: "pipe",
    stderr: "pipe",
  },
});
