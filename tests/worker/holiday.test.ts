import { beforeAll, describe, expect, it } from "vitest";
import { isPublicHoliday } from "~/platform/locale/opening-hours";
import { TEST_SECRETS } from "../../scripts/stack-config.mjs";
import { DAGKOERIER, OCHTENDPOST, fieldError, inputValue, postForm, text, mainText, logInJanAndAn } from "./account-helpers";
import { logIn, portalFetch } from "./helpers";

// The holiday service through the portal Worker, against the real origin (ADR 22): the overview per
// paper subscription, the form with the origin's rules in the date fields, every refusal next to its
// field with the input kept, a double submit stored once, changing and cancelling (flag on and off),
// the app variant, and 404 for what is not yours.

const main = mainText;
const FORM = "/vakantieservice/doorgeven";

let jan: string;
let an: string;

beforeAll(async () => {
  ({ jan, an } = await logInJanAndAn());
});

const get = (path: string, cookie = jan, host = DAGKOERIER) => portalFetch(path, { host, headers: { cookie } });

function addDays(date: string, days: number): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

/** The `min` of the start date field: the origin's earliest start. */
function earliest(html: string): string {
  const input = [...html.matchAll(/<input\b[^>]*>/g)].map((match) => match[0]).find((tag) => tag.includes(' name="startDate"'))!;
  return /\bmin="([^"]+)"/.exec(input)![1]!;
}

const today = () => new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Amsterdam" }).format(new Date());

/**
 * The papers De Dagkoerier (Monday to Saturday) delivers from one date to another: not on Sundays nor on
 * Dutch public holidays. The origin's rule, from the same public-holiday table, so the expectation holds
 * on every day of the year (the Saturday after a week in Christmas week is Boxing Day).
 */
function sixDayPapers(from: string, to: string): number {
  let papers = 0;
  for (let day = from; day <= to; day = addDays(day, 1)) {
    if (new Date(`${day}T12:00:00Z`).getUTCDay() !== 0 && !isPublicHoliday(day, "nl")) papers += 1;
  }
  return papers;
}

/** The papers a change skips, from its line on the overview. */
function skipped(html: string, changeId: string): number {
  const start = html.indexOf(`id="wijziging-${changeId}"`);
  const item = html.slice(start, html.indexOf("</li>", start));
  return Number(/(\d+) kranten? worden? niet bezorgd/.exec(text(item))![1]);
}

