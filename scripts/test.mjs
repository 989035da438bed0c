// `npm test`: build once, then the static checks (typecheck: resolvers against their SDL, routes,
// env types; deploy check: the three Workers' dry runs, bindings and size), every vitest project
// (unit, origin, worker) and the Playwright journeys. Prints one closing line
// "Tests: N passed, N failed" over all of them (each static check counts as one).
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { quietEnv, root } from "./stack.mjs";

const results = path.join(root, "test-results");
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });
const args = process.argv.slice(2);
const only = (name) => args.length === 0 || args.includes(name);

function step(label, command, commandArgs, env = {}) {
  console.log(`\n▶ ${label}`);
  const result = spawnSync(command, commandArgs, { cwd: root, env: { ...quietEnv, ...env }, stdio: "inherit" });
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
  failedSteps += step("vitest (unit, origin, worker)", "npx", ["vitest", "run", "--reporter=default", "--reporter=json", `--outputFile.json=${vitestJson}`]) !== 0 ? 1 : 0;
  if (existsSync(vitestJson)) {
    const report = JSON.parse(readFileSync(vitestJson, "utf8"));
    passed += report.numPassedTests;
    failed += report.numFailedTests;
  } else failed += 1;
}

if (only("e2e")) {
  const playwrightJson = path.join(results, "playwright.json");
  failedSteps += step("playwright (chromium)", "npx", ["playwright", "test", "--reporter=list,json"], { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson }) !== 0 ? 1 : 0;
  if (existsSync(playwrightJson)) {
    const report = JSON.parse(readFileSync(playwrightJson, "utf8"));
    const { stats } = report;
    passed += stats.expected + stats.flaky;
    failed += stats.unexpected;
    if (stats.flaky > 0) flaky.push(...flakyTitles(report));
  } else failed += 1;
}

if (failedSteps > 0 && failed === 0) failed = failedSteps;
if (flaky.length > 0) console.log(`\nFlaky (failed once, passed on the retry):\n${flaky.map((title) => `  ${title}`).join("\n")}`);
console.log(`\nTests: ${passed} passed, ${failed} failed${flaky.length ? ` (${flaky.length} flaky)` : ""}`);
process.exit(failed > 0 ? 1 : 0);
