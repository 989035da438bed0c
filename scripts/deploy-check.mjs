// `npm run deploy:check`: would the three Workers deploy as they are? Runs wrangler's dry run for
// the portal (the build's generated config: run `npm run build` first), the origin and the content
// emulator, checks the bindings production needs and fails above the Workers size limit.
import { existsSync } from "node:fs";
import path from "node:path";
import { dryRun } from "./dry-run.mjs";
import { root } from "./stack.mjs";

/** Workers Free plan: 3 MB after compression (the Paid plan allows 10 MB); we hold the stricter one. */
export const GZIP_LIMIT_KIB = 3 * 1024;

const workers = [
  { name: "portal", config: "build/server/wrangler.json", bindings: ["env.CONTENT_CACHE", "env.ORIGIN_URL", "env.SANITY_PROJECT_ID"] },
  { name: "origin", config: "workers/origin/wrangler.toml", bindings: ["env.DB", "env.ISSUER", "env.ALLOWED_REDIRECT_HOSTS"] },
  { name: "content emulator", config: "workers/content/wrangler.toml", bindings: ["env.SANITY_DATASET"] },
];

let failures = 0;
for (const worker of workers) {
  const config = path.join(root, worker.config);
  if (!existsSync(config)) {
    console.error(`✗ ${worker.name}: ${worker.config} is missing${worker.name === "portal" ? " (run `npm run build` first)" : ""}`);
    failures += 1;
    continue;
  }
  const result = dryRun(config);
  const missing = worker.bindings.filter((binding) => !result.output.includes(binding));
  const tooBig = result.gzipKiB !== null && result.gzipKiB > GZIP_LIMIT_KIB;
  if (!result.ok || missing.length > 0 || tooBig) {
    failures += 1;
    console.error(`✗ ${worker.name}: ${!result.ok ? "dry run failed" : ""}${missing.length ? ` missing bindings ${missing.join(", ")}` : ""}${tooBig ? ` ${result.gzipKiB} KiB gzip is above ${GZIP_LIMIT_KIB} KiB` : ""}`);
    if (!result.ok) console.error(result.output.trim().split("\n").slice(-15).join("\n"));
  } else {
    console.log(`✓ ${worker.name}: ${result.totalKiB} KiB, ${result.gzipKiB} KiB gzip (limit ${GZIP_LIMIT_KIB} KiB), bindings ${worker.bindings.join(", ")}`);
  }
}
process.exit(failures === 0 ? 0 : 1);
