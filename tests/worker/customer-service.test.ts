import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { DAGKOERIER, mainText, OCHTENDPOST, ORIGIN } from "./account-helpers";
import { BRANDS, CONTENT_DOWN, logIn, portalFetch, resetContentCache } from "./helpers";

// The customer-service pages (ADR 24) through the portal Worker: the FAQ's GET search without
// JavaScript, its content in KV, "Was dit nuttig?" posted without JavaScript, the contact page's
// topic → sub-topic → self-service → contact, the e-mail service page, and what answers 404.

const FAQ = "/klantenservice/veelgestelde-vragen";
const FAQ_KEY = "content:mijn-omgeving-production:faq";
const hanging = { ORIGIN_URL: `${ORIGIN.replace(/\/$/, "")}/dev/hang`, ORIGIN_READ_BUDGET_MS: "400" };
const questionsIn = (html: string) => [...html.matchAll(/<details id="vraag-([a-z0-9-]+)"/g)].map((match) => match[1]);
const post = (path: string, fields: Record<string, string>, init: { host?: string; cookie?: string } = {}) => {
  const host = init.host ?? DAGKOERIER;
  return portalFetch(path, {
    host,
    method: "POST",
    headers: { origin: `https://${host}`, "content-type": "application/x-www-form-urlencoded", ...(init.cookie ? { cookie: init.cookie } : {}) },
    body: new URLSearchParams(fields).toString(),
  });
};

