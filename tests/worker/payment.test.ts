import { beforeAll, describe, expect, it } from "vitest";
import { choosePaymentOutcome, logIn, portalFetch } from "./helpers";

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
    // The form hydrates from its own chunk, but the server's HTML holds it in place (no JavaScript needed).
    const main = page.body.slice(page.body.indexOf("<main"), page.body.indexOf("</main>"));
    expect(main).toContain("IBAN (rekeningnummer)");
    expect(page.body).not.toContain("$RC");
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
    // The same form again (a double click, a retry): the first answer again, nothing changed twice.
    const twice = await post(sanne, PATH, fields);
    expect(twice.status).toBe(302);
    expect(twice.headers.get("location")).toBe("/betaalservice?gewijzigd=700300");
    // The same form's key with other data (a stale page sent again): refused, nothing changed (ADR 48).
    const other = await post(sanne, PATH, { ...fields, iban: "NL91ABNA0417164300" });
    expect(other.status).toBe(422);
    expect(text(other.body)).toContain("Dit formulier is al eens verstuurd met andere gegevens.");
    const after = text((await portalFetch("/abonnementen", { host: DAGKOERIER, headers: { cookie: sanne } })).body);
    expect(after).toContain("Automatische incasso van NL** **** **** **45 67");
  });
});

