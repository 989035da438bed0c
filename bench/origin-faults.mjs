// `node bench/origin-faults.mjs [--rate 0.2] [--views 300] [--switches 40] [--holidays 10] [--no-build]`:
// the local stack with an origin that fails `rate` of its API calls (ADR 47/48: a 503 before the call is
// applied, a 502 after it was), measured as an outsider: logged-in page views over every screen (how
// many show the error panel), newsletter switches (answered "not done" or "unknown", or answered
// otherwise than what the newsletter service then holds) and holiday submits (each with its own form
// key: how many were stored twice, or stored while the answer said they were not). Prints one JSON line.
// Not a test: figures for the closing note of issue 55 and ADR 48.
import { parseArgs } from "node:util";
import { LOGGED_IN_SCREENS } from "../tests/fixtures/screens.mjs";
import { logIn } from "./lib/login.mjs";
import { buildUnless, startToolStack } from "./lib/stack.mjs";

const { values: flags } = parseArgs({
  options: {
    rate: { type: "string", default: "0.2" },
    views: { type: "string", default: "300" },
    switches: { type: "string", default: "40" },
    holidays: { type: "string", default: "10" },
    "no-build": { type: "boolean", default: false },
  },
});
const PORT_BASE = Number(process.env.BENCH_PORT_BASE ?? 49787);
const PORTS = { portal: PORT_BASE, content: PORT_BASE + 1, origin: PORT_BASE + 2 };
const HOST = "mijn.dagkoerier.example";
const portal = `http://127.0.0.1:${PORTS.portal}`;
const UNKNOWN = "We weten nog niet zeker of dit gelukt is";

buildUnless(flags["no-build"]);
const stack = await startToolStack({ ports: PORTS, stateDir: ".wrangler/origin-faults-state", originFaults: Number(flags.rate) });

async function withRetries(work, tries = 8) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (attempt === tries) throw error;
    }
  }
}

const get = (path, cookie) => fetch(`${portal}${path}`, { headers: { "x-ak-inc-host": HOST, cookie }, redirect: "manual" });
const post = (path, cookie, fields) =>
  fetch(`${portal}${path}`, {
    method: "POST",
    redirect: "manual",
    headers: { "x-ak-inc-host": HOST, cookie, origin: `https://${HOST}`, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
  });
const text = async (response) => (await response.text()).replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");

try {
  // The login itself runs through the faulty origin too; a login refused by a fault is tried again, as a person would.
  const jan = await withRetries(() => logIn({ portalUrl: portal, host: HOST, email: "jan.jansen@example.nl", password: "Welkom-2026!" }));
  const screens = LOGGED_IN_SCREENS.filter((path) => path !== "/api/logout");

  // 1. Page views, six at a time.
  const views = Number(flags.views);
  const statuses = {};
  let next = 0;
  await Promise.all(
    Array.from({ length: 6 }, async () => {
      while (next < views) {
        const path = screens[next++ % screens.length];
        const response = await get(path, jan);
        await response.arrayBuffer();
        statuses[response.status] = (statuses[response.status] ?? 0) + 1;
      }
    }),
  );

  // 2. Newsletter switches: the answer against what is stored afterwards.
  const stored = async () => {
    const page = await (await get("/account/nieuwsbrieven", jan)).text();
    return /aria-checked="true"[^>]*aria-labelledby="nieuwsbrief-nl-dk-sport-titel"|aria-labelledby="nieuwsbrief-nl-dk-sport-titel"[^>]*aria-checked="true"/.test(page);
  };
  const switches = { sent: 0, done: 0, unknown: 0, failed: 0, misreported: 0 };
  for (let round = 0; round < Number(flags.switches); round++) {
    const subscribe = round % 2 === 0;
    const answer = await text(await post("/account/nieuwsbrieven", jan, { intent: subscribe ? "subscribe" : "unsubscribe", newsletterId: "nl-dk-sport" }));
    switches.sent++;
    const said = answer.includes(subscribe ? "U bent ingeschreven voor Sport vandaag." : "U bent uitgeschreven voor Sport vandaag.");
    if (said) switches.done++;
    else if (answer.includes(UNKNOWN)) switches.unknown++;
    else switches.failed++;
    const now = await stored();
    if (said && now !== subscribe) switches.misreported++;
    if (!said && !answer.includes(UNKNOWN) && now === subscribe) switches.misreported++;
  }

  // 3. Holiday pauses, each from a fresh form (its own key), sent again by the "subscriber" while the answer is unknown.
  const changeIds = async () => [...new Set([...(await (await get("/vakantieservice", jan)).text()).matchAll(/name="changeId" value="([^"]+)"/g)].map((m) => m[1]))];
  const before = await changeIds();
  const holidays = { sent: 0, done: 0, unknownThenResent: 0, failed: 0 };
  const page = await (await get("/vakantieservice/doorgeven", jan)).text();
  const min = /name="startDate"[^>]*\bmin="([^"]+)"|\bmin="([^"]+)"[^>]*name="startDate"/.exec(page);
  const earliest = new Date(`${min[1] ?? min[2]}T00:00:00Z`);
  for (let index = 0; index < Number(flags.holidays); index++) {
    const form = await (await get("/vakantieservice/doorgeven", jan)).text();
    const key = /name="idempotencyKey" value="([^"]+)"/.exec(form)[1];
    const start = new Date(earliest.getTime() + (index * 7 + 7) * 86_400_000).toISOString().slice(0, 10);
    const end = new Date(earliest.getTime() + (index * 7 + 8) * 86_400_000).toISOString().slice(0, 10);
    const fields = { intent: "holiday-submit", idempotencyKey: key, kind: "SUSPENSION", subscriptionIds: "700100", startDate: start, endDate: end };
    for (let attempt = 0; attempt < 5; attempt++) {
      holidays.sent++;
      const response = await post("/vakantieservice/doorgeven", jan, fields);
      if (response.status === 302) {
        holidays.done++;
        break;
      }
      const answer = await text(response);
      if (!answer.includes(UNKNOWN)) {
        holidays.failed++;
        break;
      }
      holidays.unknownThenResent++;
    }
  }
  const added = (await changeIds()).filter((id) => !before.includes(id)).length;
  const result = {
    rate: Number(flags.rate),
    pageViews: { total: views, statuses, panelShare: (statuses[503] ?? 0) / views },
    newsletterSwitches: switches,
    holidays: { ...holidays, stored: added, duplicates: Math.max(0, added - holidays.done), storedButReportedFailed: holidays.failed && added > holidays.done ? added - holidays.done : 0 },
  };
  console.log(JSON.stringify(result));
} finally {
  stack.stop();
}
