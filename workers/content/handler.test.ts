// @vitest-environment node
import http from "node:http";
import type { AddressInfo } from "node:net";
import { createClient } from "@sanity/client";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createContentHandler, parsePerspective, SLOW_FAULT_DELAY_MS } from "./handler";
import { ENV, loadDataset, seededHandler, TOKEN } from "./test-helpers";

const handler = seededHandler();
const BASE = "http://content.test";

interface QueryOptions {
  params?: Record<string, unknown>;
  perspective?: string;
  token?: string;
  dataset?: string;
  version?: string;
  env?: ContentEnv;
  extra?: Record<string, string>;
}

function queryUrl(query: string, options: QueryOptions = {}): string {
  const url = new URL(`${BASE}/${options.version ?? "v2023-03-07"}/data/query/${options.dataset ?? "mijn-omgeving-production"}`);
  url.searchParams.set("query", query);
  for (const [name, value] of Object.entries(options.params ?? {})) url.searchParams.set(`$${name}`, JSON.stringify(value));
  if (options.perspective) url.searchParams.set("perspective", options.perspective);
  for (const [name, value] of Object.entries(options.extra ?? {})) url.searchParams.set(name, value);
  return url.toString();
}

function authHeaders(token?: string): HeadersInit {
  return token === undefined ? {} : { authorization: `Bearer ${token}` };
}

async function groq(query: string, options: QueryOptions = {}) {
  const response = await handler.fetch(
    new Request(queryUrl(query, options), { headers: authHeaders(options.token) }),
    options.env ?? ENV,
  );
  return { response, body: (await response.json()) as Record<string, any> };
}

async function setFault(mode: string, env: ContentEnv = { ...ENV, ALLOW_FAULTS: "true" }) {
  return handler.fetch(
    new Request(`${BASE}/__fault`, { method: "POST", body: JSON.stringify({ mode }), headers: { "content-type": "application/json" } }),
    env,
  );
}

