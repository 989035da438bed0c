import { beforeAll, describe, expect, it } from "vitest";
import { DAGKOERIER, OCHTENDPOST, ORIGIN, fieldError, postForm, mainText, logInJanAndAn } from "./account-helpers";
import { inWorld, logIn, portalFetch } from "./helpers";

// The delivery service through the portal Worker, against the real origin (ADR 19): the overview,
// the choice of subscription, the complaint flow on the web and in the app webview, every refusal
// with the typed input kept, a double submit that stores one complaint, and 404 for what is not yours.

const WERELDWIJZER = "mijn.wereldwijzer.example";
const ZENDERNET = "mijn.zendernet.example";
const FLOW = "/bezorgservice/DK/700100";
const main = mainText;

let jan: string;
let an: string;

beforeAll(async () => {
  ({ jan, an } = await logInJanAndAn());
});

const get = (path: string, cookie = jan, host = DAGKOERIER) => portalFetch(path, { host, headers: { cookie } });

/** The editions the form offers (radio values that are not disabled), newest first. */
function availableEditions(html: string): string[] {
  return [...html.matchAll(/<input[^>]*name="editionDate"[^>]*>/g)]
    .map((match) => match[0])
    .filter((input) => !/\sdisabled(=""|\s|>)/.test(input))
    .map((input) => /value="([^"]+)"/.exec(input)![1]!);
}

const hiddenKey = (html: string) => /name="idempotencyKey" value="([^"]+)"/.exec(html)![1]!;

describe("/bezorgservice", () => {
  it("shows per subscription what is delivered, the history with its credits and the report button", async () => {
    // Jan's seeded complaints are of October 2026 and the overview shows the last 90 days: the origin's
    // clock (mo-test-origin-clock, ADR 36) is set to a day when they are recent, so this holds on any day.
    const { status, body } = await get("/bezorgservice", `${jan}; mo-test-origin-clock=${encodeURIComponent("2026-11-25T10:00:00Z")}`);
    expect(status).toBe(200);
    const shown = main(body);
    expect(shown).toContain("Bezorgservice");
    expect(shown).toContain("De krant op maandag t/m zaterdag, uiterlijk om 07:00 in de bus");
    expect(shown).toContain("10 nummers per jaar, per post");
    expect(shown).toContain("Mijn krant is niet bezorgd · Dinsdag 13 oktober 2026");
    expect(shown).toContain("€ 1,77 teruggegeven op factuur");
    expect(shown).toContain("U krijgt € 7,95 terug: dat wordt verrekend met uw volgende factuur.");
    expect(body).toContain(`href="${FLOW}"`);
    expect(body).toContain('href="/bezorgservice/WW/700101"');
  });

  it("explains that nothing is delivered for a digital subscription and an account", async () => {
    const sanne = (await logIn("digitaal@example.nl", { host: DAGKOERIER })).session!;
    expect(main((await get("/bezorgservice", sanne)).body)).toContain("U leest dit abonnement digitaal: er wordt niets bezorgd");
    const zendernet = await get("/bezorgservice/ZN/700201", an, ZENDERNET);
    expect(zendernet.status).toBe(200);
    // Zendernet is Belgian: its papers are "bedeeld".
    expect(main(zendernet.body)).toContain("Bij dit account wordt niets bedeeld, dus er valt niets te melden.");
    expect(zendernet.body).not.toContain('name="type"');
  });

  it("asks which subscription with two, goes straight to the flow with one (web and app)", async () => {
    const chooser = await get("/bezorgservice/klacht");
    expect(chooser.status).toBe(200);
    expect(main(chooser.body)).toContain("Over welk abonnement gaat het?");
    expect(chooser.body).toContain(`href="${FLOW}"`);
    const web = await get("/bezorgservice/klacht", an, OCHTENDPOST);
    expect(web.status).toBe(302);
    expect(web.headers.get("location")).toBe("/bezorgservice/OP/700200");
    const app = await get("/bezorgservice/app/klacht", an, OCHTENDPOST);
    expect(app.headers.get("location")).toBe("/bezorgservice/app/OP/700200");
  });

  it("answers 404 for another account's subscription, an unknown one and a brand id that is not its own", async () => {
    expect((await get("/bezorgservice/OP/700200")).status).toBe(404);
    expect((await get("/bezorgservice/DK/999999")).status).toBe(404);
    expect((await get("/bezorgservice/XX/700100")).status).toBe(404);
    expect((await get("/bezorgservice/WW/700100")).status).toBe(404);
    expect((await get("/bezorgservice/app/DK/700100", an)).status).toBe(404);
  });
});

