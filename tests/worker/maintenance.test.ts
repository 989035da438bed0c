import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { portalFetch, resetContentCache } from "./helpers";

const host = "mijn.wereldwijzer.example";
const SITE_KEY = "content:mijn-omgeving-production:site";

/** Switches the cached site content's maintenance page on, as an editor publishing it would. */
async function maintenanceOn() {
  await portalFetch("/", { host });
  const site = await env.CONTENT_CACHE.get<{ value: { maintenance: Record<string, unknown> }; storedAt: number }>(SITE_KEY, "json");
  site!.value.maintenance = { ...site!.value.maintenance, active: true, title: "We zijn zo terug" };
  await env.CONTENT_CACHE.put(SITE_KEY, JSON.stringify({ ...site!, storedAt: Date.now() }));
  const { clearIsolateCache } = await import("~/platform/content/cache.server");
  clearIsolateCache();
}

describe("maintenance mode", () => {
  beforeEach(resetContentCache);

  it("is off by default: /onderhoud answers 200 and pages render", async () => {
    expect((await portalFetch("/", { host })).status).toBe(200);
    expect((await portalFetch("/onderhoud", { host })).status).toBe(200);
  });

  it("/onderhoud renders the maintenance document's body, its brand links resolved, the fixed text only without content", async () => {
    const page = await portalFetch("/onderhoud", { host });
    expect(page.body).toContain("We zijn even bezig met onderhoud");
    expect(page.body).toContain("Tijdens het onderhoud kunt u nog steeds:");
    expect(page.body).toMatch(/<a [^>]*href="https:\/\/status\.example\/mijn-omgeving"[^>]*>statuspagina</);
    // A brand-link mark becomes the brand's own link.
    expect(page.body).toMatch(/<a href="https:\/\/www\.wereldwijzer\.example\/"[^>]*>website<\/a>/);
    expect(page.body).not.toContain("<p>Mijn Omgeving is even niet beschikbaar wegens onderhoud");

    const site = await env.CONTENT_CACHE.get<{ value: { maintenance: Record<string, unknown> }; storedAt: number }>(SITE_KEY, "json");
    await env.CONTENT_CACHE.put(SITE_KEY, JSON.stringify({ ...site!, value: { ...site!.value, maintenance: null }, storedAt: Date.now() }));
    const { clearIsolateCache } = await import("~/platform/content/cache.server");
    clearIsolateCache();
    const fallback = await portalFetch("/onderhoud", { host });
    expect(fallback.status).toBe(200);
    expect(fallback.body).toContain("<p>Mijn Omgeving is even niet beschikbaar wegens onderhoud. Probeer het later opnieuw.</p>");
  });

  it("sends every page to /onderhoud, which answers 503 with its content title", async () => {
    await maintenanceOn();
    for (const path of ["/", "/account", "/facturen"]) {
      const { status, headers } = await portalFetch(path, { host });
      expect(status).toBe(302);
      expect(headers.get("location")).toBe("/onderhoud");
    }
    const page = await portalFetch("/onderhoud", { host });
    expect(page.status).toBe(503);
    expect(page.headers.get("retry-after")).toBe("3600");
    expect(page.body).toContain("We zijn zo terug");
    // The API stays reachable (logout, preview).
    expect((await portalFetch("/api/preview", { host })).status).toBe(401);
  });
});
