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
 * The journeys run in lanes (Playwright workers, ADR 36): each lane has its own stack (portal, content
 * emulator, origin) with its own fresh, seeded state, ten ports above the previous lane's. A worker
 * process knows its lane from TEST_PARALLEL_INDEX, which Playwright sets (0 … workers - 1). One lane per
 * two cores: a lane (Chromium, three workerd processes and their dev servers) keeps two cores busy, and on
 * a 2-core machine two lanes were slower than one (18.2 against 17.4 minutes for the 148 journeys). MO_E2E_LANES overrides.
 */
export const E2E_LANES = Math.max(1, Number(process.env.MO_E2E_LANES ?? Math.floor(availableParallelism() / 2)) || 1);
export const e2ePorts = (lane) => ({ portal: 28787 + offset + lane * 10, content: 28788 + offset + lane * 10, origin: 28789 + offset + lane * 10 });
const e2eLane = Number(process.env.TEST_PARALLEL_INDEX ?? 0) || 0;

export const TEST_PORTS = {
  // sink: the error-report sink (tests/worker/report-sink.ts) that stands in for Sentry.
  worker: { content: 18788 + offset, origin: 18789 + offset, sink: 18790 + offset },
  // This process's lane (lane 0 outside a Playwright worker).
  e2e: e2ePorts(e2eLane),
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
  },
  content: {
    SANITY_API_TOKEN: "test-sanity-token-never-in-html",
  },
};
