// `npm run bench`: measures the portal against a separate minimal React Router app (bench/baseline,
// same versions, started beside the portal in the same run) and, as a second row, against a bare
// route inside the portal's own Worker; prints one table and writes bench/results/latest.json. It is
// not a test: a missed target is reported, never a failure. Exit 1 only when nothing meaningful could
// be measured.
//   --no-build   measure the existing build/
//   --verbose    stream the workers' logs
//   --only R     measure only route R (repeatable) beside the baseline and the bare routes
import { spawnSync } from "node:child_process";
import { mkdirSync, existsSync, writeFileSync, rmSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { gzipSync } from "node:zlib";
import { TEST_SECRETS } from "../scripts/stack-config.mjs";
import { dryRun } from "../scripts/dry-run.mjs";
import { quietEnv, root, startStack } from "../scripts/stack.mjs";
import { clientJsOfPage } from "./lib/client-js.mjs";
import { ACCOUNT_SCREENS, SERVICE_SCREENS } from "../tests/fixtures/screens.mjs";
import { logIn } from "./lib/login.mjs";
import { median, percentile, runBatch } from "./lib/load.mjs";
import { clockTicks, cpuMs, descendants, stillRunning, workerProcesses } from "./lib/proc.mjs";

// Routes measured against the bare baseline. A route that does not answer 2xx is skipped.
const ALL_ROUTES = [
  "/",
  ...ACCOUNT_SCREENS,
  "/account/verwijderd?op=2026-12-12",
  ...SERVICE_SCREENS,
  "/bezorgservice/melden",
  // /bezorgservice without a login: today's incidents (the query only names the measurement apart)
  "/bezorgservice?zonder-inloggen",
  "/klantenservice/veelgestelde-vragen",
  "/klantenservice/contact",
  "/klantenservice/contact/formulier",
  "/klantenservice/contact/app/basis-formulier",
  "/klantenservice/email",
  "/toegankelijkheid",
  "/dev/componenten",
  "/myaccount",
  "/app-integration",
];
// Every route but these is measured with a logged-in demo account (the session is validated at the
// origin per request). Not measured: /betaalservice/wijzigen/status/… and /facturen/betalen/status/… need a payment started
// at the origin first.
const { values: flags } = parseArgs({
  options: {
    "no-build": { type: "boolean", default: false },
    verbose: { type: "boolean", default: false },
    only: { type: "string", multiple: true },
    // Measure as the local stack compresses for a browser (see UNCOMPRESSED in lib/load.mjs): the figures
    // then include gzip in the Worker's process, which Cloudflare's front line does outside it.
    compressed: { type: "boolean", default: false },
  },
});
for (const route of flags.only ?? []) if (!ALL_ROUTES.includes(route)) throw new Error(`--only ${route}: not in the bench's route list`);
const ROUTES = flags.only?.length ? ALL_ROUTES.filter((route) => flags.only.includes(route)) : ALL_ROUTES;
const PUBLIC_ROUTES = new Set([
  "/", "/dev/componenten", "/myaccount", "/app-integration", "/bezorgservice/melden", "/bezorgservice?zonder-inloggen", "/account/verwijderd?op=2026-12-12",
]);
const LOGGED_IN_ROUTES = new Set(ROUTES.filter((route) => !PUBLIC_ROUTES.has(route)));
const DEMO_ACCOUNT = { email: "jan.jansen@example.nl", password: "Welkom-2026!" };
const BARE_ROUTE = "/__bench/bare";
/** The bare route after one origin request: what a subrequest's local transport costs the Worker's process. */
const BARE_ORIGIN_ROUTE = "/__bench/bare?origin";
/** The separate baseline app (bench/baseline): the reference of every ratio. */
const BASELINE = "baseline app /";
const HOST = "mijn.dagkoerier.example"; // the branded service home
const PORT_BASE = Number(process.env.BENCH_PORT_BASE ?? 48787); // another base lets a second checkout bench at once
const PORTS = { portal: PORT_BASE, content: PORT_BASE + 1, origin: PORT_BASE + 2, baseline: PORT_BASE + 3 }; // inspector ports are +1000
const STATE_DIR = ".wrangler/bench-state";
const WARMUP_REQUESTS = 50; // per route, not measured
const ROUNDS = 5; // interleaved: bare, /, …, then the next round in rotated order
const REQUESTS_PER_ROUTE = 1000; // over all rounds; ~1 s batches here, shorter ones were too noisy
const MAX_MS_PER_ROUTE = 20_000; // over all rounds
const CONCURRENCY = 8;
const TARGETS = { throughputRatio: 0.5, cpuRatio: 2, cpuMsPerRequest: 5, clientJsRatio: 1.25, workerGzipKiB: 1024 };


const clientDir = path.join(root, "build/client");
const serverConfig = path.join(root, "build/server/wrangler.json");
const portalUrl = `http://127.0.0.1:${PORTS.portal}`;
const baselineUrl = `http://127.0.0.1:${PORTS.baseline}`;
const baselineDir = path.join(root, "bench/baseline");
/** Where a measured route is served: the baseline app has its own Worker and port. */
const urlOf = (route) => (route === BASELINE ? `${baselineUrl}/` : `${portalUrl}${route}`);
const headers = { "x-ak-inc-host": HOST };
let sessionCookie = null;
/**
 * The app's pages (its entry page and the /app/ paths) are opened by the brand app's webview, which
 * names itself in the user agent (spec §8); without it every request takes the error path that
 * reports a misconfigured app.
 */
const isAppRoute = (route) => route === "/myaccount" || /\/app(\/|$)/.test(route);
const APP_ROUTES = ROUTES.filter(isAppRoute);
const APP_USER_AGENT = "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MijnOmgevingApp/5.2";
/** What Node's fetch asks for when not told (`--compressed`); otherwise runBatch asks for identity. */
const encoding = flags.compressed ? { "accept-encoding": "gzip, deflate" } : {};
const headersFor = (route) =>
  route === BASELINE
    ? { ...encoding }
    : {
        ...encoding,
        ...headers,
        ...(LOGGED_IN_ROUTES.has(route) && sessionCookie ? { cookie: sessionCookie } : {}),
        ...(isAppRoute(route) ? { "user-agent": APP_USER_AGENT } : {}),
      };
const startedAt = Date.now();
const results = {
  startedAt: new Date(startedAt).toISOString(),
  commit: git(["describe", "--always", "--dirty"]),
  machine: { node: process.version, cpus: os.cpus().length, loadAverage1m: os.loadavg()[0], clockTicks },
  config: { ROUTES, acceptEncoding: flags.compressed ? "gzip, deflate" : "identity", BARE_ROUTE, BARE_ORIGIN_ROUTE, HOST, PORTS, WARMUP_REQUESTS, ROUNDS, REQUESTS_PER_ROUTE, MAX_MS_PER_ROUTE, CONCURRENCY, TARGETS },
  workerBundle: null,
  idleWorkerdCpuMsPerSecond: null,
  routes: {},
  errors: [],
};

function git(args) {
  const out = spawnSync("git", args, { cwd: root, encoding: "utf8" });
  return out.status === 0 ? out.stdout.trim() : null;
}

function step(message) {
  console.log(`bench: ${message}`);
}

// ---------------------------------------------------------------------------------------------
// Cleanup: stop the stack, then make sure nothing this process started outlives it.

let stack = null;
let shuttingDown = null;
let interrupted = false;

function shutdown() {
  shuttingDown ??= (async () => {
    const tree = descendants(process.pid);
    if (stack) stack.stop();
    else for (const proc of tree) if (proc.ppid === process.pid && stillRunning(proc)) process.kill(proc.pid, "SIGTERM");
    const deadline = Date.now() + 8_000;
    while (Date.now() < deadline && tree.some(stillRunning)) await new Promise((resolve) => setTimeout(resolve, 100));
    for (const proc of tree) if (stillRunning(proc)) process.kill(proc.pid, "SIGKILL");
  })();
  return shuttingDown;
}

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, async () => {
    interrupted = true;
    console.error(`\nbench: ${signal}, stopping the stack…`);
    await shutdown();
    process.exit(130);
  });
}