// Issue 58: instructions for the deliverer, on /bezorgservice, carried to the distribution partner.
describe("instructions for the deliverer", () => {
  it("are saved per delivered newspaper without JavaScript, refused beside the field with the text kept, and removed when emptied", async () => {
    const page = await get("/bezorgservice");
    expect(main(page.body)).toContain("Instructie voor de bezorger");
    // One form per delivered newspaper; not for the magazine that comes by post.
    expect((page.body.match(/name="intent" value="delivery-instructions"/g) ?? []).length).toBe(1);
    const refused = await postForm("/bezorgservice", jan, { intent: "delivery-instructions", subscriptionId: "700100", instructions: "Bel aan: code 12" });
    expect(refused.status).toBe(400);
    expect(fieldError(refused.body, "instructions")).toMatch(/mag geen van deze tekens bevatten|Gebruik geen/);
    expect(refused.body).toContain(">Bel aan: code 12</textarea>");
    const saved = await postForm("/bezorgservice", jan, { intent: "delivery-instructions", subscriptionId: "700100", instructions: "Niet in de brievenbus, achter het hek." });
    expect(saved.status).toBe(200);
    expect(main(saved.body)).toContain("Uw instructie voor de bezorger is opgeslagen.");
    expect(saved.body).toContain(">Niet in de brievenbus, achter het hek.</textarea>");
    const list = (await (await fetch(`${ORIGIN}/dev/bezorglijst?merk=dagkoerier&format=json`)).json()) as { stops: Array<{ subscriptionId: string; instructions: string | null }> };
    expect(list.stops.find((stop) => stop.subscriptionId === inWorld("700100"))?.instructions).toBe("Niet in de brievenbus, achter het hek.");
    // Another account's paper is not found; a magazine has no deliverer.
    expect((await postForm("/bezorgservice", jan, { intent: "delivery-instructions", subscriptionId: "700200", instructions: "Achter het hek" })).status).toBe(404);
    expect((await postForm("/bezorgservice", jan, { intent: "delivery-instructions", subscriptionId: "700101", instructions: "Achter het hek" })).status).toBe(409);
    const removed = await postForm("/bezorgservice", jan, { intent: "delivery-instructions", subscriptionId: "700100", instructions: "" });
    expect(main(removed.body)).toContain("Uw instructie voor de bezorger is verwijderd.");
  });
});

