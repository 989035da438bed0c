import { env } from "cloudflare:workers";
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { redirect } from "react-router";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { CONTENT_DOWN, logIn, portalFetch } from "./helpers";
import { portalEnv } from "~/platform/request/env.server";
import { createReporter } from "~/platform/observability/report.server";

// Error reporting end to end (ADR 29): the portal's SENTRY_DSN points at a local sink (report-sink.ts,
// started by global-setup.ts) that records every envelope as it arrives; the tests read what arrived.

const HOST = "mijn.dagkoerier.example";
const SINK = (env as unknown as { TEST_REPORT_SINK: string }).TEST_REPORT_SINK;
const DSN = `${SINK.replace("://", "://publickey@")}/42`;
const withDsn = { SENTRY_DSN: DSN, BUILD_NUMBER: "4711" };
const production = { ...withDsn, ENVIRONMENT: "production" };
const EMAIL = "jan.jansen@example.nl";
const IBAN = "NL91ABNA0417164300";

interface Arrived {
  type: string;
  event: Record<string, any>;
  project: string;
  key: string | undefined;
}

/** Everything the sink received, one entry per envelope item (header line, then item header + payload pairs). */
async function arrived(): Promise<Arrived[]> {
  const records = (await (await fetch(`${SINK}/records`)).json()) as { project: string; query: Record<string, string>; body: string }[];
  return records.flatMap((record) => {
    const lines = record.body.split("\n").filter(Boolean);
    const items: Arrived[] = [];
    for (let index = 1; index + 1 < lines.length; index += 2) {
      items.push({ type: JSON.parse(lines[index]!).type, event: JSON.parse(lines[index + 1]!), project: record.project, key: record.query.sentry_key });
    }
    return items;
  });
}
const transactions = async () => (await arrived()).filter((item) => item.type === "transaction").map((item) => item.event);
const errors = async () => (await arrived()).filter((item) => item.type === "event").map((item) => item.event);

/** A reporter for one request, as the Worker makes it, run to completion (its sends awaited). */
async function withReporter(run: (reporter: ReturnType<typeof createReporter>) => void, overrides: Record<string, string> = {}) {
  const ctx = createExecutionContext();
  const reporter = createReporter(new Request(`https://${HOST}/account`, { headers: { cookie: "__Host-mo-session=geheim" } }), portalEnv({ ...env, ...withDsn, ...overrides } as Env), ctx);
  run(reporter);
  await waitOnExecutionContext(ctx);
}

