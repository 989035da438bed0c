import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { TEST_SECRETS } from "../../scripts/stack-config.mjs";
import { portalFetch, resetContentCache } from "./helpers";

const host = "mijn.dagkoerier.example";
const secret = TEST_SECRETS.portal.PREVIEW_SECRET;
const token = TEST_SECRETS.portal.SANITY_API_TOKEN;

async function enterPreview(redirect = "/") {
  const result = await portalFetch(`/api/preview?secret=${encodeURIComponent(secret)}&redirect=${encodeURIComponent(redirect)}`, { host });
  const cookie = result.headers.get("set-cookie") ?? "";
  return { ...result, cookie: cookie.split(";")[0]! };
}

describe("preview mode", () => {
  beforeEach(resetContentCache);

  it.each([["no secret", "/api/preview"], ["a wrong secret", "/api/preview?secret=wrong"], ["an empty secret", "/api/preview?secret="]])(
    "refuses %s with 401 and no cookie",
    async (_label, path) => {
      const { status, headers } = await portalFetch(path, { host });
      expect(status).toBe(401);
      expect(headers.get("set-cookie")).toBeNull();
    },
  );

  it("enters with the secret: a __Host- cookie that is Secure, HttpOnly and SameSite", async () => {
    const { status, headers } = await enterPreview("/facturen?jaar=2026");
    expect(status).toBe(302);
    expect(headers.get("location")).toBe("/facturen?jaar=2026");
    const cookie = headers.get("set-cookie")!;
    expect(cookie).toMatch(/^__Host-mo-preview=/);
    expect(cookie).toContain("Secure");
    expect(cookie).toContain("HttpOnly");
    expect(cookie).toContain("SameSite=Lax");
    expect(cookie).toContain("Path=/");
  });

  it.each(["//evil.example/x", "https://evil.example/", "/\\evil.example", "javascript:alert(1)", "%2F%2Fevil.example"])(
    "ignores the redirect %j and stays on this host",
    async (redirect) => {
      const { headers } = await enterPreview(redirect);
      expect(headers.get("location")).toBe("/");
    },
  );

  it("shows drafts, marks responses private/no-store, shows the exit button and bypasses KV", async () => {
    const { cookie } = await enterPreview();
    // Content keys only: the origin's commercial banners (ADR 31) share the namespace and are no drafts.
    const contentKeys = async () => (await env.CONTENT_CACHE.list({ prefix: "content:" })).keys.length;
    const before = await contentKeys();
    const { body, headers } = await portalFetch("/", { host, headers: { cookie } });
    expect(body).toContain("(concept)");
    expect(body).toMatch(/<a href="\/api\/preview\/exit"[^>]*>Exit Preview Mode<\/a>/);
    expect(headers.get("cache-control")).toBe("private, no-store");
    expect(await contentKeys()).toBe(before);
    expect(body).not.toContain(token);
    expect(JSON.stringify([...headers])).not.toContain(token);
  });

  it("does not show drafts without preview, nor with a forged cookie", async () => {
    const normal = await portalFetch("/", { host });
    expect(normal.body).not.toContain("(concept)");
    expect(normal.body).not.toContain('href="/api/preview/exit"');
    const forged = await portalFetch("/", { host, headers: { cookie: "__Host-mo-preview=preview:9999999999999.AAAA" } });
    expect(forged.body).not.toContain("(concept)");
  });

  it("exits at /api/preview/exit", async () => {
    const { status, headers } = await portalFetch("/api/preview/exit", { host });
    expect(status).toBe(302);
    expect(headers.get("set-cookie")).toMatch(/^__Host-mo-preview=;.*Max-Age=0/);
  });
});
