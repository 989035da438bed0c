// Env types of the three Workers from their wrangler.toml (`wrangler types`): the portal's global
// `Env`, the origin's `OriginEnv` and the content emulator's `ContentEnv`. Each Worker is its own
// TypeScript project (tsconfig.{cloudflare,origin,content}.json), so the three never merge.
import { execFileSync } from "node:child_process";

const workers = [
  { config: "wrangler.toml", out: "worker-configuration.d.ts", envInterface: "Env" },
  { config: "workers/origin/wrangler.toml", out: "workers/origin/worker-configuration.d.ts", envInterface: "OriginEnv" },
  { config: "workers/content/wrangler.toml", out: "workers/content/worker-configuration.d.ts", envInterface: "ContentEnv" },
];

for (const { config, out, envInterface } of workers) {
  execFileSync(
    "node_modules/.bin/wrangler",
    ["types", "-c", config, out, "--env-interface", envInterface, "--include-runtime=false", "--strict-vars=false"],
    { stdio: ["ignore", "ignore", "inherit"], env: { ...process.env, WRANGLER_SEND_METRICS: "false" } },
  );
}
