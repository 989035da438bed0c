// The local stack as the bench's tools start it: the production build (unless --no-build), then the
// content emulator, reference origin and portal on the tool's own ports with fresh state and the
// test secrets, quiet.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { TEST_SECRETS } from "../../scripts/stack-config.mjs";
import { quietEnv, root, startStack } from "../../scripts/stack.mjs";

/** `npx react-router build` with its output on the terminal; exits the tool when it fails. */
export function buildUnless(noBuild) {
  if (noBuild) return;
  const built = spawnSync("npx", ["react-router", "build"], { cwd: root, stdio: "inherit", env: quietEnv });
  if (built.status !== 0) process.exit(1);
}

/** `startStack` with fresh state under `.wrangler/<stateDir>`, the test secrets and no logs; `options` add to it. */
export function startToolStack({ ports, stateDir, ...options }) {
  return startStack({ ports, stateDir, fresh: true, secrets: { ...TEST_SECRETS.portal, ...TEST_SECRETS.origin }, log: () => {}, ...options });
}

/** The wrangler config of the earlier build a two-build tool compares with the current build/; exits with why when either is missing. */
export function beforeBuildConfig(before) {
  const config = before && path.resolve(before, "server/wrangler.json");
  if (!config || !existsSync(config)) throw new Error("--before DIR: a copy of an earlier build/ (DIR/server/wrangler.json)");
  if (!existsSync(path.join(root, "build/server/wrangler.json"))) throw new Error("build/ is missing: npx react-router build");
  return config;
}
