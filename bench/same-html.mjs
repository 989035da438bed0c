// `node bench/same-html.mjs --before DIR [--verbose]`: whether the current build/ renders every screen
// exactly as an earlier build did (DIR, a copy of that build/). A change that makes the server's render
// cheaper must leave the markup as it was, or hydration breaks: this says so for every
// production screen of tests/fixtures/screens.mjs, logged in as Jan on De Dagkoerier and as An on De
// Ochtendpost (Belgian texts and dates), and the public screens logged out, with a browser's user agent.
// What differs per request (the CSP nonce, idempotency keys, CSRF tokens, the clock) and per build
// (the content hashes in the asset file names) is replaced
// by a placeholder on both sides first. Exits 1 when a screen differs and prints where.
import { parseArgs } from "node:util";
import { LOGGED_IN_SCREENS, PUBLIC_SCREENS } from "../tests/fixtures/screens.mjs";
import { logIn } from "./lib/login.mjs";
import { beforeBuildConfig, startToolStack } from "./lib/stack.mjs";

const { values: flags } = parseArgs({ options: { before: { type: "string" }, verbose: { type: "boolean", default: false } } });
const beforeConfig = beforeBuildConfig(flags.before);

const BASE = Number(process.env.BENCH_PORT_BASE ?? 58787);
const PORTS = { portal: BASE, content: BASE + 1, origin: BASE + 2, compare: BASE + 3 };
const PASSWORD = "Welkom-2026!";
const VISITORS = [
  { host: "mijn.dagkoerier.example", email: "jan.jansen@example.nl" },
  { host: "mijn.ochtendpost.example", email: "an.peeters@example.be" },
];
const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36";

/** What legitimately differs between two requests for the same page. */
function normalized(html) {
  const nonce = /nonce="([^"]+)"/.exec(html)?.[1];
  return (nonce ? html.replaceAll(nonce, "…nonce…") : html)
    .replace(/("(?:idempotencyKey|csrf|token|state)\\?"\s*,\s*\\?")[A-Za-z0-9_-]{10,}/g, "$1…")
    .replace(/(name="(?:idempotencyKey|csrf)" value=")[^"]*/g, "$1…")
    .replace(/\b\d+ (?:seconden|minuten|minuut|uur|dagen|dag) geleden\b/g, "… geleden")
    .replace(/(\\"now\\",)\d{13}/g, "$1…")
    // A changed module gets a new content hash, and so do the files that import it.
    .replace(/(\/assets\/[\w.-]+?)-[\w-]{8}\.(js|css)\b/g, "$1-….$2")
    .replace(/("version": ")[0-9a-f]{8}"/, '$1…"');
}

function firstDifference(a, b) {
  let index = 0;
  while (index < a.length && a[index] === b[index]) index++;
  return { index, before: a.slice(Math.max(0, index - 120), index + 160), after: b.slice(Math.max(0, index - 120), index + 160) };
}

const stack = await startToolStack({ ports: PORTS, stateDir: ".wrangler/same-html-state", comparePortal: { config: beforeConfig, port: PORTS.compare } });
process.on("SIGINT", () => {
  stack.stop();
  process.exit(130);
});
let differ = 0;
let compared = 0;
try {
  const sides = { before: `http://127.0.0.1:${PORTS.compare}`, after: `http://127.0.0.1:${PORTS.portal}` };
  for (const visitor of VISITORS) {
    // One login for both builds (they share the session secret), so both list the same sessions as this one.
    const cookie = await logIn({ portalUrl: sides.after, host: visitor.host, email: visitor.email, password: PASSWORD });
    const pages = [...LOGGED_IN_SCREENS.map((route) => ({ route, loggedIn: true })), ...PUBLIC_SCREENS.map((route) => ({ route, loggedIn: false }))];
    for (const { route, loggedIn } of pages) {
      const html = {};
      const status = {};
      for (const [side, url] of Object.entries(sides)) {
        const headers = { "x-ak-inc-host": visitor.host, "user-agent": BROWSER, ...(loggedIn ? { cookie } : {}) };
        const response = await fetch(`${url}${route}`, { headers, redirect: "manual" });
        status[side] = response.status;
        html[side] = normalized(await response.text());
      }
      compared++;
      const label = `${visitor.host} ${loggedIn ? "logged in" : "logged out"} ${route}`;
      if (status.before === status.after && html.before === html.after) {
        if (flags.verbose) console.log(`same       ${label} (${status.after}, ${html.after.length} characters)`);
        continue;
      }
      differ++;
      const where = firstDifference(html.before, html.after);
      console.log(`DIFFERENT  ${label}: ${status.before} → ${status.after}, at character ${where.index}`);
      console.log(`  before: ${JSON.stringify(where.before)}`);
      console.log(`  after:  ${JSON.stringify(where.after)}`);
    }
  }
} finally {
  stack.stop();
}
console.log(`${compared - differ} of ${compared} documents the same${differ ? `; ${differ} differ` : ""}`);
process.exit(differ ? 1 : 0);