// ---------------------------------------------------------------------------------------------
// 1. Build

function build() {
  if (flags["no-build"]) {
    if (!existsSync(serverConfig)) throw new Error("--no-build, but build/server/wrangler.json is missing: run without --no-build");
    if (!existsSync(path.join(baselineDir, "build/server/wrangler.json"))) throw new Error("--no-build, but bench/baseline is not built: run without --no-build");
    step("using the existing build/ (--no-build)");
    return;
  }
  step("building (npx react-router build)…");
  const started = Date.now();
  const out = spawnSync("npx", ["react-router", "build"], { cwd: root, env: quietEnv, encoding: "utf8", maxBuffer: 64 << 20 });
  if (out.status !== 0) {
    process.stderr.write(out.stdout + out.stderr);
    const hint = existsSync(path.join(root, "app/platform/content/brand-snapshot.json"))
      ? ""
      : "\nhint: app/platform/content/brand-snapshot.json is missing; `npm run build` (its prebuild) writes it.";
    throw new Error(`the build failed (exit ${out.status})${hint}`);
  }
  step(`built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  const baseline = spawnSync("npx", ["react-router", "build"], { cwd: baselineDir, env: quietEnv, encoding: "utf8", maxBuffer: 64 << 20 });
  if (baseline.status !== 0) {
    process.stderr.write(baseline.stdout + baseline.stderr);
    throw new Error(`the baseline app (bench/baseline) did not build (exit ${baseline.status})`);
  }
  step("built the baseline app (bench/baseline)");
}

// ---------------------------------------------------------------------------------------------
// 6. Worker bundle size, from wrangler's own dry run (works offline)

function workerBundle() {
  const result = dryRun(serverConfig);
  if (result.gzipKiB === null) {
    results.errors.push(`wrangler deploy --dry-run printed no "Total Upload"`);
    console.error(result.output.trim().split("\n").slice(-15).join("\n"));
    return null;
  }
  return { totalKiB: result.totalKiB, gzipKiB: result.gzipKiB };
}

// ---------------------------------------------------------------------------------------------
// 2. The stack on bench-only ports and state

function portInUse(port) {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: "127.0.0.1" });
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

async function startBenchStack() {
  const ports = Object.values(PORTS).flatMap((port) => [port, port + 1000]);
  const busy = [];
  for (const port of ports) if (await portInUse(port)) busy.push(port);
  if (busy.length) throw new Error(`port(s) ${busy.join(", ")} already in use: is another bench running?`);

  const logTail = [];
  const log = (line) => {
    if (flags.verbose) console.log(line);
    logTail.push(...line.replace(/\x1b\[[0-9;]*m/g, "").split("\n"));
    logTail.splice(0, Math.max(0, logTail.length - 60));
  };
  const options = {
    ports: PORTS,
    stateDir: STATE_DIR,
    fresh: true,
    secrets: { ...TEST_SECRETS.portal, ...TEST_SECRETS.origin },
    log,
    baselinePort: PORTS.baseline,
  };
  for (let attempt = 1; ; attempt++) {
    step(`starting the stack on ports ${PORTS.portal}/${PORTS.content}/${PORTS.origin} (attempt ${attempt})…`);
    const started = Date.now();
    try {
      const running = await startStack(options);
      step(`stack up in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      return running;
    } catch (error) {
      if (interrupted) throw error;
      console.error(`bench: the stack did not start: ${error.message}`);
      if (logTail.length) console.error(`--- last worker log lines ---\n${logTail.join("\n")}\n---`);
      await shutdown();
      shuttingDown = null;
      if (attempt >= 2) throw new Error(`could not start the local stack (content, origin, portal): ${error.message}`);
      await new Promise((resolve) => setTimeout(resolve, 3_000));
    }
  }
}

