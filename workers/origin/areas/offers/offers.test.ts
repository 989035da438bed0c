import { describe, expect, it } from "vitest";
import { call, login } from "../../test/helpers";
import type { CommercialBanner } from "./data";

// The commercial banners the portal shows on / and /abonnementen (ADR 31): public, per brand, with
// configuration.brand and configuration.type.

const get = (path: string, headers: Record<string, string> = {}) => call(path, { headers: { accept: "application/json", ...headers } });

describe("GET /api/commercial-offerings/banners", () => {
  it("lists every brand's active banners without a token, each with configuration.brand and configuration.type", async () => {
    const response = await get("/api/commercial-offerings/banners");
    expect(response.status).toBe(200);
    const banners = await response.json<CommercialBanner[]>();
    expect(new Set(banners.map((banner) => banner.configuration.brand))).toEqual(new Set(["dagkoerier", "wereldwijzer", "ochtendpost", "zendernet"]));
    for (const banner of banners) expect(["service-home", "subscriptions"]).toContain(banner.configuration.type);
    expect(banners.find((banner) => banner.id === "cb-dk-home")).toEqual({
      id: "cb-dk-home",
      headline: "Ook digitaal lezen? 3 maanden voor € 1",
      description: "Lees De Dagkoerier onbeperkt in de app en op de website.",
      ctaLabel: "Bekijk de actie",
      url: "https://www.dagkoerier.example/abonnementen/digitaal",
      badge: "Actie",
      price: 1,
      currency: "EUR",
      pricePeriod: "ONCE",
      configuration: { brand: "dagkoerier", type: "service-home" },
    });
    // An inactive banner is not offered.
    expect(banners.map((banner) => banner.id)).not.toContain("cb-zn-old");
  });

  it("narrows to one brand with ?brand= and refuses an unknown brand", async () => {
    const banners = await (await get("/api/commercial-offerings/banners?brand=ochtendpost")).json<CommercialBanner[]>();
    expect(banners.map((banner) => [banner.id, banner.configuration.type])).toEqual([
      ["cb-op-home", "service-home"],
      ["cb-op-abo", "subscriptions"],
    ]);
    const unknown = await get("/api/commercial-offerings/banners?brand=onbekend");
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toMatchObject({ violations: [{ code: "UNKNOWN-BRAND", field: "brand" }] });
  });

  it("answers the same with a valid token and refuses an invalid one", async () => {
    const jan = await login("jan.jansen@example.nl");
    const withToken = await get("/api/commercial-offerings/banners?brand=dagkoerier", { authorization: `Bearer ${jan.access_token}` });
    expect((await withToken.json<CommercialBanner[]>()).map((banner) => banner.id)).toEqual(["cb-dk-home", "cb-dk-abo"]);
    expect((await get("/api/commercial-offerings/banners", { authorization: "Bearer nep" })).status).toBe(401);
  });

  it("refuses other methods", async () => {
    expect((await call("/api/commercial-offerings/banners", { method: "POST" })).status).toBe(405);
  });
});
