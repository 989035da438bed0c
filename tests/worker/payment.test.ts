import { beforeAll, describe, expect, it } from "vitest";
import { logIn, portalFetch } from "./helpers";

// /betaalservice and the direct-debit change through the portal Worker, against the real origin.
// Sanne (digitaal@, credit card) changes to direct debit; Jan is only read.

const DAGKOERIER = "mijn.dagkoerier.example";
const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/&amp;/g, "&").replace(/&nbsp;|\u00a0/g, " ").replace(/\s+/g, " ");
const keyOf = (html: string) => /name="idempotencyKey" value="([^"]+)"/.exec(html)?.[1];

let sanne: string;
let jan: string;

beforeAll(async () => {
  sanne = (await logIn("digitaal@example.nl")).session!;
  jan = (await logIn("jan.jansen@example.nl")).session!;
});

const post = (cookie: string, path: string, fields: Record<string, string>) =>
  portalFetch(path, {
    host: DAGKOERIER,
    method: "POST",
    headers: { cookie, origin: `https://${DAGKOERIER}`, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
  });

describe("/betaalservice", () => {
  it("lists how each own subscription is paid, with a change link", async () => {
    const { status, body } = await portalFetch("/betaalservice", { host: DAGKOERIER, headers: { cookie: jan } });
    expect(status).toBe(200);
    expect(text(body)).toContain("Automatische incasso van NL** **** **** **43 00");
    expect(body).toContain('href="/betaalservice/wijzigen/DK/700100"');
    expect((await portalFetch("/betaalservice/wijzigen", { host: DAGKOERIER, headers: { cookie: jan } })).status).toBe(200);
  });

  it("answers someone else's subscription, a wrong brand id and an unknown one with 404", async () => {
    for (const path of ["/betaalservice/wijzigen/OP/700200", "/betaalservice/wijzigen/WW/700100", "/betaalservice/wijzigen/DK/999999"]) {
      expect((await portalFetch(path, { host: DAGKOERIER, headers: { cookie: jan } })).status, path).toBe(404);
    }
    const forged = await post(jan, "/betaalservice/wijzigen/OP/700200", { intent: "direct-debit", idempotencyKey: "abcdefgh12", iban: "BE71096123456769", accountHolder: "J", mandateAccepted: "on" });
    expect(forged.status).toBe(404);
  });
});

describe("changing to direct debit", () => {
  const PATH = "/betaalservice/wijzigen/DK/700300";

  it("keeps what was typed and answers next to the field: bad IBAN, foreign IBAN, no mandate", async () => {
    const page = await portalFetch(PATH, { host: DAGKOERIER, headers: { cookie: sanne } });
    expect(page.status).toBe(200);
    const key = keyOf(page.body)!;
    expect(key).toBeTruthy();
    const noMandate = await post(sanne, PATH, { intent: "direct-debit", idempotencyKey: key, iban: "NL91ABNA0417164300", accountHolder: "S. de Vries" });
    expect(noMandate.status).toBe(400);
    expect(text(noMandate.body)).toContain("Geef toestemming voor de automatische incasso om verder te gaan.");
    expect(noMandate.body).toContain('value="NL91ABNA0417164300"');
    const badChecksum = await post(sanne, PATH, { intent: "direct-debit", idempotencyKey: key, iban: "NL91 ABNA 0417 1643 01", accountHolder: "S. de Vries", mandateAccepted: "on" });
    expect(badChecksum.status).toBe(400);
    expect(text(badChecksum.body)).toContain("Dit IBAN klopt niet.");
    const foreign = await post(sanne, PATH, { intent: "direct-debit", idempotencyKey: key, iban: "BE71096123456769", accountHolder: "S. de Vries", mandateAccepted: "on" });
    expect(text(foreign.body)).toContain("Voor een Nederlands abonnement heeft u een Nederlands rekeningnummer nodig");
  });

  it("changes the method, goes back to the overview with a notice, and a double submit changes nothing more", async () => {
    const page = await portalFetch(PATH, { host: DAGKOERIER, headers: { cookie: sanne } });
    const key = keyOf(page.body)!;
    const fields = { intent: "direct-debit", idempotencyKey: key, iban: "NL20 INGB 0001 2345 67", accountHolder: "S. de Vries", mandateAccepted: "on" };
    const done = await post(sanne, PATH, fields);
    expect(done.status).toBe(302);
    expect(done.headers.get("location")).toBe("/betaalservice?gewijzigd=700300");
    const overview = text((await portalFetch("/betaalservice?gewijzigd=700300", { host: DAGKOERIER, headers: { cookie: sanne } })).body);
    expect(overview).toContain("is gewijzigd: Automatische incasso van NL** **** **** **45 67");
    const twice = await post(sanne, PATH, { ...fields, iban: "NL91ABNA0417164300" });
    expect(twice.status).toBe(302);
    const after = text((await portalFetch("/abonnementen", { host: DAGKOERIER, headers: { cookie: sanne } })).body);
    expect(after).toContain("Automatische incasso van NL** **** **** **45 67");
  });
});
