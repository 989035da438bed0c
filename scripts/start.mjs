// `npm start`: build the portal, then serve it with the embedded content emulator and origin.
//   --no-build            serve the existing build
//   --ports 8787,8788,8789 portal,content,origin
//   --state DIR           local state (D1, KV); default .wrangler/state
//   --fresh               wipe the state first (the seed is re-applied on the first request)
//   --dev                 content emulator + origin, then the Vite dev server (hot reload) for the portal
//   --origin-faults RATE  an unreliable origin: that share (0–1) of its API calls fails, half with a 503
//                         before the call is applied, half with a 502 after it was (ADR 47)
import { spawn, spawnSync } from "node:child_process";
import { parseArgs } from "node:util";
import { DEFAULT_PORTS } from "./stack-config.mjs";
import { localSecrets, quietEnv, root, startStack } from "./stack.mjs";

const { values } = parseArgs({
  options: {
    "no-build": { type: "boolean", default: false },
    ports: { type: "string" },
    state: { type: "string", default: ".wrangler/state" },
    fresh: { type: "boolean", default: false },
    "test-secrets": { type: "boolean", default: false },
    "allow-faults": { type: "boolean", default: false },
    dev: { type: "boolean", default: false },
    "origin-faults": { type: "string" },
  },
});
const originFaults = values["origin-faults"] === undefined ? 0 : Number(values["origin-faults"]);
if (!(originFaults >= 0 && originFaults <= 1)) throw new Error(`--origin-faults takes a share from 0 to 1 (got ${values["origin-faults"]})`);

const [portal, content, origin] = values.ports ? values.ports.split(",").map(Number) : [DEFAULT_PORTS.portal, DEFAULT_PORTS.content, DEFAULT_PORTS.origin];

if (!values["no-build"] && !values.dev) {
  const build = spawnSync("npm", ["run", "build", "--silent"], { cwd: root, env: quietEnv, stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

let secrets = localSecrets();
if (values["test-secrets"]) {
  const { TEST_SECRETS } = await import("./stack-config.mjs");
  secrets = { ...TEST_SECRETS.portal, ...TEST_SECRETS.origin };
}

const stack = await startStack({
  ports: { portal, content, origin },
  stateDir: values.state,
  fresh: values.fresh,
  secrets,
  allowFaults: values["allow-faults"],
  originFaults,
  portal: !values.dev,
});

if (values.dev) {
  // The Vite plugin reads .dev.vars (written by localSecrets) and wrangler.toml's vars.
  const vite = spawn("npx", ["react-router", "dev", "--port", String(portal), "--strictPort"], { cwd: root, env: quietEnv, stdio: "inherit" });
  stack.children.push(vite);
}

console.log(`
Mijn Omgeving draait${values.dev ? " (ontwikkelmodus, hot reload)" : ""}:
  http://dagkoerier.localhost:${portal}/     De Dagkoerier
  http://wereldwijzer.localhost:${portal}/   Wereldwijzer
  http://ochtendpost.localhost:${portal}/    De Ochtendpost
  http://zendernet.localhost:${portal}/      Zendernet
  http://localhost:${portal}/                zonder merk
  content emulator http://127.0.0.1:${content}/  ·  origin + inlog http://127.0.0.1:${origin}/  ·  dev outbox http://127.0.0.1:${origin}/dev/outbox
Stop met Ctrl+C.`);

// A local stack has no Cron Triggers: the origin's five-minute work (telling subscribers of a delivery
// incident, ADR 40) runs through its development hook, now and every five minutes.
const frequent = () =>
  fetch(`http://127.0.0.1:${origin}/dev/frequent`, { method: "POST", signal: AbortSignal.timeout(60_000) }).catch((error) => console.error(`five-minute work: ${error.message}`));
void frequent();
const frequentTimer = setInterval(frequent, 5 * 60_000);

const shutdown = () => {
  clearInterval(frequentTimer);
  stack.stop();
  process.exit(0);
};
process.on("SIGINT", shutdown);
process.on("SIGTERM", shutdown);
for (const child of stack.children) child.on("exit", (code) => code && code !== 0 && console.error(`a worker exited with ${code}`));