describe("/klantenservice/veelgestelde-vragen", () => {
  beforeEach(resetContentCache);

  it.each(BRANDS)("answers 200 with its questions for $key, without waiting for a hanging origin", async ({ host }) => {
    const started = Date.now();
    const { status, body } = await portalFetch(FAQ, { host, envOverrides: hanging });
    expect(status).toBe(200);
    expect(mainText(body)).toContain("Veelgestelde vragen");
    expect(questionsIn(body).length).toBeGreaterThanOrEqual(12);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it("searches without JavaScript: ?q= ignores case and diacritics and shows only the matching questions", async () => {
    const { status, body } = await portalFetch(`${FAQ}?q=${encodeURIComponent("GEEN krant ontvangen")}`, { host: DAGKOERIER });
    expect(status).toBe(200);
    expect(questionsIn(body)[0]).toBe("ik-heb-geen-krant-ontvangen");
    expect(mainText(body)).toContain("Ik heb géén krant ontvangen. Wat nu?");
    expect(mainText(body)).toMatch(/\d vragen? gevonden voor “GEEN krant ontvangen”/);
    expect(body).toMatch(/<input[^>]*name="q"[^>]*value="GEEN krant ontvangen"/);
    // Two words, in any order, also in the answers: "geen … krant" is in the delivery-times answer too.
    const both = await portalFetch(`${FAQ}?q=krant+geen`, { host: DAGKOERIER });
    expect(questionsIn(both.body)).toEqual(["ik-heb-geen-krant-ontvangen", "hoe-laat-wordt-mijn-krant-bezorgd"]);
    // In the reader's own words (ADR 49): a synonym, a typo.
    const ownWords = await portalFetch(`${FAQ}?q=${encodeURIComponent("krant niet gekregen")}`, { host: DAGKOERIER });
    expect(questionsIn(ownWords.body)).toContain("ik-heb-geen-krant-ontvangen");
    const typo = await portalFetch(`${FAQ}?q=${encodeURIComponent("abbonement opzeggen")}`, { host: DAGKOERIER });
    expect(questionsIn(typo.body)).toEqual(["hoe-zeg-ik-mijn-abonnement-op"]);
    // Nothing found: said so, and every question stays to browse, with the way to contact.
    const none = await portalFetch(`${FAQ}?q=xylofoon`, { host: DAGKOERIER });
    expect(mainText(none.body)).toContain("Geen vragen gevonden voor “xylofoon”. Hieronder staan alle vragen.");
    expect(questionsIn(none.body)).toEqual(questionsIn((await portalFetch(FAQ, { host: DAGKOERIER })).body));
    expect(mainText(none.body)).toContain("Neem contact op");
  });

  it("opens the question of ?vraag= on the server, and speaks Belgian Dutch on a Belgian brand", async () => {
    const { body } = await portalFetch(`${FAQ}?vraag=ik-kan-niet-inloggen`, { host: OCHTENDPOST });
    expect(body).toMatch(/<details id="vraag-ik-kan-niet-inloggen"[^>]* open=""/);
    expect(mainText(body)).toContain("Ik kan niet aanmelden");
    expect(mainText(body)).toContain("Bedeling");
    expect(mainText(body)).not.toContain("Ik kan niet inloggen");
  });

  it("keeps the FAQ in KV and serves it from there while the content API is down", async () => {
    await portalFetch(FAQ, { host: DAGKOERIER });
    const stored = await env.CONTENT_CACHE.get<{ value: { items: unknown[] }; storedAt: number }>(FAQ_KEY, "json");
    expect(stored?.value.items.length).toBeGreaterThan(20);
    const { clearIsolateCache } = await import("~/platform/content/cache.server");
    clearIsolateCache();
    const { status, body } = await portalFetch(FAQ, { host: DAGKOERIER, envOverrides: { SANITY_API_HOST: CONTENT_DOWN } });
    expect(status).toBe(200);
    expect(questionsIn(body)).toContain("ik-heb-geen-krant-ontvangen");
  });

  it("serves a stale FAQ at once and refreshes it in the background", async () => {
    await portalFetch(FAQ, { host: DAGKOERIER });
    const stored = await env.CONTENT_CACHE.get<{ value: { items: Array<{ slug: string; question: string }> }; storedAt: number }>(FAQ_KEY, "json");
    const item = stored!.value.items.find((candidate) => candidate.slug === "waar-vind-ik-mijn-factuur")!;
    item.question = "Oude vraag over facturen";
    await env.CONTENT_CACHE.put(FAQ_KEY, JSON.stringify({ value: stored!.value, storedAt: Date.now() - 3600_000 }));
    const { clearIsolateCache } = await import("~/platform/content/cache.server");
    clearIsolateCache();
    expect(mainText((await portalFetch(FAQ, { host: DAGKOERIER })).body)).toContain("Oude vraag over facturen");
    const refreshed = await env.CONTENT_CACHE.get<{ storedAt: number }>(FAQ_KEY, "json");
    expect(Date.now() - refreshed!.storedAt).toBeLessThan(60_000);
    clearIsolateCache();
    expect(mainText((await portalFetch(FAQ, { host: DAGKOERIER })).body)).toContain("Waar vind ik mijn factuur?");
  });

  it("answers from the build's snapshot of the FAQ (200) when the content API is down and nothing is cached; caches no snapshot", async () => {
    const { status, body } = await portalFetch(FAQ, { host: DAGKOERIER, envOverrides: { SANITY_API_HOST: CONTENT_DOWN } });
    expect(status).toBe(200);
    expect(mainText(body)).toContain("Waar vind ik mijn factuur?");
    expect(mainText(body)).not.toContain("Helaas, deze inhoud kan niet geladen worden.");
    expect(await env.CONTENT_CACHE.get(FAQ_KEY)).toBeNull();
  });

  it("stores “Was dit nuttig?” without JavaScript: thanks at the question, a visitor cookie, one answer per visitor", async () => {
    const first = await post(FAQ, { vraag: "mijn-betaling-is-mislukt", nuttig: "nee" });
    expect(first.status).toBe(200);
    expect(mainText(first.body)).toContain("Jammer dat dit antwoord u niet verder hielp.");
    expect(first.body).toMatch(/<details id="vraag-mijn-betaling-is-mislukt"[^>]* open=""/);
    const cookie = first.headers.getSetCookie().find((value) => value.startsWith("__Host-mo-visitor="))!;
    expect(cookie).toMatch(/HttpOnly/);
    const visitor = decodeURIComponent(cookie.split(";")[0]!.split("=")[1]!);
    // The same visitor changes the answer: still one row, now "ja"; no new cookie.
    const again = await post(FAQ, { vraag: "mijn-betaling-is-mislukt", nuttig: "ja" }, { cookie: cookie.split(";")[0] });
    expect(mainText(again.body)).toContain("Fijn dat dit antwoord u heeft geholpen.");
    expect(again.headers.getSetCookie().some((value) => value.startsWith("__Host-mo-visitor="))).toBe(false);
    // Read back at the origin: the vote is the visitor's, once.
    const check = await fetch(`${ORIGIN}/api/pass/faq-feedback/dagkoerier/mijn-betaling-is-mislukt`, {
      method: "PUT",
      headers: { "content-type": "application/json", "idempotency-key": crypto.randomUUID() },
      body: JSON.stringify({ helpful: true, visitorId: visitor }),
    });
    expect(await check.json()).toMatchObject({ helpful: true });
  });

  it("refuses feedback on a question this brand does not have (400), storing nothing", async () => {
    const unknown = await post(FAQ, { vraag: "bestaat-niet", nuttig: "ja" });
    expect(unknown.status).toBe(400);
    expect(mainText(unknown.body)).toContain("Deze vraag kennen we niet.");
    // A magazine question is not on the account brand's FAQ.
    const other = await post(FAQ, { vraag: "mijn-magazine-is-niet-bezorgd", nuttig: "ja" }, { host: "mijn.zendernet.example" });
    expect(other.status).toBe(400);
  });

  it("counts a logged-in subscriber's feedback as the account", async () => {
    const { session } = await logIn("jan.jansen@example.nl", { host: DAGKOERIER });
    const response = await post(FAQ, { vraag: "waarom-betaal-ik-meer", nuttig: "ja" }, { cookie: session! });
    expect(response.status).toBe(200);
    expect(mainText(response.body)).toContain("Bedankt voor uw reactie.");
  });
});

describe("/klantenservice/contact", () => {
  it("shows the topics; a topic its sub-topics; a sub-topic the self-service screen, then phone, hours and the form", async () => {
    const start = await portalFetch("/klantenservice/contact", { host: DAGKOERIER, envOverrides: hanging });
    expect(start.status).toBe(200);
    for (const label of ["Mijn account", "Digitaal lezen", "Mijn abonnement", "Betalen en facturen", "Bezorging", "Iets anders"]) expect(mainText(start.body)).toContain(label);

    const topic = await portalFetch("/klantenservice/contact?onderwerp=delivery", { host: DAGKOERIER });
    expect(mainText(topic.body)).toContain("Mijn krant of magazine is niet (goed) bezorgd");
    expect(topic.body).toContain('href="/klantenservice/contact?onderwerp=delivery&amp;subonderwerp=delivery_complaint#oplossing"');

    const sub = await portalFetch("/klantenservice/contact?onderwerp=delivery&subonderwerp=delivery_complaint", { host: DAGKOERIER });
    const page = mainText(sub.body);
    expect(sub.body).toMatch(/<a[^>]*href="\/bezorgservice\/klacht"[^>]*>Zelf regelen/);
    expect(page).toContain("088 555 01 00");
    expect(sub.body).toContain('href="tel:+31885550100"');
    expect(page).toContain("Maandag t/m vrijdag: 08.00 – 18.00 uur");
    expect(sub.body).toContain('href="/klantenservice/contact/formulier?onderwerp=delivery&amp;subonderwerp=delivery_complaint"');
    // The other Dutch title, by the contact link rule (its own host, the current first label).
    expect(sub.body).toContain('href="https://mijn.wereldwijzer.example/klantenservice/contact"');
  });

  it("sends a brand with isContactEnabled off to its own contact page instead of the form", async () => {
    const { body } = await portalFetch("/klantenservice/contact?onderwerp=account&subonderwerp=email_change", { host: "mijn.zendernet.example" });
    expect(body).toMatch(/<a[^>]*href="\/account\/e-mailadres"[^>]*>Zelf regelen/);
    expect(body).toContain('href="https://www.zendernet.example/klantenservice"');
    expect(body).not.toContain("/klantenservice/contact/formulier");
    expect(mainText(body)).toContain("Klantendienst");
    // An account brand delivers nothing: no delivery topic.
    expect(body).not.toContain("onderwerp=delivery");
  });

  it("writes Belgian opening hours on a Belgian brand", async () => {
    const { body } = await portalFetch("/klantenservice/contact?onderwerp=payment&subonderwerp=change_payment_method", { host: OCHTENDPOST });
    expect(mainText(body)).toContain("Maandag t.e.m. vrijdag: van 8u tot 17u");
    expect(body).toMatch(/<a[^>]*href="\/betaalservice\/wijzigen"[^>]*>Zelf regelen/);
  });

  it.each([
    ["an unknown topic", "?onderwerp=weer"],
    ["a sub-topic of another topic", "?onderwerp=payment&subonderwerp=delivery_complaint"],
    ["an unknown sub-topic", "?onderwerp=payment&subonderwerp=korting"],
    ["a topic the brand does not have", "?onderwerp=delivery"],
  ])("answers 404 for %s", async (_name, query) => {
    const { status } = await portalFetch(`/klantenservice/contact${query}`, { host: "mijn.zendernet.example" });
    expect(status).toBe(404);
  });

  it("lists every title's contact page on the brand-less portal", async () => {
    const { status, body } = await portalFetch("/klantenservice/contact");
    expect(status).toBe(200);
    expect(mainText(body)).toContain("Over welke titel gaat uw vraag?");
    expect(body).toContain("https://www.zendernet.example/klantenservice");
  });
});

describe("/klantenservice/email", () => {
  it.each(BRANDS)("lists the e-mails $key sends, with their addresses, and links to newsletters and preferences", async ({ key, host }) => {
    const { status, body } = await portalFetch("/klantenservice/email", { host, envOverrides: hanging });
    expect(status).toBe(200);
    const page = mainText(body);
    expect(page).toContain(`facturen@mail.${key}.example`);
    expect(page).toContain("Zo herkent u een valse e-mail");
    expect(body).toContain('href="/account/nieuwsbrieven"');
    expect(body).toContain('href="/account/voorkeuren"');
  });
});

// Issue 58: the European Accessibility Act asks a subscription service to publish accessibility
// information; every footer links the brand's statement, with privacy, cookies and terms.
describe("/toegankelijkheid", () => {
  it.each(BRANDS)("states how accessible $key's portal is, what does not work yet, and how to report a barrier", async ({ key, host }) => {
    const { status, body } = await portalFetch("/toegankelijkheid", { host, envOverrides: hanging });
    expect(status).toBe(200);
    const page = mainText(body);
    expect(page).toContain("Mijn Omgeving voldoet gedeeltelijk aan WCAG 2.2 AA.");
    expect(page).toMatch(/Laatst gecontroleerd op \d+ \w+ \d{4}\./);
    expect(page).toContain("Wat nog niet goed werkt");
    expect(page).toContain("Een toegankelijkheidsprobleem melden");
    // The regulator of the brand's country.
    expect(page).toContain(key === "ochtendpost" || key === "zendernet" ? "FOD Economie" : "Autoriteit Consument & Markt");
    // A barrier is reported through the contact form ("Iets anders › Een andere vraag"), else the brand's contact page.
    const report = /<a href="([^"]+)"[^>]*>Probleem melden<\/a>/.exec(body)?.[1];
    expect(report).toBe(key === "zendernet" ? `https://www.${key}.example/klantenservice` : "/klantenservice/contact/formulier?onderwerp=other&amp;subonderwerp=other_question");
  });

  it("is linked in every footer with the brand's privacy, cookie and terms pages (Belgian words on a Belgian brand)", async () => {
    for (const path of ["/", "/klantenservice/veelgestelde-vragen", "/toegankelijkheid"]) {
      const dagkoerier = (await portalFetch(path, { host: DAGKOERIER })).body;
      const footer = dagkoerier.slice(dagkoerier.indexOf("<footer"));
      expect(footer, path).toContain('<a href="https://www.dagkoerier.example/privacy">Privacy</a>');
      expect(footer, path).toContain('<a href="https://www.dagkoerier.example/cookies">Cookies</a>');
      expect(footer, path).toContain('<a href="https://www.dagkoerier.example/voorwaarden">Voorwaarden</a>');
      expect(footer, path).toContain('<a href="/toegankelijkheid">Toegankelijkheid</a>');
    }
    const ochtendpost = (await portalFetch("/", { host: OCHTENDPOST })).body;
    expect(ochtendpost.slice(ochtendpost.indexOf("<footer"))).toContain('<a href="https://www.ochtendpost.example/algemene-voorwaarden">Algemene voorwaarden</a>');
  });

  it("answers from the build's snapshot when the content API is down and nothing is cached", async () => {
    await resetContentCache();
    const { status, body } = await portalFetch("/toegankelijkheid", { host: DAGKOERIER, envOverrides: { SANITY_API_HOST: CONTENT_DOWN } });
    expect(status).toBe(200);
    expect(mainText(body)).toContain("Wat nog niet goed werkt");
  });
});

describe("what does not exist", () => {
  it.each(["/klantenservice", "/klantenservice/veelgestelde-vragen/extra", "/klantenservice/email/oud"])("answers 404 for %s", async (path) => {
    expect((await portalFetch(path, { host: DAGKOERIER })).status).toBe(404);
  });
});
