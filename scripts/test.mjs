// `npm test`: build once, then the static checks (typecheck: resolvers against their SDL, routes,
// env types; deploy check: the three Workers' dry runs, bindings and size), every vitest project
// (unit, origin, worker) and the Playwright journeys. Prints one closing line
// "Tests: N passed, N failed" over all of them (each static check counts as one).
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { quietEnv, root } from "./stack.mjs";

const results = path.join(root, "test-results");
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });
const args = process.argv.slice(2);
const PARTS = ["checks", "vitest", "e2e"];

// `npm test -- <area>` (ADR 36): the unit, origin, worker and journey tests of one product area — its
// folders app/features/<area> and workers/origin/areas/<area>, and the worker and journey files named
// after it (`<area>.test.ts`, `<area>-….spec.ts`) — without the static checks.
const areas = args.filter((arg) => !PARTS.includes(arg));
for (const area of areas) {
  if (!existsSync(path.join(root, "app/features", area)) && !existsSync(path.join(root, "workers/origin/areas", area))) {
    console.error(`Unknown area "${area}": name a folder of app/features or workers/origin/areas, or one of ${PARTS.join(", ")}.`);
    process.exit(2);
  }
}
const parts = args.filter((arg) => PARTS.includes(arg));
const only = (name) => (name === "checks" && areas.length > 0 ? parts.includes(name) : parts.length === 0 || parts.includes(name));

/** The test files of the areas asked for (relative paths), or null for every test. */
function areaFiles(dir, suffix) {
  if (areas.length === 0) return null;
  return readdirSync(path.join(root, dir))
    .filter((name) => name.endsWith(suffix) && areas.some((area) => name === `${area}${suffix}` || name.startsWith(`${area}-`)))
    .map((name) => `${dir}/${name}`);
}
const areaVitestFilters = areas.length === 0 ? [] : [...areas.flatMap((area) => [`app/features/${area}/`, `workers/origin/areas/${area}/`]), ...areaFiles("tests/worker", ".test.ts")];
const areaJourneys = areaFiles("tests/e2e", ".spec.ts");

/** Each step's wall time, printed at the end (the phases of a run). */
const timings = [];

function step(label, command, commandArgs, env = {}) {
  console.log(`\n▶ ${label}`);
  const started = Date.now();
  const result = spawnSync(command, commandArgs, { cwd: root, env: { ...quietEnv, ...env }, stdio: "inherit" });
  timings.push(`${label} ${((Date.now() - started) / 1000).toFixed(0)} s`);
  return result.status ?? 1;
}

let failedSteps = 0;
if (step("build", "npm", ["run", "build", "--silent"]) !== 0) {
  console.log("\nTests: 0 passed, 1 failed");
  process.exit(1);
}

let passed = 0;
let failed = 0;
/** Journeys that failed first and passed on their retry (CI only). */
const flaky = [];

function flakyTitles(report) {
  const titles = [];
  const walk = (suite, path) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) if (test.status === "flaky") titles.push(`${spec.file}:${spec.line} ${[...path, spec.title].join(" › ")}`);
    }
    for (const child of suite.suites ?? []) walk(child, child.title && !child.title.endsWith(".ts") ? [...path, child.title] : path);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  return titles;
}

if (only("checks")) {
  for (const [label, script] of [
    ["typecheck", "typecheck"],
    ["deploy check", "deploy:check"],
  ]) {
    if (step(label, "npm", ["run", script, "--silent"]) === 0) passed += 1;
    else failed += 1;
  }
}

if (only("vitest")) {
  const vitestJson = path.join(results, "vitest.json");
  failedSteps += step("vitest (unit, origin, worker)", "npx", ["vitest", "run", "--passWithNoTests", "--reporter=default", "--reporter=json", `--outputFile.json=${vitestJson}`, ...areaVitestFilters]) !== 0 ? 1 : 0;
  if (existsSync(vitestJson)) {
    const report = JSON.parse(readFileSync(vitestJson, "utf8"));
    passed += report.numPassedTests;
    failed += report.numFailedTests;
  } else failed += 1;
}

if (only("e2e") && !(areaJourneys && areaJourneys.length === 0)) {
  const playwrightJson = path.join(results, "playwright.json");
  failedSteps += step("playwright (chromium)", "npx", ["playwright", "test", "--reporter=list,json", ...(areaJourneys ?? [])], { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson }) !== 0 ? 1 : 0;
  if (existsSync(playwrightJson)) {
    const report = JSON.parse(readFileSync(playwrightJson, "utf8"));
    const { stats } = report;
    passed += stats.expected + stats.flaky;
    failed += stats.unexpected;
    if (stats.flaky > 0) flaky.push(...flakyTitles(report));
  } else failed += 1;
}

if (failedSteps > 0 && failed === 0) failed = failedSteps;

// A journey that needed its retry is named; one that needed it in the previous run on this machine
// too is counted as failed (ADR 36): an intermittent failure must not become the new normal.
const historyFile = path.join(root, ".wrangler", "test-history", "flaky.json");
const previouslyFlaky = new Set(existsSync(historyFile) ? JSON.parse(readFileSync(historyFile, "utf8")) : []);
const flakyTwice = flaky.filter((title) => previouslyFlaky.has(title.replace(/:\d+ /, " ")));
if (only("e2e") && areas.length === 0) {
  mkdirSync(path.dirname(historyFile), { recursive: true });
  writeFileSync(historyFile, JSON.stringify(flaky.map((title) => title.replace(/:\d+ /, " "))));
}
if (flaky.length > 0) console.log(`\nFlaky (failed once, passed on the retry):\n${flaky.map((title) => `  ${title}`).join("\n")}`);
if (flakyTwice.length > 0) {
  console.log(`\nFlaky in the previous run too, counted as failed:\n${flakyTwice.map((title) => `  ${title}`).join("\n")}`);
  passed -= flakyTwice.length;
  failed += flakyTwice.length;
}
console.log(`\nTime: ${timings.join(" · ")}`);
console.log(`\nTests: ${passed} passed, ${failed} failed${flaky.length ? ` (${flaky.length} flaky)` : ""}`);
process.exit(failed > 0 ? 1 : 0);