// ---------------------------------------------------------------------------------------------
// 3–5. SSR throughput, CPU per request, client JS

async function probe(route) {
  const response = await fetch(urlOf(route), { headers: headersFor(route), redirect: "manual", signal: AbortSignal.timeout(30_000) });
  return { status: response.status, html: await response.text() };
}

async function fetchAsset(url) {
  const response = await fetch(url, { headers: url.startsWith(baselineUrl) ? {} : headers, signal: AbortSignal.timeout(10_000) });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return Buffer.from(await response.arrayBuffer());
}

async function measureSsr() {
  const processes = workerProcesses(stack.byName.portal.pid, PORTS.portal);
  const baselineProcesses = workerProcesses(stack.byName.baseline.pid, PORTS.baseline);
  const processesOf = (route) => (route === BASELINE ? baselineProcesses : processes);
  if (ROUTES.some((route) => LOGGED_IN_ROUTES.has(route))) {
    sessionCookie = await logIn({ portalUrl, host: HOST, ...DEMO_ACCOUNT });
  }
  const cpuMeasured = processes.runtimePids.length > 0 && baselineProcesses.runtimePids.length > 0;
  if (!cpuMeasured) results.errors.push("no workerd runtime found under the portal's wrangler: CPU not measured");
  results.portalProcesses = processes;
  results.baselineProcesses = baselineProcesses;
  // The content emulator and the reference origin (every process of their dev server): what a
  // page costs behind the portal. On this machine they share the cores with the portal, so a page
  // that waits for the origin is slowed by the origin's CPU too (ADR 26, finding 5).
  const backendPids = ["origin", "content"].flatMap((name) => {
    const of = workerProcesses(stack.byName[name].pid, PORTS[name]);
    return [...of.runtimePids, ...of.proxyPids, of.wranglerPid];
  });
  const sampleCpu = (route) => {
    const of = processesOf(route);
    return { runtime: cpuMs(of.runtimePids), proxy: cpuMs(of.proxyPids), wrangler: cpuMs([of.wranglerPid]), backend: cpuMs(backendPids) };
  };

  const measured = [];
  for (const route of [BASELINE, BARE_ROUTE, BARE_ORIGIN_ROUTE, ...ROUTES]) {
    const { status, html } = await probe(route);
    const entry = (results.routes[route] = { status });
    if (status < 200 || status >= 300) {
      entry.skipped = `skipped (${status})`;
      step(`${route}: skipped (${status})`);
      continue;
    }
    entry.clientJs = await clientJsOfPage({
      html,
      pageUrl: urlOf(route),
      clientDir: route === BASELINE ? path.join(baselineDir, "build/client") : clientDir,
      fetchAsset,
    });
    // Informational: the document itself, which carries React Router's inline route manifest.
    entry.htmlBytes = Buffer.byteLength(html);
    entry.htmlGzipBytes = gzipSync(html, { level: 9 }).length;
    measured.push(route);
  }
  if (!measured.includes(BASELINE)) throw new Error(`the baseline app answered ${results.routes[BASELINE].status}: no baseline`);

  step(`warming up (${WARMUP_REQUESTS} requests per route)…`);
  for (const route of measured) {
    if (interrupted) return;
    await runBatch({ url: urlOf(route), headers: headersFor(route), count: WARMUP_REQUESTS, concurrency: CONCURRENCY, maxMs: MAX_MS_PER_ROUTE });
  }

  // Idle CPU of the portal's workerd, to show how much of the per-request figure is background.
  const idleBefore = cpuMs(processes.runtimePids);
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  results.idleWorkerdCpuMsPerSecond = cpuMs(processes.runtimePids) - idleBefore;

  const perBatch = Math.ceil(REQUESTS_PER_ROUTE / ROUNDS);
  const batchMaxMs = MAX_MS_PER_ROUTE / ROUNDS;
  const rounds = Object.fromEntries(measured.map((route) => [route, []]));
  for (let round = 0; round < ROUNDS; round++) {
    // Rotate the order each round so no route always runs first or last.
    const order = measured.map((_, i) => measured[(i + round) % measured.length]);
    step(`round ${round + 1}/${ROUNDS}: ${order.join(", ")}`);
    for (const route of order) {
      if (interrupted) return;
      const before = sampleCpu(route);
      const loadBefore = process.cpuUsage();
      const batch = await runBatch({ url: urlOf(route), headers: headersFor(route), count: perBatch, concurrency: CONCURRENCY, maxMs: batchMaxMs });
      const after = sampleCpu(route);
      // The bench's own process is the load generator: it shares the two cores with every Worker.
      const load = process.cpuUsage(loadBefore);
      rounds[route].push({
        ...batch,
        cpuMs: {
          ...Object.fromEntries(Object.keys(after).map((key) => [key, after[key] - before[key]])),
          loadGenerator: (load.user + load.system) / 1000,
        },
      });
    }
  }

  for (const route of measured) {
    const batches = rounds[route];
    const answered = batches.reduce((sum, b) => sum + b.ok + b.failed, 0);
    const failed = batches.reduce((sum, b) => sum + b.failed, 0);
    const latencies = batches.flatMap((b) => b.latenciesMs);
    Object.assign(results.routes[route], {
      requests: answered,
      failed,
      statuses: batches.reduce((all, b) => {
        for (const [key, n] of Object.entries(b.statuses)) all[key] = (all[key] ?? 0) + n;
        return all;
      }, {}),
      rpsPerRound: batches.map((b) => b.rps),
      rpsMedian: median(batches.map((b) => b.rps)),
      latencyMs: { p50: percentile(latencies, 50), p95: percentile(latencies, 95), p975: percentile(latencies, 97.5) },
      // Summed over all rounds: enough requests that the 10 ms clock tick does not blur the figure.
      cpuMsPerRequest: cpuMeasured ? batches.reduce((sum, b) => sum + b.cpuMs.runtime, 0) / answered : null,
      devProxyCpuMsPerRequest: batches.reduce((sum, b) => sum + b.cpuMs.proxy, 0) / answered,
      wranglerNodeCpuMsPerRequest: batches.reduce((sum, b) => sum + b.cpuMs.wrangler, 0) / answered,
      backendCpuMsPerRequest: batches.reduce((sum, b) => sum + b.cpuMs.backend, 0) / answered,
      loadGeneratorCpuMsPerRequest: batches.reduce((sum, b) => sum + b.cpuMs.loadGenerator, 0) / answered,
    });
    const entry = results.routes[route];
    // All processes of that Worker's dev server: runtime + dev proxy + wrangler's Node.
    entry.allProcessesCpuMsPerRequest = cpuMeasured ? entry.cpuMsPerRequest + entry.devProxyCpuMsPerRequest + entry.wranglerNodeCpuMsPerRequest : null;
    // Everything the two cores spend per request: that Worker's dev server, the origin and content
    // workers behind it, and the load generator. Every route's batch keeps the cores about as busy
    // (~1.6 of 2 here), so the throughput ratio follows the inverse ratio of this figure (ADR 26).
    if (cpuMeasured) entry.machineCpuMsPerRequest = entry.allProcessesCpuMsPerRequest + entry.backendCpuMsPerRequest + entry.loadGeneratorCpuMsPerRequest;
  }
  const base = results.routes[BASELINE];
  for (const route of measured) {
    const entry = results.routes[route];
    entry.throughputRatio = entry.rpsMedian / base.rpsMedian;
    entry.throughputRatioPerRound = entry.rpsPerRound.map((rps, i) => rps / base.rpsPerRound[i]);
    entry.cpuRatio = cpuMeasured ? entry.cpuMsPerRequest / base.cpuMsPerRequest : null;
    entry.clientJsRatio = entry.clientJs.gzipBytes / base.clientJs.gzipBytes;
  }
  // One origin subrequest, as the local stack runs it: workerd's HTTP client works in the Worker's own
  // process (Cloudflare runs it outside the Worker's CPU time). Every logged-in page makes one,
  // so its CPU is also shown without it: informational, the gate stays the measured CPU.
  const bare = results.routes[BARE_ROUTE];
  const bareOrigin = results.routes[BARE_ORIGIN_ROUTE];
  if (cpuMeasured && bare?.cpuMsPerRequest != null && bareOrigin?.cpuMsPerRequest != null) {
    results.subrequestCpuMs = Math.max(0, bareOrigin.cpuMsPerRequest - bare.cpuMsPerRequest);
    for (const route of measured) {
      if (!LOGGED_IN_ROUTES.has(route)) continue;
      const entry = results.routes[route];
      entry.cpuRatioWithoutSubrequest = (entry.cpuMsPerRequest - results.subrequestCpuMs) / base.cpuMsPerRequest;
    }
  }
}

