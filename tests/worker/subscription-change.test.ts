import { beforeAll, describe, expect, it } from "vitest";
import { logIn, portalFetch } from "./helpers";

// /abonnementen/<nr>/wijzigen through the portal Worker against the real origin (issue 57), in this file's
// world: the choice, its preview, the confirmation once, the undo, and what is refused.

const DAGKOERIER = "mijn.dagkoerier.example";
const ZENDERNET = "mijn.zendernet.example";
const PATH = "/abonnementen/700100/wijzigen";
const main = (html: string) => html.slice(html.indexOf("<main"), html.indexOf("</main>"));
const text = (html: string) => main(html).replace(/<[^>]+>/g, " ").replace(/&amp;/g, "&").replace(/&nbsp;|\u00a0/g, " ").replace(/\s+/g, " ");
const field = (html: string, name: string) => new RegExp(`name="${name}" value="([^"]*)"`).exec(html)?.[1] ?? "";

let jan: string;
beforeAll(async () => {
  jan = (await logIn("jan.jansen@example.nl")).session!;
});

const get = (path: string, cookie = jan, host = DAGKOERIER) => portalFetch(path, { host, headers: { cookie } });
/** As the page's form posts: to the page's own URL, the choice in it. */
const post = (fields: Record<string, string>, origin = `https://${DAGKOERIER}`, search = "") =>
  portalFetch(`${PATH}${search}`, { host: DAGKOERIER, method: "POST", headers: { cookie: jan, origin, "content-type": "application/x-www-form-urlencoded" }, body: new URLSearchParams(fields).toString() });

describe("/abonnementen/<nr>/wijzigen", () => {
  it("is linked from the subscription card and lists the brand's editions with their monthly price", async () => {
    expect((await get("/abonnementen")).body).toContain(`href="${PATH}"`);
    const html = (await get(PATH)).body;
    // Back to the subscriptions in one step: Mijn Omgeving › Abonnementen › Abonnement wijzigen.
    expect(html).toMatch(/<nav[^>]*aria-label="Kruimelpad"[\s\S]*?<a[^>]*href="\/abonnementen"[^>]*>Abonnementen<\/a>[\s\S]*?Abonnement wijzigen/);
    const page = text(html);
    expect(page).toContain("Nu: Krant 6 dagen, € 45,99 per maand");
    for (const edition of ["Zaterdagkrant", "Digitaal", "Krant 6 dagen + digitaal"]) expect(page).toContain(edition);
    expect(page).toContain("Hoe vaak wilt u betalen?");
  });

  it("previews a choice, confirms it once, shows it pending with the time received, and undoes it", async () => {
    const preview = await get(`${PATH}?editie=DK-ZATERDAG&termijn=MONTH`);
    expect(text(preview.body)).toContain("Zo wordt uw abonnement");
    expect(text(preview.body)).toContain("Zaterdagkrant, € 14,50 per maand");
    expect(text(preview.body)).toMatch(/Volgende factuur \d+ \w+ \d{4}: /);
    const fields = ["intent", "idempotencyKey", "productCode", "billingPeriod", "expectedPriceCents", "expectedEffectiveDate"].map((name) => [name, field(preview.body, name)]);
    const form = Object.fromEntries(fields) as Record<string, string>;
    expect(form).toMatchObject({ intent: "confirm-change", productCode: "DK-ZATERDAG", billingPeriod: "MONTH", expectedPriceCents: "1450" });
    const confirmed = await post(form);
    expect(confirmed.status).toBe(302);
    expect(confirmed.headers.get("location")).toBe(`${PATH}?bevestigd=1`);
    // The same form again: the same change, nothing twice.
    expect((await post(form)).status).toBe(302);
    const pending = await get(`${PATH}?bevestigd=1`);
    expect(text(pending.body)).toMatch(/Wij hebben uw wijziging ontvangen op \d+ \w+ \d{4} om \d{2}:\d{2}\./);
    expect(text(pending.body)).toContain("Uw wijziging staat klaar");
    // The card on /abonnementen says it too, and its link leads back to the change and its undo.
    const cards = await get("/abonnementen");
    expect(text(cards.body)).toMatch(/Wijziging Vanaf zaterdag \d+ \w+ \d{4}: Zaterdagkrant, € 14,50 per maand/);
    expect(cards.body).toMatch(new RegExp(`<a href="${PATH}">Wijziging bekijken of ongedaan maken</a>`));
    const undo = await post({ intent: "undo-change", changeId: field(pending.body, "changeId") });
    expect(undo.headers.get("location")).toBe(`${PATH}?ongedaan=1`);
    expect(text((await get(`${PATH}?ongedaan=1`)).body)).toContain("De wijziging is ongedaan gemaakt.");
  });

  it("answers a tampered price with the origin's words, a choice the brand does not sell next to the choice, and refuses a cross-site post", async () => {
    const preview = await get(`${PATH}?editie=DK-DIGITAAL&termijn=MONTH`);
    const form = Object.fromEntries(["intent", "idempotencyKey", "productCode", "billingPeriod", "expectedPriceCents", "expectedEffectiveDate"].map((name) => [name, field(preview.body, name)]));
    const tampered = await post({ ...form, expectedPriceCents: "1" }, undefined, "?editie=DK-DIGITAAL&termijn=MONTH");
    expect(tampered.status).toBe(409);
    expect(text(tampered.body)).toContain("De prijs of de ingangsdatum is intussen veranderd.");
    expect((await post(form, "https://evil.example")).status).toBe(403);
    expect(text((await get(`${PATH}?editie=WW-DIGITAAL&termijn=MONTH`)).body)).toContain("Deze keuze biedt dit merk niet aan.");
  });

  it("tells, before cancelling, what happens to a change still to come", async () => {
    const wereldwijzer = "mijn.wereldwijzer.example";
    const path = "/abonnementen/700101/wijzigen";
    const preview = await get(`${path}?editie=WW-DIGITAAL&termijn=YEAR`, jan, wereldwijzer);
    const form = Object.fromEntries(["intent", "idempotencyKey", "productCode", "billingPeriod", "expectedPriceCents", "expectedEffectiveDate"].map((name) => [name, field(preview.body, name)]));
    const confirmed = await portalFetch(path, { host: wereldwijzer, method: "POST", headers: { cookie: jan, origin: `https://${wereldwijzer}`, "content-type": "application/x-www-form-urlencoded" }, body: new URLSearchParams(form).toString() });
    expect(confirmed.status).toBe(302);
    // A change after the lead time comes well before a month's notice ends: it still takes effect.
    const cancel = text((await get("/abonnementen/700101/opzeggen", jan, wereldwijzer)).body);
    expect(cancel).toMatch(/Uw geplande wijziging naar [^.]+ gaat op \d+ \w+ \d{4} gewoon in, tot uw abonnement stopt\./);
    const pending = await get(path, jan, wereldwijzer);
    await portalFetch(path, { host: wereldwijzer, method: "POST", headers: { cookie: jan, origin: `https://${wereldwijzer}`, "content-type": "application/x-www-form-urlencoded" }, body: new URLSearchParams({ intent: "undo-change", changeId: field(pending.body, "changeId") }).toString() });
    expect(text((await get("/abonnementen/700101/opzeggen", jan, wereldwijzer)).body)).not.toContain("Uw geplande wijziging");
  });

  it("says so where the brand sells nothing else, and treats another account's subscription as not found", async () => {
    const an = (await logIn("an.peeters@example.be", { host: ZENDERNET })).session!;
    expect(text((await get("/abonnementen/700201/wijzigen", an, ZENDERNET)).body)).toContain("Voor dit abonnement is er niets anders om naar over te stappen.");
    expect((await get("/abonnementen/700200/wijzigen")).status).toBe(404);
    expect((await get("/abonnementen/app/700200/wijzigen")).status).toBe(404);
    // A confirmation or an undo posted for An's subscription changes nothing of hers.
    const foreign = (fields: Record<string, string>) =>
      portalFetch("/abonnementen/700200/wijzigen", { host: DAGKOERIER, method: "POST", headers: { cookie: jan, origin: `https://${DAGKOERIER}`, "content-type": "application/x-www-form-urlencoded" }, body: new URLSearchParams(fields).toString() });
    const confirm = await foreign({ intent: "confirm-change", idempotencyKey: "foreign-key-0001", productCode: "OP-DIGITAAL", billingPeriod: "MONTH", expectedPriceCents: "1699", expectedEffectiveDate: "2030-01-01" });
    expect(confirm.status).toBe(404);
    expect(text((await get("/abonnementen/700200/wijzigen", an, ZENDERNET)).body)).not.toContain("Uw wijziging staat klaar");
  });
});

