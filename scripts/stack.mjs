// Starts the local stack: the content emulator, the reference origin and (optionally) the portal,
// each as its own workerd process configured by URL exactly as production is.
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { testClockShiftMs } from "./stack-config.mjs";

export const root = path.resolve(import.meta.dirname, "..");
const wranglerBin = path.join(root, "node_modules/.bin/wrangler");

export const quietEnv = {
  ...process.env,
  CLOUDFLARE_CF_FETCH_ENABLED: "false",
  WRANGLER_SEND_METRICS: "false",
  WRANGLER_LOG: process.env.WRANGLER_LOG ?? "warn",
  NO_COLOR: "1",
};

/**
 * Local secrets, generated once per checkout into .dev.vars (git-ignored); a secret added since the
 * file was written is appended to it, so an older checkout keeps working after a pull.
 */
export function localSecrets() {
  const file = path.join(root, ".dev.vars");
  const secret = () => randomBytes(32).toString("hex");
  const wanted = {
    SESSION_SECRET: secret,
    PREVIEW_SECRET: () => secret().slice(0, 24),
    SANITY_API_TOKEN: secret,
    TOKEN_SIGNING_SECRET: secret,
    ORIGIN_CLIENT_KEY: secret,
  };
  const read = () =>
    Object.fromEntries(
      (existsSync(file) ? readFileSync(file, "utf8") : "")
        .split("\n")
        .filter((line) => line.includes("="))
        .map((line) => [line.slice(0, line.indexOf("=")), line.slice(line.indexOf("=") + 1)]),
    );
  const present = read();
  const missing = Object.entries(wanted).filter(([name]) => !present[name]);
  if (missing.length > 0) {
    const text = existsSync(file) ? readFileSync(file, "utf8") : "";
    writeFileSync(file, `${text}${text && !text.endsWith("\n") ? "\n" : ""}${missing.map(([name, make]) => `${name}=${make()}\n`).join("")}`);
  }
  return read();
}

function varFlags(vars) {
  return Object.entries(vars).flatMap(([key, value]) => ["--var", `${key}:${value}`]);
}

function run(args, label) {
  const result = spawnSync(wranglerBin, args, { cwd: root, env: quietEnv, stdio: "inherit" });
  if (result.status !== 0) throw new Error(`${label} failed (exit ${result.status})`);
}