beforeEach(async () => {
  await fetch(`${SINK}/records`, { method: "DELETE" });
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe("transactions: sampling per path and environment", () => {
  it("samples everything in test, in acceptance (from the branch) and on /betaalservice and /app-integration in production", async () => {
    vi.spyOn(Math, "random").mockReturnValue(0.001); // above 0.0005: only paths and environments at rate 1 are sampled
    await portalFetch("/", { host: HOST, envOverrides: withDsn }); // test
    await portalFetch("/", { host: HOST, envOverrides: { ...production, BRANCH: "develop" } }); // acceptance
    await portalFetch("/", { host: HOST, envOverrides: production });
    await portalFetch("/betaalservice", { host: HOST, envOverrides: production });
    await portalFetch("/app-integration", { host: HOST, envOverrides: production });
    const sent = await transactions();
    expect(sent.map((event) => [event.transaction, event.environment])).toEqual([
      ["GET /", "test"],
      ["GET /", "acceptance"],
      ["GET /betaalservice", "production"],
      ["GET /app-integration", "production"],
    ]);
    // Release: build number plus environment; the branch decides the environment when given.
    expect(sent.map((event) => event.release)).toEqual(["4711-test", "4711-acceptance", "4711-production", "4711-production"]);
  });

  it("samples other production paths at 0.0005", async () => {
    vi.spyOn(Math, "random").mockReturnValue(0.0004);
    await portalFetch("/klantenservice/contact", { host: HOST, envOverrides: production });
    expect((await transactions()).map((event) => event.transaction)).toEqual(["GET /klantenservice/contact"]);
    // main → production, whatever ENVIRONMENT says.
    vi.spyOn(Math, "random").mockReturnValue(0.0006);
    await portalFetch("/klantenservice/contact", { host: HOST, envOverrides: { ...withDsn, BRANCH: "main" } });
    expect(await transactions()).toHaveLength(1);
  });

  it("sends nothing without a DSN", async () => {
    await portalFetch("/", { host: HOST });
    await portalFetch("/onbekend", { host: HOST });
    expect(await arrived()).toEqual([]);
  });
});

describe("transactions: HTTP status → trace status", () => {
  let session: string;
  beforeAll(async () => {
    session = (await logIn(EMAIL)).session!;
  });

  it("sets the spec's trace status on every transaction", async () => {
    await portalFetch("/", { host: HOST, envOverrides: withDsn });
    await portalFetch("/bestaat-niet", { host: HOST, envOverrides: withDsn });
    await portalFetch("/account", { host: HOST, envOverrides: withDsn }); // logged out: redirect to /login
    await portalFetch("/api/logout", { host: HOST, method: "POST", headers: { origin: "https://evil.example" }, envOverrides: withDsn });
    await portalFetch("/500", { host: HOST, envOverrides: withDsn });
    await portalFetch("/account", { host: HOST, headers: { cookie: session }, envOverrides: { ...withDsn, ORIGIN_URL: `${(env as unknown as { ORIGIN_URL: string }).ORIGIN_URL}/dev/hang`, ORIGIN_READ_BUDGET_MS: "300" } });
    const sent = await transactions();
    expect(sent.map((event) => [event.transaction, event.contexts.trace.data["http.response.status_code"], event.contexts.trace.status])).toEqual([
      ["GET /", 200, "ok"],
      ["GET /bestaat-niet", 404, "not_found"],
      ["GET /account", 302, "ok"],
      ["POST /api/logout", 403, "permission_denied"],
      ["GET /:id", 500, "internal_error"], // identifiers (digits, tokens) leave transaction names
      ["GET /account", 503, "unavailable"],
    ]);
    for (const event of sent) {
      expect(event.contexts.trace.trace_id).toMatch(/^[0-9a-f]{32}$/);
      expect(JSON.stringify(event)).not.toContain("mo-session");
    }
  });

  it("does not report the redirect of a logged-out page, but does report a failing origin, with the session kept out", async () => {
    await portalFetch("/account", { host: HOST, envOverrides: withDsn });
    expect(await errors()).toEqual([]);
    await portalFetch("/account", { host: HOST, headers: { cookie: session }, envOverrides: { ...withDsn, ORIGIN_URL: CONTENT_DOWN } });
    const sent = await errors();
    expect(sent.map((event) => event.tags.context)).toContain("session validation");
    for (const event of sent) {
      expect(event.request.url).toBe("https://portal.test/account");
      expect(event.request.headers).not.toHaveProperty("cookie");
      expect(event.request.cookies).toBeUndefined();
      expect(JSON.stringify(event)).not.toContain(session.split("=")[1]!.slice(0, 20));
    }
  });
});

describe("error events from the Worker", () => {
  it("arrive without e-mail addresses, IBANs, phone numbers or cookies", async () => {
    await withReporter((reporter) => {
      reporter.report(new Error(`Payment refused for ${EMAIL} with IBAN ${IBAN} (call 06-12345678)`), "payment change");
    });
    const [event] = await errors();
    expect(event!.exception.values[0].value).toBe("Payment refused for [email] with IBAN [iban] (call [phone])");
    expect(event!.tags.context).toBe("payment change");
    const raw = JSON.stringify(await arrived());
    for (const secret of [EMAIL, IBAN, "NL91 ABNA", "12345678", "geheim"]) expect(raw).not.toContain(secret);
  });

  it("keep at most 50 stack frames, the throwing frame included", async () => {
    const limit = Error.stackTraceLimit;
    Error.stackTraceLimit = 200;
    const deep = (depth: number): Error => (depth === 0 ? new Error("deep failure") : deep(depth - 1));
    const error = deep(120);
    Error.stackTraceLimit = limit;
    await withReporter((reporter) => reporter.report(error, "deep"));
    const [event] = await errors();
    const frames = event!.exception.values[0].stacktrace.frames as { function?: string }[];
    expect(frames).toHaveLength(50);
    expect(frames.at(-1)!.function).toContain("deep");
  });

  it("drop thrown redirects and media-services frames", async () => {
    const thirdParty = new Error("player crashed");
    thirdParty.stack = "Error: player crashed\n    at play (https://cdn.partner.example/media-services/player.js:1:200)\n    at run (https://cdn.partner.example/media-services/player.js:1:50)";
    await withReporter((reporter) => {
      reporter.report(redirect("/login"), "loader");
      reporter.report(thirdParty, "script");
    });
    expect(await errors()).toEqual([]);
  });

  it("report unknown origin error codes with their code", async () => {
    await withReporter((reporter) => reporter.report(Object.assign(new Error("Unknown error code: SUBSCRIPTION-FROZEN"), { code: "SUBSCRIPTION-FROZEN" }), "account form"));
    const [event] = await errors();
    expect(event!.exception.values[0].value).toBe("Unknown error code: SUBSCRIPTION-FROZEN");
    expect(event!.tags["error.code"]).toBe("SUBSCRIPTION-FROZEN");
  });

  it("report an unknown code from the moving address lookup too, and show the generic Dutch text", async () => {
    const { session } = await logIn(EMAIL, { host: HOST });
    // The origin refuses the lookup with a code the portal does not know and no message of its own.
    const realFetch = globalThis.fetch;
    vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
      if (typeof init?.body === "string" && init.body.includes('"operationName":"MovingHouseAddressLookup"')) {
        return Response.json({ data: null, errors: [{ message: "refused", extensions: { status: 400, violations: [{ code: "ADDRESS-ON-THE-MOON", field: "zipCode" }] } }] });
      }
      return realFetch(input, init);
    });
    const response = await portalFetch("/verhuisservice/adres?postcode=3511+AB&huisnummer=23", { host: HOST, headers: { cookie: session! }, envOverrides: withDsn });
    expect(JSON.parse(response.body)).toEqual({ status: "not-found", field: "zipCode", message: "Er is iets misgegaan. Probeer het later opnieuw." });
    const reported = (await errors()).map((event) => [event.exception.values[0].value, event.tags["error.code"]]);
    expect(reported).toContainEqual(["Unknown error code: ADDRESS-ON-THE-MOON", "ADDRESS-ON-THE-MOON"]);
  });
});

