import { describe, expect, it } from "vitest";
import { CONTENT_DOWN, portalFetch, resetContentCache } from "./helpers";

// The commercial banners (ADR 31): the origin's offerings per brand in the page props, the service
// home's slot, closed for the browser session, and a page that never waits for a failing offerings call.

const dagkoerier = "mijn.dagkoerier.example";
const ochtendpost = "mijn.ochtendpost.example";

/** The root loader's data as the HTML carries it (the turbo-stream of the hydration script). */
function hydration(body: string): string {
  return [...body.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1]).join("\n");
}

describe("commercial banners", () => {
  it("carry the current brand's commercial banners only, and the service home shows its slot's", async () => {
    await resetContentCache();
    await portalFetch("/", { host: dagkoerier }); // a cold cache: the answer fills it (waitUntil)
    const { body } = await portalFetch("/", { host: dagkoerier });
    const data = hydration(body);
    expect(data).toContain("cb-dk-home");
    expect(data).toContain("cb-dk-abo");
    expect(data).not.toContain("cb-op-home");
    // The slot of the service home: its banner, not /abonnementen's.
    expect(body).toContain("Ook digitaal lezen? 3 maanden voor € 1");
    expect(body).not.toContain("Krant + digitaal in één abonnement</h2>");
    const other = await portalFetch("/", { host: ochtendpost });
    expect(other.body).toContain("Een maand gratis digitaal lezen");
    expect(other.body).not.toContain("Ook digitaal lezen?");
  });

  it("leave out a banner closed in this browser session", async () => {
    const { body } = await portalFetch("/", { host: dagkoerier, headers: { cookie: "mo-banners-dismissed=cb-dk-home,bad%20id" } });
    expect(body).not.toContain("Ook digitaal lezen?");
    expect(hydration(body)).toContain("cb-dk-abo");
  });

  it("render no banner and still answer 200 at once when the offerings call fails", async () => {
    await resetContentCache();
    const down = await portalFetch("/", { host: dagkoerier, envOverrides: { ORIGIN_URL: CONTENT_DOWN } });
    expect(down.status).toBe(200);
    expect(down.body).not.toContain("Ook digitaal lezen?");
    expect(down.body).toContain("Waarmee kunnen we u helpen?");
  });
});
