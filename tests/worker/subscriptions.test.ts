import { beforeAll, describe, expect, it } from "vitest";
import { DAGKOERIER, logInJanAndAn, OCHTENDPOST } from "./account-helpers";
import { logIn, portalFetch } from "./helpers";

// /abonnementen and linking a subscription (POST /abonnementen) through the portal Worker's fetch,
// against the real origin of the test stack.

const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/&amp;/g, "&").replace(/&nbsp;|\u00a0/g, " ").replace(/\s+/g, " ");

let jan: string;
let an: string;

beforeAll(async () => {
  ({ jan, an } = await logInJanAndAn());
});

describe("/abonnementen", () => {
  it("sends a visitor to the login page and back", async () => {
    const { status, headers } = await portalFetch("/abonnementen", { host: DAGKOERIER });
    expect(status).toBe(302);
    expect(headers.get("location")).toContain("/login?callback_url=");
  });

  it("shows every linked subscription by brand: product, delivery, price, payment, status", async () => {
    const { status, body } = await portalFetch("/abonnementen", { host: DAGKOERIER, headers: { cookie: jan } });
    expect(status).toBe(200);
    const page = text(body);
    expect(page).toContain("De Dagkoerier – Krant 6 dagen per week");
    expect(page).toContain("De krant op maandag t/m zaterdag");
    expect(page).toMatch(/€ ?45,99 per maand \(Doorlopend abonnement\)/);
    expect(page).toContain("Automatische incasso van NL** **** **** **43 00");
    expect(page).toContain("Wereldwijzer – Magazine, 10 nummers per jaar");
    expect(page).toContain("10 nummers per jaar");
    expect(page).toContain("Actief");
    // Never the full IBAN.
    expect(body).not.toContain("NL91ABNA0417164300");
  });

  it("says 'domiciliëring' to a Belgian subscriber", async () => {
    const { body } = await portalFetch("/abonnementen", { host: OCHTENDPOST, headers: { cookie: an } });
    expect(text(body)).toContain("Domiciliëring van BE** **** **** 7034");
  });

  it("shows a co-reader who shared the subscription, with read-online but no change links", async () => {
    const lisa = (await logIn("lisa.jansen@example.nl")).session!;
    const body = (await portalFetch("/abonnementen", { host: DAGKOERIER, headers: { cookie: lisa } })).body;
    const page = text(body.slice(body.indexOf("<main"), body.indexOf("</main>")));
    expect(page).toContain("Gedeeld door Jan Jansen");
    expect(page).toContain("Online lezen");
    expect(page).not.toContain("Abonnement opzeggen");
  });

  it("offers an ended subscription neither changing, cancelling nor reading online", async () => {
    const kees = (await logIn("opgezegd@example.nl")).session!;
    const { body } = await portalFetch("/abonnementen", { host: DAGKOERIER, headers: { cookie: kees } });
    // The page's own part (the footer links to the brand's pages for everyone).
    const main = body.slice(body.indexOf("<main"), body.indexOf("</main>"));
    expect(text(main)).toContain("De Dagkoerier");
    const links = /<a[^>]*>(Abonnement wijzigen|Abonnement opzeggen|Online lezen|Opzegging ongedaan maken)<\/a>/;
    expect(main).not.toMatch(links);
    // Jan's running subscriptions do offer them.
    const jans = (await portalFetch("/abonnementen", { host: DAGKOERIER, headers: { cookie: jan } })).body;
    expect(jans.slice(jans.indexOf("<main"), jans.indexOf("</main>"))).toMatch(links);
  });

  it("shows a payment problem as a tag", async () => {
    const fatima = (await logIn("betaalprobleem@example.nl")).session!;
    const { body } = await portalFetch("/abonnementen", { host: DAGKOERIER, headers: { cookie: fatima } });
    expect(text(body)).toContain("Betaling achterstallig");
  });
});

describe("Abonnement koppelen (POST /abonnementen)", () => {
  const post = (cookie: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
    portalFetch("/abonnementen", {
      host: DAGKOERIER,
      method: "POST",
      headers: { cookie, origin: `https://${DAGKOERIER}`, "content-type": "application/x-www-form-urlencoded", ...headers },
      body: new URLSearchParams(fields).toString(),
    });

  it("keeps what was typed and puts the problem next to the field; links with the right postcode", async () => {
    const sanne = (await logIn("digitaal@example.nl")).session!;
    const malformed = await post(sanne, { intent: "link-subscription", subscriptionNumber: "12ab", zipCode: "9000" });
    expect(malformed.status).toBe(400);
    expect(text(malformed.body)).toContain("Vul het abonnementsnummer in: 4 tot 12 cijfers, zoals op uw factuur.");
    expect(malformed.body).toContain('value="12ab"');

    const wrongZip = await post(sanne, { intent: "link-subscription", subscriptionNumber: "700800", zipCode: "1000" });
    expect(wrongZip.status).toBe(400);
    expect(text(wrongZip.body)).toContain("Deze postcode hoort niet bij dit abonnement.");
    expect(wrongZip.body).toContain('value="700800"');

    const linked = await post(sanne, { intent: "link-subscription", subscriptionNumber: "700800", zipCode: "9000" });
    expect(linked.status).toBe(200);
    expect(text(linked.body)).toContain("Abonnement 700800 is aan uw account gekoppeld.");
    const overview = text((await portalFetch("/abonnementen", { host: DAGKOERIER, headers: { cookie: sanne } })).body);
    expect(overview).toContain("De Ochtendpost – Krant + digitaal");
  });

  it("says when a subscription is someone else's, without naming them, and refuses a cross-origin post", async () => {
    const elsewhere = await post(jan, { intent: "link-subscription", subscriptionNumber: "700200", zipCode: "2018" });
    expect(elsewhere.status).toBe(409);
    expect(text(elsewhere.body)).toContain("Dit abonnement is al aan een ander account gekoppeld.");
    expect(elsewhere.body).not.toContain("Peeters");
    const forged = await post(jan, { intent: "link-subscription", subscriptionNumber: "700700", zipCode: "1016 GV" }, { origin: "https://evil.example" });
    expect(forged.status).toBe(403);
  });
});