describe("changing to credit card or iDEAL through the payment page", () => {
  const PATH = "/betaalservice/wijzigen/WW/700101";
  const STATUS = "https://mijn.wereldwijzer.example/betaalservice/wijzigen/status";
  const WERELDWIJZER = "mijn.wereldwijzer.example";
  const get = (cookie: string, path: string) => portalFetch(path, { host: WERELDWIJZER, headers: { cookie } });
  const start = async (cookie: string, method: "CREDIT_CARD" | "IDEAL", key?: string) => {
    const page = await get(cookie, `${PATH}?methode=${method === "IDEAL" ? "ideal" : "creditcard"}`);
    return portalFetch(PATH, {
      host: WERELDWIJZER,
      method: "POST",
      headers: { cookie, origin: `https://${WERELDWIJZER}`, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "hosted-payment", method, idempotencyKey: key ?? keyOf(page.body)! }).toString(),
    });
  };
  const choose = choosePaymentOutcome;

  it("offers the methods the flags allow: direct debit, credit card and iDEAL for a Dutch brand, no iDEAL for a Belgian one", async () => {
    const dutch = (await get(jan, PATH)).body;
    for (const method of ["incasso", "creditcard", "ideal"]) expect(dutch).toContain(`?methode=${method}"`);
    expect(text((await get(jan, `${PATH}?methode=creditcard`)).body)).toContain("Verder naar de betaalpagina");
    const an = (await logIn("an.peeters@example.be", { host: "mijn.ochtendpost.example" })).session!;
    const belgian = (await portalFetch("/betaalservice/wijzigen/OP/700200", { host: "mijn.ochtendpost.example", headers: { cookie: an } })).body;
    expect(text(belgian)).toContain("Domiciliëring");
    expect(belgian).toContain("?methode=creditcard\"");
    expect(belgian).not.toContain("?methode=ideal\"");
  });

  it("goes to the origin's payment page, and an approved change shows on the success page and on /abonnementen", async () => {
    const started = await start(jan, "CREDIT_CARD");
    expect(started.status).toBe(302);
    const paymentUrl = started.headers.get("location")!;
    expect(paymentUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/dev\/payment\/pc_/);
    const back = await choose(paymentUrl, "approve");
    expect(`${back.origin}${back.pathname}`).toBe(`${STATUS}/success`);
    const success = await get(jan, `${back.pathname}${back.search}`);
    expect(success.status).toBe(200);
    expect(text(success.body)).toContain("Uw betaalwijze is gewijzigd");
    expect(text(success.body)).toContain("voortaan met Creditcard VISA **** **** **** 4242");
    // A reload reads the same state and changes nothing; /abonnementen shows the new method.
    expect((await get(jan, `${back.pathname}${back.search}`)).status).toBe(200);
    expect(text((await get(jan, "/abonnementen")).body)).toContain("Creditcard VISA **** **** **** 4242");
  });

  it("declined, cancelled and pending say that nothing changed; the URL's status is corrected from the origin's", async () => {
    const declined = await choose((await start(jan, "IDEAL")).headers.get("location")!, "decline");
    const failed = text((await get(jan, `${declined.pathname}${declined.search}`)).body);
    expect(failed).toContain("De wijziging is niet gelukt");
    expect(failed).toContain("Er is niets gewijzigd");
    expect(failed).toContain("Opnieuw proberen");
    // Tampered: the same reference on /success is sent to the page of what really happened.
    const tampered = await get(jan, `/betaalservice/wijzigen/status/success${declined.search}`);
    expect(tampered.status).toBe(302);
    expect(tampered.headers.get("location")).toBe(`/betaalservice/wijzigen/status/failed${declined.search}`);

    const cancelled = await choose((await start(jan, "CREDIT_CARD")).headers.get("location")!, "cancel");
    expect(text((await get(jan, `${cancelled.pathname}${cancelled.search}`)).body)).toContain("U heeft de wijziging geannuleerd");
    const pending = await choose((await start(jan, "IDEAL")).headers.get("location")!, "pending");
    expect(pending.pathname).toBe("/betaalservice/wijzigen/status/pending");
    expect(text((await get(jan, `${pending.pathname}${pending.search}`)).body)).toContain("Uw bank verwerkt de wijziging nog");
  });

  it("a double submit of one form opens the same change; an open change's status page offers to continue", async () => {
    const page = await get(jan, `${PATH}?methode=creditcard`);
    const key = keyOf(page.body)!;
    const first = (await start(jan, "CREDIT_CARD", key)).headers.get("location");
    const second = (await start(jan, "CREDIT_CARD", key)).headers.get("location");
    expect(second).toBe(first);
    const reference = first!.split("/dev/payment/")[1]!;
    const open = await get(jan, `/betaalservice/wijzigen/status/pending?ref=${reference}`);
    expect(text(open.body)).toContain("U heeft de wijziging nog niet afgerond");
    expect(open.body).toContain(`href="${first}"`);
  });

  it("answers a forged, malformed or someone else's reference with 404, and refuses a method the brand does not offer", async () => {
    const reference = (await start(jan, "CREDIT_CARD")).headers.get("location")!.split("/dev/payment/")[1]!;
    const forged = `${reference.slice(0, -1)}${reference.endsWith("A") ? "B" : "A"}`;
    for (const ref of [forged, "abc", ""]) {
      expect((await get(jan, `/betaalservice/wijzigen/status/success?ref=${ref}`)).status, ref).toBe(404);
    }
    expect((await get(sanne, `/betaalservice/wijzigen/status/pending?ref=${reference}`)).status).toBe(404);
    const an = (await logIn("an.peeters@example.be", { host: "mijn.ochtendpost.example" })).session!;
    const ideal = await portalFetch("/betaalservice/wijzigen/OP/700200", {
      host: "mijn.ochtendpost.example",
      method: "POST",
      headers: { cookie: an, origin: "https://mijn.ochtendpost.example", "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "hosted-payment", method: "IDEAL", idempotencyKey: "abcdefgh1234" }).toString(),
    });
    expect(ideal.status).toBe(400);
    expect(text(ideal.body)).toContain("Deze betaalwijze kunt u voor dit abonnement niet online kiezen");
  });
});

describe("the payment screens in the app's webview", () => {
  it("show no header, navigation, footer or breadcrumbs", async () => {
    const app = { cookie: jan, "user-agent": "Mozilla/5.0 (iPhone) MijnOmgevingApp/5.2" };
    const inApp = await portalFetch("/betaalservice/wijzigen/DK/700100", { host: DAGKOERIER, headers: app });
    const onWeb = await portalFetch("/betaalservice/wijzigen/DK/700100", { host: DAGKOERIER, headers: { cookie: jan } });
    expect(inApp.status).toBe(200);
    for (const marker of ["<header", "<footer", 'aria-label="Kruimelpad"', 'aria-label="Hoofdmenu"']) {
      expect(onWeb.body, marker).toContain(marker);
      expect(inApp.body, marker).not.toContain(marker);
    }
    expect(text(inApp.body)).toContain("Betaalwijze wijzigen");
  });
});

