import { afterEach, describe, expect, it } from "vitest";
import { DEMO } from "../../demo/demo";
import { handleScheduled } from "../../index";
import { activityTypes, db, graphql, lastActivity, login, originEnv, outboxTo, resetClock, setTime } from "../../test/helpers";
import { completeDueMoves } from "./data";

// The moving-house service through the Worker's GraphQL with real D1: the options (date window per
// country), the address lookup (NL postcode + number, BE postcode + municipality, delivery areas),
// planning a move (every rule, ownership, idempotency, one batch), cancelling it, and the address
// changing on the move date. The clock only moves forward within this file.

const S = DEMO.subscriptions;
const A = DEMO.accounts;
const JAN = "jan.jansen@example.nl";
const AN = "an.peeters@example.be";

const OPTIONS = `{ movingHouseOptions { earliestMoveDate latestMoveDate leadWorkingDays countryCode publicHolidays { date name }
  subscriptions { subscriptionId brandId title } currentAddress { street houseNumber houseNumberSuffix zipCode city } plannedMove { id } } }`;
const LOOKUP = `query($input: MovingHouseAddressInput!) { movingHouseAddressLookup(input: $input) {
  address { street houseNumber houseNumberSuffix zipCode city countryCode } deliveryAreas { subscriptionId inDeliveryArea choices } } }`;
const SERVICE = `id moveDate status cancellable address { street houseNumber houseNumberSuffix zipCode city countryCode }
  subscriptions { subscriptionId brandId delivery firstEditionDate }`;
const SUBMIT = `mutation($input: SubmitMovingHouseInput!) { submitMovingHouseV2(input: $input) { ${SERVICE} } }`;
const CANCEL = `mutation($id: ID!) { cancelMovingHouseV2(input: { id: $id }) { ${SERVICE} } }`;
const OVERVIEW = `{ movingHouseServicesOverview { services { ${SERVICE} } } }`;
const ACCOUNT = `{ account { version profile { contact_information { address { street houseNumber houseNumberSuffix zipCode city countryCode } } } } }`;

afterEach(() => resetClock());

async function at(local: string, email = JAN) {
  setTime(`${local}:00+01:00`);
  return (await login(email)).access_token;
}

const UTRECHT = { countryCode: "NL", zipCode: "3511ab", houseNumber: "23", houseNumberSuffix: "b" };
const ANTWERPEN = { countryCode: "BE", zipCode: "2000", houseNumber: "12", houseNumberSuffix: "bus 4", street: "Meir", city: "antwerpen" };

let keys = 0;
const submit = (token: string, input: Record<string, unknown>) => graphql(token, SUBMIT, { input: { idempotencyKey: `move-${++keys}`, ...input } });
const violations = (result: { body: { errors?: { extensions?: { violations?: unknown[] } }[] } }) => result.body.errors?.[0]?.extensions?.violations;
const moveCount = async (accountId: string) => (await db.prepare("SELECT COUNT(*) AS n FROM moving_house_moves WHERE account_id = ?").bind(accountId).first<{ n: number }>())!.n;

describe("movingHouseOptions", () => {
  it("gives the date window in working days of the account's country and the paper subscriptions that can move", async () => {
    // Monday 9 November 2026: Belgium has Wapenstilstand on the 11th, the Netherlands does not.
    const jan = (await graphql(await at("2026-11-09T10:00"), OPTIONS)).body.data!.movingHouseOptions;
    expect(jan).toMatchObject({
      earliestMoveDate: "2026-11-17", latestMoveDate: "2027-11-09", leadWorkingDays: 5, countryCode: "NL", plannedMove: null,
      currentAddress: { street: "Kerkstraat", houseNumber: "12", houseNumberSuffix: "A", zipCode: "3811 CV", city: "Amersfoort" },
    });
    expect(jan.subscriptions.map((s: { subscriptionId: string }) => s.subscriptionId)).toEqual([S.janDagkoerier, S.janWereldwijzer]);
    expect(jan.publicHolidays).toContainEqual({ date: "2026-12-25", name: "Kerstmis" });
    const an = (await graphql(await at("2026-11-09T10:05", AN), OPTIONS)).body.data!.movingHouseOptions;
    expect(an).toMatchObject({ earliestMoveDate: "2026-11-18", countryCode: "BE" });
    expect(an.publicHolidays[0]).toEqual({ date: "2026-11-11", name: "Wapenstilstand" });
    // Zendernet is an account without paper: nothing to move.
    expect(an.subscriptions.map((s: { subscriptionId: string }) => s.subscriptionId)).toEqual([S.anOchtendpost]);
  });

  it("shows Jan's completed move of 2024 in the overview, not cancellable", async () => {
    const { body } = await graphql(await at("2026-11-09T10:10"), OVERVIEW);
    expect(body.data!.movingHouseServicesOverview.services).toEqual([
      expect.objectContaining({ id: DEMO.moves.janPast, moveDate: "2024-03-01", status: "COMPLETED", cancellable: false }),
    ]);
  });
});

