import { beforeAll, describe, expect, it } from "vitest";
import { logIn, portalFetch } from "./helpers";

// Newsletters (/account/nieuwsbrieven) and the activity timeline (/account/activiteit) against the
// real origin, as Sanne (De Dagkoerier only). The tests in this file run in order and build on
// each other's changes.
const host = "mijn.dagkoerier.example";
let cookie = "";

function post(path: string, fields: Record<string, string>) {
  return portalFetch(path, {
    host,
    method: "POST",
    headers: { cookie, origin: `https://${host}`, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
  });
}

/** The switch of one newsletter on the page: aria-checked, or null when it is not on the page. */
function switchState(html: string, newsletterId: string): boolean | null {
  const button = new RegExp(`<button[^>]*aria-labelledby="nieuwsbrief-${newsletterId}-titel"[^>]*>`).exec(html)?.[0];
  if (!button) return null;
  return /aria-checked="true"/.test(button);
}

async function pageState(newsletterId: string) {
  const page = await portalFetch("/account/nieuwsbrieven", { host, headers: { cookie } });
  expect(page.status).toBe(200);
  return switchState(page.body, newsletterId);
}

/** What the newsletter service itself has stored (through the portal's REST gateway). */
async function stored(brand: string): Promise<Record<string, boolean>> {
  const response = await portalFetch(`/api/newsletter/newsletters?brand=${brand}`, { host, headers: { cookie, accept: "application/json" } });
  expect(response.status).toBe(200);
  return Object.fromEntries((JSON.parse(response.body) as Array<{ id: string; subscribed: boolean }>).map((item) => [item.id, item.subscribed]));
}

/** Activity labels in page order (newest first). */
function activityLabels(html: string): string[] {
  return [...html.matchAll(/<li id="activiteit-\d+"[^>]*>.*?<p[^>]*>([^<]+)<\/p>/g)].map((match) => match[1]!);
}

beforeAll(async () => {
  const { session } = await logIn("digitaal@example.nl", { host });
  cookie = session!;
});

describe("newsletters", () => {
  it("lists the newsletters of the account's own brands only, with title, description and a switch each", async () => {
    const page = await portalFetch("/account/nieuwsbrieven", { host, headers: { cookie } });
    expect(page.status).toBe(200);
    expect(page.body).toMatch(/<h1[^>]*>Nieuwsbrieven<\/h1>/);
    expect(page.body).toMatch(/<h2[^>]*>De Dagkoerier<\/h2>/);
    expect(page.body).toContain("Uitslagen, analyses en het sportnieuws uit de regio.");
    for (const id of ["nl-dk-ochtend", "nl-dk-weekend", "nl-dk-sport", "nl-dk-puzzel"]) expect(switchState(page.body, id)).not.toBeNull();
    expect(page.body).not.toContain("Wereldwijzer Inspiratie");
    expect(switchState(page.body, "nl-op-vandaag")).toBeNull();
  });

  it("subscribing and unsubscribing is stored at the newsletter service, and a double submit is harmless", async () => {
    expect((await stored("dagkoerier"))["nl-dk-sport"]).toBe(false);

    const subscribed = await post("/account/nieuwsbrieven", { intent: "subscribe", newsletterId: "nl-dk-sport" });
    expect(subscribed.status).toBe(200);
    expect(subscribed.body).toContain("U bent ingeschreven voor Sport vandaag.");
    expect((await stored("dagkoerier"))["nl-dk-sport"]).toBe(true);
    expect(await pageState("nl-dk-sport")).toBe(true);

    const twice = await post("/account/nieuwsbrieven", { intent: "subscribe", newsletterId: "nl-dk-sport" });
    expect(twice.status).toBe(200);
    expect((await stored("dagkoerier"))["nl-dk-sport"]).toBe(true);

    const unsubscribed = await post("/account/nieuwsbrieven", { intent: "unsubscribe", newsletterId: "nl-dk-sport" });
    expect(unsubscribed.status).toBe(200);
    expect(unsubscribed.body).toContain("U bent uitgeschreven voor Sport vandaag.");
    expect((await stored("dagkoerier"))["nl-dk-sport"]).toBe(false);
    expect(await pageState("nl-dk-sport")).toBe(false);
  });

  it("refuses a newsletter of a brand the account does not have, and an unknown one", async () => {
    const refused = await post("/account/nieuwsbrieven", { intent: "subscribe", newsletterId: "nl-op-vandaag" });
    expect(refused.status).toBe(404);
    expect(refused.body).toContain("We konden de gevraagde gegevens niet vinden.");
    expect((await stored("ochtendpost"))["nl-op-vandaag"]).toBe(false);

    expect((await post("/account/nieuwsbrieven", { intent: "subscribe", newsletterId: "bestaat-niet" })).status).toBe(404);
    expect((await post("/account/nieuwsbrieven", { intent: "subscribe", newsletterId: "../pass/accounts/me" })).status).toBe(400);
    expect((await post("/account/nieuwsbrieven", { intent: "unsubscribe-all", brand: "ochtendpost" })).status).toBe(404);
  });

  it("'Alles uitschrijven' asks first (?alles-uitschrijven=<brand> without JavaScript), then unsubscribes from every newsletter of the brand", async () => {
    for (const id of ["nl-dk-ochtend", "nl-dk-weekend"]) await post("/account/nieuwsbrieven", { intent: "subscribe", newsletterId: id });
    expect(await stored("dagkoerier")).toMatchObject({ "nl-dk-ochtend": true, "nl-dk-weekend": true });

    const overview = await portalFetch("/account/nieuwsbrieven", { host, headers: { cookie } });
    expect(overview.body).toMatch(/<a href="\/account\/nieuwsbrieven\?alles-uitschrijven=dagkoerier"[^>]*>Alles uitschrijven/);
    const asked = await portalFetch("/account/nieuwsbrieven?alles-uitschrijven=dagkoerier", { host, headers: { cookie } });
    expect(asked.status).toBe(200);
    expect(asked.body).toContain("Wilt u zich uitschrijven voor alle nieuwsbrieven van De Dagkoerier?");
    expect(asked.body).toMatch(/<form[^>]*action="\/account\/nieuwsbrieven"[^>]*><input type="hidden" name="intent" value="unsubscribe-all"\/><input type="hidden" name="brand" value="dagkoerier"\/>/);
    expect(await stored("dagkoerier")).toMatchObject({ "nl-dk-ochtend": true, "nl-dk-weekend": true });

    const done = await post("/account/nieuwsbrieven", { intent: "unsubscribe-all", brand: "dagkoerier" });
    expect(done.status).toBe(200);
    expect(done.body).toContain("U bent uitgeschreven voor alle nieuwsbrieven van De Dagkoerier.");
    expect(Object.values(await stored("dagkoerier"))).toEqual([false, false, false, false]);
  });
});

describe("activity", () => {
  it("lists the actions just done, newest first, in Dutch, on this device", async () => {
    await post("/account/nieuwsbrieven", { intent: "subscribe", newsletterId: "nl-dk-puzzel" });
    await post("/account/nieuwsbrieven", { intent: "unsubscribe-all", brand: "dagkoerier" });
    const page = await portalFetch("/account/activiteit", { host, headers: { cookie } });
    expect(page.status).toBe(200);
    expect(page.body).toMatch(/<h1[^>]*>Activiteit<\/h1>/);
    expect(page.body).toMatch(/<h2[^>]*>Vandaag<\/h2>/);
    const labels = activityLabels(page.body);
    expect(labels.slice(0, 2)).toEqual(["Uitgeschreven voor alle nieuwsbrieven", "Ingeschreven voor een nieuwsbrief"]);
    expect(labels).toContain("Ingelogd");
    expect(labels.indexOf("Ingeschreven voor een nieuwsbrief")).toBeLessThan(labels.indexOf("Ingelogd"));
    // The unsubscribe-all event names its brand; events of this session say so.
    expect(page.body).toMatch(/Uitgeschreven voor alle nieuwsbrieven<\/p><p[^>]*>De Dagkoerier<\/p><p[^>]*>Op dit apparaat<\/p>/);
  });

  it("pages with ?na=<cursor>, older events on the next page, and sends a malformed cursor back to the start", async () => {
    // Enough events for a second page of 20.
    for (let round = 0; round < 11; round++) {
      await post("/account/nieuwsbrieven", { intent: "subscribe", newsletterId: "nl-dk-sport" });
      await post("/account/nieuwsbrieven", { intent: "unsubscribe", newsletterId: "nl-dk-sport" });
    }
    const first = await portalFetch("/account/activiteit", { host, headers: { cookie } });
    const firstIds = [...first.body.matchAll(/<li id="activiteit-(\d+)"/g)].map((match) => Number(match[1]));
    expect(firstIds).toHaveLength(20);
    expect([...firstIds].sort((a, b) => b - a)).toEqual(firstIds);
    const more = /<a[^>]*href="\/account\/activiteit\?na=(\d+)"[^>]*>Meer laden<\/a>/.exec(first.body);
    expect(more).not.toBeNull();
    expect(Number(more![1])).toBe(firstIds.at(-1));

    const second = await portalFetch(`/account/activiteit?na=${more![1]}`, { host, headers: { cookie } });
    expect(second.status).toBe(200);
    expect(second.body).toContain("Naar de nieuwste activiteit");
    const secondIds = [...second.body.matchAll(/<li id="activiteit-(\d+)"/g)].map((match) => Number(match[1]));
    expect(secondIds.length).toBeGreaterThan(0);
    expect(Math.max(...secondIds)).toBeLessThan(Math.min(...firstIds));

    const malformed = await portalFetch("/account/activiteit?na=abc", { host, headers: { cookie } });
    expect(malformed.status).toBe(302);
    expect(malformed.headers.get("location")).toBe("/account/activiteit");
  });
});
