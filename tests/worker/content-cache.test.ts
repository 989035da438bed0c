import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { PUBLIC_SCREENS } from "../fixtures/screens.mjs";
import { CONTENT_DOWN, portalFetch, resetContentCache, throwingKv, title } from "./helpers";

const BRANDS_KEY = "content:mijn-omgeving-production:brands";
const SITE_KEY = "content:mijn-omgeving-production:site";

describe("content through the KV cache", () => {
  beforeEach(resetContentCache);

  it("stores good answers in KV with their stored-at time", async () => {
    await portalFetch("/", { host: "mijn.dagkoerier.example" });
    const stored = await env.CONTENT_CACHE.get<{ value: unknown[]; storedAt: number }>(BRANDS_KEY, "json");
    expect(stored?.value).toHaveLength(4);
    expect(Date.now() - (stored?.storedAt ?? 0)).toBeLessThan(60_000);
    expect(await env.CONTENT_CACHE.get(SITE_KEY)).not.toBeNull();
  });

  it("serves a stale value at once and refreshes it in the background", async () => {
    await portalFetch("/", { host: "mijn.dagkoerier.example" });
    const site = await env.CONTENT_CACHE.get<{ value: { translations: Array<{ language: string; category?: string; entries: Array<{ key: string; value: string }> }> }; storedAt: number }>(SITE_KEY, "json");
    const nl = site!.value.translations.find((doc) => doc.language === "nl" && doc.entries.some((entry) => entry.key === "skipToContent"))!;
    nl.entries = nl.entries.map((entry) => (entry.key === "skipToContent" ? { ...entry, value: "Oude skiplink" } : entry));
    await env.CONTENT_CACHE.put(SITE_KEY, JSON.stringify({ value: site!.value, storedAt: Date.now() - 3600_000 }));
    const { clearIsolateCache } = await import("~/platform/content/cache.server");
    clearIsolateCache();

    const stale = await portalFetch("/", { host: "mijn.dagkoerier.example" });
    expect(stale.body).toContain("Oude skiplink");
    // portalFetch waited for ctx.waitUntil: the refresh has replaced the stale entry.
    const refreshed = await env.CONTENT_CACHE.get<{ storedAt: number }>(SITE_KEY, "json");
    expect(Date.now() - refreshed!.storedAt).toBeLessThan(60_000);
    clearIsolateCache();
    const fresh = await portalFetch("/", { host: "mijn.dagkoerier.example" });
    expect(fresh.body).toContain(">Ga naar de inhoud<");
  });

  it("derives the feature flags and the app configuration anew when the site document changes", async () => {
    const host = "mijn.dagkoerier.example";
    const before = await portalFetch("/", { host });
    expect(before.body).toContain('aria-label="Meldingen"');
    expect(before.body).toContain("De Dagkoerier-app");
    const site = await env.CONTENT_CACHE.get<{ value: { flags: { general: Record<string, boolean> }; applicationConfigurations: Array<{ brand: string; appName: string }> } }>(SITE_KEY, "json");
    site!.value.flags.general.isSiteAlertsEnabled = false;
    site!.value.applicationConfigurations = site!.value.applicationConfigurations.map((doc) => (doc.brand === "dagkoerier" ? { ...doc, appName: "Dagkoerier Nieuws-app" } : doc));
    await env.CONTENT_CACHE.put(SITE_KEY, JSON.stringify({ value: site!.value, storedAt: Date.now() }));
    const { clearIsolateCache } = await import("~/platform/content/cache.server");
    clearIsolateCache();

    const after = await portalFetch("/", { host });
    expect(after.body).not.toContain('aria-label="Meldingen"');
    expect(after.body).toContain("Dagkoerier Nieuws-app");
    expect(after.body).not.toContain("De Dagkoerier-app");
  });

  it("keeps a translation with markup inert: the shared root data carries it escaped, the page shows it as text", async () => {
    const host = "mijn.dagkoerier.example";
    await portalFetch("/", { host });
    const site = await env.CONTENT_CACHE.get<{ value: { translations: Array<{ language: string; entries: Array<{ key: string; value: string }> }> } }>(SITE_KEY, "json");
    const attack = '</script><script>alert("mo")</script><!--';
    for (const doc of site!.value.translations) {
      doc.entries = doc.entries.map((entry) => (entry.key === "skipToContent" ? { ...entry, value: attack } : entry));
    }
    await env.CONTENT_CACHE.put(SITE_KEY, JSON.stringify({ value: site!.value, storedAt: Date.now() }));
    const { clearIsolateCache } = await import("~/platform/content/cache.server");
    clearIsolateCache();

    const { status, body } = await portalFetch("/", { host });
    expect(status).toBe(200);
    expect(body).not.toContain("<script>alert(");
    expect(body).not.toContain("</script><script>");
    // The skip link shows the text as text, and the root data still carries it (escaped) for hydration.
    expect(body).toContain("&lt;/script&gt;&lt;script&gt;alert(");
    expect(body).toMatch(/u003c\/script/);
  });

  it("never caches errors: content API down leaves KV empty and still answers 200 from the bundled snapshot", async () => {
    const { status, body } = await portalFetch("/", { host: "mijn.ochtendpost.example", envOverrides: { SANITY_API_HOST: CONTENT_DOWN } });
    expect(status).toBe(200);
    expect(title(body)).toBe("De Ochtendpost | Mijn Omgeving");
    // (The origin's commercial banners, ADR 31, share the namespace under their own key.)
    expect((await env.CONTENT_CACHE.list()).keys.filter((key) => key.name.startsWith("content:"))).toHaveLength(0);
  });

  it.each(["mijn.dagkoerier.example", "mijn.wereldwijzer.example", "mijn.ochtendpost.example", "mijn.zendernet.example"])(
    "renders %s with 200 when KV throws and the content API is down",
    async (host) => {
      const { status, body } = await portalFetch("/", { host, envOverrides: { CONTENT_CACHE: throwingKv, SANITY_API_HOST: CONTENT_DOWN } });
      expect(status).toBe(200);
      expect(title(body)).not.toBe("Mijn Omgeving");
      expect(body).toContain("Ga naar de inhoud");
    },
  );

  it("renders every screen open to visitors (no 5xx) from the build's snapshots and default texts when KV throws and the content API is down, and reports the outage once per page", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      for (const { host } of [{ host: "mijn.dagkoerier.example" }, { host: "mijn.ochtendpost.example" }]) {
        for (const path of PUBLIC_SCREENS) {
          errors.mockClear();
          const { status, body } = await portalFetch(path, { host, envOverrides: { CONTENT_CACHE: throwingKv, SANITY_API_HOST: CONTENT_DOWN } });
          expect(status, `${host}${path}`).toBeLessThan(500);
          expect(body, `${host}${path}`).toContain("Ga naar de inhoud");
          const reports = errors.mock.calls.filter(([first]) => typeof first === "string" && first.startsWith("[content"));
          expect(reports, `${host}${path}`).toHaveLength(1);
        }
      }
      // The FAQ and the e-mail service answer from the build's snapshot of their documents.
      const faq = await portalFetch("/klantenservice/veelgestelde-vragen", { host: "mijn.dagkoerier.example", envOverrides: { CONTENT_CACHE: throwingKv, SANITY_API_HOST: CONTENT_DOWN } });
      expect(faq.body).toContain("Waar vind ik mijn factuur?");
      const email = await portalFetch("/klantenservice/email", { host: "mijn.dagkoerier.example", envOverrides: { CONTENT_CACHE: throwingKv, SANITY_API_HOST: CONTENT_DOWN } });
      expect(email.body).not.toContain("Helaas, deze inhoud kan niet geladen worden.");
    } finally {
      errors.mockRestore();
    }
  });

  it("keeps serving from KV when the content API goes down after a good answer", async () => {
    await portalFetch("/", { host: "mijn.zendernet.example" });
    const { clearIsolateCache } = await import("~/platform/content/cache.server");
    clearIsolateCache();
    const { body } = await portalFetch("/", { host: "mijn.zendernet.example", envOverrides: { SANITY_API_HOST: CONTENT_DOWN } });
    expect(title(body)).toBe("Zendernet | Mijn Omgeving");
  });

  it("works with a throwing KV while the content API is up, from the API", async () => {
    const { status, body } = await portalFetch("/", { host: "mijn.wereldwijzer.example", envOverrides: { CONTENT_CACHE: throwingKv } });
    expect(status).toBe(200);
    expect(title(body)).toBe("Wereldwijzer | Mijn Omgeving");
  });
});
