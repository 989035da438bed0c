import { beforeAll, describe, expect, it } from "vitest";
import { logIn, portalFetch, title } from "./helpers";

// The mo-site-language cookie, the page props applicationConfiguration (ADR 31; the commercial banners:
// offers.test.ts), and where /app-integration is available.

const dagkoerier = "mijn.dagkoerier.example";
const ochtendpost = "mijn.ochtendpost.example";

/** The root loader's data as the HTML carries it (the turbo-stream of the hydration script). */
function hydration(body: string): string {
  return [...body.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1]).join("\n");
}

function siteLanguageCookies(headers: Headers): string[] {
  return headers.getSetCookie().filter((cookie) => cookie.startsWith("mo-site-language="));
}

describe("mo-site-language before login", () => {
  it("decides the language variant of a brand page: be on a Dutch brand, nl on a Belgian one", async () => {
    const be = await portalFetch("/", { host: dagkoerier, headers: { cookie: "mo-site-language=be" } });
    expect(be.body).toMatch(/<html lang="nl-BE"/);
    const nl = await portalFetch("/", { host: ochtendpost, headers: { cookie: "mo-site-language=nl" } });
    expect(nl.body).toMatch(/<html lang="nl-NL"/);
    // Read, never written, for a visitor without a session.
    expect(siteLanguageCookies(be.headers)).toEqual([]);
  });

  it("ignores invalid values: the brand's country decides", async () => {
    for (const value of ["fr", "BE", "nl-BE", "", "be%00"]) {
      const { body } = await portalFetch("/", { host: ochtendpost, headers: { cookie: `mo-site-language=${value}` } });
      expect(body, value).toMatch(/<html lang="nl-BE"/);
    }
    const { body } = await portalFetch("/", { host: dagkoerier, headers: { cookie: "mo-site-language=xx" } });
    expect(body).toMatch(/<html lang="nl-NL"/);
  });
});

describe("mo-site-language after login", () => {
  let session = "";
  const host = dagkoerier;
  const form = (language: string, cookie = "") =>
    portalFetch("/account/voorkeuren", {
      host,
      method: "POST",
      headers: { cookie: `${session}${cookie}`, origin: `https://${host}`, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "language", language }).toString(),
    });

  beforeAll(async () => {
    session = (await logIn("opgezegd@example.nl", { host })).session!;
  });

  it("follows the account's preference: set when it is changed on /account/voorkeuren, written back over another value, expired for 'website'", async () => {
    const saved = await form("nl-BE");
    expect(saved.status).toBe(200);
    expect(saved.body).toContain("Uw taalvoorkeur is opgeslagen.");
    expect(siteLanguageCookies(saved.headers)).toEqual([expect.stringMatching(/^mo-site-language=be; Path=\/; Secure; SameSite=Lax; Max-Age=31536000$/)]);

    // A stale cookie of this browser is overwritten by the account's preference, which also wins over it.
    const stale = await portalFetch("/", { host, headers: { cookie: `${session}; mo-site-language=nl` } });
    expect(stale.body).toMatch(/<html lang="nl-BE"/);
    expect(siteLanguageCookies(stale.headers)).toEqual([expect.stringMatching(/^mo-site-language=be;/)]);
    // Nothing to write when it already agrees.
    const agreed = await portalFetch("/", { host, headers: { cookie: `${session}; mo-site-language=be` } });
    expect(siteLanguageCookies(agreed.headers)).toEqual([]);

    const website = await form("website", "; mo-site-language=be");
    expect(siteLanguageCookies(website.headers)).toEqual([expect.stringMatching(/^mo-site-language=; .*Max-Age=0$/)]);
    const after = await portalFetch("/", { host, headers: { cookie: `${session}; mo-site-language=be` } });
    expect(after.body).toMatch(/<html lang="nl-NL"/);
    expect(siteLanguageCookies(after.headers)).toEqual([expect.stringMatching(/Max-Age=0$/)]);
  });
});

