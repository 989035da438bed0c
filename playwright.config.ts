import { defineConfig, devices } from "@playwright/test";
import { existsSync } from "node:fs";
import { E2E_WORKERS, TEST_PORTS } from "./scripts/stack-config.mjs";

// Journeys run against the production build on test-only ports with fresh, seeded state, each in a
// world of its own (a fresh copy of the demo people, tests/e2e/fixtures.ts, ADR 37): so they run in
// parallel, in any order, alone or twice, on one stack.
const ports = TEST_PORTS.e2e;
const port = ports.portal;
// Debian's Chromium headless shell (the browser Playwright itself runs for headless tests: no browser UI
// underneath, about a third less CPU per journey than the full browser on a two-core machine), else
// Debian's full Chromium; CHROMIUM_PATH names another.
const executablePath = process.env.CHROMIUM_PATH ?? ["/usr/bin/chromium-headless-shell", "/usr/bin/chromium"].find((candidate) => existsSync(candidate));

export default defineConfig({
  testDir: "tests/e2e",
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: E2E_WORKERS,
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
    command: `node scripts/start.mjs --no-build --ports ${ports.portal},${ports.content},${ports.origin} --state .wrangler/e2e-state${ports.origin === 28789 ? "" : `-${ports.origin}`} --fresh --test-secrets`,
    url: `http://127.0.0.1:${ports.portal}/`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: "pipe",
    stderr: "pipe",
  },
});
