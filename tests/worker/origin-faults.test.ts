import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { ACCOUNT_SCREENS, SERVICE_SCREENS } from "../fixtures/screens.mjs";
import { interceptOrigin, logIn, portalFetch, restoreOriginFetch } from "./helpers";

// An origin behind a gateway that answers some calls badly (ADR 47): with 1 in 5 origin calls failing —
// a 503 before the origin saw it, a 502 after it answered, a connection reset before or after — the
// server's reads are tried again at once inside the page's budget, and (almost) no page shows the
// error panel. The faults are drawn from a seeded generator, so the run is the same every time.

const HOST = "mijn.dagkoerier.example";

/** mulberry32: a small seeded generator, so the faults fall the same on every run. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const faults = { calls: 0, failed: 0 };

/** Every origin call of the portal Worker goes through a gateway that fails `rate` of them, a quarter of each kind. */
function unreliableOrigin(rate: number, seed: number) {
  const random = seeded(seed);
  interceptOrigin(async (input, init, _url, send) => {
    faults.calls++;
    if (random() >= rate) return send(input, init);
    faults.failed++;
    const kind = Math.floor(random() * 4);
    if (kind === 0) return new Response("Service Unavailable", { status: 503 });
    if (kind === 1) throw new TypeError("Network connection lost.");
    const answered = await send(input, init);
    await answered.arrayBuffer();
    if (kind === 2) return new Response("Bad Gateway", { status: 502 });
    throw new TypeError("Network connection lost.");
  });
}

afterEach(restoreOriginFetch);

let jan: string;
beforeAll(async () => {
  jan = (await logIn("jan.jansen@example.nl")).session!;
  await portalFetch("/", { host: HOST }); // the content cache warm, so only origin calls can fail
});

// Every logged-in screen that reads from the origin (the logout question reads nothing).
const SCREENS = [...ACCOUNT_SCREENS, ...SERVICE_SCREENS].filter((path) => path !== "/api/logout");

describe("an origin that answers 1 in 5 calls badly", () => {
  it("shows the error panel on fewer than 1 in 100 page views: reads are tried again at once", async () => {
    unreliableOrigin(0.2, 20261207);
    const statuses: Record<string, number[]> = {};
    for (let round = 0; round < 3; round++) {
      for (const path of SCREENS) {
        const { status } = await portalFetch(path, { host: HOST, headers: { cookie: jan } });
        (statuses[status] ??= []).push(status);
      }
    }
    const views = SCREENS.length * 3;
    const panels = statuses[503]?.length ?? 0;
    expect(faults.failed, "the gateway failed calls").toBeGreaterThan(views / 10);
    expect(panels / views, JSON.stringify(Object.keys(statuses))).toBeLessThan(0.01);
    expect(Object.keys(statuses)).toEqual(["200"]);
  });
});
