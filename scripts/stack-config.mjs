import { availableParallelism } from "node:os";

// Ports and throw-away secrets of the local stacks. `npm start` uses the default ports; the test
// stacks use their own ports and state so tests never touch what `npm start` serves.
export const DEFAULT_PORTS = { portal: 8787, content: 8788, origin: 8789 };

// MO_TEST_PORT_OFFSET (a multiple of 100 below 1000; inspectors use port + 1000) moves every test
// port, so two checkouts on one machine can run their tests at the same time.
const offset = Number(process.env.MO_TEST_PORT_OFFSET ?? 0);
if (!Number.isInteger(offset) || offset < 0 || offset >= 1000 || offset % 100 !== 0) {
  throw new Error(`MO_TEST_PORT_OFFSET must be 0, 100, … 900 (got ${process.env.MO_TEST_PORT_OFFSET})`);
}

/**
 * The journeys run on one stack (portal, content emulator, origin) with fresh, seeded state, in
 * E2E_WORKERS Playwright workers at a time; each journey works in a world of its own (a fresh copy of
 * the demo people from the origin's test seeding API, ADR 37), so journeys need no stack of their own.
 * MO_E2E_WORKERS overrides the default.
 */
export const E2E_WORKERS = Math.max(1, Number(process.env.MO_E2E_WORKERS ?? 2) || 1);

export const TEST_PORTS = {
  // sink: the error-report sink (tests/worker/report-sink.ts) that stands in for Sentry.
  worker: { content: 18788 + offset, origin: 18789 + offset, sink: 18790 + offset },
  e2e: { portal: 28787 + offset, content: 28788 + offset, origin: 28789 + offset },
};

// Fixed, public test-only values: never used outside tests.
export const TEST_SECRETS = {
  portal: {
    SESSION_SECRET: "test-session-secret-0123456789abcdef0123456789abcdef",
    PREVIEW_SECRET: "test-preview-secret",
    SANITY_API_TOKEN: "test-sanity-token-never-in-html",
  },
  origin: {
    TOKEN_SIGNING_SECRET: "test-token-signing-secret-0123456789abcdef",
    // Allows POST /test/worlds, a fresh copy of the demo accounts per test (workers/origin/worlds.ts, ADR 37).
    TEST_SEED_SECRET: "test-seed-secret-0123456789abcdef",
  },
  content: {
    SANITY_API_TOKEN: "test-sanity-token-never-in-html",
  },
};
