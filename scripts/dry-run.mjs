// `wrangler deploy --dry-run` of one Worker: what would be uploaded (total and gzip KiB) and the
// bindings wrangler reports. Works offline. Used by `npm run deploy:check` and the bench.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { quietEnv, root } from "./stack.mjs";

/** @returns {{ ok: boolean, totalKiB: number | null, gzipKiB: number | null, output: string }} */
export function dryRun(config) {
  const outdir = mkdtempSync(path.join(os.tmpdir(), "mo-dry-run-"));
  try {
    const out = spawnSync(path.join(root, "node_modules/.bin/wrangler"), ["deploy", "--dry-run", "--outdir", outdir, "-c", config], {
      cwd: root,
      env: { ...quietEnv, WRANGLER_LOG: "log" }, // "Total Upload" is printed at the "log" level
      encoding: "utf8",
      maxBuffer: 64 << 20,
    });
    const output = `${out.stdout}\n${out.stderr}`;
    const match = output.match(/Total Upload:\s*([\d.]+)\s*KiB\s*\/\s*gzip:\s*([\d.]+)\s*KiB/);
    return {
      ok: out.status === 0 && match !== null,
      totalKiB: match ? Number(match[1]) : null,
      gzipKiB: match ? Number(match[2]) : null,
      output,
    };
  } finally {
    rmSync(outdir, { recursive: true, force: true });
  }
}