/** One Worker of the stack, served by scripts/dev-worker.mjs (Wrangler's dev server without the inspector). */
function startWorker(name, args, log, env = quietEnv) {
  const child = spawn(process.execPath, [path.join(root, "scripts/dev-worker.mjs"), ...args, "--ip", "127.0.0.1"], {
    cwd: root,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  const prefix = (chunk) =>
    chunk
      .toString()
      .split("\n")
      .filter((line) => line.trim())
      .map((line) => `[${name}] ${line}`)
      .join("\n");
  child.stdout.on("data", (chunk) => log(prefix(chunk)));
  child.stderr.on("data", (chunk) => log(prefix(chunk)));
  return child;
}

async function waitFor(url, child, name, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${name} exited with code ${child.exitCode}`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${name} did not answer at ${url} within ${timeoutMs / 1000} s`);
}

/**
 * @param {{ ports: {portal?: number, content: number, origin: number}, stateDir: string, fresh?: boolean,
 *   secrets: Record<string,string>, portal?: boolean, environment?: string, allowFaults?: boolean, originFaults?: number,
 *   baselinePort?: number, comparePortal?: { config: string, port: number }, inspector?: boolean, portalOriginUrl?: string,
 *   log?: (line: string) => void }} options
 *   baselinePort: also start the bench's baseline app (bench/baseline, built) on that port.
 *   comparePortal: also start a second portal from another build's wrangler.json on that port, with
 *   its own state (bench/compare.mjs measures two builds side by side).
 *   inspector: open each Worker's DevTools inspector on its port + 1000 (off by default: see dev-worker.mjs).
 */
export async function startStack(options) {
  const { ports, secrets, log = (line) => console.log(line) } = options;
  const inspector = (port) => (options.inspector ? ["--inspector-port", String(port + 1000)] : []);
  const stateDir = path.resolve(root, options.stateDir);
  if (options.fresh) rmSync(stateDir, { recursive: true, force: true });
  mkdirSync(stateDir, { recursive: true });
  // Each stack keeps its own wrangler dev registry: `npm start`, the worker tests and the journeys
  // register the same worker names, and must never find (or lose) each other's processes.
  const workerEnv = { ...quietEnv, WRANGLER_REGISTRY_PATH: path.join(stateDir, "dev-registry") };

  run(["d1", "migrations", "apply", "DB", "--local", "-c", "workers/origin/wrangler.toml", "--persist-to", stateDir], "origin migrations");

  const children = [];
  /** The wrangler process of each worker, by name (content, origin, portal, baseline). */
  const byName = {};
  const stop = () => {
    for (const child of children) if (child.exitCode === null) child.kill("SIGTERM");
  };
  try {
    const content = startWorker(
      "content",
      ["-c", "workers/content/wrangler.toml", "--port", String(ports.content), ...inspector(ports.content),
        ...varFlags({ SANITY_API_TOKEN: secrets.SANITY_API_TOKEN, ALLOW_FAULTS: options.allowFaults ? "true" : "false" })],
      log,
      workerEnv,
    );
    children.push(content);
    byName.content = content;
    const originUrl = `http://127.0.0.1:${ports.origin}`;
    const clockShift = testClockShiftMs();
    const origin = startWorker(
      "origin",
      ["-c", "workers/origin/wrangler.toml", "--port", String(ports.origin), ...inspector(ports.origin),
        "--persist-to", stateDir,
        ...varFlags({
          TOKEN_SIGNING_SECRET: secrets.TOKEN_SIGNING_SECRET,
          ORIGIN_CLIENT_KEY: secrets.ORIGIN_CLIENT_KEY,
          ...(secrets.TEST_SEED_SECRET ? { TEST_SEED_SECRET: secrets.TEST_SEED_SECRET } : {}),
          // The identity provider's own address: a tool's stand-in in between is where it is reached.
          ISSUER: options.portalOriginUrl ?? originUrl,
          // Links in e-mails (the dev outbox) open this stack's portal: the brand's local alias, not its production host.
          ...(ports.portal ? { PORTAL_LINK_TEMPLATE: `http://{brand}.localhost:${ports.portal}` } : {}),
          // The scheduled run reads published delivery incidents from the content emulator (ADR 40).
          CONTENT_API_URL: `http://127.0.0.1:${ports.content}/v2023-03-07/data/query/mijn-omgeving-production`,
          ...(options.environment ? { ENVIRONMENT: options.environment } : {}),
          // An unreliable origin on purpose (`npm start -- --origin-faults 0.2`, ADR 47): that share of API calls fails.
          ...(options.originFaults ? { ORIGIN_FAULT_RATE: String(options.originFaults) } : {}),
          // A test stack executes only the portal's own GraphQL documents, as a real origin would (ADR 46).
          ...(options.environment === "test" ? { TRUSTED_DOCUMENTS_ONLY: "true" } : {}),
          // The calendar sweep's day for a test stack (ADR 36); the origin ignores it outside development and test.
          ...(options.environment === "test" && clockShift !== 0 ? { TEST_CLOCK_SHIFT_MS: String(clockShift) } : {}),
        })],
      log,
      workerEnv,
    );
    children.push(origin);
    byName.origin = origin;
    await Promise.all([waitFor(`http://127.0.0.1:${ports.content}/health`, content, "content"), waitFor(`${originUrl}/health`, origin, "origin")]);

    const portalVars = (port) => [
      ...inspector(port),
      ...varFlags({
        SESSION_SECRET: secrets.SESSION_SECRET,
        PREVIEW_SECRET: secrets.PREVIEW_SECRET,
        ORIGIN_CLIENT_KEY: secrets.ORIGIN_CLIENT_KEY,
        SANITY_API_TOKEN: secrets.SANITY_API_TOKEN,
        SANITY_API_HOST: `http://127.0.0.1:${ports.content}`,
        // The portal's way to the origin: the origin itself, or a tool's stand-in in between (bench/write-round-trips.mjs puts it 160 ms away).
        ORIGIN_URL: options.portalOriginUrl ?? originUrl,
        ...(options.environment ? { ENVIRONMENT: options.environment } : {}),
      }),
    ];
    if (options.portal !== false) {
      const portal = startWorker(
        "portal",
        ["-c", "build/server/wrangler.json", "--port", String(ports.portal), "--persist-to", stateDir, ...portalVars(ports.portal)],
        log,
        workerEnv,
      );
      children.push(portal);
      byName.portal = portal;
      await waitFor(`http://127.0.0.1:${ports.portal}/`, portal, "portal");
    }
    if (options.comparePortal) {
      const { config, port } = options.comparePortal;
      const compare = startWorker("compare", ["-c", config, "--port", String(port), "--persist-to", path.join(stateDir, "compare"), ...portalVars(port)], log, workerEnv);
      children.push(compare);
      byName.compare = compare;
      await waitFor(`http://127.0.0.1:${port}/`, compare, "compare");
    }
    if (options.baselinePort) {
      const baseline = startWorker(
        "baseline",
        ["-c", "bench/baseline/build/server/wrangler.json", "--port", String(options.baselinePort), ...inspector(options.baselinePort)],
        log,
        workerEnv,
      );
      children.push(baseline);
      byName.baseline = baseline;
      await waitFor(`http://127.0.0.1:${options.baselinePort}/`, baseline, "baseline");
    }
  } catch (error) {
    stop();
    throw error;
  }
  return { stop, children, byName };
}
