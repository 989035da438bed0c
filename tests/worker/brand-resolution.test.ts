import { beforeEach, describe, expect, it } from "vitest";
import { BRANDS, portalFetch, resetContentCache, title } from "./helpers";

describe("brand resolution at the edge", () => {
  beforeEach(resetContentCache);

  it.each(BRANDS)("serves $key on its host with title, favicons, noindex, viewport and skip link", async (brand) => {
    const { status, body } = await portalFetch("/", { host: brand.host });
    expect(status).toBe(200);
    expect(title(body)).toBe(`${brand.seoTitle} | Mijn Omgeving`);
    expect(body).toContain(`<link rel="icon" href="/brands/${brand.key}/favicon.ico" sizes="48x48"/>`);
    expect(body).toContain(`<link rel="icon" href="/brands/${brand.key}/favicon.svg" type="image/svg+xml"/>`);
    expect(body).toMatch(/<meta name="robots" content="noindex[^"]*"\/>/);
    expect(body).toContain('<meta name="viewport" content="width=375, initial-scale=1"/>');
    expect(body).toMatch(/<a href="#inhoud"[^>]*>Ga naar de inhoud<\/a>/);
    expect(body).toContain('id="inhoud"');
    // The home link says the brand's name once: the logo beside the (visually hidden) name is decorative.
    expect(body).toMatch(new RegExp(`<img src="/brands/${brand.key}/logo\\.svg" alt=""`));
  });

  it("uses the Host header when the CDN header is absent", async () => {
    const { body } = await portalFetch("/", { headers: { host: "mijn.wereldwijzer.example" } });
    expect(title(body)).toBe("Wereldwijzer | Mijn Omgeving");
  });

  it("prefers x-ak-inc-host over Host", async () => {
    const { body } = await portalFetch("/", { host: "mijn.ochtendpost.example", headers: { host: "mijn.dagkoerier.example" } });
    expect(title(body)).toBe("De Ochtendpost | Mijn Omgeving");
    expect(body).toContain('lang="nl-BE"');
  });

  it.each(["MIJN.DAGKOERIER.EXAMPLE", "Mijn.DagKoerier.Example:443", "mijn.dagkoerier.example:8787", "mijn.dagkoerier.example."])(
    "matches %s case-insensitively, ignoring the port",
    async (host) => {
      const { body } = await portalFetch("/", { host });
      expect(title(body)).toBe("De Dagkoerier | Mijn Omgeving");
    },
  );

  it.each([
    "evil.example",
    "mijn.dagkoerier.example.evil.example",
    "evil-mijn.dagkoerier.example",
    "dagkoerier.example",
    "mijn.dagkoerier.example@evil.example",
    "mijn.dagkoerier.example/evil",
    "<script>alert(1)</script>",
    "",
    "[::1]",
    "xn--mijn-dagkoerier-9kb.example",
  ])("renders the brand-less portal for the forged host %j and never links to it", async (host) => {
    const { status, body } = await portalFetch("/", { headers: { "x-ak-inc-host": host, host: host || "portal.test" } });
    expect(status).toBe(200);
    expect(title(body)).toBe("Mijn Omgeving");
    expect(body).not.toContain("/brands/");
    expect(body).not.toContain("www.dagkoerier.example");
    if (host) expect(body).not.toContain(`//${host}`);
    expect(body).not.toContain("evil.example");
    expect(body).not.toContain("<script>alert(1)</script>");
  });

  it("does not honour <key>.localhost aliases in production", async () => {
    const dev = await portalFetch("/", { host: "dagkoerier.localhost:8787" });
    expect(title(dev.body)).toBe("De Dagkoerier | Mijn Omgeving");
    const production = await portalFetch("/", { host: "dagkoerier.localhost:8787", envOverrides: { ENVIRONMENT: "production" } });
    expect(title(production.body)).toBe("Mijn Omgeving");
  });

  it("renders the brand's footer links and nothing for a missing link", async () => {
    const zendernet = await portalFetch("/", { host: "mijn.zendernet.example" });
    expect(zendernet.body).toContain("https://www.zendernet.example/");
    expect(zendernet.body).not.toContain(">Webshop<");
    const dagkoerier = await portalFetch("/", { host: "mijn.dagkoerier.example" });
    expect(dagkoerier.body).toContain(">Webshop<");
  });

  it("renders the brand's service tiles on the service home", async () => {
    const { body } = await portalFetch("/", { host: "mijn.dagkoerier.example" });
    const tiles = body.match(/data-count="(\d)"/)?.[1];
    expect(tiles).toBe("8");
  });

  it("answers unknown paths with the Dutch 404 page and status", async () => {
    const { status, body } = await portalFetch("/bestaat-niet", { host: "mijn.dagkoerier.example" });
    expect(status).toBe(404);
    expect(body).toMatch(/<h1[^>]*>Pagina niet gevonden<\/h1>/);
    expect(title(body)).toBe("De Dagkoerier | Mijn Omgeving");
  });

  it("serves /404 and /500 with their status codes", async () => {
    expect((await portalFetch("/404", { host: "mijn.dagkoerier.example" })).status).toBe(404);
    const serverError = await portalFetch("/500", { host: "mijn.dagkoerier.example" });
    expect(serverError.status).toBe(500);
    expect(serverError.body).toContain("Er ging iets mis");
  });
});