// ---------------------------------------------------------------------------------------------
// 7. Report

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
const signed = (ms) => `${ms >= 0 ? "+" : "−"}${Math.abs(ms).toFixed(2)}`;
const verdict = (ok) => (ok === null ? "–" : ok ? "✓" : "✗");

function tableRows() {
  const rows = [];
  const base = results.routes[BASELINE];
  for (const route of [BASELINE, ...ROUTES, BARE_ROUTE, BARE_ORIGIN_ROUTE]) {
    const entry = results.routes[route];
    const isBase = route === BASELINE;
    const label = isBase
      ? "baseline app / (bench/baseline)"
      : route === BARE_ROUTE
        ? `${route} (bare route in the portal)`
        : route === BARE_ORIGIN_ROUTE
          ? `${route} (the bare route after one origin request)`
          : route;
    if (!entry || entry.skipped || entry.rpsMedian === undefined) {
      rows.push([`SSR ${label}`, entry?.skipped ?? "not measured", "", "–"]);
      continue;
    }
    const failures = entry.failed ? `, ${entry.failed} failed` : "";
    const { p50, p975 } = entry.latencyMs;
    rows.push([`SSR ${label}`, `${entry.rpsMedian.toFixed(0)} req/s (p50 ${p50.toFixed(1)} ms, p97.5 ${p975.toFixed(1)} ms${failures})`, "", ""]);
    if (!isBase) {
      const perRound = entry.throughputRatioPerRound;
      // Logged in, throughput measures the whole local chain (the origin checks the session and answers
      // the page's read on the same two cores): reported, not gated; the portal's own
      // CPU below is the gate. A page without a login keeps the throughput gate.
      const gated = !LOGGED_IN_ROUTES.has(route);
      rows.push([
        `  throughput ÷ baseline${gated ? "" : " (logged in: whole chain)"}`,
        `${entry.throughputRatio.toFixed(2)}× (rounds ${Math.min(...perRound).toFixed(2)}–${Math.max(...perRound).toFixed(2)})`,
        gated ? `≥ ${TARGETS.throughputRatio}×` : "reported",
        gated ? verdict(entry.throughputRatio >= TARGETS.throughputRatio) : "",
      ]);
    }
    const cpu = entry.cpuMsPerRequest;
    rows.push([
      `  CPU per request (Worker process)`,
      cpu === null ? "not measured" : `${cpu.toFixed(2)} ms${isBase ? "" : ` (baseline ${base.cpuMsPerRequest.toFixed(2)} ms, ${signed(cpu - base.cpuMsPerRequest)})`}`,
      `≤ ${TARGETS.cpuMsPerRequest} ms`,
      verdict(cpu === null ? null : cpu <= TARGETS.cpuMsPerRequest),
    ]);
    if (!isBase && entry.cpuRatio !== null) {
      rows.push([`  CPU ÷ baseline`, `${entry.cpuRatio.toFixed(2)}×`, `≤ ${TARGETS.cpuRatio}×`, verdict(entry.cpuRatio <= TARGETS.cpuRatio)]);
    }
    if (entry.cpuRatioWithoutSubrequest !== undefined) {
      rows.push([`  CPU ÷ baseline without the origin request's local transport (${results.subrequestCpuMs.toFixed(2)} ms)`, `${entry.cpuRatioWithoutSubrequest.toFixed(2)}×`, "reported", ""]);
    }
    if (entry.allProcessesCpuMsPerRequest !== null) {
      rows.push([`  CPU per request (all processes)`, `${entry.allProcessesCpuMsPerRequest.toFixed(2)} ms`, "", ""]);
    }
    if (!isBase && entry.backendCpuMsPerRequest !== undefined) {
      rows.push([`  CPU per request behind it (origin + content workers)`, `${entry.backendCpuMsPerRequest.toFixed(2)} ms`, "", ""]);
    }
    if (entry.machineCpuMsPerRequest !== undefined) {
      rows.push([
        `  CPU per request, whole machine (+ load generator ${entry.loadGeneratorCpuMsPerRequest.toFixed(2)} ms)`,
        `${entry.machineCpuMsPerRequest.toFixed(2)} ms${isBase ? "" : ` (baseline ÷ this: ${(base.machineCpuMsPerRequest / entry.machineCpuMsPerRequest).toFixed(2)}×)`}`,
        "",
        "",
      ]);
    }
    rows.push([`  client JS (gzip)`, `${kb(entry.clientJs.gzipBytes)} in ${entry.clientJs.files.length} files`, "", ""]);
    rows.push([`  HTML document`, `${kb(entry.htmlBytes)} (gzip ${kb(entry.htmlGzipBytes)})`, "", ""]);
    if (!isBase) {
      rows.push([`  client JS ÷ baseline`, `${entry.clientJsRatio.toFixed(2)}×`, `≤ ${TARGETS.clientJsRatio}×`, verdict(entry.clientJsRatio <= TARGETS.clientJsRatio)]);
    }
  }
  const bundle = results.workerBundle;
  rows.push([
    "Worker bundle (gzip)",
    bundle ? `${bundle.gzipKiB.toFixed(1)} KiB (raw ${bundle.totalKiB.toFixed(1)} KiB)` : "not measured",
    `≤ ${TARGETS.workerGzipKiB} KiB (1 MiB)`,
    verdict(bundle ? bundle.gzipKiB <= TARGETS.workerGzipKiB : null),
  ]);
  return rows;
}

