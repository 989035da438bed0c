import { beforeAll, describe, expect, it } from "vitest";
import { DAGKOERIER, OCHTENDPOST, fieldError, inputValue, postForm, mainText, logInJanAndAn } from "./account-helpers";
import { portalFetch } from "./helpers";

// The moving-house service through the portal Worker against the real origin (ADR 23): the overview,
// the two-step form without JavaScript (address lookup, then date and subscriptions), every refusal
// next to its field with the input kept, post or digital outside a brand's delivery area, a double
// submit that plans one move, cancelling, the app webview, and what belongs to another account.

const MOVE = "/verhuisservice/doorgeven";
const APP_MOVE = "/verhuisservice/app/doorgeven";
const main = mainText;

let jan: string;
let an: string;

beforeAll(async () => {
  ({ jan, an } = await logInJanAndAn());
});

const get = (path: string, cookie = jan, host = DAGKOERIER) => portalFetch(path, { host, headers: { cookie } });
const hidden = (html: string, name: string) => new RegExp(`name="${name}" value="([^"]+)"`).exec(html)?.[1];
/** The planned move's id, from its "Verhuizing annuleren" (a link to the question in place before hydration). */
const plannedMoveId = (html: string) => decodeURIComponent(/href="\/verhuisservice\?annuleren=([^"]+)"/.exec(html)![1]!);
/** The first allowed move date: the date input's min. */
const earliest = (html: string) => /<input[^>]*name="moveDate"[^>]*>/.exec(html)![0].match(/min="([^"]+)"/)![1]!;
const dayBefore = (date: string) => new Date(Date.parse(`${date}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

const UTRECHT = { intent: "moving-lookup", countryCode: "NL", zipCode: "3511ab", houseNumber: "23", houseNumberSuffix: "b" };
const ANTWERPEN = { intent: "moving-lookup", countryCode: "BE", street: "Meir", houseNumber: "12", houseNumberSuffix: "bus 4", zipCode: "2000", city: "Antwerpen" };

/** Step 2's hidden fields as a form (address and idempotency key), from the page after the lookup. */
function step2(html: string, extra: Record<string, string>): URLSearchParams {
  const fields = new URLSearchParams({ intent: "moving-house", idempotencyKey: hidden(html, "idempotencyKey")! });
  for (const name of ["countryCode", "zipCode", "houseNumber", "houseNumberSuffix", "street", "city"]) fields.set(name, inputValue(html, name) ?? "");
  for (const [name, value] of Object.entries(extra)) fields.append(name, value);
  return fields;
}

const post = (path: string, cookie: string, fields: URLSearchParams, host = DAGKOERIER) =>
  portalFetch(path, { host, method: "POST", headers: { origin: `https://${host}`, cookie, "content-type": "application/x-www-form-urlencoded" }, body: fields.toString() });

describe("/verhuisservice", () => {
  it("shows that nothing is planned, the move of 2024 and the brand's offer", async () => {
    const { status, body } = await get("/verhuisservice");
    expect(status).toBe(200);
    const page = main(body);
    expect(page).toContain("Verhuisservice");
    expect(page).toContain("U heeft geen verhuizing gepland.");
    expect(page).toContain("Eerdere verhuizingen");
    expect(page).toContain("Verhuisd");
    expect(page).toContain("Kerkstraat 12 A, 3811 CV Amersfoort (Nederland)");
    expect(body).toContain('href="/verhuisservice/doorgeven"');
    expect(body).toContain('href="https://www.dagkoerier.example/verhuizen"');
  });

  it("asks a visitor who is not logged in to log in first", async () => {
    const response = await portalFetch(MOVE, { host: DAGKOERIER });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toContain("/login");
  });
});

describe("/verhuisservice/doorgeven without JavaScript", () => {
  it("step 1 refuses an unknown postcode, a number that does not exist and a Belgian postcode with letters, keeping the input", async () => {
    const page = await get(MOVE);
    expect(main(page.body)).toContain("Uw huidige adres: Kerkstraat 12 A, 3811 CV Amersfoort (Nederland)");
    const unknown = await postForm(MOVE, jan, { ...UTRECHT, zipCode: "9999 ZZ" });
    expect(unknown.status).toBe(400);
    expect(fieldError(unknown.body, "zipCode")).toBe("Postcode 9999 ZZ bestaat niet. Controleer de postcode.");
    expect(inputValue(unknown.body, "zipCode")).toBe("9999 ZZ");
    expect(inputValue(unknown.body, "houseNumberSuffix")).toBe("b");
    const number = await postForm(MOVE, jan, { ...UTRECHT, houseNumber: "24", houseNumberSuffix: "" });
    expect(fieldError(number.body, "houseNumber")).toBe("Huisnummer 24 bestaat niet bij postcode 3511 AB. Controleer het huisnummer.");
    const letters = await postForm(MOVE, jan, { ...ANTWERPEN, zipCode: "20AB" });
    expect(letters.status).toBe(400);
    expect(fieldError(letters.body, "zipCode")).toMatch(/postcode/i);
    expect(inputValue(letters.body, "street")).toBe("Meir");
    const city = await postForm(MOVE, jan, { ...ANTWERPEN, city: "Gent" });
    expect(fieldError(city.body, "city")).toBe("Postcode 2000 hoort bij Antwerpen. Controleer de gemeente of de postcode.");
  });

  it("step 2 shows the street and city found, refuses a date inside the lead time and keeps the choices", async () => {
    const found = await postForm(MOVE, jan, UTRECHT);
    expect(found.status).toBe(200);
    expect(main(found.body)).toContain("Oudegracht 23 B, 3511 AB Utrecht (Nederland)");
    expect(main(found.body)).toContain("wij hebben 5 werkdagen nodig");
    expect(inputValue(found.body, "zipCode")).toBe("3511 AB");
    const min = earliest(found.body);
    const early = await post(MOVE, jan, step2(found.body, { moveDate: dayBefore(min), subscriptionIds: "700101" }));
    expect(early.status).toBe(400);
    expect(fieldError(early.body, "moveDate")).toContain("Wij hebben 5 werkdagen nodig om uw bezorging om te zetten.");
    expect(inputValue(early.body, "moveDate")).toBe(dayBefore(min));
    const boxes = [...early.body.matchAll(/<input[^>]*name="subscriptionIds"[^>]*>/g)].map((match) => match[0]);
    expect(boxes.find((box) => box.includes('value="700100"'))).not.toContain("checked");
    expect(boxes.find((box) => box.includes('value="700101"'))).toContain("checked");
    const none = await post(MOVE, jan, step2(found.body, { moveDate: min }));
    expect(none.status).toBe(400);
    expect(main(none.body)).toContain("Kies welke abonnementen meeverhuizen.");
    // "Ander adres" goes back to step 1 with the address filled in.
    const edit = step2(found.body, {});
    edit.set("intent", "moving-edit-address");
    const back = await post(MOVE, jan, edit);
    expect(back.status).toBe(200);
    expect(inputValue(back.body, "houseNumber")).toBe("23");
    expect(back.body).toContain('name="intent" value="moving-lookup"');
  });

  it("outside De Dagkoerier's area asks post or digital, plans the move once however often it is sent, and cancels it", async () => {
    const found = await postForm(MOVE, jan, ANTWERPEN);
    expect(main(found.body)).toContain("Meir 12 bus 4, 2000 Antwerpen (België)");
    expect(main(found.body)).toContain("Op uw nieuwe adres bezorgen wij De Dagkoerier – Krant 6 dagen per week niet.");
    const min = earliest(found.body);
    const both = { moveDate: min, subscriptionIds: "700100" };
    const fields = step2(found.body, both);
    fields.append("subscriptionIds", "700101");
    const missing = await post(MOVE, jan, fields);
    expect(missing.status).toBe(400);
    expect(fieldError(missing.body, "delivery-700100")).toBe("Op uw nieuwe adres bezorgen wij deze krant niet. Kies bezorging per post of digitaal lezen.");
    fields.set("delivery-700100", "POSTAL");
    const first = await post(MOVE, jan, fields);
    const second = await post(MOVE, jan, fields);
    expect(first.status).toBe(302);
    const location = first.headers.get("location")!;
    expect(location).toMatch(/^\/verhuisservice\/doorgeven\?verhuizing=MV-/);
    expect(second.headers.get("location")).toBe(location);

    const done = main((await get(location)).body);
    expect(done).toContain("Bedankt, uw verhuizing is doorgegeven.");
    expect(done).toContain("Per post op uw nieuwe adres");
    expect(done).toContain("Bezorgd op uw nieuwe adres");
    // A second move waits: the planned one can be changed (issue 58) or cancelled.
    const waiting = await get(MOVE);
    expect(main(waiting.body)).toContain("U heeft al een verhuizing doorgegeven. Klopt er iets niet meer? Wijzig die verhuizing dan.");
    const plannedId = decodeURIComponent(/href="\/verhuisservice\/doorgeven\?wijzigen=([^"]+)"/.exec(waiting.body)![1]!);

    // Changing it: the form starts from the planned move (postcode first), and the new one replaces it.
    const changing = await get(`${MOVE}?wijzigen=${encodeURIComponent(plannedId)}`);
    expect(main(changing.body)).toMatch(/U wijzigt uw verhuizing naar Meir 12 bus 4, 2000 Antwerpen \(België\) op \d+ \w+ \d{4}\./);
    expect(inputValue(changing.body, "zipCode")).toBe("2000");
    expect(changing.body.indexOf('name="zipCode"')).toBeLessThan(changing.body.indexOf('name="houseNumber"'));
    const refound = await postForm(`${MOVE}?wijzigen=${encodeURIComponent(plannedId)}`, jan, { ...ANTWERPEN, houseNumber: "14", houseNumberSuffix: "" });
    expect(refound.body).toContain(`name="replacesMoveId" value="${plannedId}"`);
    expect(main(refound.body)).toContain("Wijziging doorgeven");
    const changeFields = step2(refound.body, { moveDate: min, subscriptionIds: "700100", "delivery-700100": "POSTAL", replacesMoveId: plannedId });
    const changed = await post(`${MOVE}?wijzigen=${encodeURIComponent(plannedId)}`, jan, changeFields);
    expect(changed.status).toBe(302);
    expect(main((await get(changed.headers.get("location")!)).body)).toContain("Meir 14, 2000 Antwerpen (België)");

    const overview = await get("/verhuisservice");
    const shown = main(overview.body);
    expect(shown).toContain("Meir 14, 2000 Antwerpen (België)");
    // The replaced move is among the earlier ones, cancelled; one move is planned.
    expect(shown).toMatch(/Eerdere verhuizingen.*Geannuleerd/);
    expect(overview.body.match(/href="\/verhuisservice\?annuleren=/g)).toHaveLength(1);
    const moveId = plannedMoveId(overview.body);
    // Without JavaScript "Verhuizing annuleren" asks first, in place; nothing changes yet.
    const asking = main((await get(`/verhuisservice?annuleren=${encodeURIComponent(moveId)}`)).body);
    expect(asking).toMatch(/Verhuizing annuleren\? Uw verhuizing naar Meir 14, 2000 Antwerpen \(België\) op \d+ \w+ \d{4} gaat dan niet door\. Uw krant blijft komen op uw huidige adres\. Ja, annuleren Nee, niet annuleren/);
    // Another account cannot cancel it: the origin does not know it for An.
    const foreign = await postForm("/verhuisservice", an, { intent: "moving-cancel", moveId }, { host: OCHTENDPOST });
    expect(foreign.status).toBe(404);
    const cancelled = await postForm("/verhuisservice", jan, { intent: "moving-cancel", moveId });
    expect(cancelled.status).toBe(200);
    expect(main(cancelled.body)).toContain("Uw verhuizing is geannuleerd.");
    // What was cancelled stays in view where it was planned.
    expect(main(cancelled.body)).toMatch(/Geannuleerd: uw verhuizing naar Meir 14, 2000 Antwerpen \(België\) op \d+ \w+ \d{4}\. Uw verhuizing is geannuleerd\./);
    expect(main(cancelled.body)).toContain("U heeft geen verhuizing gepland.");
  });
});

// Issue 58: a new-build house the address service does not know stopped the move.
describe("an address the address service does not know", () => {
  it("offers to type street and place in, asks for both, and carries the typed address to step 2 with a note that it is checked", async () => {
    const unknown = await postForm(MOVE, jan, { intent: "moving-lookup", countryCode: "NL", zipCode: "3511 AB", houseNumber: "99" });
    expect(unknown.status).toBe(400);
    expect(fieldError(unknown.body, "houseNumber")).toMatch(/Huisnummer 99 bestaat niet bij postcode 3511 AB/);
    expect(main(unknown.body)).toContain("Staat uw adres er niet bij?");
    expect(unknown.body).toContain('name="manual" value="ja"');
    // Street and place are asked next to their fields, with what was typed kept.
    const incomplete = await postForm(MOVE, jan, { intent: "moving-lookup", countryCode: "NL", zipCode: "3511 AB", houseNumber: "99", manual: "ja", street: "Nieuwe Gracht" });
    expect(incomplete.status).toBe(400);
    expect(fieldError(incomplete.body, "city")).toBe("Vul de plaats in.");
    expect(inputValue(incomplete.body, "street")).toBe("Nieuwe Gracht");
    const typed = await postForm(MOVE, jan, { intent: "moving-lookup", countryCode: "NL", zipCode: "3511 AB", houseNumber: "99", manual: "ja", street: "Nieuwe Gracht", city: "Utrecht" });
    expect(typed.status).toBe(200);
    expect(main(typed.body)).toContain("Nieuwe Gracht 99, 3511 AB Utrecht (Nederland)");
    expect(main(typed.body)).toContain("U heeft dit adres zelf ingevuld. Onze klantenservice controleert het");
    expect(typed.body).toContain('name="manual" value="ja"');
    // Not planned here: the file's other journey plans and cancels Jan's move.
  });
});

describe("/verhuisservice/app/doorgeven", () => {
  it("shows only the form in the app (no header, footer or breadcrumbs) and stays in the app after the submit", async () => {
    const page = await get(APP_MOVE, an, OCHTENDPOST);
    expect(page.status).toBe(200);
    expect(page.body).not.toMatch(/<header\b/);
    expect(page.body).not.toMatch(/<footer\b/);
    expect(page.body).not.toMatch(/<nav[^>]*aria-label="Kruimelpad"/);
    expect(main(page.body)).toContain("Verhuizing doorgeven");
    const found = await postForm(APP_MOVE, an, { intent: "moving-lookup", countryCode: "BE", street: "Korenmarkt", houseNumber: "3", houseNumberSuffix: "", zipCode: "9000", city: "gent" }, { host: OCHTENDPOST });
    expect(main(found.body)).toContain("Korenmarkt 3, 9000 Gent (België)");
    const submitted = await post(APP_MOVE, an, step2(found.body, { moveDate: earliest(found.body), subscriptionIds: "700200" }), OCHTENDPOST);
    expect(submitted.status).toBe(302);
    const location = submitted.headers.get("location")!;
    expect(location).toMatch(/^\/verhuisservice\/app\/doorgeven\?verhuizing=/);
    const done = await get(location, an, OCHTENDPOST);
    expect(main(done.body)).toContain("Bedankt, uw verhuizing is doorgegeven.");
    expect(done.body).not.toContain('href="/verhuisservice"');
    // Clean up: An's move is cancelled again.
    const moveId = plannedMoveId((await get("/verhuisservice", an, OCHTENDPOST)).body);
    expect((await postForm("/verhuisservice", an, { intent: "moving-cancel", moveId }, { host: OCHTENDPOST })).status).toBe(200);
  });

  it("refuses a form posted from another site", async () => {
    const forged = await postForm(MOVE, jan, UTRECHT, { origin: "https://evil.example" });
    expect(forged.status).toBe(403);
  });
});

describe("first edition per title", () => {
  const dutch = (date: string) => new Intl.DateTimeFormat("nl-NL", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(new Date(`${date}T12:00:00Z`));
  const plus = (date: string, days: number) => new Date(Date.parse(`${date}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

  it("lets each moving title start later at the new address, refuses a date out of range next to its field, and shows each title's first edition", async () => {
    const found = await postForm(MOVE, jan, UTRECHT);
    const page = main(found.body);
    expect(page).toContain("Eerste krant op uw nieuwe adres");
    expect(page).toContain("Laat een datum leeg om vanaf de verhuisdatum te ontvangen. Later kan ook, tot 28 dagen na de verhuisdatum.");
    expect(inputValue(found.body, "firstEdition-700100")).toBe("");
    expect(inputValue(found.body, "firstEdition-700101")).toBe("");
    const moveDate = earliest(found.body);

    const early = await post(MOVE, jan, step2(found.body, { moveDate, subscriptionIds: "700100", "firstEdition-700100": dayBefore(moveDate) }));
    expect(early.status).toBe(400);
    expect(fieldError(early.body, "firstEdition-700100")).toBe("De eerste krant op uw nieuwe adres komt op of na de verhuisdatum. Kies een latere datum of laat het veld leeg.");
    const late = await post(MOVE, jan, step2(found.body, { moveDate, subscriptionIds: "700100", "firstEdition-700100": plus(moveDate, 29) }));
    expect(late.status).toBe(400);
    expect(fieldError(late.body, "firstEdition-700100")).toBe("De eerste krant op uw nieuwe adres kan vanaf de verhuisdatum tot 28 dagen daarna.");
    expect(inputValue(late.body, "firstEdition-700100")).toBe(plus(moveDate, 29));
    expect(inputValue(late.body, "moveDate")).toBe(moveDate);

    const fields = step2(found.body, { moveDate, subscriptionIds: "700100", "firstEdition-700100": plus(moveDate, 3), "firstEdition-700101": "" });
    fields.append("subscriptionIds", "700101");
    const submitted = await post(MOVE, jan, fields);
    expect(submitted.status).toBe(302);
    const done = main((await get(submitted.headers.get("location")!)).body);
    expect(done).toContain(`Bezorgd op uw nieuwe adres vanaf ${dutch(plus(moveDate, 3))}`);
    expect(done).toContain(`Bezorgd op uw nieuwe adres vanaf ${dutch(moveDate)}`);
    const overview = await get("/verhuisservice");
    expect(main(overview.body)).toContain(`Bezorgd op uw nieuwe adres vanaf ${dutch(plus(moveDate, 3))}`);
    // Clean up: Jan's move is cancelled again.
    expect((await postForm("/verhuisservice", jan, { intent: "moving-cancel", moveId: plannedMoveId(overview.body) })).status).toBe(200);
  });
});

describe("/verhuisservice/adres (the address as you type)", () => {
  const preview = async (query: string, cookie = jan) => {
    const response = await get(`/verhuisservice/adres?${query}`, cookie);
    return { status: response.status, type: response.headers.get("content-type") ?? "", cache: response.headers.get("cache-control"), json: JSON.parse(response.body) as Record<string, string> };
  };

  it("finds the street and city of a Dutch postcode and number, or says what is wrong for which field", async () => {
    const found = await preview("postcode=3511+AB&huisnummer=23&toevoeging=B");
    expect(found).toMatchObject({ status: 200, cache: "private, no-store" });
    expect(found.type).toContain("application/json");
    expect(found.json).toEqual({ status: "found", street: "Oudegracht", city: "Utrecht", text: "Oudegracht 23 B, 3511 AB Utrecht (Nederland)" });
    const number = await preview("postcode=3511+AB&huisnummer=24");
    expect(number.json).toMatchObject({ status: "not-found", field: "houseNumber" });
    expect(number.json.message).toMatch(/huisnummer/i);
    const zip = await preview("postcode=9999+ZZ&huisnummer=1");
    expect(zip.json).toMatchObject({ status: "not-found", field: "zipCode" });
    const suffix = await preview("postcode=3511+AB&huisnummer=23");
    expect(suffix.json).toMatchObject({ status: "not-found", field: "houseNumberSuffix" });
    // Not complete yet: not looked up.
    expect((await preview("postcode=3511+A&huisnummer=23")).json).toEqual({ status: "incomplete" });
  });

  it("is for logged-in subscribers only", async () => {
    const response = await portalFetch("/verhuisservice/adres?postcode=3511+AB&huisnummer=23", { host: DAGKOERIER });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toContain("/login");
  });
});