describe("movingHouseAddressLookup", () => {
  it("finds a Dutch street and city by postcode, house number and suffix, and the brands that deliver there", async () => {
    const token = await at("2026-11-09T10:15");
    const { body } = await graphql(token, LOOKUP, { input: UTRECHT });
    expect(body.data!.movingHouseAddressLookup).toEqual({
      address: { street: "Oudegracht", houseNumber: "23", houseNumberSuffix: "B", zipCode: "3511 AB", city: "Utrecht", countryCode: "NL" },
      deliveryAreas: [
        { subscriptionId: S.janDagkoerier, inDeliveryArea: true, choices: ["ADDRESS"] },
        { subscriptionId: S.janWereldwijzer, inDeliveryArea: true, choices: ["ADDRESS"] },
      ],
    });
  });

  it("says which part of a Dutch address does not exist, next to that field", async () => {
    const token = await at("2026-11-09T10:20");
    const lookup = (input: Record<string, string>) => graphql(token, LOOKUP, { input: { countryCode: "NL", ...input } });
    expect(violations(await lookup({ zipCode: "9999 ZZ", houseNumber: "1" }))).toEqual([
      { code: "UNKNOWN-ZIP-CODE", field: "zipCode", message: "Postcode 9999 ZZ bestaat niet. Controleer de postcode." },
    ]);
    expect(violations(await lookup({ zipCode: "3511 AB", houseNumber: "24" }))).toEqual([
      { code: "ADDRESS-NOT-FOUND", field: "houseNumber", message: "Huisnummer 24 bestaat niet bij postcode 3511 AB. Controleer het huisnummer." },
    ]);
    expect(violations(await lookup({ zipCode: "3511 AB", houseNumber: "23" }))).toEqual([
      { code: "SUFFIX-REQUIRED", field: "houseNumberSuffix", message: "Kies de toevoeging bij Oudegracht 23: A, B, C." },
    ]);
    expect(violations(await lookup({ zipCode: "3511 AB", houseNumber: "25", houseNumberSuffix: "D" }))).toEqual([
      { code: "SUFFIX-NOT-FOUND", field: "houseNumberSuffix", message: "Oudegracht 25 heeft geen toevoeging. Laat de toevoeging leeg." },
    ]);
    const malformed = await lookup({ zipCode: "35111", houseNumber: "" });
    expect(malformed.body.errors![0]!.extensions).toMatchObject({ code: "BAD_USER_INPUT", status: 400 });
    expect(malformed.status).toBe(200);
  });

  it("checks a Belgian postcode against its municipality; outside De Dagkoerier's area it offers post or digital", async () => {
    const token = await at("2026-11-09T10:25");
    const { body } = await graphql(token, LOOKUP, { input: ANTWERPEN });
    expect(body.data!.movingHouseAddressLookup).toEqual({
      address: { street: "Meir", houseNumber: "12", houseNumberSuffix: "bus 4", zipCode: "2000", city: "Antwerpen", countryCode: "BE" },
      deliveryAreas: [
        { subscriptionId: S.janDagkoerier, inDeliveryArea: false, choices: ["POSTAL", "DIGITAL"] },
        { subscriptionId: S.janWereldwijzer, inDeliveryArea: true, choices: ["ADDRESS"] },
      ],
    });
    expect(violations(await graphql(token, LOOKUP, { input: { ...ANTWERPEN, zipCode: "20AB" } }))).toEqual([
      { code: "INVALID-ZIP-CODE", field: "zipCode", message: "Een Belgische postcode bestaat uit 4 cijfers, bijvoorbeeld 2000." },
    ]);
    expect(violations(await graphql(token, LOOKUP, { input: { ...ANTWERPEN, zipCode: "9999" } }))).toMatchObject([{ code: "UNKNOWN-ZIP-CODE", field: "zipCode" }]);
    expect(violations(await graphql(token, LOOKUP, { input: { ...ANTWERPEN, city: "Gent" } }))).toEqual([
      { code: "CITY-MISMATCH", field: "city", message: "Postcode 2000 hoort bij Antwerpen. Controleer de gemeente of de postcode." },
    ]);
    // De Ochtendpost delivers in Flanders and Brussels, not in Liège.
    const an = await at("2026-11-09T10:30", AN);
    const liege = await graphql(an, LOOKUP, { input: { countryCode: "BE", zipCode: "4000", houseNumber: "1", street: "Place Saint-Lambert", city: "Liège" } });
    expect(liege.body.data!.movingHouseAddressLookup.deliveryAreas).toEqual([{ subscriptionId: S.anOchtendpost, inDeliveryArea: false, choices: ["POSTAL", "DIGITAL"] }]);
  });
});

