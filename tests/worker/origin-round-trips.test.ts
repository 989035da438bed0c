import { env } from "cloudflare:workers";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { logIn, portalFetch } from "./helpers";

// Issue 39 item 2: one origin round trip per logged-in page, none for an anonymous one. The brand,
// flags and translations come from KV (the content cache), the session check rides on the page's own
// read (ADR 33), and what the origin answers alike for everyone (banners, today's delivery incidents)
// is cached in KV too. Counted here: every request the portal Worker sends to the origin while it renders
// a page the second time (the first warms the caches).

const HOST = "mijn.dagkoerier.example";
const originHost = new URL((env as unknown as { ORIGIN_URL: string }).ORIGIN_URL).host;
const realFetch = globalThis.fetch;
let calls: string[] = [];

function countOriginCalls() {
  calls = [];
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (url.host === originHost) calls.push(`${init?.method ?? (input instanceof Request ? input.method : "GET")} ${url.pathname}`);
    return realFetch(input, init);
  }) as typeof fetch;
}

afterEach(() => {
  globalThis.fetch = realFetch;
});

let jan: string;
beforeAll(async () => {
  jan = (await logIn("jan.jansen@example.nl")).session!;
  // Warm the content cache, so what is counted is the page's own work.
  await portalFetch("/", { host: HOST });
});

const SCREENS = ["/account", "/abonnementen", "/facturen", "/betaalservice", "/bezorgservice", "/bezorgservice/klacht", "/vakantieservice", "/verhuisservice", "/abonnementen/delen", "/"];

describe("origin round trips per screen", () => {
  it.each(SCREENS)("%s logged in: one", async (path) => {
    await portalFetch(path, { host: HOST, headers: { cookie: jan } });
    countOriginCalls();
    const { status } = await portalFetch(path, { host: HOST, headers: { cookie: jan } });
    globalThis.fetch = realFetch;
    expect(status).toBe(200);
    // The page's own GraphQL read, which answers the session check too (no userinfo call before it).
    expect(calls).toEqual(["POST /graphql"]);
  });
  it.each(["/", "/klantenservice/veelgestelde-vragen", "/klantenservice/contact", "/opzeggen", "/bezorgservice"])("%s without a login: none (a warm cache)", async (path) => {
    await portalFetch(path, { host: HOST });
    countOriginCalls();
    const { status } = await portalFetch(path, { host: HOST });
    globalThis.fetch = realFetch;
    expect(status).toBe(200);
    expect(calls).toEqual([]);
  });
});
