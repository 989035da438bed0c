import { beforeAll, describe, expect, it } from "vitest";
import { ORIGIN } from "./account-helpers";
import { inWorld, logIn, portalFetch } from "./helpers";

// /abonnementen/<id>/opzeggen and /opzeggen through the portal Worker, against the real origin:
// Wereldwijzer has no external terminate link, so the portal's own flow cancels (ADR 17, 39): the
// statement, a confirmation step, the acknowledgement with the time received and a PDF copy; without a
// login by subscription number, postcode and house number. Jan cancels and undoes it.

const WERELDWIJZER = "mijn.wereldwijzer.example";
const PATH = "/abonnementen/700101/opzeggen";
const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/&amp;/g, "&").replace(/&nbsp;|\u00a0/g, " ").replace(/\s+/g, " ");
const main = (html: string) => text(html.slice(html.indexOf("<main"), html.indexOf("</main>")));

let jan: string;

beforeAll(async () => {
  jan = (await logIn("jan.jansen@example.nl", { host: WERELDWIJZER })).session!;
});

const get = (path: string, cookie = jan) => portalFetch(path, { host: WERELDWIJZER, headers: { cookie } });
const post = (fields: Record<string, string>, origin = `https://${WERELDWIJZER}`, path = PATH, cookie: string | null = jan, host = WERELDWIJZER) =>
  portalFetch(path, {
    host,
    method: "POST",
    headers: { ...(cookie ? { cookie } : {}), origin, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
  });
const hidden = (html: string, name: string) => {
  const value = new RegExp(`name="${name}" value="([^"]*)"`).exec(html)?.[1];
  return value === undefined ? undefined : value.replace(/&quot;/g, '"').replace(/&amp;/g, "&");
};

describe("cancelling online", () => {
  it("links to the portal's flow only where the brand has no terminate link of its own", async () => {
    const { body } = await get("/abonnementen");
    expect(body).toContain(`href="${PATH}"`);
    expect(body).toContain('href="https://www.dagkoerier.example/abonnement-opzeggen"');
    const dagkoerier = await get("/abonnementen/700100/opzeggen");
    expect(dagkoerier.status).toBe(302);
    expect(dagkoerier.headers.get("location")).toBe("https://www.dagkoerier.example/abonnement-opzeggen");
  });

  it("answers someone else's subscription and a co-reader's with 404", async () => {
    expect((await get("/abonnementen/700200/opzeggen")).status).toBe(404);
    expect((await get("/abonnementen/onbekend/opzeggen")).status).toBe(404);
    const lisa = (await logIn("lisa.jansen@example.nl", { host: WERELDWIJZER })).session!;
    expect((await get("/abonnementen/700100/opzeggen", lisa)).status).toBe(404);
  });

  it("shows the end date first and the one offer after the form, keeps a refused remark, refuses a cross-origin post", async () => {
    const page = await get(PATH);
    expect(page.status).toBe(200);
    const shown = main(page.body);
    expect(shown).toContain("Er geldt een opzegtermijn van één maand.");
    // Nothing stands between the subscriber and the confirmation: the offer comes after the form.
    expect(shown.indexOf("Verder naar bevestigen")).toBeGreaterThan(0);
    expect(shown.indexOf("Liever iets anders?")).toBeGreaterThan(shown.indexOf("Verder naar bevestigen"));
    // The alternative is the portal's own change page (issue 57): what another edition or period costs, at once.
    expect(page.body).toMatch(/<a href="\/abonnementen\/700101\/wijzigen"[^>]*>Abonnement wijzigen<\/a>/);
    const long = await post({ intent: "cancel-review", comment: `${"a".repeat(501)}` });
    expect(long.status).toBe(400);
    expect(main(long.body)).toContain("Gebruik maximaal 500 tekens.");
    expect(long.body).toContain("a".repeat(501));
    const forged = await post({ intent: "cancel-subscription" }, "https://evil.example");
    expect(forged.status).toBe(403);
    expect(main((await get("/abonnementen")).body)).not.toContain("Opgezegd per");
  });

  it("asks to confirm before anything is stored, goes back with what was filled in, then cancels with a receipt and undoes it", async () => {
    const review = await post({ intent: "cancel-review", reason: "NO_TIME_TO_READ", comment: "Even te druk" });
    expect(review.status).toBe(200);
    const confirming = main(review.body);
    expect(confirming).toContain("Controleer en bevestig uw opzegging");
    expect(confirming).toContain("Reden Ik heb te weinig tijd om te lezen");
    expect(confirming).toContain("Toelichting Even te druk");
    expect(confirming).toContain("Opzegging bevestigen");
    expect(main((await get("/abonnementen")).body)).not.toContain("Opgezegd per");
    // "Wijzigen": back to the statement, with the reason and remark kept.
    const edit = await post({ intent: "cancel-edit", reason: "NO_TIME_TO_READ", comment: "Even te druk" });
    expect(edit.body).toMatch(/value="NO_TIME_TO_READ" checked=""|checked="" [^>]*value="NO_TIME_TO_READ"/);
    expect(edit.body).toContain(">Even te druk</textarea>");

    const done = await post({ intent: "cancel-subscription", reason: "NO_TIME_TO_READ", comment: "Even te druk" });
    expect(done.status).toBe(200);
    const confirmed = main(done.body);
    expect(confirmed).toMatch(/Wij hebben uw opzegging van Wereldwijzer – Magazine, 10 nummers per jaar ontvangen\. Uw abonnement stopt op \d+ \w+ \d{4}\./);
    expect(confirmed).toContain("Uw abonnement is opgezegd");
    expect(confirmed).toMatch(/Ontvangen op \d+ \w+ \d{4} om \d{2}:\d{2}/);
    expect(confirmed).toContain("Bevestiging gestuurd naar jan.jansen@example.nl");
    expect(confirmed).toContain("Opzegging ongedaan maken");
    expect(done.body).toContain('href="/abonnementen/700101/opzeggen/bevestiging.pdf"');
    const pdf = await get("/abonnementen/700101/opzeggen/bevestiging.pdf");
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(pdf.headers.get("content-disposition")).toMatch(/bevestiging-opzegging-700101-\d{4}-\d{2}-\d{2}\.pdf/);
    expect((await get("/abonnementen/700200/opzeggen/bevestiging.pdf")).status).toBe(404);
    const overviewHtml = (await get("/abonnementen")).body;
    const overview = main(overviewHtml);
    expect(overview).toMatch(/Opgezegd per \d+ \w+ \d{4}/);
    // Issue 58: the undo is one tap on the card (a form posting to this page's action), not a link to this page.
    expect(overviewHtml).toMatch(new RegExp(`<form[^>]*action="${PATH}"[^>]*>\\s*<input type="hidden" name="intent" value="undo-cancellation"/>`));
    expect(overviewHtml).not.toMatch(/<a[^>]*>Opzegging ongedaan maken<\/a>/);
    // Still cancelled: the landing parameter alone says nothing.
    expect(main((await get("/abonnementen?opzegging-ongedaan=700101")).body)).not.toContain("Uw abonnement loopt gewoon door.");
    // A second confirmation (double submit) changes nothing and still confirms.
    expect((await post({ intent: "cancel-subscription" })).status).toBe(200);

    // Undone from the card: it lands on the subscription itself, which says it runs on (and is no longer cancelled).
    const undone = await post({ intent: "undo-cancellation" });
    expect(undone.status).toBe(302);
    expect(undone.headers.get("location")).toBe("/abonnementen?opzegging-ongedaan=700101#abonnement-700101");
    const landed = (await get("/abonnementen?opzegging-ongedaan=700101")).body;
    expect(main(landed)).toContain("De opzegging is ongedaan gemaakt. Uw abonnement loopt gewoon door.");
    expect(landed).toContain('id="abonnement-700101"');
    expect(main(landed)).not.toContain("Opgezegd per");
    // Only the subscription named: another card says nothing.
    expect(main((await get("/abonnementen?opzegging-ongedaan=700200")).body)).not.toContain("Uw abonnement loopt gewoon door.");
    // A second tap (a retried post): it runs on already, so it lands where the first did, with no error.
    const again = await post({ intent: "undo-cancellation" });
    expect(again.status).toBe(302);
    expect(again.headers.get("location")).toBe("/abonnementen?opzegging-ongedaan=700101#abonnement-700101");
  });
});

describe("/opzeggen: Abonnement opzeggen from every page", () => {
  it("is in the navigation and the footer: the portal's flow, or the brand's own terminate page", async () => {
    const wereldwijzer = await portalFetch("/", { host: WERELDWIJZER });
    expect(wereldwijzer.body).toMatch(/<a[^>]*href="\/opzeggen"[^>]*>Opzeggen<\/a>/);
    expect(wereldwijzer.body).toMatch(/<a href="\/opzeggen">Abonnement opzeggen<\/a>/);
    const dagkoerier = await portalFetch("/", { host: "mijn.dagkoerier.example" });
    expect(dagkoerier.body).toMatch(/<a href="https:\/\/www\.dagkoerier\.example\/abonnement-opzeggen"[^>]*>Opzeggen<\/a>/);
    expect(dagkoerier.body).toContain('<a href="https://www.dagkoerier.example/abonnement-opzeggen">Abonnement opzeggen</a>');
    const belgian = await portalFetch("/", { host: "mijn.ochtendpost.example" });
    expect(belgian.body).toContain(">Abonnement stopzetten</a>");
  });

  it("lists a logged-in owner's subscriptions, each with its own way to cancel", async () => {
    const page = await get("/opzeggen");
    expect(page.status).toBe(200);
    expect(page.body).toMatch(/href="\/abonnementen\/700101\/opzeggen"/);
    expect(page.body).toContain('href="https://www.dagkoerier.example/abonnement-opzeggen"');
    expect(main(page.body)).toContain("(op de website van De Dagkoerier)");
  });

  it("sends a visitor of a brand that cancels on its own site there", async () => {
    const page = await portalFetch("/opzeggen", { host: "mijn.dagkoerier.example" });
    expect(page.status).toBe(200);
    expect(main(page.body)).toContain("Uw abonnement op De Dagkoerier zegt u op via de website van De Dagkoerier.");
    expect(page.body).toContain('href="https://www.dagkoerier.example/abonnement-opzeggen"');
  });

  it("cancels without a login: identify, the statement, the confirmation, the acknowledgement, a receipt to the account's own address", async () => {
    const anonymous = (fields: Record<string, string>) => post(fields, `https://${WERELDWIJZER}`, "/opzeggen", null);
    // Bad input next to its field, with what was typed kept.
    const bad = await anonymous({ intent: "cancel-identify", subscriptionNumber: "12", zipCode: "38110", houseNumber: "" });
    expect(bad.status).toBe(400);
    const badText = main(bad.body);
    expect(badText).toContain("Een abonnementsnummer heeft 4 tot 12 cijfers.");
    expect(badText).toContain("Vul een geldige postcode in, bijvoorbeeld 1234 AB.");
    expect(badText).toContain("Vul het huisnummer van uw bezorgadres in.");
    expect(bad.body).toContain('value="38110"');
    // Unknown number and wrong address: the same answer.
    const unknown = await anonymous({ intent: "cancel-identify", subscriptionNumber: "99999999", zipCode: "3811 CV", houseNumber: "12" });
    const wrong = await anonymous({ intent: "cancel-identify", subscriptionNumber: "700101", zipCode: "3811 CV", houseNumber: "14" });
    expect(unknown.status).toBe(404);
    expect(wrong.status).toBe(404);
    expect(main(unknown.body)).toContain("We vinden geen abonnement met deze gegevens.");
    expect(main(wrong.body).replace(/700101|99999999/g, "")).toBe(main(unknown.body).replace(/700101|99999999/g, ""));

    const found = await anonymous({ intent: "cancel-identify", subscriptionNumber: "700101", zipCode: "3811cv", houseNumber: "12 A" });
    expect(found.status).toBe(200);
    expect(main(found.body)).toContain("Wereldwijzer – Magazine, 10 nummers per jaar");
    expect(main(found.body)).toContain("Er geldt een opzegtermijn van één maand.");
    const ticket = hidden(found.body, "ticket")!;
    const identified = hidden(found.body, "identified")!;
    expect(ticket).toMatch(/^[\w-]+\.[\w-]+$/);
    const review = await anonymous({ intent: "cancel-review", ticket, identified, reason: "MOVING", comment: "" });
    expect(main(review.body)).toContain("Controleer en bevestig uw opzegging");
    // A tampered ticket: back to the start, nothing stored.
    const tampered = await anonymous({ intent: "cancel-subscription", ticket: `${ticket}x`, identified, reason: "MOVING" });
    expect(tampered.status).toBe(401);
    expect(main(tampered.body)).toContain("Deze stap is verlopen.");

    const done = await anonymous({ intent: "cancel-subscription", ticket, identified, reason: "MOVING" });
    expect(done.status).toBe(200);
    const acknowledged = main(done.body);
    expect(acknowledged).toContain("Wij hebben uw opzegging ontvangen");
    expect(acknowledged).toMatch(/Ontvangen op \d+ \w+ \d{4} om \d{2}:\d{2}/);
    expect(acknowledged).toContain("Bevestiging gestuurd naar j•••@example.nl");
    const outbox = (await (await fetch(`${ORIGIN}/dev/outbox?format=json&to=${encodeURIComponent(inWorld("jan.jansen@example.nl"))}`)).json()) as {
      messages: { subject: string; body: string; attachments: { name: string }[] }[];
    };
    expect(outbox.messages[0]!.body).toContain("Ontvangen via: Mijn Omgeving, met abonnementsnummer en postcode");
    expect(outbox.messages[0]!.attachments[0]!.name).toMatch(/^bevestiging-opzegging-\d+-\d{4}-\d{2}-\d{2}\.pdf$/);

    // Jan, logged in, sees it and undoes it.
    expect(main((await get(PATH)).body)).toContain("Uw abonnement is opgezegd");
    expect((await post({ intent: "undo-cancellation" })).status).toBe(302);
  });
});
