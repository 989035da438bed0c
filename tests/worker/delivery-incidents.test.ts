import { beforeAll, describe, expect, it } from "vitest";
import { TEST_SECRETS } from "../../scripts/stack-config.mjs";
import { postForm } from "./account-helpers";
import { logIn, portalFetch, resetContentCache } from "./helpers";

// Delivery incidents in the portal (ADR 40): the notice for Jan on the service home and /bezorgservice,
// nothing for An; without a login, today's incidents by area and the report page.

const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");
let jan: string;
let an: string;

beforeAll(async () => {
  jan = (await logIn("jan.jansen@example.nl")).session!;
  an = (await logIn("an.peeters@example.be")).session!;
});

describe("delivery incident notices", () => {
  it("shows Jan the Amersfoort incident with the one tap on the service home and /bezorgservice", async () => {
    for (const path of ["/", "/bezorgservice"]) {
      const { status, body } = await portalFetch(path, { host: "mijn.dagkoerier.example", headers: { cookie: jan } });
      expect(status, path).toBe(200);
      expect(text(body), path).toContain("Door een tekort aan bezorgers is De Dagkoerier in een deel van Amersfoort niet bezorgd.");
      expect(text(body), path).toContain("Ik heb ook geen krant ontvangen");
    }
  });

  it("shows An nothing", async () => {
    const { body } = await portalFetch("/", { host: "mijn.ochtendpost.example", headers: { cookie: an } });
    expect(body).not.toContain('aria-label="Storingen in de bezorging"');
  });

  // The origin's clock (mo-test-origin-clock, ADR 36): a moment in the past, so the test holds on any day.
  const at = (moment: string) => `${jan}; mo-test-origin-clock=${encodeURIComponent(moment)}`;

  it("on a Sunday evening shows Jan the notice about Saturday's paper", async () => {
    const { body } = await portalFetch("/bezorgservice", { host: "mijn.dagkoerier.example", headers: { cookie: at("2026-11-22T20:00:00Z") } });
    expect(text(body)).toContain("Het gaat om De Dagkoerier van zaterdag 21 november 2026.");
    expect(body).not.toContain('value="REDELIVERY"');
  });

  it("on a Tuesday morning before 10:00 also offers to bring today's paper", async () => {
    const { body } = await portalFetch("/bezorgservice", { host: "mijn.dagkoerier.example", headers: { cookie: at("2026-11-24T08:00:00Z") } });
    expect(text(body)).toContain("Het gaat om De Dagkoerier van dinsdag 24 november 2026.");
    expect(body).toContain('value="REDELIVERY"');
  });

  it("lists today's incidents without a login, and the report page asks for number, postcode and house number", async () => {
    const list = await portalFetch("/bezorgservice", { host: "mijn.ochtendpost.example" });
    expect(list.status).toBe(200);
    expect(text(list.body)).toContain("Door wegenwerken in Gent wordt De Ochtendpost later bedeeld dan normaal.");
    expect(text(list.body)).toContain("postcodes 9000 – 9052");
    const report = await portalFetch("/bezorgservice/melden", { host: "mijn.dagkoerier.example" });
    expect(report.status).toBe(200);
    expect(text(report.body)).toContain("Abonnementsnummer");
    expect((await portalFetch("/bezorgservice/melden", { host: "mijn.zendernet.example" })).status).toBe(404);
  });

  it("answers 404 for an incident that concerns none of the account's subscriptions", async () => {
    expect((await portalFetch("/bezorgservice/storing/deliveryIncident.gent-wegenwerken", { host: "mijn.dagkoerier.example", headers: { cookie: jan } })).status).toBe(404);
    // Another account (An) asking for Jan's incident page: 404, nothing about Jan's paper.
    const other = await portalFetch("/bezorgservice/storing/deliveryIncident.amersfoort-bezorgers", { host: "mijn.dagkoerier.example", headers: { cookie: an } });
    expect(other.status).toBe(404);
    expect(text(other.body)).not.toContain("Het gaat om");
    expect((await portalFetch("/bezorgservice/storing/bedacht", { host: "mijn.dagkoerier.example", headers: { cookie: jan } })).status).toBe(404);
    expect((await portalFetch("/bezorgservice/storing/deliveryIncident.amersfoort-bezorgers", { host: "mijn.dagkoerier.example", headers: { cookie: jan } })).status).toBe(200);
  });
});

describe("incidents in preview", () => {
  it("shows an editor the draft incident, which the published page does not show", async () => {
    await resetContentCache();
    const host = "mijn.dagkoerier.example";
    const published = await portalFetch("/bezorgservice", { host });
    expect(text(published.body)).not.toContain("Concept: door de storm is De Dagkoerier in Utrecht niet overal bezorgd.");
    const enter = await portalFetch(`/api/preview?secret=${encodeURIComponent(TEST_SECRETS.portal.PREVIEW_SECRET)}&redirect=%2Fbezorgservice`, { host });
    const cookie = (enter.headers.get("set-cookie") ?? "").split(";")[0]!;
    const preview = await portalFetch("/bezorgservice", { host, headers: { cookie } });
    expect(text(preview.body)).toContain("Concept: door de storm is De Dagkoerier in Utrecht niet overal bezorgd.");
    expect(text(preview.body)).toContain("postcodes 3500 – 3585");
  });
});

describe("the REST gateway and the per-client limit", () => {
  it("sends the origin the address the platform saw, not one the browser names, so guesses stay limited per client", async () => {
    const statuses: number[] = [];
    for (let guess = 1; guess <= 20; guess++) {
      const { status } = await portalFetch("/api/pass/delivery/identify", {
        method: "POST",
        host: "mijn.dagkoerier.example",
        headers: { cookie: jan, "content-type": "application/json", "cf-connecting-ip": "203.0.113.77" },
        // A new made-up address in the body each time, and another house number (the per-address limit is apart).
        body: JSON.stringify({ brand: "dagkoerier", subscriptionNumber: String(860000 + guess), zipCode: "3811 CV", houseNumber: String(400 + guess), clientIp: `198.51.100.${guess}` }),
      });
      statuses.push(status);
    }
    expect(statuses.slice(0, 19).every((status) => status === 404)).toBe(true);
    expect(statuses[19]).toBe(429);
  });
});

describe("the one tap", () => {
  const INCIDENT = "/bezorgservice/storing/deliveryIncident.amersfoort-bezorgers";
  const tap = (subscriptionId: string, cookie = jan, origin?: string) =>
    postForm(INCIDENT, cookie, { intent: "delivery-incident-confirm", subscriptionId }, { host: "mijn.dagkoerier.example", origin });

  it("refuses another account's subscription, a foreign origin and an account the incident does not concern; files once for Jan", async () => {
    expect((await tap("700200")).status).toBe(404);
    expect((await tap("700100", an)).status).toBe(404);
    expect((await tap("700100", jan, "https://evil.example")).status).toBe(403);
    const first = await tap("700100");
    expect(first.status).toBe(200);
    expect(text(first.body)).toMatch(/Gemeld\. U krijgt €\s1,77 terug/);
    const again = await tap("700100");
    expect(text(again.body)).toMatch(/Gemeld\. U krijgt €\s1,77 terug/);
    const overview = await portalFetch("/bezorgservice", { host: "mijn.dagkoerier.example", headers: { cookie: jan } });
    expect(text(overview.body).match(/wordt verrekend met uw volgende factuur/g)?.length).toBeGreaterThanOrEqual(1);
  });
});
