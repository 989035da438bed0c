// `node bench/compare.mjs --before DIR [--rounds 6] [--seconds 4] [--concurrency 4] ROUTE…`: the CPU per
// request of two builds of the portal, side by side in one stack (one content emulator, one origin),
// in alternating rounds, so a change is judged against the build before it under the same noise.
// DIR is a copy of an earlier `build/` (e.g. `cp -r build /tmp/build-before` before the change); the
// current `build/` is "after". Routes are measured logged in as the demo account; prefix a route with
// `anon:` to measure it logged out. Prints the medians per route and the ratio after/before. A tool
// for finding out whether a change helps (ADR 26), not the bench: `npm run bench` holds the targets.
import { parseArgs } from "node:util";
import { median, runBatch } from "./lib/load.mjs";
import { logIn } from "./lib/login.mjs";
import { beforeBuildConfig, startToolStack } from "./lib/stack.mjs";
import { cpuMs, workerProcesses } from "./lib/proc.mjs";

const { values: flags, positionals: routes } = parseArgs({
  allowPositionals: true,
  options: {
    before: { type: "string" },
    rounds: { type: "string", default: "6" },
    seconds: { type: "string", default: "4" },
    concurrency: { type: "string", default: "4" },
  },
});
const beforeConfig = beforeBuildConfig(flags.before);
if (routes.length === 0) throw new Error("name at least one route, e.g. /account or anon:/");

const BASE = Number(process.env.BENCH_PORT_BASE ?? 58787);
const PORTS = { portal: BASE, content: BASE + 1, origin: BASE + 2, compare: BASE + 3 };
const HOST = "mijn.dagkoerier.example";
const DEMO_ACCOUNT = { email: "jan.jansen@example.nl", password: "Welkom-2026!" };

const stack = await startToolStack({ ports: PORTS, stateDir: ".wrangler/compare-state", comparePortal: { config: beforeConfig, port: PORTS.compare } });
const stop = () => stack.stop();
process.on("SIGINT", () => {
  stop();
  process.exit(130);
});

try {
  /** The workerd that runs the Worker (not the dev proxy that owns the public port). */
  const runtimePids = (name, port) => workerProcesses(stack.byName[name].pid, port).runtimePids;
  const sides = [
    { name: "before", port: PORTS.compare, pids: runtimePids("compare", PORTS.compare) },
    { name: "after", port: PORTS.portal, pids: runtimePids("portal", PORTS.portal) },
  ];
  const needsLogin = routes.some((route) => !route.startsWith("anon:"));
  for (const side of sides) {
    side.url = `http://127.0.0.1:${side.port}`;
    side.cookie = needsLogin ? await logIn({ portalUrl: side.url, host: HOST, ...DEMO_ACCOUNT }) : null;
  }
  const request = (side, route) => {
    const anonymous = route.startsWith("anon:");
    const headers = { "x-ak-inc-host": HOST, ...(anonymous ? {} : { cookie: side.cookie }) };
    return { url: `${side.url}${anonymous ? route.slice(5) : route}`, headers };
  };

  const htmlBytes = Object.fromEntries(routes.map((route) => [route, {}]));
  for (const route of routes) {
    for (const side of sides) {
      const { url, headers } = request(side, route);
      htmlBytes[route][side.name] = (await (await fetch(url, { headers, redirect: "manual" })).arrayBuffer()).byteLength;
      await runBatch({ url, headers, count: 60, concurrency: 2, maxMs: 20_000 });
    }
  }

  const samples = Object.fromEntries(routes.map((route) => [route, { before: [], after: [] }]));
  const rounds = Number(flags.rounds);
  for (let round = 0; round < rounds; round++) {
    for (const route of routes) {
      for (const side of round % 2 === 0 ? sides : [...sides].reverse()) {
        const cpuBefore = cpuMs(side.pids);
        const batch = await runBatch({ ...request(side, route), count: 100_000, concurrency: Number(flags.concurrency), maxMs: Number(flags.seconds) * 1000 });
        if (batch.failed > 0) console.error(`${side.name} ${route}: ${batch.failed} failed ${JSON.stringify(batch.statuses)}`);
        if (batch.ok > 0) samples[route][side.name].push((cpuMs(side.pids) - cpuBefore) / batch.ok);
      }
    }
    process.stderr.write(`round ${round + 1}/${rounds}\n`);
  }
  console.log(`${"route".padEnd(44)} ${"before".padStart(9)} ${"after".padStart(9)} ${"after/before".padStart(13)}   (CPU ms per request, median of ${rounds}; HTML bytes)`);
  for (const route of routes) {
    const before = median(samples[route].before);
    const after = median(samples[route].after);
    const { before: htmlBefore, after: htmlAfter } = htmlBytes[route];
    console.log(`${route.padEnd(44)} ${before.toFixed(2).padStart(9)} ${after.toFixed(2).padStart(9)} ${(after / before).toFixed(3).padStart(13)}   ${htmlBefore} → ${htmlAfter}`);
  }
} finally {
  stop();
}
