import { beforeEach, describe, expect, it } from "vitest";
import { TEST_SECRETS } from "../../scripts/stack-config.mjs";
import { portalFetch, resetContentCache } from "./helpers";

const host = "mijn.dagkoerier.example";

function expectBaseHeaders(headers: Headers) {
  expect(headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
  expect(headers.get("x-content-type-options")).toBe("nosniff");
  expect(headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  const csp = headers.get("content-security-policy") ?? "";
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("base-uri 'none'");
}

describe("security headers", () => {
  beforeEach(resetContentCache);

  it("puts a per-response nonce CSP on documents, also on React Router's scripts", async () => {
    const first = await portalFetch("/", { host });
    const second = await portalFetch("/", { host });
    expectBaseHeaders(first.headers);
    const csp = first.headers.get("content-security-policy")!;
    expect(csp).toContain("object-src 'none'");
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(second.headers.get("content-security-policy")).not.toContain(nonce);
    const scripts = [...first.body.matchAll(/<script\b[^>]*>/g)].map((match) => match[0]);
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
    expect(first.headers.get("cache-control")).toBe("private, no-store");
  });

  it.each([
    ["a 404 page", "/bestaat-niet", 404],
    ["a redirect", `/api/preview?secret=${TEST_SECRETS.portal.PREVIEW_SECRET}`, 302],
    ["a plain-text refusal", "/api/preview", 401],
    ["a React Router data request", "/_root.data", 200],
  ])("applies to %s", async (_label, path, status) => {
    const response = await portalFetch(path, { host });
    expect(response.status).toBe(status);
    expectBaseHeaders(response.headers);
    expect(response.headers.get("cache-control")).toContain("no-store");
  });

  it("applies to the worker's last-resort error page", async () => {
    const { status, headers, body } = await portalFetch("/", { host, envOverrides: { SESSION_SECRET: "too-short" } });
    expect(status).toBe(500);
    expect(body).toContain("Er ging iets mis");
    expect(body).not.toContain("SESSION_SECRET");
    expectBaseHeaders(headers);
  });
});

describe("cross-origin writes", () => {
  beforeEach(resetContentCache);

  it.each([
    ["another site's Origin", { origin: "https://evil.example" }],
    ["another brand's Origin", { origin: "https://mijn.wereldwijzer.example" }],
    ["an opaque Origin", { origin: "null" }],
    ["a cross-site fetch without Origin", { "sec-fetch-site": "cross-site" }],
  ])("refuses a POST with %s (403) before any action runs", async (_label, headers) => {
    const { status, body } = await portalFetch("/?index", {
      host,
      method: "POST",
      headers: { ...headers, "content-type": "application/x-www-form-urlencoded" },
      body: "intent=x",
    });
    expect(status).toBe(403);
    expect(body).toContain("Verzoek geweigerd");
  });

  it("lets a same-origin POST through to React Router", async () => {
    const { status } = await portalFetch("/?index", {
      host,
      method: "POST",
      headers: { origin: `https://${host}`, "content-type": "application/x-www-form-urlencoded" },
      body: "intent=x",
    });
    // The service home has no action: React Router answers 405, not the edge's 403.
    expect(status).toBe(405);
  });
});

describe("debug=locale", () => {
  beforeEach(resetContentCache);

  it("shows translation keys outside production, and ignores it in production or malformed", async () => {
    const debug = await portalFetch("/?debug=locale", { host });
    expect(debug.body).toContain(">skipToContent<");
    const production = await portalFetch("/?debug=locale", { host, envOverrides: { ENVIRONMENT: "production" } });
    expect(production.body).toContain(">Ga naar de inhoud<");
    for (const value of ["LOCALE", "locale%00", "<x>", ""]) {
      const malformed = await portalFetch(`/?debug=${value}`, { host });
      expect(malformed.status).toBe(200);
      expect(malformed.body).toContain(">Ga naar de inhoud<");
    }
  });
});

describe("redirects built from the host", () => {
  it("sends a visitor to log in on a resolved brand host, never on one a forged x-ak-inc-host names", async () => {
    for (const forged of ["evil.example", "mijn.dagkoerier.example.evil.example", "evil.example:443"]) {
      const { status, headers } = await portalFetch("/account", { host: forged });
      expect([302, 404], forged).toContain(status);
      expect(headers.get("location") ?? "", forged).not.toContain("evil");
    }
    // The brand's own host still comes back to itself.
    const own = await portalFetch("/account", { host });
    expect(decodeURIComponent(own.headers.get("location") ?? "")).toContain(`callback_url=https://${host}/account`);
  });
});