describe("/abonnementen/app/<nr>/wijzigen", () => {
  const APP = "/abonnementen/app/700100/wijzigen";
  const postApp = (fields: Record<string, string>) =>
    portalFetch(APP, { host: DAGKOERIER, method: "POST", headers: { cookie: jan, origin: `https://${DAGKOERIER}`, "content-type": "application/x-www-form-urlencoded" }, body: new URLSearchParams(fields).toString() });

  it("shows only the page in the brand's app and stays in the app: the choice, leaving it, the confirmation and the undo", async () => {
    const preview = await get(`${APP}?editie=DK-ZATERDAG&termijn=MONTH`);
    expect(preview.status).toBe(200);
    expect(preview.body).not.toMatch(/<header\b/);
    expect(preview.body).not.toMatch(/<footer\b/);
    expect(text(preview.body)).toContain("Zaterdagkrant, € 14,50 per maand");
    // The choice is asked of the app's page (a GET form: the browser puts the fields in place of the query),
    // and "Niets wijzigen" clears it there instead of leaving for /abonnementen.
    expect(main(preview.body)).toMatch(new RegExp(`<form(?=[^>]*method="get")(?=[^>]*action="${APP}[?"])[^>]*>`));
    expect(main(preview.body)).toMatch(new RegExp(`<a[^>]*href="${APP}"[^>]*>Niets wijzigen</a>`));
    expect(main(preview.body)).not.toContain('href="/abonnementen"');
    const form = Object.fromEntries(["intent", "idempotencyKey", "productCode", "billingPeriod", "expectedPriceCents", "expectedEffectiveDate"].map((name) => [name, field(preview.body, name)]));
    const confirmed = await postApp(form);
    expect(confirmed.status).toBe(302);
    expect(confirmed.headers.get("location")).toBe(`${APP}?bevestigd=1`);
    const pending = await get(`${APP}?bevestigd=1`);
    expect(text(pending.body)).toContain("Uw wijziging staat klaar");
    // The web page shows the same pending change: one subscription, one change, wherever it was made.
    expect(text((await get(PATH)).body)).toContain("Uw wijziging staat klaar");
    const undo = await postApp({ intent: "undo-change", changeId: field(pending.body, "changeId") });
    expect(undo.headers.get("location")).toBe(`${APP}?ongedaan=1`);
  });
});