describe("each payment flag switched off (every general flag's off-path)", () => {
  const PATH = "/betaalservice/wijzigen/DK/700100";
  /** Jan's browser with general flags overridden (the mo-test-flags cookie of development and test). */
  const withFlags = (cookie: string, flags: Record<string, "on" | "off">) =>
    `${cookie}; mo-test-flags=${encodeURIComponent(Object.entries(flags).map(([name, state]) => `${name}:${state}`).join(","))}`;
  const page = (path: string, flags: Record<string, "on" | "off">, host = DAGKOERIER, cookie = jan) =>
    portalFetch(path, { host, headers: { cookie: withFlags(cookie, flags) } });
  const choices = (html: string) => [...html.matchAll(/href="[^"]*\?methode=([a-z]+)"/g)].map((match) => match[1]);

  it.each([
    ["isChangePaymentDirectDebitNLEnabled", "incasso", "Automatische incasso", ["creditcard", "ideal"]],
    ["isChangePaymentCreditCardEnabled", "creditcard", "Creditcard", ["incasso", "ideal"]],
    ["isChangePaymentIdealThroughWalletEnabled", "ideal", "iDEAL", ["incasso", "creditcard"]],
  ] as const)("%s off: %s leaves the Dutch change flow and its direct URL says so", async (flag, method, name, left) => {
    const choose = await page(PATH, { [flag]: "off" });
    expect(choose.status).toBe(200);
    expect(choices(choose.body)).toEqual(left);
    const direct = await page(`${PATH}?methode=${method}`, { [flag]: "off" });
    expect(direct.status).toBe(200);
    expect(text(direct.body)).toContain(`${name} kunt u op dit moment niet online kiezen. Kies hieronder een andere betaalwijze.`);
    // No other method's form stands in for it: the subscriber chooses.
    expect(choices(direct.body)).toEqual(left);
    expect(direct.body).not.toContain('name="intent"');
    // Switched on again, the same URL opens its form.
    expect((await page(`${PATH}?methode=${method}`, { [flag]: "on" })).body).toContain('name="intent"');
  });

  it("isChangePaymentDirectDebitBEEnabled off: domiciliëring leaves the Belgian flow, and a forced submit is refused", async () => {
    const an = (await logIn("an.peeters@example.be", { host: "mijn.ochtendpost.example" })).session!;
    const belgian = await page("/betaalservice/wijzigen/OP/700200?methode=incasso", { isChangePaymentDirectDebitBEEnabled: "off" }, "mijn.ochtendpost.example", an);
    expect(text(belgian.body)).toContain("Domiciliëring kunt u op dit moment niet online kiezen");
    expect(choices(belgian.body)).toEqual(["creditcard"]);
    // The Dutch flag does not touch Belgian brands.
    expect(choices((await page("/betaalservice/wijzigen/OP/700200", { isChangePaymentDirectDebitNLEnabled: "off" }, "mijn.ochtendpost.example", an)).body)).toEqual(["incasso", "creditcard"]);
    const forced = await portalFetch("/betaalservice/wijzigen/OP/700200", {
      host: "mijn.ochtendpost.example",
      method: "POST",
      headers: { cookie: withFlags(an, { isChangePaymentDirectDebitBEEnabled: "off" }), origin: "https://mijn.ochtendpost.example", "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "direct-debit", idempotencyKey: "abcdefgh1234", iban: "BE71096123456769", accountHolder: "An Peeters", mandateAccepted: "on" }).toString(),
    });
    expect(forced.status).toBe(400);
    expect(text(forced.body)).toContain("Deze betaalwijze kunt u voor dit abonnement niet online kiezen");
  });

  it("all four off: the overview offers no change link and the change page sends the subscriber to customer service", async () => {
    const off = { isChangePaymentDirectDebitNLEnabled: "off", isChangePaymentDirectDebitBEEnabled: "off", isChangePaymentCreditCardEnabled: "off", isChangePaymentIdealThroughWalletEnabled: "off" } as const;
    const overview = await page("/betaalservice", off);
    expect(overview.body).not.toContain('href="/betaalservice/wijzigen/DK/700100"');
    expect(text(overview.body)).toContain("Wijzigen kan nu niet online");
    const change = await page(`${PATH}?methode=ideal`, off);
    expect(change.status).toBe(200);
    expect(text(change.body)).toContain("Wijzigen kan op dit moment niet online. Neem contact op met de klantenservice.");
    expect(change.body).toMatch(/<a href="\/klantenservice\/contact"[^>]*>Naar klantenservice<\/a>/);
    expect(text(change.body.slice(change.body.indexOf("<main"), change.body.indexOf("</main>")))).not.toContain("kunt u op dit moment niet online kiezen");
    expect(choices(change.body)).toEqual([]);
  });
});
