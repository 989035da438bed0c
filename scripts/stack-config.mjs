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

// The portal's key as the origin's trusted client (contracts/client.ts, ADR 46): both Workers have it.
const TEST_ORIGIN_CLIENT_KEY = "test-origin-client-key-0123456789abcdef";

// Fixed, public test-only values: never used outside tests.
export const TEST_SECRETS = {
  portal: {
    SESSION_SECRET: "test-session-secret-0123456789abcdef0123456789abcdef",
    PREVIEW_SECRET: "test-preview-secret",
    SANITY_API_TOKEN: "test-sanity-token-never-in-html",
    ORIGIN_CLIENT_KEY: TEST_ORIGIN_CLIENT_KEY,
  },
  origin: {
    TOKEN_SIGNING_SECRET: "test-token-signing-secret-0123456789abcdef",
    // Allows POST /test/worlds, a fresh copy of the demo accounts per test (workers/origin/demo/worlds.ts, ADR 37).
    TEST_SEED_SECRET: "test-seed-secret-0123456789abcdef",
    ORIGIN_CLIENT_KEY: TEST_ORIGIN_CLIENT_KEY,
  },
  content: {
    SANITY_API_TOKEN: "test-sanity-token-never-in-html",
  },
};

/**
 * The calendar sweep (ADR 36): `MO_TEST_TODAY=YYYY-MM-DD` runs a test stack as if it were 11:00 in
 * the Netherlands on that day (late enough for the morning's delivery rules, early enough that a run
 * stays on that day). Resolved once into MO_TEST_CLOCK_SHIFT_MS, which every child process inherits,
 * so the origin, the portal and the tests agree to the millisecond. 0 on a normal run.
 */
export function testClockShiftMs() {
  if (process.env.MO_TEST_CLOCK_SHIFT_MS) return Number(process.env.MO_TEST_CLOCK_SHIFT_MS);
  const day = process.env.MO_TEST_TODAY;
  if (!day) return 0;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) throw new Error(`MO_TEST_TODAY must be a date YYYY-MM-DD (got ${day})`);
  const shift = amsterdamMoment(day, 11) - Date.now();
  process.env.MO_TEST_CLOCK_SHIFT_MS = String(shift);
  return shift;
}

/** The moment it is `hour`:00 on `day` in Europe/Amsterdam. */
export function amsterdamMoment(day, hour) {
  const [year, month, date] = day.split("-").map(Number);
  const guess = Date.UTC(year, month - 1, date, hour);
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/Amsterdam", hourCycle: "h23", year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit" })
      .formatToParts(guess)
      .map((part) => [part.type, part.value]),
  );
  const local = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute));
  return guess - (local - guess);
}
