// `npm run bench:lighthouse`: Lighthouse (mobile emulation, simulated throttling: its default) on every
// production screen of the production build, as a subscriber's phone sees it — logged in as Jan on
// De Dagkoerier where the screen needs an account. Prints per screen performance,
// accessibility and best-practices scores with LCP, TBT and CLS, and writes
// bench/results/lighthouse.json. Like the bench it is a measurement, not a test: a missed goal
// (performance ≥ 95, accessibility 100) is reported, never a failure.
//   --no-build   measure the existing build/
//   --only R     only route R (repeatable)
//   --runs N     Lighthouse runs per screen, the median reported (default 1; scores move ±2 per run)
// Chromium: CHROME_PATH, else /usr/bin/chromium (Debian's), else what chrome-launcher finds.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { quietEnv, root } from "../scripts/stack.mjs";
import { LOGGED_IN_SCREENS, PUBLIC_SCREENS } from "../tests/fixtures/screens.mjs";
import { logIn } from "./lib/login.mjs";
import { startToolStack } from "./lib/stack.mjs";

const ALL = [...LOGGED_IN_SCREENS.map((route) => ({ route, loggedIn: true })), ...PUBLIC_SCREENS.map((route) => ({ route, loggedIn: false }))];
const GOALS = { performance: 95, accessibility: 100 };

const { values: flags } = parseArgs({
  options: {
    "no-build": { type: "boolean", default: false },
    only: { type: "string", multiple: true },
    runs: { type: "string", default: "1" },
  },
});
const screens = flags.only?.length ? ALL.filter(({ route }) => flags.only.includes(route)) : ALL;
if (flags.only?.length && screens.length === 0) throw new Error(`--only ${flags.only.join(", ")}: not in the list`);
const RUNS = Math.max(1, Number(flags.runs) || 1);

const PORT_BASE = Number(process.env.LIGHTHOUSE_PORT_BASE ?? 58787);
const PORTS = { portal: PORT_BASE, content: PORT_BASE + 1, origin: PORT_BASE + 2 };
const HOST = "mijn.dagkoerier.example";
const portalUrl = `http://127.0.0.1:${PORTS.portal}`;
const step = (message) => console.log(`lighthouse: ${message}`);

function chromePath() {
  if (process.env.CHROME_PATH) return process.env.CHROME_PATH;
  return existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined;
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/** The audits of a category that failed (weighted or not), by id. */
const failedAudits = (category, audits) =>
  category.auditRefs.filter((ref) => audits[ref.id]?.score === 0).map((ref) => ref.id);

async function measure(port, url, headers) {
  const result = await lighthouse(url, {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance", "accessibility", "best-practices"],
    extraHeaders: headers,
  });
  const { categories, audits, runtimeError, finalDisplayedUrl } = result.lhr;
  if (runtimeError) throw new Error(`${url}: ${runtimeError.code} ${runtimeError.message} (ended on ${finalDisplayedUrl})`);
  const score = (name) => Math.round((categories[name]?.score ?? 0) * 100);
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    lcpMs: Math.round(audits["largest-contentful-paint"]?.numericValue ?? 0),
    tbtMs: Math.round(audits["total-blocking-time"]?.numericValue ?? 0),
    cls: Number((audits["cumulative-layout-shift"]?.numericValue ?? 0).toFixed(3)),
    // Lighthouse's own measure of the host's speed (higher is faster): simulated throttling slows the
    // page down from what this machine did, so scores from hosts far apart do not compare.
    benchmarkIndex: Math.round(result.lhr.environment?.benchmarkIndex ?? 0),
    failedAccessibility: failedAudits(categories.accessibility, audits),
    failedBestPractices: failedAudits(categories["best-practices"], audits),
    // What Chrome's DevTools reported (the "inspector-issues" audit), by kind and element.
    inspectorIssues: (audits["inspector-issues"]?.details?.items ?? []).flatMap((item) =>
      (item.subItems?.items ?? [{}]).map((sub) => `${item.issueType}${sub.snippet ? `: ${sub.snippet}` : sub.url ? `: ${sub.url}` : ""}`),
    ),
  };
}

/** A local call that failed (the shared machine's dev server busy for a moment): two more tries, 2 s apart. */
async function withRetry(call) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await call();
    } catch (error) {
      if (attempt >= 3) throw error;
      await new Promise((resolve) => setTimeout(resolve, 2_000));
    }
  }
}

/**
 * One Lighthouse run in a browser of its own (a cookie the portal set on one screen, e.g. a renewed
 * session, must not ride along to the next). Lighthouse now and then fails to record a page load
 * (NO_NAVSTART): up to two more tries.
 */
