import { todayLocal } from "../calendar/time";
import { PDFArray, PDFDocument, PDFRawStream } from "pdf-lib";
import { beforeAll, describe, expect, it } from "vitest";
import type { Newsletter } from "../areas/newsletters/data";
import { DEMO } from "../demo/demo";
import { activityTypes, call, login, type Tokens } from "../test/helpers";

/** WinAnsi (Windows-1252) above Latin-1's controls: 0x80 = €, 0x96 = the en dash, … */
const WIN_ANSI = new TextDecoder("windows-1252");

/** The text drawn on the first page: its content stream inflated, each `<hex> Tj` string decoded (WinAnsi). */
async function pageText(document: PDFDocument): Promise<string> {
  const contents = document.getPage(0).node.Contents();
  const streams = contents instanceof PDFArray ? contents.asArray().map((ref) => document.context.lookup(ref)) : [contents];
  let operators = "";
  for (const stream of streams) {
    if (!(stream instanceof PDFRawStream)) throw new Error("expected raw content streams");
    operators += await new Response(new Blob([stream.getContents() as Uint8Array<ArrayBuffer>]).stream().pipeThrough(new DecompressionStream("deflate"))).text();
  }
  return [...operators.matchAll(/<([0-9A-Fa-f]*)> Tj/g)]
    .map((match) => WIN_ANSI.decode(new Uint8Array((match[1]!.match(/../g) ?? []).map((hex) => parseInt(hex, 16)))))
    .join("\n");
}

let jan: Tokens;

beforeAll(async () => {
  jan = await login("jan.jansen@example.nl");
});

function rest(path: string, init: RequestInit = {}, token: string | null = jan.access_token) {
  return call(path, { ...init, headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), accept: "application/json" } });
}

async function subscribedIds(brand: string): Promise<string[]> {
  const list = await (await rest(`/api/newsletter/newsletters?brand=${brand}`)).json<Newsletter[]>();
  return list.filter((n) => n.subscribed).map((n) => n.id);
}

describe("authentication", () => {
  it.each(["/api/pass/accounts/me", "/api/newsletter/newsletters?brand=dagkoerier", "/api/commercial-offerings/offers?brand=dagkoerier"])(
    "%s needs a live bearer token",
    async (path) => {
      for (const token of [null, "verzonnen-token"]) {
        const response = await rest(path, {}, token);
        expect(response.status).toBe(401);
        expect(await response.json()).toEqual({
          status: 401,
          violations: [{ code: "UNAUTHENTICATED", message: "U bent niet (meer) ingelogd. Log opnieuw in." }],
        });
      }
    },
  );

  it("refuses a revoked session at once", async () => {
    const tokens = await login("jan.jansen@example.nl");
    expect((await rest("/api/pass/accounts/me", {}, tokens.access_token)).status).toBe(200);
    await call("/oauth/revoke", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ token: tokens.access_token }).toString(),
    });
    expect((await rest("/api/pass/accounts/me", {}, tokens.access_token)).status).toBe(401);
  });
});