describe("a screen that fails to render", () => {
  const failing = (session: string) => `${session}; mo-test-render-failure=1`;

  it("shows the error panel inside the page frame, answers 500 and is reported", async () => {
    const { session } = await logIn(EMAIL, { host: HOST });
    const page = await portalFetch("/facturen", { host: HOST, headers: { cookie: failing(session!) }, envOverrides: withDsn });
    expect(page.status).toBe(500);
    const main = /<main[^>]*>([\s\S]*)<\/main>/.exec(page.body)![1]!;
    expect(main).toContain("Helaas, deze inhoud kan niet geladen worden.");
    expect(main).toMatch(/<form method="get"><button[^>]*type="submit"[^>]*>Probeer opnieuw<\/button><\/form>/);
    expect(main).not.toMatch(/<h1[^>]*>Facturen<\/h1>/);
    // The frame stays: header, navigation and footer.
    expect(page.body).toContain('aria-label="Hoofdmenu"');
    expect(page.body).toContain("<footer");
    const reported = (await errors()).map((event) => event.exception.values[0].value);
    expect(reported).toContain("Test render failure (mo-test-render-failure)");
  });

  it("is a test hook of development and test only; without it the screen renders", async () => {
    const { session } = await logIn(EMAIL, { host: HOST });
    const production = await portalFetch("/facturen", { host: HOST, headers: { cookie: failing(session!) }, envOverrides: { ENVIRONMENT: "production" } });
    expect(production.status).toBe(200);
    expect(production.body).toMatch(/<h1[^>]*>Facturen<\/h1>/);
    expect(production.body).not.toContain("testRenderFailure");
    const plain = await portalFetch("/facturen", { host: HOST, headers: { cookie: session! } });
    expect(plain.status).toBe(200);
    expect(plain.body).not.toContain("testRenderFailure");
  });
});

describe("missing client settings (spec §8)", () => {
  const APP_UA = "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) MijnOmgevingApp/6.4 (De Dagkoerier)";
  const missing = async () => (await errors()).map((event) => event.exception.values[0].value as string).filter((value) => value.startsWith("Missing client settings"));

  it("are reported as an error on every app page opened without the app, once per page and not for its data requests", async () => {
    const { session } = await logIn(EMAIL, { host: HOST });
    for (const path of ["/myaccount", "/bezorgservice/app/klacht", "/vakantieservice/app/doorgeven"]) {
      await portalFetch(path, { host: HOST, headers: { cookie: session! }, envOverrides: withDsn });
    }
    await portalFetch("/vakantieservice/app/doorgeven.data", { host: HOST, headers: { cookie: session! }, envOverrides: withDsn });
    expect(await missing()).toEqual([
      "Missing client settings on /myaccount: no app user agent",
      "Missing client settings on /bezorgservice/app/klacht: no app user agent",
      "Missing client settings on /vakantieservice/app/doorgeven: no app user agent",
    ]);
  });

  it("are not reported when the app opens its pages, nor on the web pages", async () => {
    const { session } = await logIn(EMAIL, { host: HOST });
    for (const path of ["/myaccount", "/bezorgservice/app/klacht"]) {
      expect((await portalFetch(path, { host: HOST, headers: { cookie: session!, "user-agent": APP_UA }, envOverrides: withDsn })).status).toBe(200);
    }
    await portalFetch("/bezorgservice", { host: HOST, headers: { cookie: session! }, envOverrides: withDsn });
    expect(await missing()).toEqual([]);
  });
});

// --- The browser's tunnel -------------------------------------------------------------------------

