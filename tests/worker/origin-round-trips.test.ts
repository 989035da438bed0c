import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { ACCOUNT_SCREENS, SERVICE_SCREENS } from "../fixtures/screens.mjs";
import { countOriginRequests, logIn, type OriginCall, portalFetch, restoreOriginFetch } from "./helpers";

// One origin request per logged-in page (every production screen), none for an
// anonymous one. The brand, flags and translations come from KV (the content cache), the session check
// rides on the page's own read, GraphQL or REST (ADR 26, 33), and what the origin answers alike for everyone (banners, today's delivery incidents)
// is cached in KV too. Counted here: every request the portal Worker sends to the origin while it renders
// a page the second time (the first warms the caches).

const HOST = "mijn.dagkoerier.example";
let calls: OriginCall[] = [];
const countOriginCalls = () => (calls = countOriginRequests());

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

// The origin words its messages in the caller's Dutch: the account's own preference when it has one (the
// origin knows the account from the token, workers/origin/rules/words.ts), else what the portal asks. With a
// session the portal asks in the brand's Dutch, because the session check (and with it the preference) rides
// on the same request (ADR 33, issue 59); a stale mo-site-language cookie never decides.
describe("the language the origin is asked for", () => {
  async function languageOf(path: string, host: string, cookie: string) {
    await portalFetch(path, { host, headers: { cookie } });
    countOriginCalls();
    const { status } = await portalFetch(path, { host, headers: { cookie } });
    restoreOriginFetch();
    expect(status).toBe(200);
    return [...new Set(calls.map(({ language }) => language))];
  }

  it("is the brand's on a page that reads with the session, whatever the site-language cookie says", async () => {
    const an = (await logIn("an.peeters@example.be", { host: "mijn.ochtendpost.example" })).session!;
    expect(await languageOf("/account", HOST, jan)).toEqual(["nl-NL"]);
    expect(await languageOf("/account", HOST, `${jan}; mo-site-language=be`)).toEqual(["nl-NL"]);
    expect(await languageOf("/account", "mijn.ochtendpost.example", an)).toEqual(["nl-BE"]);
    expect(await languageOf("/account", "mijn.ochtendpost.example", `${an}; mo-site-language=nl`)).toEqual(["nl-BE"]);
    expect(await languageOf("/account", HOST, `${jan}; mo-site-language=fr`)).toEqual(["nl-NL"]);
  });

  it("is, for an action, the brand's: the write carries the session check, and a stale cookie is cleared on its answer", async () => {
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
    // No userinfo call: the action's mutation answers the check; the page's read after it (a document
    // request renders the page) speaks the verdict's language.
    const janCalls = await actionLanguages(HOST, `${jan}; mo-site-language=be`);
    expect(janCalls.length).toBeGreaterThan(0);
    expect(new Set(janCalls)).toEqual(new Set(["POST /graphql nl-NL"]));
    const anCalls = await actionLanguages("mijn.ochtendpost.example", `${an}; mo-site-language=nl`);
    expect(anCalls.length).toBeGreaterThan(0);
    expect(new Set(anCalls)).toEqual(new Set(["POST /graphql nl-BE"]));
  });
});