describe("the complaint flow", () => {
  it("shows the rules first: the types of a newspaper, the last delivery days, the credit", async () => {
    const { status, body } = await get(FLOW);
    expect(status).toBe(200);
    const shown = main(body);
    expect(shown).toContain("Probleem met de bezorging melden");
    expect(shown).toContain("Dan krijgt u € 1,77 terug op uw volgende factuur.");
    for (const type of ["DAMAGED", "NOT_DELIVERED", "INCOMPLETE", "WRONG_PRODUCT", "RECEIVED_BUT_DELIVERED_LATER_THAN_EXPECTED"]) {
      expect(body).toContain(`value="${type}"`);
    }
    expect(availableEditions(body).length).toBeGreaterThan(10);
    // Sundays are no delivery days of a six-day paper.
    for (const date of availableEditions(body)) expect(new Date(`${date}T12:00:00Z`).getUTCDay()).not.toBe(0);
  });

  it("offers a magazine its three types and its issues", async () => {
    const { body } = await get("/bezorgservice/WW/700101", jan, WERELDWIJZER);
    expect(body).not.toContain('value="WRONG_PRODUCT"');
    expect(main(body)).toContain("Om welk nummer gaat het?");
    expect(main(body)).toMatch(/Nummer \d+ \(\w+ \d{4}\)/);
    const refused = await postForm("/bezorgservice/WW/700101", jan, { intent: "delivery-complaint", idempotencyKey: hiddenKey(body), type: "WRONG_PRODUCT", editionDate: availableEditions(body)[0]!, message: "Verkeerd blad" }, { host: WERELDWIJZER });
    expect(refused.status).toBe(400);
    expect(fieldError(refused.body, "type")).toBeTruthy();
    expect(refused.body).toContain("Verkeerd blad");
  });

  it("refuses a missing or forbidden message next to the field and keeps what was chosen and typed", async () => {
    const page = await get(FLOW);
    const [edition] = availableEditions(page.body);
    const key = hiddenKey(page.body);
    const missing = await postForm(FLOW, jan, { intent: "delivery-complaint", idempotencyKey: key, type: "DAMAGED", editionDate: edition! });
    expect(missing.status).toBe(400);
    expect(fieldError(missing.body, "message")).toBe("Beschrijf wat er mis is (verplicht bij deze klacht).");
    const chosen = [...missing.body.matchAll(/<input[^>]*name="editionDate"[^>]*>/g)].map((match) => match[0]).find((input) => input.includes(`value="${edition}"`));
    expect(chosen).toContain("checked");
    const forbidden = await postForm(FLOW, jan, { intent: "delivery-complaint", idempotencyKey: key, type: "DAMAGED", editionDate: edition!, message: "Nat <door> regen" });
    expect(forbidden.status).toBe(400);
    expect(fieldError(forbidden.body, "message")).toBe("Gebruik geen van deze tekens: < > ^ # = / :");
    expect(forbidden.body).toContain("Nat &lt;door&gt; regen");
    const outside = await postForm(FLOW, jan, { intent: "delivery-complaint", idempotencyKey: key, type: "NOT_DELIVERED", editionDate: "2020-01-06" });
    expect(outside.status).toBe(400);
    expect(fieldError(outside.body, "editionDate")).toBeTruthy();
    const forged = await postForm(FLOW, jan, { intent: "delivery-complaint", idempotencyKey: key, type: "NOT_DELIVERED", editionDate: edition! }, { origin: "https://evil.example" });
    expect(forged.status).toBe(403);
    // Nothing of the refused submits was stored.
    expect(availableEditions((await get(FLOW)).body)).toContain(edition);
  });

  it("stores a double submit once, shows the outcome at once, and refuses the same edition again", async () => {
    const page = await get(FLOW);
    const [edition] = availableEditions(page.body);
    const fields = { intent: "delivery-complaint", idempotencyKey: hiddenKey(page.body), type: "NOT_DELIVERED", editionDate: edition! };
    const first = await postForm(FLOW, jan, fields);
    const second = await postForm(FLOW, jan, fields);
    expect(first.status).toBe(302);
    expect(second.headers.get("location")).toBe(first.headers.get("location"));
    const location = first.headers.get("location")!;
    expect(location).toMatch(/^\/bezorgservice\/DK\/700100\?melding=/);

    const outcome = main((await get(location)).body);
    expect(outcome).toContain("Bedankt, uw melding is ontvangen.");
    expect(outcome).toContain("€ 1,77 wordt verrekend met uw volgende factuur.");
    expect(outcome).toContain("Morgen vragen wij u hier of uw krant weer gewoon bezorgd is.");

    const again = await get(FLOW);
    expect(availableEditions(again.body)).not.toContain(edition);
    expect(main(again.body)).toContain("Al gemeld");
    const duplicate = await postForm(FLOW, jan, { ...fields, idempotencyKey: hiddenKey(again.body) });
    expect(duplicate.status).toBe(400);
    expect(fieldError(duplicate.body, "editionDate")).toBe("Over deze krant heeft u al een melding gedaan.");

    // The overview shows it straight away.
    expect(main((await get("/bezorgservice")).body)).toContain("€ 1,77 wordt verrekend met uw volgende factuur");
  });

  it("runs in the app without header, navigation or footer, and returns to the app flow", async () => {
    const page = await get("/bezorgservice/app/OP/700200", an, OCHTENDPOST);
    expect(page.status).toBe(200);
    expect(page.body).not.toMatch(/<header[\s>]/);
    expect(page.body).not.toMatch(/<footer[\s>]/);
    // A Belgian brand says "bedeling" where a Dutch one says "bezorging".
    expect(main(page.body)).toContain("Probleem met de bedeling melden");
    expect(main(page.body)).toContain("Mijn krant is niet bedeeld");
    expect(main(page.body)).not.toMatch(/bezorg/i);
    const [edition] = availableEditions(page.body);
    const done = await postForm("/bezorgservice/app/OP/700200", an, { intent: "delivery-complaint", idempotencyKey: hiddenKey(page.body), type: "INCOMPLETE", editionDate: edition! }, { host: OCHTENDPOST });
    expect(done.status).toBe(302);
    expect(done.headers.get("location")).toMatch(/^\/bezorgservice\/app\/OP\/700200\?melding=/);
    const outcome = await get(done.headers.get("location")!, an, OCHTENDPOST);
    expect(main(outcome.body)).toContain("Bedankt, uw melding is ontvangen.");
    expect(outcome.body).not.toContain('href="/bezorgservice"');

    // The origin's refusal of the same edition again, in the words of a Belgian brand.
    const again = await get("/bezorgservice/app/OP/700200", an, OCHTENDPOST);
    const duplicate = await postForm("/bezorgservice/app/OP/700200", an, { intent: "delivery-complaint", idempotencyKey: hiddenKey(again.body), type: "INCOMPLETE", editionDate: edition! }, { host: OCHTENDPOST });
    expect(duplicate.status).toBe(400);
    expect(fieldError(duplicate.body, "editionDate")).toBe("Over deze krant hebt u al een melding gedaan.");
  });

  it("does not show another account's complaint as an outcome", async () => {
    const page = await get(FLOW);
    const [edition] = availableEditions(page.body);
    const done = await postForm(FLOW, jan, { intent: "delivery-complaint", idempotencyKey: hiddenKey(page.body), type: "INCOMPLETE", editionDate: edition! });
    const id = new URL(done.headers.get("location")!, "https://x").searchParams.get("melding")!;
    const foreign = await get(`/bezorgservice/OP/700200?melding=${id}`, an, OCHTENDPOST);
    expect(main(foreign.body)).not.toContain("Bedankt, uw melding is ontvangen.");
  });
});
