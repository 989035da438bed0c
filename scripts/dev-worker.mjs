// Serves one Worker of the local stack, as `wrangler dev` does, through Wrangler's own API
// (`unstable_startWorker`), with one difference: the DevTools inspector is off unless asked for.
//
// Why: `wrangler dev` always starts the inspector, and with it Wrangler's InspectorProxyWorker turns
// on the runtime's Network domain. Every subrequest the Worker makes (the portal's origin reads, the
// origin's D1 queries) then sends four DevTools events to Wrangler's Node process, which writes each
// to its debug log file (~280 MB per bench run). Measured under load on `/account`: 8 ms of CPU per
// page in the origin's Node process and 3–4 ms in the portal's, more than the origin's Worker itself
// spends (bench/history/0026-measurements.md, "the dev stack's inspector"). Production has no inspector.
//
//   node scripts/dev-worker.mjs -c <wrangler config> --port N [--ip 127.0.0.1] [--inspector-port M]
//     [--persist-to DIR] [--var KEY:VALUE]...
// With --inspector-port the inspector is on (bench/profile.mjs attaches to it).
import path from "node:path";
import { parseArgs } from "node:util";
import { unstable_startWorker } from "wrangler";

const { values } = parseArgs({
  options: {
    config: { type: "string", short: "c" },
    port: { type: "string" },
    ip: { type: "string", default: "127.0.0.1" },
    "inspector-port": { type: "string" },
    "persist-to": { type: "string" },
    var: { type: "string", multiple: true, default: [] },
  },
});
if (!values.config || !values.port) {
  console.error("usage: dev-worker.mjs -c <config> --port N [--inspector-port M] [--persist-to DIR] [--var K:V]...");
  process.exit(2);
}

/** `--var KEY:VALUE` as `wrangler dev` reads it: a plain-text binding, split at the first colon. */
const bindings = Object.fromEntries(
  values.var.map((pair) => {
    const at = pair.indexOf(":");
    if (at < 1) throw new Error(`--var needs KEY:VALUE, got "${pair}"`);
    return [pair.slice(0, at), { type: "plain_text", value: pair.slice(at + 1), hidden: true }];
  }),
);

const worker = await unstable_startWorker({
  config: path.resolve(values.config),
  bindings,
  dev: {
    remote: false,
    watch: false,
    liveReload: false,
    enableContainers: false,
    server: { hostname: values.ip, port: Number(values.port) },
    inspector: values["inspector-port"] ? { hostname: "127.0.0.1", port: Number(values["inspector-port"]) } : false,
    persist: values["persist-to"] ? path.resolve(values["persist-to"]) : undefined,
    registry: process.env.WRANGLER_REGISTRY_PATH,
    logLevel: process.env.WRANGLER_LOG ?? "warn",
  },
});
await worker.ready;
console.log(`Ready on ${worker.url ? (await worker.url).href : `http://${values.ip}:${values.port}/`}`);

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  await worker.dispose().catch(() => {});
  process.exit(0);
}
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
