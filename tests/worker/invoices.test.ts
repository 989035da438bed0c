import { beforeAll, describe, expect, it } from "vitest";
import { DAGKOERIER, logInJanAndAn, OCHTENDPOST } from "./account-helpers";
import { logIn, portalFetch } from "./helpers";

// /facturen and /facturen/<id>/pdf through the portal Worker's fetch, against the real origin of the
// test stack. Jan (NL) and An (BE) are only read.

const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/&amp;/g, "&").replace(/&nbsp;|\u00a0/g, " ").replace(/\s+/g, " ");

let jan: string;
let an: string;

beforeAll(async () => {
  ({ jan, an } = await logInJanAndAn());
});

describe("/facturen", () => {
  it("lists the invoices newest first with the open amount", async () => {
    const { status, body } = await portalFetch("/facturen", { host: DAGKOERIER, headers: { cookie: jan } });
    expect(status).toBe(200);
    const page = text(body);
    expect(page).toContain("6 facturen");
    expect(page).toMatch(/Nog te betalen: € ?44,22/);
    expect(page.indexOf("Factuur november 2026")).toBeLessThan(page.indexOf("Factuur oktober 2026"));
  });

  it("filters by status, year and subscription from the URL", async () => {
    const open = text((await portalFetch("/facturen?status=open", { host: DAGKOERIER, headers: { cookie: jan } })).body);
    expect(open).toContain("1 factuur");
    expect(open).toContain("Factuur november 2026");
    const wereldwijzer = text((await portalFetch("/facturen?jaar=2026&abonnement=700101", { host: DAGKOERIER, headers: { cookie: jan } })).body);
    expect(wereldwijzer).toContain("1 factuur");
    expect(wereldwijzer).toContain("Factuur jaarabonnement 2026");
    const earlier = text((await portalFetch("/facturen?jaar=2024", { host: DAGKOERIER, headers: { cookie: jan } })).body);
    expect(earlier).toContain("Er zijn geen facturen die bij dit filter passen.");
  });

  it("redirects the filter form's submit (empty fields included) to one clean URL", async () => {
    const { status, headers } = await portalFetch("/facturen?jaar=&status=open&abonnement=&pagina=1", { host: DAGKOERIER, headers: { cookie: jan } });
    expect(status).toBe(302);
    expect(headers.get("location")).toBe("/facturen?status=open");
  });

  it("ignores junk filter values with a notice instead of failing", async () => {
    const { status, body } = await portalFetch("/facturen?jaar=abc&status=%3Cx%3E&pagina=-1", { host: DAGKOERIER, headers: { cookie: jan } });
    expect(status).toBe(200);
    expect(text(body)).toContain("Dit filter kennen we niet en is genegeerd: jaar, status, pagina.");
    expect(text(body)).toContain("6 facturen");
    expect(body).not.toContain("<x>");
  });

  it("shows another account's subscription filter as empty, not their invoices", async () => {
    const { body } = await portalFetch("/facturen?abonnement=700200", { host: DAGKOERIER, headers: { cookie: jan } });
    expect(text(body)).toContain("Er zijn geen facturen die bij dit filter passen.");
  });
});

/** The origin's clock for one request (mo-test-origin-clock, ADR 36): the words around a due date are fixed days' words. */
const on = (cookie: string, moment: string) => `${cookie}; mo-test-origin-clock=${encodeURIComponent(moment)}`;

describe("what an invoice asks (issue 56: one thing per invoice, as its PDF says it)", () => {
  it("says a direct debit is collected; asks a subscriber whose debit failed to transfer, to which account, never by a date gone by", async () => {
    // Before the due date (15 November 2026) the day is named; after it, never a date gone by.
    const before = text((await portalFetch("/facturen?status=open", { host: DAGKOERIER, headers: { cookie: on(jan, "2026-11-10T10:00:00Z") } })).body);
    expect(before).toMatch(/Dit bedrag wordt rond 15 november 2026 automatisch afgeschreven van uw rekening eindigend op \d{4}\. U hoeft niets te doen\./);
    const jans = text((await portalFetch("/facturen?status=open", { host: DAGKOERIER, headers: { cookie: on(jan, "2026-11-20T10:00:00Z") } })).body);
    expect(jans).toMatch(/Dit bedrag wordt binnenkort automatisch afgeschreven van uw rekening eindigend op \d{4}\. U hoeft niets te doen\./);
    expect(jans).not.toMatch(/Maak € ?44,22/);

    const fatima = (await logIn("betaalprobleem@example.nl", { host: DAGKOERIER })).session!;
    const hers = text((await portalFetch("/facturen", { host: DAGKOERIER, headers: { cookie: fatima } })).body);
    expect(hers).toContain(
      "De automatische incasso van dit bedrag is niet gelukt: er stond niet genoeg geld op uw rekening. Deze factuur had op 15 oktober 2026 betaald moeten zijn. Betaal nu met iDEAL of creditcard via Nu betalen in Mijn Omgeving, of maak € 14,50 zo snel mogelijk over naar NL02 ABNA 0123 4567 89 (BIC ABNANL2A) t.n.v. Noordmedia Uitgevers B.V., onder vermelding van factuurnummer",
    );
    // "Is mijn betaling binnen?": a paid invoice says how and when.
    expect(hers).toContain("Betaald op 15 september 2026 via automatische incasso.");
    expect(hers).not.toContain("vóór 15 oktober 2026");
  });

  it("words it as a Belgian does on a Belgian brand: a domiciliëring collects the open invoice, paid ones say how", async () => {
    const page = (await portalFetch("/facturen", { host: OCHTENDPOST, headers: { cookie: on(an, "2026-11-10T10:00:00Z") } })).body;
    // The page's own content (the translations serialized after it hold the Dutch words too).
    const ans = text(page.slice(page.indexOf("<main"), page.indexOf("</main>")));
    expect(ans).toMatch(/Dit bedrag wordt rond 15 november 2026 via domiciliëring van uw rekening eindigend op \d{4} gehaald\. U hoeft niets te doen\./);
    expect(ans).toContain("Betaald op 15 oktober 2026 via domiciliëring.");
    // Nothing to transfer, and no Dutch-only word.
    expect(ans).not.toMatch(/Schrijf|Maak|automatische incasso|overmaken/);
  });
});

describe("/facturen/<id>/pdf", () => {
  it("streams the account's own invoice as a PDF download", async () => {
    const { status, headers, body } = await portalFetch("/facturen/inv-dk-jan-2026-11/pdf", { host: DAGKOERIER, headers: { cookie: jan } });
    expect(status).toBe(200);
    expect(headers.get("content-type")).toBe("application/pdf");
    expect(headers.get("content-disposition")).toBe('attachment; filename="factuur-DK202611700100.pdf"');
    expect(headers.get("cache-control")).toContain("no-store");
    expect(body.startsWith("%PDF-")).toBe(true);
  });

  it("answers another account's invoice and an unknown id with 404 and no PDF bytes", async () => {
    for (const id of ["inv-op-an-2026-11", "bestaat-niet", "..%2F..%2Fapi"]) {
      const { status, body } = await portalFetch(`/facturen/${id}/pdf`, { host: DAGKOERIER, headers: { cookie: jan } });
      expect(status, id).toBe(404);
      expect(body.startsWith("%PDF")).toBe(false);
    }
  });

  it("sends a visitor to the login page", async () => {
    const { status } = await portalFetch("/facturen/inv-dk-jan-2026-11/pdf", { host: DAGKOERIER });
    expect(status).toBe(302);
  });
});