describe("/api/pass", () => {
  it("returns the account and linked subscriptions", async () => {
    const account = await (await rest("/api/pass/accounts/me")).json<{ id: string; username: string; accountCompleteness: number }>();
    // Jan's phone number is not verified in the seed: 6 of the 7 completeness checks.
    expect(account).toMatchObject({
      id: DEMO.accounts.jan,
      username: "jan.jansen@example.nl",
      accountCompleteness: 86,
      version: 1,
      languagePreference: null,
    });
    const subscription = await rest(`/api/pass/subscriptions/${DEMO.subscriptions.janDagkoerier}`);
    expect(await subscription.json()).toMatchObject({ subscriptionId: DEMO.subscriptions.janDagkoerier, role: "OWNER", subscription: { brandId: "DK" } });
  });

  it("serves an invoice PDF with the brand, the subscriber's address, VAT and totals", async () => {
    const response = await rest("/api/pass/invoices/inv-dk-jan-2026-11/pdf");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="factuur-DK202611700100.pdf"');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(new TextDecoder("latin1").decode(bytes.slice(0, 5))).toBe("%PDF-");
    const document = await PDFDocument.load(bytes);
    expect(document.getPageCount()).toBe(1);
    expect(document.getTitle()).toBe("Factuur DK202611700100");
    const text = await pageText(document);
    for (const expected of ["De Dagkoerier", "Jan Jansen", "Kerkstraat 12 A", "3811 CV Amersfoort", "Factuur november 2026", "DK202611700100"]) {
      expect(text).toContain(expected);
    }
    // Every line as the portal shows it, VAT included: € 45,99 minus a delivery credit of –€ 1,77 (the portal's
    // "−€ 1,77"; WinAnsi has no minus sign, the en dash stands in): € 44,22 incl. 9 % btw, € 40,57 net + € 3,65 btw.
    expect(text).toContain("Bedrag (incl. btw)");
    expect(text).toContain("Btw 9%");
    expect(text).toMatch(/^De Dagkoerier \u2013 Krant 6 dagen per week \(/m); // the product's en dash, not "?"
    expect(text).not.toContain("?");
    expect(text).toMatch(/€\s45,99/);
    expect(text).toContain("Teruggave bezorging 13 oktober 2026");
    expect(text).toMatch(/^\u2013€\s1,77$/m);
    expect(text).not.toMatch(/1,62/);
    expect(text).toMatch(/Subtotaal \(excl. btw\)\n€\s40,57/);
    expect(text).toMatch(/€\s3,65/);
    expect(text).toMatch(/Totaal \(incl. btw\)\n€\s44,22/);
    // Paid by direct debit: nothing to do, and nothing to transfer.
    // Never a date gone by: the run's day decides (ADR 36).
    const around = todayLocal() <= "2026-11-15" ? "rond 15 november 2026" : "binnenkort";
    expect(text.replace(/\n/g, " ")).toMatch(new RegExp(`Dit bedrag wordt ${around} automatisch afgeschreven van uw rekening eindigend op \\d{4}\\. U hoeft niets te doen\\.`));
    expect(text).not.toMatch(/over naar|overmaken/);
    // The seller's legal details (Wet OB art. 35a): name, address, KvK, VAT number, IBAN.
    expect(text).toContain("Noordmedia Uitgevers B.V. · Postbus 1234 · 1000 AB Amsterdam");
    expect(text).toContain("KvK 12345678 · btw NL001234567B01 · IBAN NL02 ABNA 0123 4567 89 · BIC ABNANL2A");
  });

  it("tells a subscriber whose direct debit failed how to pay, to which account, never by a date gone by", async () => {
    const fatima = await login("betaalprobleem@example.nl");
    const textOf = async (id: string) =>
      (await pageText(await PDFDocument.load(new Uint8Array(await (await rest(`/api/pass/invoices/${id}/pdf`, {}, fatima.access_token)).arrayBuffer())))).replace(/\n/g, " ").replace(/\u00a0/g, " ");
    const overdue = await textOf("inv-dk-fatima-2026-10");
    // The state in one word, the reason the bank gave, "Nu betalen" and the account to transfer to.
    expect(overdue).toContain("Achterstallig");
    expect(overdue).toContain(
      "De automatische incasso van dit bedrag is niet gelukt: er stond niet genoeg geld op uw rekening. Deze factuur had op 15 oktober 2026 betaald moeten zijn. Betaal nu met iDEAL of creditcard via Nu betalen in Mijn Omgeving, of maak € 14,50 zo snel mogelijk over naar NL02 ABNA 0123 4567 89 (BIC ABNANL2A) t.n.v. Noordmedia Uitgevers B.V., onder vermelding van factuurnummer DK202610",
    );
    expect(overdue).not.toContain("vóór 15 oktober");
    const open = await textOf("inv-dk-fatima-2026-11");
    expect(open).toContain(
      `Omdat een eerdere incasso niet lukte, halen wij dit bedrag niet automatisch op. Betaal nu met iDEAL of creditcard via Nu betalen in Mijn Omgeving, of maak € 14,50 ${todayLocal() <= "2026-11-15" ? "vóór 15 november 2026" : "zo snel mogelijk"} over naar NL02 ABNA 0123 4567 89`,
    );
  });

  it("uses the Belgian VAT rate (6 %) on a Belgian brand's invoice", async () => {
    const an = await login("an.peeters@example.be");
    const response = await rest("/api/pass/invoices/inv-op-an-2026-10/pdf", {}, an.access_token);
    const text = await pageText(await PDFDocument.load(new Uint8Array(await response.arrayBuffer())));
    expect(text).toContain("De Ochtendpost");
    expect(text).toContain("Btw 6%");
    expect(text).toContain("2018 Antwerpen");
    // The Belgian company's details (WBTW art. 53 § 2): KBO and BTW numbers, its IBAN; a domiciliëring.
    expect(text).toContain("Noordmedia Uitgeverij NV · Postbus 100 · 2000 Antwerpen");
    expect(text).toContain("KBO 0412.345.614 · btw BE0412345614 · IBAN BE68 5390 0754 7034 · BIC HBKABE22");
    // Paid: how and when, nothing to transfer.
    expect(text.replace(/\n/g, " ")).toContain("Betaald op 15 oktober 2026 via domiciliëring.");
    expect(text).not.toMatch(/Schrijf|over naar/);
  });

  it("answers unknown paths with 404 and wrong methods with 405", async () => {
    expect((await rest("/api/pass/bestaat-niet")).status).toBe(404);
    const wrongMethod = await rest("/api/pass/accounts/me", { method: "POST" });
    expect(wrongMethod.status).toBe(405);
    expect(await wrongMethod.json()).toMatchObject({ status: 405, violations: [{ code: "METHOD-NOT-ALLOWED" }] });
  });
});

describe("/api/newsletter", () => {
  it("lists a brand's newsletters with the subscribed flag", async () => {
    const list = await (await rest("/api/newsletter/newsletters?brand=dagkoerier")).json<Newsletter[]>();
    expect(list.map((n) => n.id)).toEqual(["nl-dk-ochtend", "nl-dk-weekend", "nl-dk-sport", "nl-dk-puzzel"]);
    expect(list[0]).toMatchObject({ title: "Het ochtendnieuws", subscribed: true });
    expect(list[1]?.subscribed).toBe(false);
  });

  it("lists several brands' newsletters in one request, brand by brand in the order asked", async () => {
    const list = await (await rest("/api/newsletter/newsletters?brand=wereldwijzer&brand=dagkoerier&brand=wereldwijzer")).json<Newsletter[]>();
    const wereldwijzer = await (await rest("/api/newsletter/newsletters?brand=wereldwijzer")).json<Newsletter[]>();
    const dagkoerier = await (await rest("/api/newsletter/newsletters?brand=dagkoerier")).json<Newsletter[]>();
    expect(wereldwijzer.length).toBeGreaterThan(0);
    expect(list).toEqual([...wereldwijzer, ...dagkoerier]);
    expect((await rest("/api/newsletter/newsletters?brand=dagkoerier&brand=onbekend")).status).toBe(400);
    expect((await rest("/api/newsletter/newsletters?brand=dagkoerier&brand=")).status).toBe(400);
  });

  it("subscribes idempotently and records one event", async () => {
    const before = (await activityTypes(DEMO.accounts.jan)).length;
    const first = await rest("/api/newsletter/subscriptions/nl-dk-sport", { method: "PUT" });
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ id: "nl-dk-sport", subscribed: true });
    expect((await rest("/api/newsletter/subscriptions/nl-dk-sport", { method: "PUT" })).status).toBe(200);
    expect(await subscribedIds("dagkoerier")).toEqual(["nl-dk-ochtend", "nl-dk-sport"]);
    const events = await activityTypes(DEMO.accounts.jan);
    expect(events.length).toBe(before + 1);
    expect(events[0]).toBe("NEWSLETTER_SUBSCRIBED");
  });

  it("unsubscribes one, then all of a brand", async () => {
    const one = await rest("/api/newsletter/subscriptions/nl-dk-sport", { method: "DELETE" });
    expect(await one.json()).toMatchObject({ id: "nl-dk-sport", subscribed: false });
    expect(await subscribedIds("dagkoerier")).toEqual(["nl-dk-ochtend"]);
    const all = await rest("/api/newsletter/subscriptions?brand=dagkoerier", { method: "DELETE" });
    expect((await all.json<Newsletter[]>()).every((n) => !n.subscribed)).toBe(true);
    expect(await subscribedIds("dagkoerier")).toEqual([]);
    expect(await subscribedIds("wereldwijzer")).toEqual(["nl-ww-inspiratie"]);
    expect((await activityTypes(DEMO.accounts.jan)).slice(0, 2)).toEqual(["NEWSLETTERS_UNSUBSCRIBED_ALL", "NEWSLETTER_UNSUBSCRIBED"]);
  });

  it("refuses unknown newsletters and brands with violations", async () => {
    const unknown = await rest("/api/newsletter/subscriptions/bestaat-niet", { method: "PUT" });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ status: 404, violations: [{ code: "NOT-FOUND" }] });
    const noBrand = await rest("/api/newsletter/newsletters");
    expect(noBrand.status).toBe(400);
    expect(await noBrand.json()).toEqual({ status: 400, violations: [{ code: "REQUIRED", field: "brand", message: "Kies een merk." }] });
    expect((await rest("/api/newsletter/newsletters?brand=onbekend")).status).toBe(400);
  });
});

describe("/api/commercial-offerings", () => {
  it("lists a brand's offers in Dutch", async () => {
    const offers = await (await rest("/api/commercial-offerings/offers?brand=wereldwijzer")).json<{ title: string; price: number; currency: string }[]>();
    expect(offers).toHaveLength(2);
    expect(offers[0]).toMatchObject({ title: "Proefabonnement: 3 nummers", price: 9.95, currency: "EUR" });
  });
});