describe("submitMovingHouseV2", () => {
  it("refuses a date inside the lead time or beyond a year and an unknown address, each next to its field, storing nothing", async () => {
    const token = await at("2026-11-25T10:00");
    const early = await submit(token, { address: UTRECHT, moveDate: "2026-12-02" });
    expect(early.body.errors![0]!.extensions).toMatchObject({ status: 400 });
    expect(violations(early)).toEqual([
      { code: "MOVE-DATE-TOO-EARLY", field: "moveDate", message: "Wij hebben 5 werkdagen nodig om uw bezorging om te zetten. Kies 3 december 2026 of later." },
    ]);
    expect(violations(await submit(token, { address: UTRECHT, moveDate: "2027-11-26" }))).toMatchObject([{ code: "MOVE-DATE-TOO-LATE", field: "moveDate" }]);
    const both = await submit(token, { address: { ...UTRECHT, zipCode: "9999 ZZ" }, moveDate: "2026-11-30" });
    expect(violations(both)).toMatchObject([
      { code: "UNKNOWN-ZIP-CODE", field: "address.zipCode" },
      { code: "MOVE-DATE-TOO-EARLY", field: "moveDate" },
    ]);
    expect(violations(await submit(token, { address: UTRECHT, moveDate: "2026-12-10", subscriptions: [] }))).toMatchObject([
      { code: "CHOOSE-SUBSCRIPTION", field: "subscriptions" },
    ]);
    expect(await moveCount(A.jan)).toBe(1);
    expect(await activityTypes(A.jan)).not.toContain("MOVING_HOUSE_SUBMITTED");
  });

  it("treats another account's subscription as unknown and refuses one that is not on paper", async () => {
    const an = await at("2026-11-25T10:05", AN);
    const other = await submit(an, { address: ANTWERPEN, moveDate: "2026-12-10", subscriptions: [{ subscriptionId: S.janDagkoerier }] });
    expect(other.body.errors![0]!.extensions).toMatchObject({ code: "NOT_FOUND", status: 404 });
    const unknown = await submit(an, { address: ANTWERPEN, moveDate: "2026-12-10", subscriptions: [{ subscriptionId: "999999" }] });
    expect(unknown.body.errors![0]!.extensions).toMatchObject({ code: "NOT_FOUND", violations: other.body.errors![0]!.extensions!.violations });
    const account = await submit(an, { address: ANTWERPEN, moveDate: "2026-12-10", subscriptions: [{ subscriptionId: S.anZendernet }] });
    expect(violations(account)).toMatchObject([{ code: "NOT-ON-PAPER", field: "subscriptions" }]);
    expect(await moveCount(A.an)).toBe(0);
  });

  it("outside a brand's delivery area asks post or digital per subscription and stores the choice", async () => {
    const token = await at("2026-11-25T10:10");
    const missing = await submit(token, { address: ANTWERPEN, moveDate: "2026-12-10" });
    expect(violations(missing)).toEqual([
      { code: "OUTSIDE-DELIVERY-AREA", field: `subscriptions.${S.janDagkoerier}.delivery`, message: "Op uw nieuwe adres bezorgen wij deze krant niet. Kies bezorging per post of digitaal lezen." },
    ]);
    const wrong = await submit(token, { address: ANTWERPEN, moveDate: "2026-12-10", subscriptions: [{ subscriptionId: S.janWereldwijzer, delivery: "DIGITAL" }] });
    expect(violations(wrong)).toMatchObject([{ code: "DELIVERY-NOT-AVAILABLE", field: `subscriptions.${S.janWereldwijzer}.delivery` }]);
    const firstEdition = await submit(token, {
      address: ANTWERPEN, moveDate: "2026-12-10", subscriptions: [{ subscriptionId: S.janDagkoerier, delivery: "POSTAL", firstEditionDate: "2027-01-20" }],
    });
    expect(violations(firstEdition)).toMatchObject([{ code: "FIRST-EDITION-OUT-OF-RANGE", field: `subscriptions.${S.janDagkoerier}.firstEditionDate` }]);
    expect(await moveCount(A.jan)).toBe(1);
  });

  it("plans the move once however often the form is sent, in one batch with its event; a second move waits", async () => {
    const token = await at("2026-11-25T10:15");
    const input = {
      address: ANTWERPEN,
      moveDate: "2026-12-10",
      subscriptions: [
        { subscriptionId: S.janDagkoerier, delivery: "POSTAL", firstEditionDate: "2026-12-12" },
        { subscriptionId: S.janWereldwijzer },
      ],
      idempotencyKey: "move-form-1",
    };
    const [first, second] = await Promise.all([graphql(token, SUBMIT, { input }), graphql(token, SUBMIT, { input })]);
    const move = first.body.data!.submitMovingHouseV2;
    expect(move).toMatchObject({
      moveDate: "2026-12-10", status: "PLANNED", cancellable: true,
      address: { street: "Meir", houseNumber: "12", houseNumberSuffix: "bus 4", zipCode: "2000", city: "Antwerpen", countryCode: "BE" },
      subscriptions: [
        { subscriptionId: S.janDagkoerier, brandId: "DK", delivery: "POSTAL", firstEditionDate: "2026-12-12" },
        { subscriptionId: S.janWereldwijzer, brandId: "WW", delivery: "ADDRESS", firstEditionDate: null },
      ],
    });
    expect(second.body.data!.submitMovingHouseV2.id).toBe(move.id);
    expect(await moveCount(A.jan)).toBe(2);
    expect((await activityTypes(A.jan)).filter((type) => type === "MOVING_HOUSE_SUBMITTED")).toHaveLength(1);
    expect((await lastActivity(A.jan))!.details).toMatchObject({ moveId: move.id, moveDate: "2026-12-10", countryCode: "BE" });
    // One e-mail to keep (issue 58), however often the form was sent; Belgian words for a Belgian address.
    const mails = (await outboxTo("jan.jansen@example.nl")).filter((message) => message.subject.startsWith("Uw verhuizing"));
    expect(mails.map((message) => message.subject)).toEqual(["Uw verhuizing is doorgegeven: 10 december 2026"]);
    expect(mails[0]!.body).toContain("Wij hebben uw verhuizing op 10 december 2026 naar Meir 12 bus 4, 2000 Antwerpen doorgegeven.");
    expect(mails[0]!.body).toContain(`(abonnement ${S.janDagkoerier}) komt vanaf dan met de post op uw nieuw adres, de eerste op 12 december 2026.`);
    expect(mails[0]!.body).toContain("Laat het ons weten via de klantendienst.");

    const another = await submit(token, { address: UTRECHT, moveDate: "2026-12-11" });
    expect(another.body.errors![0]!.extensions).toMatchObject({ code: "CONFLICT", status: 409, violations: [{ code: "MOVE-ALREADY-PLANNED" }] });
    const options = (await graphql(token, OPTIONS)).body.data!.movingHouseOptions;
    expect(options.plannedMove).toEqual({ id: move.id });
    const overview = (await graphql(token, OVERVIEW)).body.data!.movingHouseServicesOverview.services;
    expect(overview.map((s: { id: string }) => s.id)).toEqual([move.id, DEMO.moves.janPast]);

    // The account's address stays until the move date.
    const account = (await graphql(token, ACCOUNT)).body.data!.account;
    expect(account.profile.contact_information.address).toMatchObject({ street: "Kerkstraat", city: "Amersfoort" });
  });
});

