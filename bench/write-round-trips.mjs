// `node bench/write-round-trips.mjs [--runs 5] [--delay 160] [--no-build]`: how many origin round trips a
// subscriber waits for when a form changes something (issue 59), measured as an outsider: Chromium at 375 px,
// logged in, from the click to the page saying it is done, with the origin put `delay` ms away from the
// portal (a proxy in between that holds every request that long) and with it next door (0 ms), in one run.
// Round trips = (median at `delay` − median at 0) ÷ `delay`. The proxy also counts the portal's requests
// to the origin per write. Writes: a newsletter switch on /account/nieuwsbrieven, "Opslaan" on
// /account/voorkeuren ("Voorkeuren opslaan"). Not a test: figures for the closing note of issue 59 and ADR 51.
import http from "node:http";
import { parseArgs } from "node:util";
import { chromium } from "@playwright/test";
import { buildUnless, startToolStack } from "./lib/stack.mjs";

const { values: flags } = parseArgs({
  options: {
    runs: { type: "string", default: "5" },
    delay: { type: "string", default: "160" },
    "no-build": { type: "boolean", default: false },
  },
});
const RUNS = Number(flags.runs);
const DELAY = Number(flags.delay);
const PORT_BASE = Number(process.env.BENCH_PORT_BASE ?? 50787);
const PORTS = { portal: PORT_BASE, content: PORT_BASE + 1, origin: PORT_BASE + 2, proxy: PORT_BASE + 3 };
const SITE = `http://dagkoerier.localhost:${PORTS.portal}`;

// The origin, `delay` ms away: every request waits that long before it is passed on (one round trip each).
let delay = 0;
let requests = [];
const proxy = http.createServer((incoming, outgoing) => {
  const started = Date.now();
  const chunks = [];
  incoming.on("data", (chunk) => chunks.push(chunk));
  incoming.on("end", () => {
    requests.push(`${incoming.method} ${incoming.url.split("?")[0]}`);
    setTimeout(() => {
      const forwarded = http.request(
        { host: "127.0.0.1", port: PORTS.origin, path: incoming.url, method: incoming.method, headers: incoming.headers },
        (answer) => {
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(outgoing);
        },
      );
      forwarded.on("error", () => outgoing.destroy());
      forwarded.end(Buffer.concat(chunks));
    }, Math.max(0, delay - (Date.now() - started)));
  });
});
await new Promise((resolve) => proxy.listen(PORTS.proxy, "127.0.0.1", resolve));

buildUnless(flags["no-build"]);
const stack = await startToolStack({ ports: PORTS, stateDir: ".wrangler/write-round-trips-state", portalOriginUrl: `http://127.0.0.1:${PORTS.proxy}` });
const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium" });

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** The writes: open the page, make the change, and wait until the page says it is done. */
const WRITES = [
  {
    name: "newsletter switch (/account/nieuwsbrieven)",
    path: "/account/nieuwsbrieven",
    async write(page) {
      const toggle = page.getByRole("switch").first();
      await toggle.click();
      await page.getByText(/U bent (in|uit)geschreven voor/).last().waitFor();
    },
  },
  {
    name: "preferences save (/account/voorkeuren)",
    path: "/account/voorkeuren",
    async write(page) {
      const box = page.getByRole("checkbox").first();
      await box.click();
      await page.getByRole("button", { name: "Voorkeuren opslaan" }).click();
      await page.getByText("Uw communicatievoorkeuren zijn opgeslagen.").waitFor();
    },
  },
];

try {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const page = await context.newPage();
  // The login as a subscriber does it: the identity provider's form, back on the page logged in.
  await page.goto(`${SITE}/login?callback_url=${encodeURIComponent("/account/nieuwsbrieven")}`);
  await page.getByLabel("E-mailadres").fill("jan.jansen@example.nl");
  await page.getByLabel("Wachtwoord").fill("Welkom-2026!");
  await page.getByRole("button", { name: /^Inloggen$/ }).click();
  await page.waitForURL(`${SITE}/account/nieuwsbrieven`);
  const results = [];
  for (const write of WRITES) {
    const times = { 0: [], [DELAY]: [] };
    const counts = [];
    // Alternate the two distances, so both share the machine's noise.
    for (let run = 0; run < RUNS * 2; run++) {
      delay = run % 2 === 0 ? 0 : DELAY;
      await page.goto(`${SITE}${write.path}`);
      await page.waitForLoadState("load");
      requests = [];
      const started = performance.now();
      await write.write(page);
      times[delay].push(performance.now() - started);
      // The page's own requests after the answer (none expected) are counted with it.
      await page.waitForTimeout(300);
      counts.push(requests.length);
    }
    const near = median(times[0]);
    const far = median(times[DELAY]);
    results.push({ write: write.name, [`ms at 0`]: Math.round(near), [`ms at ${DELAY}`]: Math.round(far), roundTrips: Number(((far - near) / DELAY).toFixed(2)), originRequests: median(counts) });
  }
  console.log(`Origin round trips per write (median of ${RUNS}, Chromium at 375 px, origin ${DELAY} ms away):`);
  console.table(results);
} finally {
  await browser.close();
  stack.stop?.();
  proxy.close();
}