const hiddenKey = (html: string) => /name="idempotencyKey" value="([^"]+)"/.exec(html)![1]!;
const changeIds = (html: string) => [...new Set([...html.matchAll(/id="wijziging-([^"]+)"/g)].map((match) => match[1]!))];

/** A Monday to Friday period starting at least `offset` days after the earliest start. */
function weekAfter(start: string, offset: number): { startDate: string; endDate: string } {
  let day = addDays(start, offset);
  while (new Date(`${day}T12:00:00Z`).getUTCDay() !== 1) day = addDays(day, 1);
  return { startDate: day, endDate: addDays(day, 4) };
}

async function previewCookie(): Promise<string> {
  const result = await portalFetch(`/api/preview?secret=${encodeURIComponent(TEST_SECRETS.portal.PREVIEW_SECRET)}&redirect=%2Fvakantieservice`, { host: DAGKOERIER });
  return (result.headers.get("set-cookie") ?? "").split(";")[0]!;
}

describe("/vakantieservice", () => {
  it("shows per paper subscription the planned and past holidays, what they skip, and the brand's links", async () => {
    const { status, body } = await get("/vakantieservice");
    expect(status).toBe(200);
    const shown = main(body);
    expect(shown).toContain("Vakantieservice");
    expect(shown).toContain("De Dagkoerier – Krant 6 dagen per week");
    expect(shown).toContain("De krant op maandag t/m zaterdag");
    expect(shown).toContain("Wereldwijzer");
    expect(shown).toMatch(/Bezorging gepauzeerd: \d+ \w+ \d{4} t\/m \d+ \w+ \d{4} Gepland/);
    expect(shown).toMatch(/\d+ kranten worden niet bezorgd\./);
    expect(shown).toContain("Vakantieadres: ");
    expect(shown).toContain("Bezorgd op: Badweg 5, 1796 AA De Koog (Nederland)");
    expect(shown).toMatch(/In \d{4} heeft u nog \d+ van de 90 vakantiedagen over\./);
    expect(body).toContain('href="https://www.dagkoerier.example/vakantie/tijdens-de-pauze"');
    expect(body).toContain('href="https://www.dagkoerier.example/vakantie/digitaal-lezen"');
    expect(body).toContain('href="/vakantieservice/doorgeven?abonnement=700100"');
    // The seeded suspension starts in weeks: it can be changed and (flag on) cancelled.
    expect(body).toMatch(/aria-label="Annuleren: Bezorging gepauzeerd, [^"]+"/);
    expect(body).toContain('href="/vakantieservice/doorgeven?wijziging=HS-700100-0001"');
  });

  it("tells An (Belgium) in Belgian Dutch, and says so when nothing comes on paper", async () => {
    const shown = main((await get("/vakantieservice", an, OCHTENDPOST)).body);
    expect(shown).toContain("De Ochtendpost");
    expect(shown).not.toContain("Zendernet");
    expect(shown).toContain("Bedeling gepauzeerd");
    expect(shown).toMatch(/hebt u nog \d+ van de 90 vakantiedagen over/);
    const sanne = (await logIn("digitaal@example.nl", { host: DAGKOERIER })).session!;
    expect(main((await get("/vakantieservice", sanne)).body)).toContain("U heeft geen abonnement waarbij iets op papier wordt bezorgd.");
  });
});

describe("/vakantieservice/doorgeven", () => {
  it("puts the origin's rules in the form: the earliest start, the subscriptions, days without a paper", async () => {
    const { status, body } = await get(`${FORM}?abonnement=700101`);
    expect(status).toBe(200);
    const shown = main(body);
    expect(shown).toContain("Wij hebben 2 werkdagen nodig om de bezorging aan te passen: de eerste dag die u kunt kiezen is");
    expect(shown).toContain("Een vakantie duurt hoogstens 90 dagen.");
    expect(earliest(body) > new Date().toISOString().slice(0, 10)).toBe(true);
    const boxes = [...body.matchAll(/<input[^>]*name="subscriptionIds"[^>]*>/g)].map((match) => match[0]);
    expect(boxes).toHaveLength(2);
    expect(boxes.find((box) => box.includes('value="700101"'))).toContain("checked");
    expect(boxes.find((box) => box.includes('value="700100"'))).not.toContain("checked");
  });

  it("refuses bad input next to its field and keeps what was typed", async () => {
    const page = await get(FORM);
    const start = earliest(page.body);
    const base = { intent: "holiday-submit", idempotencyKey: hiddenKey(page.body), kind: "SUSPENSION" };
    const none = await postForm(FORM, jan, { ...base, startDate: start, endDate: addDays(start, 5) });
    expect(none.status).toBe(400);
    expect(fieldError(none.body, "subscriptionIds")).toBe("Kies voor welk abonnement u dit doorgeeft.");

    const early = await postForm(FORM, jan, { ...base, subscriptionIds: "700100", startDate: addDays(start, -1), endDate: addDays(start, 5) });
    expect(early.status).toBe(400);
    expect(fieldError(early.body, "startDate")).toMatch(/^(Wij hebben 2 werkdagen nodig om de bezorging aan te passen|Deze datum is al voorbij)\. Kies een begindatum vanaf /);
    expect(inputValue(early.body, "endDate")).toBe(addDays(start, 5));

    const backwards = await postForm(FORM, jan, { ...base, subscriptionIds: "700100", startDate: addDays(start, 9), endDate: addDays(start, 7) });
    expect(fieldError(backwards.body, "endDate")).toBe("De einddatum ligt vóór de begindatum. Kies een latere einddatum.");

    const long = await postForm(FORM, jan, { ...base, subscriptionIds: "700100", startDate: addDays(start, 200), endDate: addDays(start, 300) });
    expect(fieldError(long.body, "endDate")).toMatch(/^Een vakantie duurt hoogstens 90 dagen\. Kies een einddatum tot en met /);

    const address = { ...base, kind: "TEMPORARY_ADDRESS", subscriptionIds: "700100", ...weekAfter(start, 20), street: "Strandweg", houseNumber: "12", zipCode: "1234", city: "Zandvoort" };
    const abroad = await postForm(FORM, jan, { ...address, countryCode: "OTHER" });
    expect(abroad.status).toBe(400);
    expect(fieldError(abroad.body, "countryCode")).toBe("Wij bezorgen alleen in Nederland en België. Gaat u naar het buitenland? Lees de krant dan digitaal of pauzeer de bezorging.");
    expect(abroad.body).toContain('href="https://www.dagkoerier.example/vakantie/digitaal-lezen"');
    const postcode = await postForm(FORM, jan, { ...address, countryCode: "NL" });
    expect(fieldError(postcode.body, "zipCode")).toBeTruthy();
    expect(inputValue(postcode.body, "street")).toBe("Strandweg");

    const anPage = await get(FORM, an, OCHTENDPOST);
    const letters = await postForm(FORM, an, { ...address, idempotencyKey: hiddenKey(anPage.body), subscriptionIds: "700200", countryCode: "BE", zipCode: "84AB", city: "Oostende" }, { host: OCHTENDPOST });
    expect(letters.status).toBe(400);
    expect(fieldError(letters.body, "zipCode")).toMatch(/^Vul een geldig(e)? Belgisch/);
    expect(inputValue(letters.body, "city")).toBe("Oostende");

    // Another account's subscription is not found; nothing is stored.
    const foreign = await postForm(FORM, jan, { ...base, subscriptionIds: "700200", ...weekAfter(start, 20) });
    expect(foreign.status).toBe(404);
    expect(main((await get("/vakantieservice", an, OCHTENDPOST)).body)).not.toContain("Strandweg");
  });

  it("plans a pause once however often it is sent, then changes and cancels it", async () => {
    const page = await get(FORM);
    const period = weekAfter(earliest(page.body), 7);
    const fields = { intent: "holiday-submit", idempotencyKey: hiddenKey(page.body), kind: "SUSPENSION", subscriptionIds: "700100", ...period };
    const before = changeIds((await get("/vakantieservice")).body);
    const [first, second] = [await postForm(FORM, jan, fields), await postForm(FORM, jan, fields)];
    expect(first.status).toBe(302);
    expect(first.headers.get("location")).toBe("/vakantieservice?doorgegeven=pauze");
    expect(second.status).toBe(302);
    const overview = await get("/vakantieservice?doorgegeven=pauze");
    expect(main(overview.body)).toContain("Uw vakantie is doorgegeven: de bezorging wordt gepauzeerd. Digitaal lezen gaat gewoon door.");
    const added = changeIds(overview.body).filter((id) => !before.includes(id));
    expect(added).toHaveLength(1);
    const id = added[0]!;
    // Monday to Friday: 5 papers, fewer when a public holiday falls in that week.
    const papers = skipped(overview.body, id);
    expect(papers).toBe(sixDayPapers(period.startDate, period.endDate));

    // Change: one more day.
    const edit = await get(`${FORM}?wijziging=${id}`);
    expect(edit.status).toBe(200);
    expect(main(edit.body)).toContain("Vakantie wijzigen");
    expect(inputValue(edit.body, "startDate")).toBe(period.startDate);
    const changed = await postForm(`${FORM}?wijziging=${id}`, jan, { intent: "holiday-change", changeId: id, startDate: period.startDate, endDate: addDays(period.endDate, 1) });
    expect(changed.status).toBe(302);
    expect(changed.headers.get("location")).toBe("/vakantieservice?doorgegeven=wijziging");
    // The Saturday: one paper more, unless it is a public holiday.
    expect(skipped((await get("/vakantieservice")).body, id)).toBe(sixDayPapers(period.startDate, addDays(period.endDate, 1)));
    // Jan's demo suspension runs from 75 to 88 days after the seeding (today): moving onto it is refused.
    const overlap = await postForm(`${FORM}?wijziging=${id}`, jan, { intent: "holiday-change", changeId: id, startDate: addDays(today(), 80), endDate: addDays(today(), 85) });
    expect(overlap.status).toBe(400);
    expect(fieldError(overlap.body, "startDate")).toMatch(/heeft u al een vakantiestop doorgegeven/);

    // Cancel with the flag off (the editors' draft in preview): no button, and a post is refused.
    const preview = await previewCookie();
    const withoutFlag = await get("/vakantieservice", `${jan}; ${preview}`);
    expect(withoutFlag.body).not.toMatch(/aria-label="Annuleren: /);
    expect(withoutFlag.body).toMatch(/aria-label="Wijzigen: /);
    const refused = await postForm("/vakantieservice", `${jan}; ${preview}`, { intent: "holiday-cancel", changeId: id, kind: "SUSPENSION" });
    expect(refused.status).toBe(403);
    expect(main(refused.body)).toContain("Annuleren kan hier op dit moment niet.");

    // With the flag on. Without JavaScript "Annuleren" is a link to the question in place (issue 58): nothing changes yet.
    const listed = (await get("/vakantieservice")).body;
    expect(listed).toContain(`href="/vakantieservice?annuleren=${id}#wijziging-${id}"`);
    const asking = await get(`/vakantieservice?annuleren=${id}`);
    expect(main(asking.body)).toMatch(/Vakantie annuleren\? Bezorging gepauzeerd: \d+ \w+ \d{4} t\/m \d+ \w+ \d{4}\. Uw krant wordt dan in die periode gewoon op uw vaste adres bezorgd\. Ja, annuleren Nee, niet annuleren/);
    expect(asking.body).toMatch(new RegExp(`<input type="hidden" name="intent" value="holiday-cancel"/><input type="hidden" name="changeId" value="${id}"/>`));
    expect(main((await get("/vakantieservice")).body)).toMatch(/Bezorging gepauzeerd: [^G]+Gepland/);
    const cancelled = await postForm("/vakantieservice", jan, { intent: "holiday-cancel", changeId: id, kind: "SUSPENSION" });
    expect(cancelled.status).toBe(200);
    // The outcome stays where the holiday was, after the notice has gone.
    expect(main(cancelled.body)).toMatch(/Geannuleerd: Bezorging gepauzeerd, \d+ \w+ \d{4} t\/m \d+ \w+ \d{4}\. Uw vakantiestop is geannuleerd\. Uw krant wordt gewoon bezorgd\./);
    expect(cancelled.body).toMatch(/<p role="status"[^>]*>.*Geannuleerd: Bezorging gepauzeerd/);
    const again = await postForm("/vakantieservice", jan, { intent: "holiday-cancel", changeId: id, kind: "SUSPENSION" });
    expect(again.status).toBe(409);
  });

  it("answers 404 for another account's change, and refuses cancelling it", async () => {
    expect((await get(`${FORM}?wijziging=HS-700200-0001`)).status).toBe(404);
    expect((await get(`${FORM}?wijziging=HS-bestaat-niet`)).status).toBe(404);
    const foreign = await postForm("/vakantieservice", jan, { intent: "holiday-cancel", changeId: "HS-700200-0001", kind: "SUSPENSION" });
    expect(foreign.status).toBe(404);
    expect(main((await get("/vakantieservice", an, OCHTENDPOST)).body)).toMatch(/Bedeling gepauzeerd: [^G]+Gepland/);
  });

  it("runs in the app without header, navigation or footer and confirms there", async () => {
    const page = await get("/vakantieservice/app/doorgeven", an, OCHTENDPOST);
    expect(page.status).toBe(200);
    expect(page.body).not.toMatch(/<header[\s>]/);
    expect(page.body).not.toMatch(/<footer[\s>]/);
    expect(main(page.body)).toContain("Voor uw abonnement op De Ochtendpost – Krant + digitaal.");
    const done = await postForm(
      "/vakantieservice/app/doorgeven",
      an,
      {
        intent: "holiday-submit",
        idempotencyKey: hiddenKey(page.body),
        kind: "TEMPORARY_ADDRESS",
        subscriptionIds: "700200",
        ...weekAfter(earliest(page.body), 100),
        countryCode: "BE",
        street: "Zeedijk",
        houseNumber: "12",
        houseNumberSuffix: "bus 3",
        zipCode: "8400",
        city: "Oostende",
      },
      { host: OCHTENDPOST },
    );
    expect(done.status).toBe(302);
    expect(done.headers.get("location")).toBe("/vakantieservice/app/doorgeven?doorgegeven=adres");
    const confirmation = await get(done.headers.get("location")!, an, OCHTENDPOST);
    expect(main(confirmation.body)).toContain("Uw vakantieadres is doorgegeven.");
    expect(confirmation.body).not.toMatch(/<header[\s>]/);
    expect(main((await get("/vakantieservice", an, OCHTENDPOST)).body)).toContain("Bedeeld op: Zeedijk 12 bus 3, 8400 Oostende (België)");
  });
});

describe("Doneer mijn krant", () => {
  const radio = (html: string, name: string, value: string) =>
    [...html.matchAll(/<input\b[^>]*>/g)].map((match) => match[0]).find((tag) => tag.includes(` name="${name}"`) && tag.includes(` value="${value}"`));

  it("offers the partners of the delivery address's region as a plain radio choice, without JavaScript", async () => {
    const page = await get(FORM);
    const shown = main(page.body);
    expect(shown).toContain("Wat gebeurt er met de kranten die u mist? (alleen bij pauzeren)");
    expect(shown).toContain("Verleng mijn abonnement");
    expect(shown).toContain("Doneer mijn krant");
    expect(radio(page.body, "compensation", "EXTEND_SUBSCRIPTION")).toContain("checked");
    // Jan lives in Amersfoort: the partners of the province of Utrecht, none from Antwerpen.
    expect(shown).toContain("Woonzorgcentrum De Eemhof · Woonzorgcentrum in Amersfoort: Bewoners lezen de krant 's ochtends samen in de huiskamer.");
    expect(radio(page.body, "donationPartnerId", "DP-NL-DOMSTAD")).toBeDefined();
    expect(radio(page.body, "donationPartnerId", "DP-BE-SCHELDEZICHT")).toBeUndefined();
    const anPage = await get("/vakantieservice/app/doorgeven", an, OCHTENDPOST);
    expect(radio(anPage.body, "donationPartnerId", "DP-BE-SCHELDEZICHT")).toBeDefined();
    expect(radio(anPage.body, "donationPartnerId", "DP-BE-KAAI")).toBeUndefined(); // stopped taking papers
    expect(radio(anPage.body, "donationPartnerId", "DP-NL-EEMHOF")).toBeUndefined();
  });

  it("refuses a missing or far-away partner next to the field with everything kept, then plans, shows and cancels the donation", async () => {
    const page = await get(FORM);
    const period = weekAfter(earliest(page.body), 40);
    const fields = { intent: "holiday-submit", idempotencyKey: hiddenKey(page.body), kind: "SUSPENSION", subscriptionIds: "700100", ...period, compensation: "DONATE" };
    const missing = await postForm(FORM, jan, fields);
    expect(missing.status).toBe(400);
    expect(fieldError(missing.body, "donationPartnerId")).toBe("Kies de organisatie die uw kranten krijgt.");
    expect(radio(missing.body, "compensation", "DONATE")).toContain("checked");
    expect(inputValue(missing.body, "startDate")).toBe(period.startDate);

    const far = await postForm(FORM, jan, { ...fields, donationPartnerId: "DP-BE-SCHELDEZICHT" });
    expect(far.status).toBe(400);
    expect(fieldError(far.body, "donationPartnerId")).toBe("WZC Scheldezicht haalt geen kranten op in de regio van uw bezorgadres. Kies een organisatie uit de lijst.");
    expect(radio(far.body, "compensation", "DONATE")).toContain("checked");

    const magazine = await postForm(FORM, jan, { ...fields, subscriptionIds: "700101", donationPartnerId: "DP-NL-EEMHOF" });
    expect(magazine.status).toBe(400);
    expect(fieldError(magazine.body, "compensation")).toMatch(/^Doneren kan alleen bij een krant, niet bij een tijdschrift\./);

    const before = changeIds((await get("/vakantieservice")).body);
    const done = await postForm(FORM, jan, { ...fields, donationPartnerId: "DP-NL-EEMHOF" });
    expect(done.status).toBe(302);
    const overview = await get("/vakantieservice");
    const id = changeIds(overview.body).find((changeId) => !before.includes(changeId))!;
    const start = overview.body.indexOf(`id="wijziging-${id}"`);
    const item = text(overview.body.slice(start, overview.body.indexOf("</li>", start)));
    expect(item).toMatch(/kranten? worden? niet bezorgd\. Uw kranten gaan naar Woonzorgcentrum De Eemhof in Amersfoort\./);
    expect(main((await get(`${FORM}?wijziging=${id}`)).body)).toContain("Uw kranten gaan naar Woonzorgcentrum De Eemhof in Amersfoort.");

    const cancelled = await postForm("/vakantieservice", jan, { intent: "holiday-cancel", changeId: id, kind: "SUSPENSION" });
    expect(cancelled.status).toBe(200);
  });

  it("names An's partner on her overview in Belgian Dutch", async () => {
    expect(main((await get("/vakantieservice", an, OCHTENDPOST)).body)).toContain("Uw kranten gaan naar WZC Scheldezicht in Antwerpen.");
  });
});
