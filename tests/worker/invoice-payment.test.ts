import { beforeAll, describe, expect, it } from "vitest";
import { choosePaymentOutcome, inWorld, logIn, portalFetch } from "./helpers";

// "Nu betalen" through the portal Worker against the real origin (issue 56): Fatima (betaalprobleem@,
// a failed direct debit) sees the notice, pays her overdue invoice on the payment page and the notice is
// gone; a tampered total, someone else's invoice and a cross-site post are refused. In this file's world.

const DAGKOERIER = "mijn.dagkoerier.example";
const STATUS = `https://${DAGKOERIER}/facturen/betalen/status`;
/** The page's main content (the serialized translations after it hold every text the page may show). */
const main = (html: string) => html.slice(html.indexOf("<main"), html.indexOf("</main>"));
const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/&amp;/g, "&").replace(/&nbsp;|\u00a0/g, " ").replace(/\s+/g, " ");
const field = (html: string, name: string) => new RegExp(`name="${name}" value="([^"]*)"`).exec(html)?.[1];
const OVERDUE = "inv-dk-fatima-2026-10";

let fatima: string;
let jan: string;

beforeAll(async () => {
  fatima = (await logIn("betaalprobleem@example.nl")).session!;
  jan = (await logIn("jan.jansen@example.nl")).session!;
});

const get = (cookie: string, path: string) => portalFetch(path, { host: DAGKOERIER, headers: { cookie } });
const post = (cookie: string, path: string, fields: Record<string, string>, origin = `https://${DAGKOERIER}`) =>
  portalFetch(path, {
    host: DAGKOERIER,
    method: "POST",
    headers: { cookie, origin, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
  });

/** The pay page's form as the browser sends it (hidden fields from the page, the method chosen). */
async function payForm(cookie: string, path: string, method = "IDEAL") {
  const page = await get(cookie, path);
  expect(page.status).toBe(200);
  return {
    intent: "pay-invoices",
    idempotencyKey: field(page.body, "idempotencyKey")!,
    invoiceIds: field(page.body, "invoiceIds")!,
    expectedAmountCents: field(page.body, "expectedAmountCents")!,
    method,
  };
}

const choose = choosePaymentOutcome;

describe("the open-balance notice", () => {
  it("shows Fatima what she owes, why and 'Nu betalen' on the service home, /abonnementen and /facturen", async () => {
    for (const path of ["/", "/abonnementen", "/facturen"]) {
      const body = text(main((await get(fatima, path)).body));
      expect(body, path).toContain("Er staat een betaling open");
      expect(body, path).toContain("Uw automatische incasso is niet gelukt: er stond niet genoeg geld op uw rekening.");
      expect(body, path).toContain("Nu betalen (€ 29,00)");
    }
    expect((await get(fatima, "/facturen")).body).toContain('href="/facturen/betalen?land=nl"');
  });

  it("shows nothing to a subscriber whose open invoice a direct debit collects", async () => {
    for (const path of ["/", "/facturen"]) expect(text(main((await get(jan, path)).body)), path).not.toContain("Er staat een betaling open");
  });
});

describe("paying invoices", () => {
  it("the pay page shows the invoice, the total and iDEAL or card; paying goes to the origin's payment page and back to 'gelukt'", async () => {
    const page = await get(fatima, `/facturen/betalen?factuur=${inWorld(OVERDUE)}`);
    const body = text(page.body);
    expect(body).toContain("U betaalt deze factuur");
    expect(body).toMatch(/Factuur oktober 2026 · DK202610\d+/);
    expect(body).toContain("€ 14,50 betalen");
    expect(body).toContain("iDEAL");
    expect(body).not.toContain("Bancontact");
    const started = await post(fatima, "/facturen/betalen", await payForm(fatima, `/facturen/betalen?factuur=${inWorld(OVERDUE)}`));
    expect(started.status).toBe(302);
    const paymentUrl = started.headers.get("location")!;
    expect(paymentUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/dev\/payment\/ip_/);
    const back = await choose(paymentUrl, "approve");
    expect(`${back.origin}${back.pathname}`).toBe(`${STATUS}/success`);
    const success = text((await get(fatima, `${back.pathname}${back.search}`)).body);
    expect(success).toContain("Uw betaling is gelukt");
    expect(success).toContain("U heeft € 14,50 betaald met iDEAL.");
    // A failed debit: direct debit is offered again, skippable.
    expect(success).toContain("Voortaan automatisch betalen?");
    expect(success).toContain("Nee, bedankt");
    // The invoice says so; the notice is gone (nothing overdue any more).
    const invoices = text(main((await get(fatima, "/facturen")).body));
    expect(invoices).toMatch(/Betaald op \d+ \w+ \d{4} met iDEAL\./);
    expect(invoices).not.toContain("Er staat een betaling open");
    // The status in the URL is not trusted; a paid invoice has nothing left to pay.
    const tampered = await get(fatima, `/facturen/betalen/status/failed${back.search}`);
    expect(tampered.status).toBe(302);
    expect(tampered.headers.get("location")).toBe(`/facturen/betalen/status/success${back.search}`);
    expect(text((await get(fatima, `/facturen/betalen?factuur=${inWorld(OVERDUE)}`)).body)).toContain("Deze factuur staat niet (meer) open");
  });

  it("refuses a tampered total with the real amount, keeps the chosen method, and refuses a cross-site post", async () => {
    const form = await payForm(jan, "/facturen/betalen", "CREDIT_CARD");
    const tampered = await post(jan, "/facturen/betalen", { ...form, expectedAmountCents: "1" });
    expect(tampered.status).toBe(409);
    expect(text(tampered.body)).toContain("Het bedrag is intussen gewijzigd: u betaalt nu € 44,22.");
    expect(tampered.body).toMatch(/<input type="radio"[^>]*checked=""[^>]*value="CREDIT_CARD"/);
    const crossSite = await post(jan, "/facturen/betalen", form, "https://evil.example");
    expect(crossSite.status).toBe(403);
  });

  it("answers someone else's invoice as one with nothing to pay, and a forged post for it with 404", async () => {
    const foreign = await get(jan, `/facturen/betalen?factuur=${inWorld(OVERDUE)}`);
    expect(foreign.status).toBe(200);
    expect(text(foreign.body)).toContain("Deze factuur staat niet (meer) open");
    const form = await payForm(jan, "/facturen/betalen");
    const forged = await post(jan, "/facturen/betalen", { ...form, invoiceIds: inWorld("inv-op-an-2026-11"), expectedAmountCents: "3995" });
    expect(forged.status).toBe(404);
    // An unknown or tampered reference on the status page is not found.
    expect((await get(jan, "/facturen/betalen/status/success?ref=ip_bestaatniet.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA")).status).toBe(404);
    expect((await get(jan, "/facturen/betalen/status/success?ref=iets")).status).toBe(404);
  });
});