function browserEnvelope(event: Record<string, unknown>, header: Record<string, unknown> = {}) {
  return [JSON.stringify({ event_id: "0123456789abcdef0123456789abcdef", sent_at: new Date().toISOString(), ...header }), JSON.stringify({ type: "event" }), JSON.stringify(event)].join("\n");
}
function browserError(value: string, frames: { filename: string; function: string }[] = [{ filename: "https://portal.test/assets/root.js", function: "onClick" }]) {
  return {
    event_id: "0123456789abcdef0123456789abcdef",
    platform: "javascript",
    exception: { values: [{ type: "TypeError", value, stacktrace: { frames } }] },
    request: { url: `https://${HOST}/account?email=${EMAIL}&code=abc`, headers: { "user-agent": "Chromium", cookie: "__Host-mo-session=geheim" } },
    user: { id: "acc-1", email: EMAIL, name: "Jan Jansen", ip_address: "203.0.113.9" },
    breadcrumbs: Array.from({ length: 130 }, (_, index) => ({ message: `klik ${index} ${EMAIL}` })),
  };
}
const tunnel = (body: string, headers: Record<string, string> = { origin: `https://${HOST}` }, overrides: Record<string, string> = withDsn) =>
  portalFetch("/api/monitoring", { host: HOST, method: "POST", headers: { "content-type": "application/x-sentry-envelope", ...headers }, body, envOverrides: overrides });

describe("the monitoring tunnel (/api/monitoring)", () => {
  it("forwards a browser error to the DSN, scrubbed, with release, environment and at most 50 frames and 100 breadcrumbs", async () => {
    const frames = Array.from({ length: 120 }, (_, index) => ({ filename: "https://portal.test/assets/root.js", function: `f${index}` }));
    const response = await tunnel(browserEnvelope(browserError(`Cannot read ${EMAIL} of ${IBAN}`, frames)));
    expect(response.status).toBe(202);
    const [item, ...rest] = await arrived();
    expect(rest).toEqual([]);
    expect(item!.project).toBe("42");
    expect(item!.key).toBe("publickey");
    const event = item!.event;
    expect(event.exception.values[0].value).toBe("Cannot read [email] of [iban]");
    expect(event.exception.values[0].stacktrace.frames).toHaveLength(50);
    expect(event.exception.values[0].stacktrace.frames.at(-1).function).toBe("f119");
    expect(event.breadcrumbs).toHaveLength(100);
    expect(event.request).toEqual({ url: `https://${HOST}/account`, headers: { "user-agent": "Chromium" } });
    expect(event.user).toEqual({ id: "acc-1" });
    expect(event.release).toBe("4711-test");
    expect(event.environment).toBe("test");
    const raw = JSON.stringify(event);
    for (const secret of [EMAIL, IBAN, "Jan Jansen", "203.0.113.9", "geheim"]) expect(raw).not.toContain(secret);
  });

  it("accepts an envelope addressed to the configured DSN and rejects other DSNs and projects", async () => {
    expect((await tunnel(browserEnvelope(browserError("a"), { dsn: DSN }))).status).toBe(202);
    expect((await tunnel(browserEnvelope(browserError("b"), { dsn: `${SINK.replace("://", "://publickey@")}/43` }))).status).toBe(403);
    expect((await tunnel(browserEnvelope(browserError("c"), { dsn: "https://otherkey@o1.ingest.sentry.io/42" }))).status).toBe(403);
    expect((await errors()).map((event) => event.exception.values[0].value)).toEqual(["a"]);
  });

  it("rejects cross-origin and origin-less posts, oversized bodies and garbage, and answers 204 without a DSN", async () => {
    const body = browserEnvelope(browserError("x"));
    expect((await tunnel(body, { origin: "https://evil.example" })).status).toBe(403);
    expect((await tunnel(body, { origin: `https://${HOST}`, "sec-fetch-site": "cross-site" })).status).toBe(403);
    expect((await tunnel(body, {})).status).toBe(403);
    expect((await tunnel(browserEnvelope(browserError("x".repeat(70_000))))).status).toBe(413);
    expect((await tunnel("not an envelope")).status).toBe(400);
    expect((await portalFetch("/api/monitoring", { host: HOST, envOverrides: withDsn })).status).toBe(405);
    expect((await tunnel(body, undefined, {})).status).toBe(204);
    expect(await arrived()).toEqual([]);
  });

  it("drops redirects and media-services events, and other item types", async () => {
    await tunnel(browserEnvelope(browserError("player", [{ filename: "https://cdn.partner.example/media-services/player.min.js", function: "play" }])));
    await tunnel(browserEnvelope({ exception: { values: [{ type: "RedirectError", value: "redirect to /login" }] } }));
    await tunnel([JSON.stringify({}), JSON.stringify({ type: "attachment" }), "binary"].join("\n"));
    expect(await arrived()).toEqual([]);
  });
});