describe("cancelMovingHouseV2", () => {
  it("cancels a planned move outside the lead time; another account's move is not found", async () => {
    const token = await at("2026-11-25T10:20");
    const [planned] = (await graphql(token, OVERVIEW)).body.data!.movingHouseServicesOverview.services;
    const an = await at("2026-11-25T10:25", AN);
    expect((await graphql(an, CANCEL, { id: planned.id })).body.errors![0]!.extensions).toMatchObject({ code: "NOT_FOUND", status: 404 });

    const jan = await at("2026-11-25T10:30");
    const cancelled = (await graphql(jan, CANCEL, { id: planned.id })).body.data!.cancelMovingHouseV2;
    expect(cancelled).toMatchObject({ id: planned.id, status: "CANCELLED", cancellable: false });
    expect((await lastActivity(A.jan))!).toMatchObject({ type: "MOVING_HOUSE_CANCELLED", details: { moveId: planned.id } });
    // Cancelling again answers the cancelled move and writes nothing.
    expect((await graphql(jan, CANCEL, { id: planned.id })).body.data!.cancelMovingHouseV2.status).toBe("CANCELLED");
    expect((await activityTypes(A.jan)).filter((type) => type === "MOVING_HOUSE_CANCELLED")).toHaveLength(1);
    // One e-mail for the cancellation, not one per try.
    const cancelMails = (await outboxTo("jan.jansen@example.nl")).filter((message) => message.subject.endsWith("is geannuleerd") && message.subject.startsWith("Uw verhuizing"));
    expect(cancelMails.map((message) => message.subject)).toEqual(["Uw verhuizing op 10 december 2026 is geannuleerd"]);
    // A completed move cannot be cancelled.
    expect((await graphql(jan, CANCEL, { id: DEMO.moves.janPast })).body.errors![0]!.extensions).toMatchObject({ status: 409, violations: [{ code: "MOVE-NOT-CANCELLABLE" }] });
  });

  it("keeps a move that is inside the lead time", async () => {
    const token = await at("2026-11-25T10:35", AN);
    const move = (await submit(token, { address: { countryCode: "BE", zipCode: "9000", houseNumber: "3", street: "Korenmarkt", city: "Gent" }, moveDate: "2026-12-03" }))
      .body.data!.submitMovingHouseV2;
    expect(move).toMatchObject({ status: "PLANNED", cancellable: true, subscriptions: [{ subscriptionId: S.anOchtendpost, delivery: "ADDRESS" }] });
    const later = await at("2026-11-27T09:00", AN);
    const refused = await graphql(later, CANCEL, { id: move.id });
    expect(refused.body.errors![0]!.extensions).toMatchObject({ status: 409, violations: [{ code: "MOVE-NOT-CANCELLABLE" }] });
    expect((await graphql(later, OVERVIEW)).body.data!.movingHouseServicesOverview.services[0]).toMatchObject({ id: move.id, status: "PLANNED", cancellable: false });
  });
});