describe("page props", () => {
  it("carry the brand's applicationConfiguration from the content on every page", async () => {
    const { body } = await portalFetch("/klantenservice/veelgestelde-vragen", { host: dagkoerier });
    const data = hydration(body);
    expect(data).toContain("applicationConfiguration");
    expect(data).toContain("De Dagkoerier-app");
    expect(data).not.toContain("Zendernet-app");
    const zendernet = hydration((await portalFetch("/", { host: "mijn.zendernet.example" })).body);
    expect(zendernet).toContain("Zendernet-app");
  });

  it("carry the brand without its host list and without the service home's tiles, which only the service home sends", async () => {
    const faq = hydration((await portalFetch("/klantenservice/veelgestelde-vragen", { host: dagkoerier })).body);
    expect(faq).toContain("De Dagkoerier");
    expect(faq).toContain("customerService");
    expect(faq).not.toContain("hosts");
    expect(faq).not.toContain("serviceTiles");
    expect(faq).not.toContain("tiles");
    const home = await portalFetch("/", { host: dagkoerier });
    expect(hydration(home.body)).not.toContain("serviceTiles");
    expect(hydration(home.body)).toContain("tiles");
    expect(home.body).toMatch(/<a[^>]*href="\/vakantieservice"[^>]*>/);
  });
});

describe("/app-integration", () => {
  it("is there outside production", async () => {
    const { status, body } = await portalFetch("/app-integration", { host: dagkoerier });
    expect(status).toBe(200);
    expect(body).toMatch(/<h1[^>]*>App-integratie<\/h1>/);
    // Titled like every other page: "<brand seo title> Mijn Omgeving".
    expect(title(body)).toBe("De Dagkoerier | Mijn Omgeving");
    expect(title(body)).toBe(title((await portalFetch("/klantenservice/contact", { host: dagkoerier })).body));
    for (const path of ["/myaccount", "/bezorgservice/app/klacht", "/bezorgservice/app/:brandId/:subscriptionId", "/vakantieservice/app/doorgeven", "/verhuisservice/app/doorgeven", "/abonnementen/app/:subscriptionId/wijzigen", "/klantenservice/contact/app/basis-formulier"]) {
      expect(body).toContain(`<code class="`);
      expect(body).toContain(path);
    }
  });

  it("is not found in production unless APP_INTEGRATION_ENABLED is true", async () => {
    expect((await portalFetch("/app-integration", { host: dagkoerier, envOverrides: { ENVIRONMENT: "production" } })).status).toBe(404);
    expect((await portalFetch("/app-integration", { host: dagkoerier, envOverrides: { ENVIRONMENT: "production", APP_INTEGRATION_ENABLED: "yes" } })).status).toBe(404);
    expect((await portalFetch("/app-integration", { host: dagkoerier, envOverrides: { ENVIRONMENT: "production", APP_INTEGRATION_ENABLED: "true" } })).status).toBe(200);
  });

  it("builds a brand's URL and frames it on the same host only", async () => {
    const { body } = await portalFetch("/app-integration?merk=dagkoerier&instappunt=delivery-subscription&brandId=DK&subscriptionId=700100", { host: dagkoerier });
    expect(body).toContain('value="https://mijn.dagkoerier.example/bezorgservice/app/DK/700100"');
    expect(body).toMatch(/<iframe[^>]*src="\/bezorgservice\/app\/DK\/700100"/);
    const other = await portalFetch("/app-integration?merk=ochtendpost&instappunt=contact&onderwerp=delivery&subonderwerp=", { host: dagkoerier });
    expect(other.body).toContain('value="https://mijn.ochtendpost.example/klantenservice/contact/app/basis-formulier?onderwerp=delivery"');
    expect(other.body).not.toContain("<iframe");
    const missing = await portalFetch("/app-integration?merk=dagkoerier&instappunt=delivery-subscription&brandId=DK&subscriptionId=", { host: dagkoerier });
    expect(missing.body).toContain("Vul de verplichte parameters in.");
  });

  it("lets only the webview entry points be framed, and only by the portal itself", async () => {
    const entry = await portalFetch("/klantenservice/contact/app/basis-formulier", { host: dagkoerier });
    expect(entry.headers.get("content-security-policy")).toContain("frame-ancestors 'self'");
    expect(entry.headers.get("x-frame-options")).toBe("SAMEORIGIN");
    const web = await portalFetch("/klantenservice/contact/formulier", { host: dagkoerier });
    expect(web.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    expect(web.headers.get("x-frame-options")).toBe("DENY");
    const production = await portalFetch("/klantenservice/contact/app/basis-formulier", { host: dagkoerier, envOverrides: { ENVIRONMENT: "production" } });
    expect(production.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    expect(production.headers.get("x-frame-options")).toBe("DENY");
  });
});
