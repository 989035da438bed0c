import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { logIn, portalFetch, resetContentCache } from "./helpers";

// Translations per page (ADR 0026): the HTML carries the translation keys of the routes that match
// the URL (the build's lists per route module), never the whole table.
const OCHTENDPOST = "mijn.ochtendpost.example";

describe("translations per page", () => {
  it("sends the service home its own texts and the shell's, not those of other screens", async () => {
    const { status, body } = await portalFetch("/", { host: OCHTENDPOST });
    expect(status).toBe(200);
    expect(body).toContain("serviceHomeHeading");
    expect(body).toContain("skipToContent"); // the shell's
    expect(body).not.toContain("lastNameLabel"); // the account screen's
    expect(body).not.toContain("errorCodes.GENERIC-ERROR"); // a form screen's
  });

  it("sends a not-found page the error screen's texts", async () => {
    const { status, body } = await portalFetch("/bestaat-niet", { host: OCHTENDPOST });
    expect(status).toBe(404);
    expect(body).toContain("notFoundTitle");
    expect(body).not.toContain("serviceHomeHeading");
  });

  it("sends /account its texts in the brand's language variant", async () => {
    const { session } = await logIn("an.peeters@example.be", { host: OCHTENDPOST });
    const { status, body } = await portalFetch("/account", { host: OCHTENDPOST, headers: { cookie: session! } });
    expect(status).toBe(200);
    expect(body).toContain("lastNameLabel");
    expect(body).toContain("Familienaam");
    expect(body).not.toContain("serviceHomeHeading");
  });

  it("loads the documents of `all` and of the page's content categories only (spec §3)", async () => {
    const { session } = await logIn("jan.jansen@example.nl", { host: "mijn.dagkoerier.example" });
    const page = (path: string) => portalFetch(path, { host: "mijn.dagkoerier.example", headers: { cookie: session! } });
    await page("/facturen");
    // An editor puts the invoices page's heading into the holiday category's document as well.
    const SITE_KEY = "content:mijn-omgeving-production:site";
    const site = await env.CONTENT_CACHE.get<{ value: { translations: unknown[] }; storedAt: number }>(SITE_KEY, "json");
    site!.value.translations.push({ _id: "translations.nl.holiday-extra", _type: "translations", language: "nl", category: "holiday", entries: [{ key: "invoicesTitle", value: "Rekeningen (vakantie)" }] });
    await env.CONTENT_CACHE.put(SITE_KEY, JSON.stringify({ ...site!, storedAt: Date.now() }));
    const { clearIsolateCache } = await import("~/platform/content/cache.server");
    clearIsolateCache();
    try {
      // /facturen (category invoices) does not load it: its heading stays the invoices document's.
      const invoices = await page("/facturen");
      expect(invoices.body).toMatch(/<h1[^>]*>Facturen<\/h1>/);
      expect(invoices.body).not.toContain("Rekeningen (vakantie)");
    } finally {
      await resetContentCache();
    }
  });
});
