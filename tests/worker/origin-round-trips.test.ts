import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { ACCOUNT_SCREENS, SERVICE_SCREENS } from "../fixtures/screens.mjs";
import { interceptOrigin, logIn, portalFetch, restoreOriginFetch } from "./helpers";

// One origin request per logged-in page (every production screen), none for an
// anonymous one. The brand, flags and translations come from KV (the content cache), the session check
// rides on the page's own read, GraphQL or REST (ADR 26, 33), and what the origin answers alike for everyone (banners, today's delivery incidents)
// is cached in KV too. Counted here: every request the portal Worker sends to the origin while it renders
// a page the second time (the first warms the caches).

const HOST = "mijn.dagkoerier.example";
/** Every origin request of the render: what it asked and in which round trip ("wave") it went out. */
let calls: Array<{ call: string; wave: number; language: string | null }> = [];

/**
 * Counts the portal Worker's requests to the origin. A request's wave is one more than the highest wave
 * of the requests that had finished when it started: requests sent side by side share a round trip, a
 * request that waited for an answer starts the next one.
 */
function countOriginCalls() {
  calls = [];
  const finished: number[] = [];
  interceptOrigin(async (input, init, url, send) => {
    const wave = 1 + Math.max(0, ...finished);
    const headers = new Headers(input instanceof Request ? input.headers : init?.headers);
    calls.push({ call: `${init?.method ?? (input instanceof Request ? input.method : "GET")} ${url.pathname}`, wave, language: headers.get("accept-language") });
    try {
      return await send(input, init);
    } finally {
      finished.push(wave);
    }
  });
}

afterEach(restoreOriginFetch);

let jan: string;
beforeAll(async () => {
  jan = (await logIn("jan.jansen@example.nl")).session!;
  // Warm the content cache, so what is counted is the page's own work.
  await portalFetch("/", { host: HOST });
});

const SCREENS = [
  "/",
  ...ACCOUNT_SCREENS,
  ...SERVICE_SCREENS,
  "/klantenservice/veelgestelde-vragen",
  "/klantenservice/contact",
  "/klantenservice/contact/formulier",
  "/klantenservice/email",
  "/toegankelijkheid",
];

describe("origin round trips per screen", () => {
  it.each(SCREENS)("%s logged in: one request", async (path) => {
    await portalFetch(path, { host: HOST, headers: { cookie: jan } });
    countOriginCalls();
    const { status } = await portalFetch(path, { host: HOST, headers: { cookie: jan } });
    restoreOriginFetch();
    expect(status, path).toBe(200);
    // One request: the page's own read (GraphQL or REST) answers the session check too (ADR 26, 33);
    // a page that reads nothing asks the identity provider once.
    expect(calls.length, JSON.stringify(calls)).toBe(1);
    expect(calls[0]!.wave).toBe(1);
  });
  it.each(["/", "/klantenservice/veelgestelde-vragen", "/klantenservice/contact", "/opzeggen", "/bezorgservice", "/account/verwijderd", "/toegankelijkheid"])(
    "%s without a login: none (a warm cache)",
    async (path) => {
      await portalFetch(path, { host: HOST });
      countOriginCalls();
      const { status } = await portalFetch(path, { host: HOST });
      restoreOriginFetch();
      expect(status).toBe(200);
      expect(calls).toEqual([]);
    },
  );
});

// The bench's calibration pair (bench/run.mjs): the bare route asks the origin nothing, its `?origin`
// twin exactly one health check, so their CPU difference is one subrequest. Neither exists in production.
describe("the bench's bare routes", () => {
  it("/__bench/bare asks the origin nothing, /__bench/bare?origin once", async () => {
    countOriginCalls();
    expect((await portalFetch("/__bench/bare", { host: HOST })).status).toBe(200);
    expect(calls).toEqual([]);
    expect((await portalFetch("/__bench/bare?origin", { host: HOST })).status).toBe(200);
    restoreOriginFetch();
    expect(calls.map(({ call, wave }) => ({ call, wave }))).toEqual([{ call: "GET /health", wave: 1 }]);
  });

  it.each(["/__bench/bare", "/__bench/bare?origin"])("%s is not found in production", async (path) => {
    countOriginCalls();
    const { status } = await portalFetch(path, { host: HOST, envOverrides: { ENVIRONMENT: "production" } });
    restoreOriginFetch();
    expect(status).toBe(404);
    expect(calls).toEqual([]);
  });
});

// The origin words its messages in the caller's Dutch (ADR 26): the page's language, which is
// the brand's, or the account's preference once this browser has learned it (the mo-site-language cookie).
describe("the language the origin is asked for", () => {
  async function languageOf(path: string, host: string, cookie: string) {
    await portalFetch(path, { host, headers: { cookie } });
    countOriginCalls();
    const { status } = await portalFetch(path, { host, headers: { cookie } });
    restoreOriginFetch();
    expect(status).toBe(200);
    return [...new Set(calls.map(({ language }) => language))];
  }

  it("is the brand's, or the account's preference as the site-language cookie says", async () => {
    const an = (await logIn("an.peeters@example.be", { host: "mijn.ochtendpost.example" })).session!;
    expect(await languageOf("/account", HOST, jan)).toEqual(["nl-NL"]);
    expect(await languageOf("/account", HOST, `${jan}; mo-site-language=be`)).toEqual(["nl-BE"]);
    expect(await languageOf("/account", "mijn.ochtendpost.example", an)).toEqual(["nl-BE"]);
    expect(await languageOf("/account", "mijn.ochtendpost.example", `${an}; mo-site-language=nl`)).toEqual(["nl-NL"]);
    // Anything else in the cookie is ignored.
    expect(await languageOf("/account", HOST, `${jan}; mo-site-language=fr`)).toEqual(["nl-NL"]);
  });

  it("is, for an action, the preference the session check has just told, not a stale cookie", async () => {
    const an = (await logIn("an.peeters@example.be", { host: "mijn.ochtendpost.example" })).session!;
    // Neither demo account has a preference: the brand's Dutch, whatever this browser last learned.
    async function actionLanguages(host: string, cookie: string) {
      countOriginCalls();
      const { status, headers } = await portalFetch("/account/sessies", {
        host,
        method: "POST",
        headers: { cookie, origin: `https://${host}`, "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ intent: "revoke-session", sessionId: "geen-sessie" }).toString(),
      });
      restoreOriginFetch();
      expect(status).toBe(404);
      // The stale cookie is cleared on the same answer.
      expect(headers.getSetCookie().some((c) => c.startsWith("mo-site-language=;"))).toBe(true);
      return calls.map(({ call, language }) => `${call} ${language}`);
    }
    // The check (userinfo, which has no messages) goes out first; the action's mutation and the page's
    // reads after it follow the verdict.
    const [check, ...after] = await actionLanguages(HOST, `${jan}; mo-site-language=be`);
    expect(check).toBe("GET /oauth/userinfo null");
    expect(after.length).toBeGreaterThan(0);
    expect(new Set(after)).toEqual(new Set(["POST /graphql nl-NL"]));
    const [, ...afterAn] = await actionLanguages("mijn.ochtendpost.example", `${an}; mo-site-language=nl`);
    expect(afterAn.length).toBeGreaterThan(0);
    expect(new Set(afterAn)).toEqual(new Set(["POST /graphql nl-BE"]));
  });
});