describe("the move date", () => {
  it("changes the account's address and the delivery address on the move date, once", async () => {
    // An's move to Gent (above) takes effect on 3 December: read the day before, nothing changes.
    const before = await at("2026-12-02T23:00", AN);
    const still = (await graphql(before, ACCOUNT)).body.data!.account;
    expect(still.profile.contact_information.address).toMatchObject({ street: "Lange Leemstraat", zipCode: "2018" });

    const after = await at("2026-12-03T00:30", AN);
    const account = (await graphql(after, ACCOUNT)).body.data!.account;
    expect(account.profile.contact_information.address).toEqual({
      street: "Korenmarkt", houseNumber: "3", houseNumberSuffix: null, zipCode: "9000", city: "Gent", countryCode: "BE",
    });
    expect(account.version).toBe(still.version + 1);
    const again = (await graphql(after, ACCOUNT)).body.data!.account;
    expect(again.version).toBe(account.version);
    const delivery = await db.prepare("SELECT delivery_street, delivery_zip_code, delivery_city FROM subscriptions WHERE id = ?").bind(S.anOchtendpost).first();
    expect(delivery).toEqual({ delivery_street: "Korenmarkt", delivery_zip_code: "9000", delivery_city: "Gent" });
    expect((await graphql(after, OVERVIEW)).body.data!.movingHouseServicesOverview.services[0]).toMatchObject({ status: "COMPLETED", cancellable: false });
    expect((await activityTypes(A.an)).filter((type) => type === "MOVING_HOUSE_COMPLETED")).toHaveLength(1);
  });

  it("is applied by the hourly housekeeping for accounts nobody reads, and not before the date", async () => {
    const token = await at("2026-12-04T10:00");
    const move = (await submit(token, { address: UTRECHT, moveDate: "2026-12-14" })).body.data!.submitMovingHouseV2;
    expect(move.subscriptions.map((s: { delivery: string }) => s.delivery)).toEqual(["ADDRESS", "ADDRESS"]);
    // The Cron Trigger the day before changes nothing; on the move date it completes the move, once.
    setTime("2026-12-13T23:30:00+01:00");
    await handleScheduled(originEnv);
    expect((await db.prepare("SELECT city FROM accounts WHERE id = ?").bind(A.jan).first<{ city: string }>())!.city).toBe("Amersfoort");
    setTime("2026-12-14T00:23:00+01:00");
    await handleScheduled(originEnv);
    expect(await completeDueMoves(db, "2026-12-14", "2026-12-14T03:00:00.000Z")).toBe(0);
    expect((await activityTypes(A.jan)).filter((type) => type === "MOVING_HOUSE_COMPLETED")).toHaveLength(1);
    const jan = await db.prepare("SELECT street, house_number, house_number_suffix, zip_code, city, country_code FROM accounts WHERE id = ?").bind(A.jan).first();
    expect(jan).toEqual({ street: "Oudegracht", house_number: "23", house_number_suffix: "B", zip_code: "3511 AB", city: "Utrecht", country_code: "NL" });
    const subscriptions = await db.prepare("SELECT delivery_street FROM subscriptions WHERE id IN (?, ?)").bind(S.janDagkoerier, S.janWereldwijzer).all<{ delivery_street: string }>();
    expect(subscriptions.results.map((row) => row.delivery_street)).toEqual(["Oudegracht", "Oudegracht"]);
  });
});

