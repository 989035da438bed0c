// `node bench/profile.mjs [--route /account] [--seconds 6] [--no-build]`: a CPU profile of the portal
// Worker under load, taken through its inspector (Chrome DevTools Protocol), summarised as the
// functions with the most self time and the modules with the most total time. Writes the raw profile
// to bench/results/<route>.cpuprofile (open it in Chrome DevTools → Performance). It is a tool for
// finding where the time goes (ADR 0026), not a measurement: the profiler itself slows the Worker.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import WebSocket from "ws";
import { root } from "../scripts/stack.mjs";
import { runBatch } from "./lib/load.mjs";
import { logIn } from "./lib/login.mjs";
import { buildUnless, startToolStack } from "./lib/stack.mjs";

const { values: flags } = parseArgs({
  options: {
    route: { type: "string", default: "/" },
    seconds: { type: "string", default: "6" },
    "no-build": { type: "boolean", default: false },
    top: { type: "string", default: "30" },
    worker: { type: "string", default: "portal" }, // or origin, content
  },
});
const BASE = Number(process.env.BENCH_PORT_BASE ?? 48787);
const PORTS = { portal: BASE, content: BASE + 1, origin: BASE + 2 };
const HOST = "mijn.dagkoerier.example";
const portalUrl = `http://127.0.0.1:${PORTS.portal}`;

buildUnless(flags["no-build"]);
const stack = await startToolStack({ ports: PORTS, stateDir: ".wrangler/profile-state", inspector: true });
try {
  const headers = { "x-ak-inc-host": HOST };
  if (flags.route !== "/") {
    const session = await logIn({ portalUrl, host: HOST, email: "jan.jansen@example.nl", password: "Welkom-2026!" });
    headers.cookie = session;
  }
  const url = `${portalUrl}${flags.route}`;
  await runBatch({ url, headers, count: 200, concurrency: 4, maxMs: 20_000 }); // warm up

  const targets = await (await fetch(`http://127.0.0.1:${PORTS[flags.worker] + 1000}/json`)).json();
  const target = targets.find((entry) => entry.webSocketDebuggerUrl) ?? targets[0];
  const socket = new WebSocket(target.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.once("open", resolve);
    socket.once("error", reject);
  });
  let id = 0;
  const pending = new Map();
  socket.on("message", (raw) => {
    const message = JSON.parse(String(raw));
    if (message.id && pending.has(message.id)) {
      pending.get(message.id)(message);
      pending.delete(message.id);
    }
  });
  const send = (method, params = {}) =>
    new Promise((resolve) => {
      const messageId = ++id;
      pending.set(messageId, resolve);
      socket.send(JSON.stringify({ id: messageId, method, params }));
    });
  await send("Profiler.enable");
  await send("Profiler.setSamplingInterval", { interval: 100 });
  await send("Profiler.start");
  const batch = await runBatch({ url, headers, count: 100_000, concurrency: 4, maxMs: Number(flags.seconds) * 1000 });
  const { result } = await send("Profiler.stop");
  socket.close();
  const profile = result.profile;
  const out = path.join(root, "bench/results", `${flags.worker}${flags.route.replace(/\W+/g, "_")}.cpuprofile`);
  mkdirSync(path.dirname(out), { recursive: true });
  writeFileSync(out, JSON.stringify(profile));

  // Self time per node from the samples.
  const dt = new Map();
  for (let i = 0; i < profile.samples.length; i++) dt.set(profile.samples[i], (dt.get(profile.samples[i]) ?? 0) + (profile.timeDeltas[i] ?? 0));
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const label = (node) => {
    const { functionName, url: file, lineNumber } = node.callFrame;
    return `${functionName || "(anonymous)"} ${file ? `${path.basename(file)}:${lineNumber + 1}` : ""}`.trim();
  };
  const self = new Map();
  const total = new Map();
  let all = 0;
  for (const [nodeId, micros] of dt) {
    all += micros;
    const node = byId.get(nodeId);
    self.set(label(node), (self.get(label(node)) ?? 0) + micros);
    // Total: once per distinct label on the stack.
    const seen = new Set();
    for (let at = nodeId; at !== undefined; at = parent.get(at)) {
      const name = label(byId.get(at));
      if (seen.has(name)) continue;
      seen.add(name);
      total.set(name, (total.get(name) ?? 0) + micros);
    }
  }
  const top = Number(flags.top);
  const print = (title, map) => {
    console.log(`\n${title}`);
    for (const [name, micros] of [...map].sort((a, b) => b[1] - a[1]).slice(0, top)) {
      console.log(`${((micros / all) * 100).toFixed(1).padStart(5)} %  ${(micros / batch.ok / 1000).toFixed(3).padStart(7)} ms/req  ${name}`);
    }
  };
  console.log(`${flags.worker} ${flags.route}: ${batch.ok} requests in ${(batch.elapsedMs / 1000).toFixed(1)} s under the profiler; profile in ${path.relative(root, out)}`);
  print("self time", self);
  print("total time (inclusive)", total);
} finally {
  stack.stop();
}
