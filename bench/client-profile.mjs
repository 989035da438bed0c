// `node bench/client-profile.mjs [--route /vakantieservice/doorgeven] [--anonymous] [--no-build]`: what the
// browser's main thread does while a screen loads on a slow phone. Chromium (Debian's, or CHROME_PATH) at
// 4× CPU slowdown, as Lighthouse's mobile preset, logged in as Jan on De Dagkoerier unless --anonymous;
// a JavaScript CPU profile over the load and three seconds after, and the long tasks (≥ 50 ms) the page
// saw. Prints the long tasks, the scripts by self time and the functions with the most self time, and
// writes the profile to bench/results/client<route>.cpuprofile (open it in Chrome DevTools). A tool
// for finding a long task Lighthouse reports (ADR 43), not a measurement.
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { chromium } from "@playwright/test";
import { root } from "../scripts/stack.mjs";
import { logIn } from "./lib/login.mjs";
import { buildUnless, startToolStack } from "./lib/stack.mjs";

const { values: flags } = parseArgs({
  options: {
    route: { type: "string", default: "/" },
    anonymous: { type: "boolean", default: false },
    "no-build": { type: "boolean", default: false },
    top: { type: "string", default: "25" },
  },
});
const BASE = Number(process.env.BENCH_PORT_BASE ?? 48787);
const PORTS = { portal: BASE, content: BASE + 1, origin: BASE + 2 };
const HOST = "mijn.dagkoerier.example";
const portalUrl = `http://127.0.0.1:${PORTS.portal}`;
const executablePath = process.env.CHROME_PATH ?? (existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined);

buildUnless(flags["no-build"]);
const stack = await startToolStack({ ports: PORTS, stateDir: ".wrangler/client-profile-state" });
const browser = await chromium.launch({ executablePath });
try {
  const context = await browser.newContext({ viewport: { width: 375, height: 800 }, extraHTTPHeaders: { "x-ak-inc-host": HOST } });
  if (!flags.anonymous) {
    const session = await logIn({ portalUrl, host: HOST, email: "jan.jansen@example.nl", password: "Welkom-2026!" });
    const [name, value] = session.split(/=(.*)/s);
    await context.addCookies([{ name, value, domain: "127.0.0.1", path: "/", secure: true, httpOnly: true, sameSite: "Lax" }]);
  }
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await cdp.send("Profiler.enable");
  await cdp.send("Profiler.setSamplingInterval", { interval: 200 });
  await cdp.send("Profiler.start");
  await page.goto(`${portalUrl}${flags.route}`, { waitUntil: "load" });
  await page.waitForFunction(() => globalThis.__reactRouterRouteModules !== undefined);
  await page.waitForTimeout(3_000);
  const { profile } = await cdp.send("Profiler.stop");
  const longTasks = await page.evaluate(
    () =>
      new Promise((resolve) => {
        const tasks = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) tasks.push({ startMs: Math.round(entry.startTime), durationMs: Math.round(entry.duration) });
        }).observe({ type: "longtask", buffered: true });
        setTimeout(() => resolve(tasks), 200);
      }),
  );
  const out = path.join(root, "bench/results", `client${flags.route.replace(/\W+/g, "_")}.cpuprofile`);
  mkdirSync(path.dirname(out), { recursive: true });
  writeFileSync(out, JSON.stringify(profile));

  // Self time per function and per script, from the samples (idle and the profiler's own time left out).
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const selfByFunction = new Map();
  const selfByScript = new Map();
  for (let i = 0; i < profile.samples.length; i++) {
    const { callFrame } = byId.get(profile.samples[i]);
    if (callFrame.functionName === "(idle)" || callFrame.functionName === "(program)") continue;
    const ms = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    const script = callFrame.url ? path.basename(new URL(callFrame.url, portalUrl).pathname) : callFrame.functionName;
    const name = `${callFrame.functionName || "(anonymous)"} ${script}:${callFrame.lineNumber + 1}`;
    selfByFunction.set(name, (selfByFunction.get(name) ?? 0) + ms);
    selfByScript.set(script, (selfByScript.get(script) ?? 0) + ms);
  }
  const print = (title, map) => {
    console.log(`\n${title}`);
    for (const [name, ms] of [...map].sort((a, b) => b[1] - a[1]).slice(0, Number(flags.top))) console.log(`${ms.toFixed(1).padStart(8)} ms  ${name}`);
  };
  console.log(`${flags.route}${flags.anonymous ? " (no login)" : " (Jan)"} at 4× CPU slowdown; profile in ${path.relative(root, out)}`);
  console.log(`long tasks: ${longTasks.length ? longTasks.map((task) => `${task.durationMs} ms at ${task.startMs} ms`).join(", ") : "none"}`);
  print("scripts by self time", selfByScript);
  print("functions by self time", selfByFunction);
} finally {
  await browser.close();
  stack.stop();
}
