// `npm run test:calendar`: the calendar sweep (ADR 36). The date-sensitive suites — holiday, delivery
// windows, credits and incidents, moving lead times, invoices and retention, cancellation and
// withdrawal terms, payment, sessions and codes — run once per day of a fixed list, each time on a
// fresh test stack whose origin, portal and tests all run on that day (MO_TEST_TODAY, resolved into
// one clock shift for every process: scripts/stack-config.mjs). A rule that holds in November and
// breaks on Boxing Day, at New Year, on a daylight-saving Sunday or on 29 February fails here first.
//
//   npm run test:calendar                  every day of the list
//   npm run test:calendar -- 2027-03-28    one or more days of your own
//
// Ends with "Tests: N passed, N failed" over all days, and each day's result and time.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { quietEnv, root } from "./stack.mjs";

export const SWEEP_DAYS = [
  ["2026-12-21", "Monday of Christmas week"],
  ["2026-12-24", "Christmas Eve: Christmas and Boxing Day ahead"],
  ["2026-12-31", "New Year's Eve: a year end ahead"],
  ["2027-03-28", "last Sunday of March (summer time starts) and Easter Sunday"],
  ["2027-03-29", "Easter Monday, the Monday after Easter"],
  ["2027-06-16", "an ordinary Wednesday"],
  ["2027-10-31", "last Sunday of October (summer time ends)"],
  ["2028-02-29", "29 February"],
];

/** The product areas whose rules read "today": their unit, origin and worker tests run on every day of the sweep. */
export const DATE_SENSITIVE_AREAS = ["holiday", "delivery", "moving", "invoices", "subscriptions", "cancellation", "payment", "privacy", "account", "identity", "sessions", "shared-access"];

/** The suites of those areas (paths as vitest filters them), with the cross-cutting ones that read the clock. */
export const DATE_SENSITIVE = [
  ...DATE_SENSITIVE_AREAS.flatMap((area) => [`workers/origin/areas/${area}/`, `app/features/${area}/`]),
  ...readdirSync(path.join(root, "tests/worker"))
    .filter((name) => DATE_SENSITIVE_AREAS.some((area) => name === `${area}.test.ts` || name.startsWith(`${area}-`)))
    .map((name) => `tests/worker/${name}`),
  "workers/origin/identity/",
  "workers/origin/records/housekeeping.test.ts",
  "workers/origin/demo/seed.test.ts",
  "workers/origin/calendar/test-clock.test.ts",
  "app/platform/locale/",
  "app/ui/date-picker/",
  "tests/worker/run-clock.test.ts",
];

const asked = process.argv.slice(2);
for (const day of asked) {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) {
    console.error(`Not a date: ${day} (YYYY-MM-DD)`);
    process.exit(2);
  }
}
const days = asked.length > 0 ? asked.map((day) => [day, "asked for"]) : SWEEP_DAYS;

const results = path.join(root, "test-results", "calendar");
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

let passed = 0;
let failed = 0;
const lines = [];
for (const [day, why] of days) {
  console.log(`\n▶ ${day} (${why})`);
  const report = path.join(results, `${day}.json`);
  const started = Date.now();
  const env = { ...quietEnv, MO_TEST_TODAY: day };
  delete env.MO_TEST_CLOCK_SHIFT_MS;
  const run = spawnSync("npx", ["vitest", "run", "--reporter=dot", "--reporter=json", `--outputFile.json=${report}`, ...DATE_SENSITIVE], { cwd: root, env, stdio: "inherit" });
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  if (existsSync(report)) {
    const { numPassedTests, numFailedTests } = JSON.parse(readFileSync(report, "utf8"));
    passed += numPassedTests;
    failed += numFailedTests || (run.status === 0 ? 0 : 1);
    lines.push(`${day}  ${numPassedTests} passed, ${numFailedTests} failed  ${seconds} s  (${why})`);
  } else {
    failed += 1;
    lines.push(`${day}  no report (exit ${run.status})  ${seconds} s  (${why})`);
  }
}
console.log(`\nCalendar sweep:\n${lines.map((line) => `  ${line}`).join("\n")}`);
console.log(`\nTests: ${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