async function measureWithRetry(url, headers) {
  for (let attempt = 1; ; attempt++) {
    const chrome = await chromeLauncher.launch({ chromePath: chromePath(), chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu"] });
    try {
      return await measure(chrome.port, url, headers);
    } catch (error) {
      if (attempt >= 3) throw error;
      step(`${error.message}; again`);
    } finally {
      await chrome.kill();
    }
  }
}

async function main() {
  if (!flags["no-build"]) {
    step("building (npx react-router build)…");
    const out = spawnSync("npx", ["react-router", "build"], { cwd: root, env: quietEnv, encoding: "utf8", maxBuffer: 64 << 20 });
    if (out.status !== 0) throw new Error(`the build failed:\n${out.stdout}${out.stderr}`);
  } else if (!existsSync(path.join(root, "build/server/wrangler.json"))) {
    throw new Error("--no-build, but there is no build/: run without --no-build");
  }
  step(`starting the stack on ports ${PORTS.portal}/${PORTS.content}/${PORTS.origin}…`);
  const stack = await startToolStack({ ports: PORTS, stateDir: ".wrangler/lighthouse-state" });
  const rows = [];
  try {
    for (const { route, loggedIn } of screens) {
      // A session of its own per screen: the browser cannot store what the portal sets on a cookie sent as
      // an extra header, so a session the portal renewed on one screen would be stale on the next.
      const runs = [];
      try {
        const cookie = loggedIn ? await withRetry(() => logIn({ portalUrl, host: HOST, email: "jan.jansen@example.nl", password: "Welkom-2026!" })) : null;
        const headers = { "x-ak-inc-host": HOST, ...(cookie ? { cookie } : {}) };
        for (let run = 0; run < RUNS; run++) runs.push(await measureWithRetry(`${portalUrl}${route}`, headers));
      } catch (error) {
        // One screen that cannot be measured is reported as such; the others still are.
        step(`${route}: not measured (${error.message})`);
        rows.push({ route, loggedIn, error: error.message });
        continue;
      }
      const byPerformance = [...runs].sort((a, b) => a.performance - b.performance);
      const row = { route, loggedIn, ...byPerformance[Math.floor(runs.length / 2)], performanceRuns: runs.map((r) => r.performance), lcpMs: median(runs.map((r) => r.lcpMs)) };
      rows.push(row);
      step(`${route}${loggedIn ? "" : " (no login)"}: performance ${row.performance}, accessibility ${row.accessibility}, best practices ${row.bestPractices}, LCP ${row.lcpMs} ms, TBT ${row.tbtMs} ms, CLS ${row.cls}`);
    }
  } finally {
    stack.stop();
  }
  const table = [
    "| screen | login | performance | accessibility | best practices | LCP | TBT | CLS |",
    "|---|---|---|---|---|---|---|---|",
    ...rows.map((row) =>
      row.error ? `| ${row.route} | ${row.loggedIn ? "Jan" : "–"} | not measured: ${row.error} | | | | | |` :
        `| ${row.route} | ${row.loggedIn ? "Jan" : "–"} | ${row.performance}${row.performance >= GOALS.performance ? "" : " ✗"} | ${row.accessibility}${row.accessibility >= GOALS.accessibility ? "" : ` ✗ (${row.failedAccessibility.join(", ")})`} | ${row.bestPractices}${row.failedBestPractices.length ? ` (${row.failedBestPractices.join(", ")})` : ""} | ${(row.lcpMs / 1000).toFixed(1)} s | ${row.tbtMs} ms | ${row.cls} |`,
    ),
  ].join("\n");
  console.log(`\n${table}\n`);
  const met = rows.filter((row) => !row.error && row.performance >= GOALS.performance && row.accessibility >= GOALS.accessibility).length;
  console.log(`Goals (performance ≥ ${GOALS.performance}, accessibility ${GOALS.accessibility}) met on ${met} of ${rows.length} screens.`);
  const benchmarkIndex = median(rows.filter((row) => !row.error).map((row) => row.benchmarkIndex));
  console.log(`Method: Lighthouse ${(await import("lighthouse/package.json", { with: { type: "json" } })).default.version}, mobile emulation and simulated throttling (its defaults), ${RUNS} run(s) per screen (median by performance), the production build on Wrangler's local dev server, ${os.cpus().length} cores, load ${os.loadavg()[0].toFixed(2)}, host benchmark index ${benchmarkIndex} (median; Lighthouse calibrates its throttling for ~1000–2000: a slower host scores lower).`);
  mkdirSync(path.join(root, "bench/results"), { recursive: true });
  writeFileSync(path.join(root, "bench/results/lighthouse.json"), `${JSON.stringify({ startedAt: new Date().toISOString(), runs: RUNS, goals: GOALS, benchmarkIndex, rows }, null, 2)}\n`);
}

main().catch((error) => {
  console.error(`lighthouse: ${error.stack ?? error}`);
  process.exit(1);
});