describe("content emulator: Sanity query API", () => {
  it("answers /health", async () => {
    const response = await handler.fetch(new Request(`${BASE}/health`), ENV);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ ok: true, dataset: "mijn-omgeving-production" });
  });

  it("answers a query like Sanity: { query, result, ms } as application/json", async () => {
    const { response, body } = await groq('*[_type == "brand"] | order(key asc).key');
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/json");
    expect(body.query).toBe('*[_type == "brand"] | order(key asc).key');
    expect(body.result).toEqual(["dagkoerier", "ochtendpost", "wereldwijzer", "zendernet"]);
    expect(typeof body.ms).toBe("number");
  });

  it("binds $params from the query string as JSON values", async () => {
    const { body } = await groq('*[_type == "brand" && $host in hosts][0]{key, brandId}', {
      params: { host: "mijn.ochtendpost.example" },
    });
    expect(body.result).toEqual({ key: "ochtendpost", brandId: "OP" });
    const none = await groq('*[_type == "brand" && $host in hosts][0]', { params: { host: "evil.example" } });
    expect(none.body.result).toBeNull();
  });

  it("accepts any vYYYY-MM-DD API version and omits the query with returnQuery=false", async () => {
    const { response, body } = await groq("count(*[_type == 'brand'])", {
      version: "v2025-02-19",
      extra: { returnQuery: "false" },
    });
    expect(response.status).toBe(200);
    expect(body).not.toHaveProperty("query");
    expect(body.result).toBe(4);
  });

  it("accepts POST with a JSON body { query, params }", async () => {
    const response = await handler.fetch(
      new Request(`${BASE}/v2023-03-07/data/query/mijn-omgeving-production`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ query: '*[_type == "brand" && key == $key][0].name', params: { key: "zendernet" } }),
      }),
      ENV,
    );
    expect(response.status).toBe(200);
    expect(((await response.json()) as { result: unknown }).result).toBe("Zendernet");
  });

  describe("perspectives", () => {
    const heading = '*[_id == "translations.nl"][0].entries[key == "serviceHomeHeading"][0].value';

    it("published (the default) hides drafts", async () => {
      const drafts = await groq('*[_id in path("drafts.**")]._id');
      expect(drafts.body.result).toEqual([]);
      const published = await groq('*[_id in path("drafts.**")]._id', { perspective: "published", token: TOKEN });
      expect(published.body.result).toEqual([]);
      expect((await groq(heading)).body.result).toBe("Waarmee kunnen we u helpen?");
      const alerts = await groq('*[_type == "siteAlert"]._id');
      expect(alerts.body.result).not.toContain("siteAlert.vakantieservice-in-de-app");
    });

    it.each(["previewDrafts", "drafts"])("%s overlays drafts on published documents", async (perspective) => {
      const translations = await groq('*[_id == "translations.nl"][0]{_id, _originalId}', { perspective, token: TOKEN });
      expect(translations.body.result).toEqual({ _id: "translations.nl", _originalId: "drafts.translations.nl" });
      expect((await groq(heading, { perspective, token: TOKEN })).body.result).toBe(
        "Waarmee kunnen we u helpen? (concept)",
      );
      // A draft-only document shows up under its published id; no document appears twice.
      const alerts = await groq('*[_type == "siteAlert"]._id', { perspective, token: TOKEN });
      expect(alerts.body.result).toContain("siteAlert.vakantieservice-in-de-app");
      const all = await groq("*._id", { perspective, token: TOKEN });
      expect(new Set(all.body.result).size).toBe(all.body.result.length);
      expect(all.body.result.some((id: string) => id.startsWith("drafts."))).toBe(false);
    });

    it("previewDrafts requires the token", async () => {
      const anonymous = await groq(heading, { perspective: "previewDrafts" });
      expect(anonymous.response.status).toBe(401);
      expect(anonymous.body).toMatchObject({ statusCode: 401, error: "Unauthorized" });
    });

    it("raw shows drafts beside published documents to an authenticated caller only", async () => {
      const authed = await groq('*[_id match "*translations.nl"]._id', { perspective: "raw", token: TOKEN });
      expect([...authed.body.result].sort()).toEqual(["drafts.translations.nl", "translations.nl"]);
      const anonymous = await groq('*[_id match "*translations.nl"]._id', { perspective: "raw" });
      expect(anonymous.body.result).toEqual(["translations.nl"]);
    });

    it("rejects an unknown perspective", async () => {
      expect((await groq("1", { perspective: "everything" })).response.status).toBe(400);
      expect(parsePerspective("rABC,drafts")).toBe("drafts");
      expect(parsePerspective("rABC,published")).toBe("published");
    });
  });

  describe("errors", () => {
    it("answers 401 to a wrong token, whatever the perspective", async () => {
      for (const perspective of ["published", "previewDrafts"]) {
        const { response, body } = await groq("1", { perspective, token: "wrong" });
        expect(response.status).toBe(401);
        expect(body).toEqual({ statusCode: 401, error: "Unauthorized", message: "Session not found" });
      }
    });

    it("answers 401 to a token when the emulator has none configured", async () => {
      const { response } = await groq("1", { token: TOKEN, env: { ...ENV, SANITY_API_TOKEN: undefined } });
      expect(response.status).toBe(401);
    });

    it("answers 400 with a queryParseError to bad GROQ", async () => {
      const { response, body } = await groq('*[_type == "brand"]{name');
      expect(response.status).toBe(400);
      expect(response.headers.get("content-type")).toBe("application/json");
      expect(body.error).toMatchObject({ type: "queryParseError", query: '*[_type == "brand"]{name' });
      expect(typeof body.error.start).toBe("number");
      expect(typeof body.error.end).toBe("number");
      expect(typeof body.error.description).toBe("string");
    });

    it("answers 400 to an unknown function", async () => {
      const { response, body } = await groq("nope::nothing()");
      expect(response.status).toBe(400);
      expect(typeof body.error.description).toBe("string");
    });

    it("answers 400 to a referenced but missing parameter, and to a non-JSON parameter", async () => {
      const missing = await groq("*[key == $key]");
      expect(missing.response.status).toBe(400);
      expect(missing.body.error.description).toBe("param $key referenced, but not provided");
      const response = await handler.fetch(
        new Request(`${BASE}/v2023-03-07/data/query/mijn-omgeving-production?query=*%5Bkey%3D%3D%24key%5D&%24key=dagkoerier`),
        ENV,
      );
      expect(response.status).toBe(400);
      expect(((await response.json()) as any).error.description).toMatch(/Please quote string values/);
    });

    it("answers 400 without a query", async () => {
      const response = await handler.fetch(new Request(`${BASE}/v2023-03-07/data/query/mijn-omgeving-production`), ENV);
      expect(response.status).toBe(400);
    });

    it("answers 404 to an unknown dataset and honours SANITY_DATASET", async () => {
      const { response, body } = await groq("1", { dataset: "staging" });
      expect(response.status).toBe(404);
      expect(body).toMatchObject({ statusCode: 404, error: "Not Found" });
      const renamed = await groq("1", { dataset: "staging", env: { ...ENV, SANITY_DATASET: "staging" } });
      expect(renamed.response.status).toBe(200);
      // A deployment without the variable.
      const defaulted = await groq("1", { env: { SANITY_API_TOKEN: TOKEN } as Partial<ContentEnv> as ContentEnv });
      expect(defaulted.response.status).toBe(200);
    });

    it("answers 404 to unknown paths and 405 to other methods", async () => {
      expect((await handler.fetch(new Request(`${BASE}/v2023-03-07/data/mutate/x`), ENV)).status).toBe(404);
      const put = await handler.fetch(
        new Request(`${BASE}/v2023-03-07/data/query/mijn-omgeving-production?query=1`, { method: "PUT" }),
        ENV,
      );
      expect(put.status).toBe(405);
    });
  });

  it("parses the dataset once per handler (per isolate)", async () => {
    const load = vi.fn(loadDataset);
    const fresh = createContentHandler(load);
    await fresh.fetch(new Request(queryUrl("count(*)")), ENV);
    await fresh.fetch(new Request(queryUrl("count(*)", { perspective: "previewDrafts" }), { headers: authHeaders(TOKEN) }), ENV);
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe("content emulator: faults", () => {
  afterEach(() => {
    vi.useRealTimers();
    handler.resetFaults();
  });

  it("keeps /__fault closed unless ALLOW_FAULTS is true", async () => {
    expect((await setFault("down", ENV)).status).toBe(404);
    expect((await groq("1")).response.status).toBe(200);
  });

  it("keeps a fault mode to the handler it was set on (per test environment, not per module)", async () => {
    expect((await setFault("down")).status).toBe(200);
    const other = createContentHandler(loadDataset);
    expect((await other.fetch(new Request(queryUrl("1")), ENV)).status).toBe(200);
    expect((await groq("1")).response.status).toBe(503);
  });

  it("rejects an unknown fault mode", async () => {
    expect((await setFault("sideways")).status).toBe(400);
  });

  it("down answers 503 to queries until reset; /health stays up", async () => {
    expect((await setFault("down")).status).toBe(200);
    const { response, body } = await groq("1");
    expect(response.status).toBe(503);
    expect(body.statusCode).toBe(503);
    expect((await handler.fetch(new Request(`${BASE}/health`), ENV)).status).toBe(200);
    await setFault("none");
    expect((await groq("1")).response.status).toBe(200);
  });

  it("slow delays queries by 15 s", async () => {
    vi.useFakeTimers();
    await setFault("slow");
    let settled = false;
    const pending = groq("1").then((result) => {
      settled = true;
      return result;
    });
    await vi.advanceTimersByTimeAsync(SLOW_FAULT_DELAY_MS - 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect((await pending).response.status).toBe(200);
  });

  it("starts from env.FAULT", async () => {
    expect((await groq("1", { env: { ...ENV, FAULT: "down" } })).response.status).toBe(503);
  });
});

describe("content emulator: the real @sanity/client code path (over a Node HTTP server)", () => {
  let server: http.Server;
  let apiHost = "";

  beforeAll(async () => {
    server = http.createServer(async (req, res) => {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      const headers = new Headers();
      for (const [name, value] of Object.entries(req.headers)) if (typeof value === "string") headers.set(name, value);
      const request = new Request(`http://${req.headers.host}${req.url}`, {
        method: req.method,
        headers,
        body: req.method === "GET" || req.method === "HEAD" ? undefined : Buffer.concat(chunks),
      });
      const response = await handler.fetch(request, ENV);
      res.writeHead(response.status, Object.fromEntries(response.headers));
      res.end(Buffer.from(await response.arrayBuffer()));
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    apiHost = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  const config = () => ({
    projectId: "mo-local",
    dataset: "mijn-omgeving-production",
    apiVersion: "2023-03-07",
    apiHost,
    useProjectHostname: false,
    maxRetries: 0,
  });
  const headingQuery = '*[_type == "translations" && language == $language && category == "all"][0].entries[key == "serviceHomeHeading"][0].value';

  it("published: brand documents come back, drafts stay hidden", async () => {
    const client = createClient({ ...config(), useCdn: true, perspective: "published" });
    const brand = await client.fetch('*[_type == "brand" && $host in hosts][0]{key, name}', {
      host: "mijn.dagkoerier.example",
    });
    expect(brand).toEqual({ key: "dagkoerier", name: "De Dagkoerier" });
    expect(await client.fetch(headingQuery, { language: "nl" })).toBe("Waarmee kunnen we u helpen?");
  });

  it("previewDrafts with the token: the draft wins", async () => {
    const client = createClient({ ...config(), useCdn: false, perspective: "previewDrafts", token: TOKEN, ignoreBrowserTokenWarning: true });
    expect(await client.fetch(headingQuery, { language: "nl" })).toBe("Waarmee kunnen we u helpen? (concept)");
  });

  it("surfaces a GROQ error as a ClientError with status 400", async () => {
    const client = createClient({ ...config(), useCdn: true, perspective: "published" });
    await expect(client.fetch("*[")).rejects.toMatchObject({ statusCode: 400 });
  });
});