function printTable() {
  const rows = [["metric", "value", "target", "verdict"], ...tableRows()];
  const widths = rows[0].map((_, col) => Math.max(...rows.map((row) => row[col].length)));
  const line = (row) => `| ${row.map((cell, col) => cell.padEnd(widths[col])).join(" | ")} |`;
  const rule = `|${widths.map((w) => "-".repeat(w + 2)).join("|")}|`;
  console.log(`\n${line(rows[0])}\n${rule}\n${rows.slice(1).map(line).join("\n")}`);

  const idle = results.idleWorkerdCpuMsPerSecond;
  const wrangler = results.routes[BASELINE]?.wranglerNodeCpuMsPerRequest;
  const proxy = results.routes[BASELINE]?.devProxyCpuMsPerRequest;
  const notPreloaded = Object.entries(results.routes).flatMap(([route, e]) => (e.clientJs?.notPreloaded.length ? [`${route}: ${e.clientJs.notPreloaded.join(", ")}`] : []));
  console.log(`
Method (${results.machine.cpus} cores, load ${results.machine.loadAverage1m.toFixed(2)} at start, commit ${results.commit}):
- Baseline: bench/baseline, a separate React Router app (one route: a heading and a paragraph) with the same
  react, react-router and wrangler, served by its own dev server beside the portal; every ratio is against it.
- Throughput: Wrangler's local dev server (workerd; scripts/dev-worker.mjs, DevTools inspector off as in production)
  on the production build, header x-ak-inc-host: ${HOST}
  (${APP_ROUTES.join(", ")} with the brand app's user agent, as the app opens it);
  ${WARMUP_REQUESTS} warm-up requests per route, then ${ROUNDS} interleaved rounds of ≤ ${Math.ceil(REQUESTS_PER_ROUTE / ROUNDS)} requests per route
  (≤ ${MAX_MS_PER_ROUTE / ROUNDS / 1000} s each) at concurrency ${CONCURRENCY}, full bodies read; value = median of the rounds.
  ${flags.compressed ? "Accept-Encoding: gzip, deflate (--compressed): the Worker's process also gzips every HTML body, as the local\n  stack does for a browser; Cloudflare's front line does that outside the Worker." : "Accept-Encoding: identity: locally the Worker's own process would gzip the HTML (miniflare stands in for\n  Cloudflare's front line, which compresses outside the Worker's CPU time); --compressed measures it that way."} The load
  generator (this Node process), the measured Worker, its dev proxy and the origin and content workers share the
  machine's cores, so absolute req/s are machine figures; read the ratio. A logged-in page's ratio follows the CPU
  of that whole chain ("whole machine" rows), most of which is the local origin's, not the portal's.
- CPU per request: utime+stime (/proc/<pid>/stat, CLK_TCK ${clockTicks}) of the workerd process that runs the
  Worker (portal or baseline app), sampled around each batch, summed over all rounds ÷ requests. That process also parses
  HTTP and runs miniflare's router and local KV/asset simulators, so this is an upper bound of the
  Worker's own CPU time (what Cloudflare limits); compare with the baseline. Not counted: wrangler's
  dev proxy workerd (${proxy === undefined ? "n/a" : `${proxy.toFixed(2)} ms/request`}), wrangler's Node process (${wrangler === undefined ? "n/a" : `${wrangler.toFixed(2)} ms/request`}), the content and
  origin workers. Idle runtime CPU: ${idle === null ? "n/a" : `${idle.toFixed(0)} ms/s`} (not subtracted).
- Client JS: every script the route's SSR HTML preloads (modulepreload) or imports (module script, incl.
  its import()), plus their static imports, read from build/client and gzipped at level 9.${notPreloaded.length ? `\n  Imported but not preloaded: ${notPreloaded.join("; ")}` : ""}
- Worker bundle: "Total Upload … gzip" of \`wrangler deploy --dry-run -c build/server/wrangler.json\`.`);
  for (const error of results.errors) console.log(`! ${error}`);
}

// ---------------------------------------------------------------------------------------------

let exitCode = 0;
try {
  build();
  step("measuring the worker bundle (wrangler deploy --dry-run)…");
  results.workerBundle = workerBundle();
  stack = await startBenchStack();
  await measureSsr();
} catch (error) {
  results.errors.push(error.message);
  console.error(`bench: ${error.message}`);
  exitCode = 1;
} finally {
  await shutdown();
}

results.durationSeconds = (Date.now() - startedAt) / 1000;
printTable();
mkdirSync(path.join(root, "bench/results"), { recursive: true });
writeFileSync(path.join(root, "bench/results/latest.json"), `${JSON.stringify(results, null, 2)}\n`);
console.log(`\nbench: ${results.durationSeconds.toFixed(0)} s; results in bench/results/latest.json`);
process.exit(exitCode);