// Issue 58: a new-build house the address table does not know stopped the move; now it can be typed in,
// and customer service checks it.
describe("a Dutch address typed in (manual)", () => {
  const NEW_BUILD = { countryCode: "NL", zipCode: "3511 AB", houseNumber: "99", street: "Nieuwe Gracht", city: "Utrecht" };
  const LOOKED_UP = `query($input: MovingHouseAddressInput!) { movingHouseAddressLookup(input: $input) {
    address { street houseNumber houseNumberSuffix zipCode city countryCode } addressToBeChecked } }`;

  it("is refused without the flag, needs street and place with it, and is then taken as typed, to be checked", async () => {
    const token = await at("2026-12-05T10:00");
    const lookup = (input: Record<string, unknown>) => graphql(token, LOOKED_UP, { input });
    expect(violations(await lookup({ ...NEW_BUILD, street: undefined, city: undefined }))).toMatchObject([{ code: "ADDRESS-NOT-FOUND", field: "houseNumber" }]);
    // manual without street and place: each next to its field.
    expect(violations(await lookup({ ...NEW_BUILD, street: "", city: " ", manual: true }))).toMatchObject([
      { code: "REQUIRED", field: "street" },
      { code: "REQUIRED", field: "city" },
    ]);
    // The spec's forbidden characters in a typed street are refused too.
    expect(violations(await lookup({ ...NEW_BUILD, street: "Gracht <b>", manual: true }))).toMatchObject([{ field: "street" }]);
    const typed = (await lookup({ ...NEW_BUILD, manual: true })).body.data!.movingHouseAddressLookup;
    expect(typed).toEqual({
      address: { street: "Nieuwe Gracht", houseNumber: "99", houseNumberSuffix: null, zipCode: "3511 AB", city: "Utrecht", countryCode: "NL" },
      addressToBeChecked: true,
    });
    // A new postcode (not in the table at all) may be typed in as well; a malformed one may not.
    expect((await lookup({ ...NEW_BUILD, zipCode: "9999 ZZ", manual: true })).body.data!.movingHouseAddressLookup.addressToBeChecked).toBe(true);
    expect(violations(await lookup({ ...NEW_BUILD, zipCode: "99999", manual: true }))).toMatchObject([{ code: "INVALID-ZIP-CODE", field: "zipCode" }]);
    // An address the table knows is taken from the table, whatever was typed, and needs no check.
    const known = (await lookup({ countryCode: "NL", zipCode: "3511 AB", houseNumber: "25", street: "Verkeerd", city: "Elders", manual: true })).body.data!.movingHouseAddressLookup;
    expect(known).toEqual({ address: expect.objectContaining({ street: "Oudegracht", city: "Utrecht" }), addressToBeChecked: false });
  });

  it("plans the move with the typed address, marked for the check", async () => {
    const token = await at("2026-12-05T10:10", AN);
    const move = (await graphql(token, `mutation($input: SubmitMovingHouseInput!) { submitMovingHouseV2(input: $input) { id addressToBeChecked address { street city } } }`, {
      input: { idempotencyKey: "move-manual-1", address: { ...NEW_BUILD, manual: true }, moveDate: "2026-12-21", subscriptions: [{ subscriptionId: S.anOchtendpost, delivery: "POSTAL" }] },
    })).body;
    expect(move.errors).toBeUndefined();
    expect(move.data!.submitMovingHouseV2).toMatchObject({ addressToBeChecked: true, address: { street: "Nieuwe Gracht", city: "Utrecht" } });
    const row = await db.prepare("SELECT address_to_check FROM moving_house_moves WHERE id = ?").bind(move.data!.submitMovingHouseV2.id).first<{ address_to_check: number }>();
    expect(row!.address_to_check).toBe(1);
  });

  it("changes a planned move in one step: the new one planned, the old one cancelled, never none and never two", async () => {
    const token = await at("2026-12-05T10:20", AN);
    const SUBMIT_CHANGE = `mutation($input: SubmitMovingHouseInput!) { submitMovingHouseV2(input: $input) { id moveDate status address { street } } }`;
    const planned = (await graphql(token, OVERVIEW)).body.data!.movingHouseServicesOverview.services.find((move: { status: string }) => move.status === "PLANNED");
    const input = { idempotencyKey: "move-change-1", address: ANTWERPEN, moveDate: "2026-12-22", subscriptions: [{ subscriptionId: S.anOchtendpost }], replacesMoveId: planned.id };
    // Without replacesMoveId the second move waits for the first.
    expect((await graphql(token, SUBMIT_CHANGE, { input: { ...input, idempotencyKey: "move-change-0", replacesMoveId: undefined } })).body.errors![0]!.extensions).toMatchObject({ status: 409, violations: [{ code: "MOVE-ALREADY-PLANNED" }] });
    // Someone else's move is not found.
    const jan = await at("2026-12-05T10:25");
    expect((await graphql(jan, SUBMIT_CHANGE, { input: { ...input, idempotencyKey: "move-change-jan", subscriptions: null } })).body.errors![0]!.extensions).toMatchObject({ code: "NOT_FOUND", status: 404 });
    const an = await at("2026-12-05T10:30", AN);
    const changed = (await graphql(an, SUBMIT_CHANGE, { input })).body.data!.submitMovingHouseV2;
    expect(changed).toMatchObject({ moveDate: "2026-12-22", status: "PLANNED", address: { street: "Meir" } });
    // Sent again (a lost answer): the same move.
    expect((await graphql(an, SUBMIT_CHANGE, { input })).body.data!.submitMovingHouseV2.id).toBe(changed.id);
    const statuses = Object.fromEntries(
      (await graphql(an, OVERVIEW)).body.data!.movingHouseServicesOverview.services.map((move: { id: string; status: string }) => [move.id, move.status]),
    );
    expect(statuses[planned.id]).toBe("CANCELLED");
    expect(statuses[changed.id]).toBe("PLANNED");
    expect(Object.values(statuses).filter((status) => status === "PLANNED")).toHaveLength(1);
    expect((await lastActivity(A.an))!).toMatchObject({ type: "MOVING_HOUSE_SUBMITTED", details: { moveId: changed.id, replacesMoveId: planned.id } });
    // Inside the lead time a change is refused like a cancellation.
    const late = await at("2026-12-17T10:00", AN);
    expect((await graphql(late, SUBMIT_CHANGE, { input: { ...input, idempotencyKey: "move-change-2", moveDate: "2027-01-08", replacesMoveId: changed.id } })).body.errors![0]!.extensions).toMatchObject({
      status: 409,
      violations: [{ code: "MOVE-NOT-CANCELLABLE" }],
    });
  });
});
