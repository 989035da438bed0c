import { afterEach, describe, expect, it } from "vitest";
import { DEMO } from "../../demo/demo";
import { asPortal, call, callWithEnv, db, graphql, login, originEnv, outboxTo, resetClock, setTime } from "../../test/helpers";
import { DEFAULT_DETECTION, detectIncidents, detectionRule, notifyAffected } from "./incidents";

// Delivery incidents (ADR 40): detection from complaints, the notices of one account and the one-tap
// complaint, telling affected subscribers once, and reporting without logging in.

const S = DEMO.subscriptions;
const A = DEMO.accounts;
const JAN = "jan.jansen@example.nl";
const AN = "an.peeters@example.be";

const NOTICES = `query($curated: [DeliveryIncidentReachInput!]!, $dismissed: [ID!]!) { deliveryIncidentNotices(curated: $curated, dismissed: $dismissed) {
  incidentId source kind postcodeArea editionDate subscriptionId brandKey title reports creditPerEdition redeliveryUntil complaint { id outcome editionDate credit { amount } } } }`;
const SUBMIT = `mutation($input: SubmitDeliveryComplaintInput!) { submitDeliveryComplaint(input: $input) { id outcome editionDate credit { amount } } }`;

/** Jan's area (3811 CV Amersfoort), every delivery day since November. */
const AMERSFOORT = { id: "deliveryIncident.amersfoort", brands: ["dagkoerier"], postcodeAreas: [{ from: "3811", to: "3818" }], deliveryDates: [], from: "2026-11-01", until: null, kind: "NOT_DELIVERED" };
const GENT = { id: "deliveryIncident.gent", brands: ["ochtendpost"], postcodeAreas: [{ from: "9000", to: "9052" }], deliveryDates: ["2026-11-24"], from: null, until: null, kind: "NOT_DELIVERED" };

afterEach(async () => {
  resetClock();
  // Each test starts from the seed: what a test filed, added or changed goes.
  await db.batch([
    db.prepare("DELETE FROM delivery_credits WHERE created_at >= '2026-11-15'"),
    db.prepare("DELETE FROM delivery_complaints WHERE created_at >= '2026-11-15'"),
    db.prepare("DELETE FROM contract_phases WHERE subscription_id LIKE '99%'"),
    db.prepare("DELETE FROM subscriptions WHERE id LIKE '99%'"),
    db.prepare("DELETE FROM delivery_incident_notifications"),
    db.prepare("DELETE FROM holiday_suspensions WHERE change_id = 'HS-test-inc'"),
    db.prepare("UPDATE communication_preferences SET email = 1, service_notices = 1 WHERE account_id = ? AND brand_key = 'dagkoerier'").bind(A.jan),
    db.prepare("UPDATE subscriptions SET delivery_zip_code = NULL, delivery_house_number = NULL WHERE id = ?").bind(S.digitaal),
  ]);
});

async function at(local: string, email = JAN) {
  setTime(`${local}:00+01:00`);
  return (await login(email)).access_token;
}

const notices = async (token: string, curated: unknown[] = [], dismissed: string[] = []) => {
  const { body } = await graphql(token, NOTICES, { curated, dismissed });
  expect(body.errors).toBeUndefined();
  return body.data!.deliveryIncidentNotices as Array<Record<string, any>>;
};

let neighbours = 0;
/** A Dagkoerier subscriber at another address (a copy of Jan's subscription for another demo account). */
async function neighbour(zipCode: string, houseNumber: string, brand = "dagkoerier", from = S.janDagkoerier): Promise<{ subscriptionId: string; accountId: string }> {
  const subscriptionId = String(990000 + ++neighbours);
  const accountId = [A.digitaal, A.opgezegd, A.betaalprobleem, A.geenAbonnement, A.lisa, A.lotte][neighbours % 6]!;
  const columnsOf = async (table: string) => (await db.prepare(`SELECT name FROM pragma_table_info('${table}')`).all<{ name: string }>()).results.map((row) => row.name);
  const columns = await columnsOf("subscriptions");
  const select = columns.map((name) =>
    name === "id" ? "?1" : name === "account_id" ? "?2" : name === "delivery_zip_code" ? "?3" : name === "delivery_house_number" ? "?4" : name === "delivery_house_number_suffix" ? "NULL" : name === "brand_key" ? "?6" : name,
  );
  const phaseColumns = (await columnsOf("contract_phases")).filter((name) => name !== "id");
  await db.batch([
    db.prepare(`INSERT INTO subscriptions (${columns.join(", ")}) SELECT ${select.join(", ")} FROM subscriptions WHERE id = ?5`).bind(subscriptionId, accountId, zipCode, houseNumber, from, brand),
    db
      .prepare(`INSERT INTO contract_phases (${phaseColumns.join(", ")}) SELECT ${phaseColumns.map((name) => (name === "subscription_id" ? "?1" : name)).join(", ")} FROM contract_phases WHERE subscription_id = ?2`)
      .bind(subscriptionId, from),
  ]);
  return { subscriptionId, accountId };
}

let reports = 0;
/** A NOT_DELIVERED complaint stored as if filed at `createdAt`. */
async function reportMissing(subscription: { subscriptionId: string; accountId: string }, editionDate: string, createdAt: string) {
  reports++;
  await db
    .prepare(
      `INSERT INTO delivery_complaints (id, seq, account_id, subscription_id, type, edition_date, outcome, idempotency_key, created_at)
       VALUES (?, (SELECT COALESCE(MAX(seq), 0) + 1 FROM delivery_complaints), ?, ?, 'NOT_DELIVERED', ?, 'CREDIT', ?, ?)`,
    )
    .bind(`test-report-${reports}`, subscription.accountId, subscription.subscriptionId, editionDate, `test-${reports}`, createdAt)
    .run();
}

describe("detecting an incident from complaints", () => {
  it("needs three addresses of one brand and postcode area reporting the same paper within three hours; a household counts once", async () => {
    setTime("2026-11-24T12:00:00+01:00");
    const [one, two, three, otherArea] = [await neighbour("3812 AB", "1"), await neighbour("3812 AC", "7"), await neighbour("3812 BD", "20"), await neighbour("3900 AA", "3")];
    const sameHouse = await neighbour("3812 AB", "1");
    await reportMissing(one, "2026-11-24", "2026-11-24T07:10:00.000Z");
    await reportMissing(sameHouse, "2026-11-24", "2026-11-24T07:20:00.000Z");
    await reportMissing(otherArea, "2026-11-24", "2026-11-24T07:25:00.000Z");
    await reportMissing(two, "2026-11-24", "2026-11-24T07:30:00.000Z");
    expect(await detectIncidents(db, DEFAULT_DETECTION, "2026-11-20")).toEqual([]);

    await reportMissing(three, "2026-11-24", "2026-11-24T09:00:00.000Z");
    expect(await detectIncidents(db, DEFAULT_DETECTION, "2026-11-20")).toEqual([
      { id: "detected-dagkoerier-3812-2026-11-24", brand: "dagkoerier", postcodeArea: "3812", date: "2026-11-24", kind: "NOT_DELIVERED", reports: 3, detectedAt: "2026-11-24T09:00:00.000Z" },
    ]);
    // Another brand's paper in the same area is another matter; so is another day's paper.
    expect(await detectIncidents(db, DEFAULT_DETECTION, "2026-11-20", "ochtendpost")).toEqual([]);
    expect(await detectIncidents(db, DEFAULT_DETECTION, "2026-11-25")).toEqual([]);
  });

  it("does not count reports further apart than the window, and the rule is configurable", async () => {
    const [one, two, three] = [await neighbour("3813 AA", "1"), await neighbour("3813 AA", "2"), await neighbour("3813 AA", "3")];
    await reportMissing(one, "2026-11-23", "2026-11-23T06:00:00.000Z");
    await reportMissing(two, "2026-11-23", "2026-11-23T08:00:00.000Z");
    await reportMissing(three, "2026-11-23", "2026-11-23T10:30:00.000Z");
    expect((await detectIncidents(db, DEFAULT_DETECTION, "2026-11-23")).map((incident) => incident.id)).not.toContain("detected-dagkoerier-3813-2026-11-23");
    expect((await detectIncidents(db, { minAddresses: 3, windowHours: 5 }, "2026-11-23")).map((incident) => incident.id)).toContain("detected-dagkoerier-3813-2026-11-23");
    expect(detectionRule({ INCIDENT_MIN_ADDRESSES: "2", INCIDENT_WINDOW_HOURS: "many" })).toEqual({ minAddresses: 2, windowHours: 3 });
    expect((await detectIncidents(db, detectionRule({ INCIDENT_MIN_ADDRESSES: "2" }), "2026-11-23")).map((incident) => incident.id)).toContain("detected-dagkoerier-3813-2026-11-23");
  });

  it("lists today's detected incidents for anyone, with areas and counts but no personal data", async () => {
    setTime("2026-11-24T12:00:00+01:00");
    const people = [await neighbour("3814 AA", "1"), await neighbour("3814 AB", "2"), await neighbour("3814 AC", "3")];
    for (const [index, person] of people.entries()) await reportMissing(person, "2026-11-24", `2026-11-24T07:${10 + index}:00.000Z`);
    const response = await call("/api/pass/delivery/incidents?brand=dagkoerier");
    expect(response.status).toBe(200);
    const body = (await response.json()) as { date: string; incidents: Array<Record<string, unknown>> };
    expect(body.date).toBe("2026-11-24");
    expect(body.incidents).toContainEqual(expect.objectContaining({ id: "detected-dagkoerier-3814-2026-11-24", postcodeArea: "3814", reports: 3 }));
    const text = JSON.stringify(body);
    for (const secret of ["3814 AA", people[0]!.subscriptionId, "example"]) expect(text).not.toContain(secret);
    expect(((await (await call("/api/pass/delivery/incidents?brand=ochtendpost")).json()) as { incidents: unknown[] }).incidents).toEqual([]);
  });
});

describe("the notices of one account", () => {
  it("shows Jan a curated incident in his area for his latest due paper, and one tap files one credited complaint", async () => {
    // Tuesday 24 November, 09:00: today's paper (due 07:00) counts.
    const token = await at("2026-11-24T09:00");
    const [notice, ...others] = await notices(token, [AMERSFOORT, GENT]);
    expect(others).toEqual([]);
    expect(notice).toMatchObject({
      incidentId: "deliveryIncident.amersfoort",
      source: "CURATED",
      kind: "NOT_DELIVERED",
      postcodeArea: "3811",
      editionDate: "2026-11-24",
      subscriptionId: S.janDagkoerier,
      brandKey: "dagkoerier",
      creditPerEdition: 1.77,
      // De Dagkoerier brings today's paper again when asked before 10:00.
      redeliveryUntil: "10:00",
      complaint: null,
    });

    // The one tap: the ordinary complaint, with a key of the notice; a second tap answers the same one.
    const input = { subscriptionId: S.janDagkoerier, type: "NOT_DELIVERED", editionDate: "2026-11-24", idempotencyKey: "incident-deliveryIncident.amersfoort-700100-2026-11-24" };
    const [first, second] = await Promise.all([graphql(token, SUBMIT, { input }), graphql(token, SUBMIT, { input })]);
    expect(first.body.data!.submitDeliveryComplaint).toMatchObject({ outcome: "CREDIT", credit: { amount: 1.77 } });
    expect(second.body.data!.submitDeliveryComplaint.id).toBe(first.body.data!.submitDeliveryComplaint.id);
    const credits = await db.prepare("SELECT COUNT(*) AS n FROM delivery_credits WHERE subscription_id = ? AND edition_date = '2026-11-24'").bind(S.janDagkoerier).first<{ n: number }>();
    expect(credits!.n).toBe(1);
    // Reloaded, the notice shows what was done.
    expect((await notices(token, [AMERSFOORT]))[0]).toMatchObject({ complaint: { id: first.body.data!.submitDeliveryComplaint.id, outcome: "CREDIT" }, redeliveryUntil: null });
  });

  it("offers re-delivery only for today's paper before the brand's deadline", async () => {
    expect((await notices(await at("2026-11-24T10:30"), [AMERSFOORT]))[0]).toMatchObject({ editionDate: "2026-11-24", redeliveryUntil: null });
    expect((await notices(await at("2026-11-24T06:30"), [AMERSFOORT]))[0]).toMatchObject({ editionDate: "2026-11-23", redeliveryUntil: null });
    const token = await at("2026-11-24T08:15");
    const input = { subscriptionId: S.janDagkoerier, type: "NOT_DELIVERED", editionDate: "2026-11-24", compensation: "REDELIVERY", idempotencyKey: "incident-redeliver-1" };
    expect((await graphql(token, SUBMIT, { input })).body.data!.submitDeliveryComplaint).toMatchObject({ outcome: "REDELIVERY", credit: null });
  });

  it("shows nothing outside the area, before the paper is due, on a day without paper, or to subscriptions without paper", async () => {
    // An (2018 Antwerpen) is not in Gent's area; her Zendernet account has no paper.
    expect(await notices(await at("2026-11-24T09:00", AN), [AMERSFOORT, GENT, { ...GENT, id: "all-brands", brands: ["ochtendpost", "zendernet"], postcodeAreas: [{ from: "9000", to: "9000" }] }])).toEqual([]);
    // Before 07:00 today's paper is not due yet: the notice is about Monday's paper.
    expect((await notices(await at("2026-11-24T06:30"), [AMERSFOORT]))[0]).toMatchObject({ editionDate: "2026-11-23" });
    // Explicit dates: only a Sunday (no Dagkoerier paper on Sundays).
    expect(await notices(await at("2026-11-24T09:00"), [{ ...AMERSFOORT, from: null, deliveryDates: ["2026-11-22"] }])).toEqual([]);
    // Older than the notice window.
    expect(await notices(await at("2026-11-24T09:00"), [{ ...AMERSFOORT, from: null, deliveryDates: ["2026-11-19"] }])).toEqual([]);
    // The digital-only subscriber at a Dagkoerier address in the area sees nothing.
    await db.prepare("UPDATE subscriptions SET delivery_zip_code = '3811 AA', delivery_house_number = '1' WHERE id = ?").bind(S.digitaal).run();
    expect(await notices(await at("2026-11-24T09:00", "digitaal@example.nl"), [AMERSFOORT])).toEqual([]);
  });

  it("says nothing about a suspended day", async () => {
    const token = await at("2026-11-24T09:00");
    await db
      .prepare("INSERT INTO holiday_suspensions (change_id, account_id, subscription_id, start_date, end_date, status, created_at) VALUES ('HS-test-inc', ?, ?, '2026-11-20', '2026-11-26', 'PLANNED', '2026-11-01T00:00:00Z')")
      .bind(A.jan, S.janDagkoerier)
      .run();
    expect(await notices(token, [{ ...AMERSFOORT, from: null, deliveryDates: ["2026-11-23", "2026-11-24"] }])).toEqual([]);
  });

  it("shows a detected incident to the area's other subscribers, unless dismissed or covered by a curated one", async () => {
    setTime("2026-11-24T12:00:00+01:00");
    const people = [await neighbour("3811 AA", "1"), await neighbour("3811 AB", "2"), await neighbour("3811 AC", "3")];
    for (const [index, person] of people.entries()) await reportMissing(person, "2026-11-24", `2026-11-24T07:${20 + index}:00.000Z`);
    const token = await at("2026-11-24T12:00");
    expect(await notices(token)).toEqual([
      expect.objectContaining({ incidentId: "detected-dagkoerier-3811-2026-11-24", source: "DETECTED", reports: 3, editionDate: "2026-11-24", complaint: null }),
    ]);
    expect(await notices(token, [], ["detected-dagkoerier-3811-2026-11-24"])).toEqual([]);
    expect(await notices(token, [AMERSFOORT])).toEqual([expect.objectContaining({ incidentId: "deliveryIncident.amersfoort", source: "CURATED" })]);
  });
});

describe("telling affected subscribers", () => {
  const curatedDocument = {
    _id: "deliveryIncident.amersfoort",
    _type: "deliveryIncident",
    brands: ["dagkoerier"],
    postcodeAreas: [{ from: "3811", to: "3818" }],
    from: "2026-11-01",
    kind: "NOT_DELIVERED",
    text: "Door een zieke bezorger is De Dagkoerier vandaag in een deel van Amersfoort niet bezorgd.",
    notify: true,
  };

  it("e-mails each affected subscriber who allows e-mail once per incident, with the link to the one tap", async () => {
    setTime("2026-11-24T09:00:00+01:00");
    const before = (await outboxTo(JAN)).length;
    expect(await notifyAffected(db, originEnv, [curatedDocument, { ...curatedDocument, _id: "quiet", notify: false, postcodeAreas: [{ from: "2000", to: "2099" }], brands: ["ochtendpost"] }])).toBe(1);
    expect(await notifyAffected(db, originEnv, [curatedDocument])).toBe(0);
    const mails = await outboxTo(JAN);
    expect(mails.length).toBe(before + 1);
    expect(mails[0]!.subject).toBe("Bezorging van De Dagkoerier op dinsdag 24 november");
    expect(mails[0]!.body).toContain(curatedDocument.text);
    expect(mails[0]!.body).toMatch(/Met één klik meldt u het en krijgt u het bedrag terug: https?:\/\/\S+\/bezorgservice\/storing\/deliveryIncident\.amersfoort/);
    expect((await outboxTo(AN)).some((mail) => mail.subject.startsWith("Bezorging van"))).toBe(false);
    // A service notice, and it says so: not marketing, and which switch stops it (ADR 50).
    expect(mails[0]!.body).toContain("U krijgt deze servicemelding omdat meldingen over de bezorging van De Dagkoerier aan staan. Dit is geen reclame.");
  });

  it("does not ask marketing consent for a service notice: offers off, the incident e-mail still comes", async () => {
    setTime("2026-11-24T09:30:00+01:00");
    await db.prepare("DELETE FROM delivery_incident_notifications").run();
    await db.prepare("UPDATE communication_preferences SET email = 0, service_notices = 1 WHERE account_id = ? AND brand_key = 'dagkoerier'").bind(A.jan).run();
    const before = (await outboxTo(JAN)).length;
    expect(await notifyAffected(db, originEnv, [curatedDocument])).toBe(1);
    expect((await outboxTo(JAN)).length).toBe(before + 1);
  });

  it("tells nobody who switched delivery notices off or reported the paper already, and tells a detected incident's area once it stands", async () => {
    setTime("2026-11-24T12:00:00+01:00");
    await db.prepare("DELETE FROM delivery_incident_notifications").run();
    // Offers on, delivery notices off: nothing (no marketing consent rides on service either).
    await db.prepare("UPDATE communication_preferences SET email = 1, service_notices = 0 WHERE account_id = ? AND brand_key = 'dagkoerier'").bind(A.jan).run();
    expect(await notifyAffected(db, originEnv, [curatedDocument])).toBe(0);

    const people = [await neighbour("3815 AA", "1"), await neighbour("3815 AB", "2"), await neighbour("3815 AC", "3"), await neighbour("3815 AD", "4")];
    for (const [index, person] of people.slice(0, 3).entries()) await reportMissing(person, "2026-11-24", `2026-11-24T07:${30 + index}:00.000Z`);
    const fourth = await db.prepare("SELECT email FROM accounts WHERE id = ?").bind(people[3]!.accountId).first<{ email: string }>();
    const before = (await outboxTo(fourth!.email)).length;
    // Covered by the curated incident (3811–3818): told as the curated one (not twice).
    const sent = await notifyAffected(db, originEnv, []);
    expect(sent).toBeGreaterThanOrEqual(1);
    const mails = await outboxTo(fourth!.email);
    expect(mails.length).toBe(before + 1);
    expect(mails[0]!.body).toContain("Meerdere abonnees in uw buurt melden dat hun krant niet is bezorgd.");
    expect(await notifyAffected(db, originEnv, [])).toBe(0);
  });
});

describe("the five-minute work", () => {
  it("runs on a local stack through its development hook, never in production", async () => {
    const local = await call("/dev/frequent", { method: "POST" });
    expect(local.status).toBe(200);
    expect(await local.json()).toEqual({ delivery: expect.any(Number), privacy: expect.any(Number) });
    // One area's work alone (a journey erasing an account must not send incident e-mails at its moved clock).
    expect(await (await call("/dev/frequent?area=privacy", { method: "POST" })).json()).toEqual({ privacy: expect.any(Number) });
    expect((await callWithEnv({ ENVIRONMENT: "production" }, "/dev/frequent", { method: "POST" })).status).toBe(404);
  });
});

describe("reporting a missing paper without logging in", () => {
  /** As the portal calls it, for a visitor at `clientIp`. */
  const identify = ({ clientIp = "198.51.100.20", ...fields }: Record<string, string> = {}) =>
    call("/api/pass/delivery/identify", {
      method: "POST",
      headers: { "content-type": "application/json", ...asPortal(clientIp) },
      body: JSON.stringify({ brand: "dagkoerier", subscriptionNumber: S.janDagkoerier, zipCode: "3811 CV", houseNumber: "12", ...fields }),
    });
  const report = (fields: Record<string, unknown>) =>
    call("/api/pass/delivery/report", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ message: null, idempotencyKey: "report-form-1", ...fields }) });

  it("identifies without revealing whether a number exists, and refuses subscriptions without paper as the logged-in form does", async () => {
    setTime("2026-11-24T09:00:00+01:00");
    const refusals = [
      await identify({ subscriptionNumber: "999999", clientIp: "203.0.113.21" }),
      await identify({ zipCode: "3811 CW", clientIp: "203.0.113.22" }),
      await identify({ houseNumber: "14", clientIp: "203.0.113.23" }),
    ];
    const bodies = await Promise.all(refusals.map((response) => response.json()));
    expect(refusals.map((response) => response.status)).toEqual([404, 404, 404]);
    expect(new Set(bodies.map((body) => JSON.stringify(body))).size).toBe(1);

    const letters = await identify({ brand: "ochtendpost", subscriptionNumber: S.anOchtendpost, zipCode: "20AB", houseNumber: "45" });
    expect(letters.status).toBe(400);
    expect(JSON.stringify(await letters.json())).toContain("Vul een geldige postcode in: 4 cijfers.");

    const account = await identify({ brand: "zendernet", subscriptionNumber: S.anZendernet, zipCode: "2018", houseNumber: "45" });
    // Zendernet has no delivery address at all: the same refusal as a wrong one.
    expect(account.status).toBe(404);
    await db.prepare("UPDATE subscriptions SET delivery_zip_code = '3511 AK', delivery_house_number = '101' WHERE id = ?").bind(S.digitaal).run();
    const digital = await identify({ subscriptionNumber: S.digitaal, zipCode: "3511 AK", houseNumber: "101", clientIp: "203.0.113.24" });
    expect(digital.status).toBe(409);
    expect(await digital.json()).toMatchObject({ violations: [{ code: "NO-DELIVERY", message: "Bij dit abonnement wordt niets bezorgd, dus er valt niets te melden." }] });
  });

  it("limits guesses per subscription number, per address and per client", async () => {
    const kees = { subscriptionNumber: S.opgezegd, zipCode: "1721 BD", houseNumber: "8" };
    for (let guess = 1; guess <= 5; guess++) {
      const response = await identify({ ...kees, houseNumber: String(200 + guess), clientIp: `192.0.2.${40 + guess}` });
      expect(response.status).toBe(guess < 5 ? 404 : 429);
    }
    expect((await identify({ ...kees, clientIp: "192.0.2.60" })).status).toBe(429);
    // Numbers tried for one address, each from another client.
    for (let guess = 1; guess <= 5; guess++) {
      const response = await identify({ subscriptionNumber: String(860000 + guess), houseNumber: "99", clientIp: `192.0.2.${100 + guess}` });
      expect(response.status).toBe(guess < 5 ? 404 : 429);
    }
    for (let guess = 1; guess <= 20; guess++) {
      const response = await identify({ subscriptionNumber: String(870000 + guess), houseNumber: String(300 + guess), clientIp: "192.0.2.210" });
      expect(response.status).toBe(guess < 20 ? 404 : 429);
    }
    // Cancelling has its own count: these guesses did not lock it.
    const cancel = await call("/api/pass/cancellation/identify", {
      method: "POST",
      headers: { "content-type": "application/json", ...asPortal("192.0.2.210") },
      body: JSON.stringify({ brand: "wereldwijzer", subscriptionNumber: S.janWereldwijzer, zipCode: "3811 CV", houseNumber: "12" }),
    });
    expect(cancel.status).toBe(200);
  });

  it("files one complaint under the logged-in rules, confirmed only at the account's own address", async () => {
    setTime("2026-11-24T09:00:00+01:00");
    const identified = (await (await identify({ clientIp: "198.51.100.30" })).json()) as { ticket: string; editions: Array<{ date: string; available: boolean }>; emailHint: string; creditPerEdition: number; types: string[] };
    expect(identified).toMatchObject({ emailHint: "j•••@example.nl", creditPerEdition: 1.77, types: ["DAMAGED", "NOT_DELIVERED", "INCOMPLETE", "WRONG_PRODUCT", "RECEIVED_BUT_DELIVERED_LATER_THAN_EXPECTED"] });
    expect(JSON.stringify(identified)).not.toMatch(/Jansen|Kerkstraat|3811/);
    expect(identified.editions[0]).toMatchObject({ date: "2026-11-24", available: true });

    const before = (await outboxTo(JAN)).length;
    const outOfWindow = await report({ ticket: identified.ticket, type: "NOT_DELIVERED", editionDate: "2026-10-01" });
    expect(outOfWindow.status).toBe(400);
    expect(await outOfWindow.json()).toMatchObject({ violations: [{ code: "EDITION-OUT-OF-WINDOW", field: "editionDate" }] });
    const damaged = await report({ ticket: identified.ticket, type: "DAMAGED", editionDate: "2026-11-24", idempotencyKey: "report-form-0" });
    expect(await damaged.json()).toMatchObject({ violations: [{ code: "REQUIRED", field: "message" }] });

    const first = await report({ ticket: identified.ticket, type: "NOT_DELIVERED", editionDate: "2026-11-24" });
    expect(first.status).toBe(201);
    const receipt = await first.json();
    expect(receipt).toMatchObject({ outcome: "CREDIT", creditAmount: 1.77, editionDate: "2026-11-24", emailHint: "j•••@example.nl" });
    const again = await report({ ticket: identified.ticket, type: "NOT_DELIVERED", editionDate: "2026-11-24" });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(receipt);
    const other = await report({ ticket: identified.ticket, type: "NOT_DELIVERED", editionDate: "2026-11-24", idempotencyKey: "report-form-2" });
    expect(await other.json()).toMatchObject({ violations: [{ code: "EDITION-ALREADY-REPORTED" }] });

    const mails = await outboxTo(JAN);
    expect(mails.length).toBe(before + 1);
    expect(mails[0]!.subject).toBe("Uw melding over de bezorging van De Dagkoerier is ontvangen");
    expect(mails[0]!.body).toMatch(/U krijgt €\s1,77 terug/);
    const event = await db.prepare("SELECT details FROM activity_events WHERE account_id = ? ORDER BY id DESC LIMIT 1").bind(A.jan).first<{ details: string }>();
    expect(JSON.parse(event!.details)).toMatchObject({ channel: "WITHOUT_LOGIN", outcome: "CREDIT" });
  });

  it("refuses a tampered, expired or cancellation ticket", async () => {
    setTime("2026-11-24T09:00:00+01:00");
    const { ticket } = (await (await identify({ clientIp: "198.51.100.31" })).json()) as { ticket: string };
    const tampered = `${ticket.slice(0, -2)}${ticket.endsWith("A") ? "B" : "A"}x`;
    expect((await report({ ticket: tampered, type: "NOT_DELIVERED", editionDate: "2026-11-24" })).status).toBe(401);
    const cancellation = (await (
      await call("/api/pass/cancellation/identify", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ brand: "dagkoerier", subscriptionNumber: S.janDagkoerier, zipCode: "3811 CV", houseNumber: "12", clientIp: "198.51.100.32" }),
      })
    ).json()) as { ticket: string };
    expect((await report({ ticket: cancellation.ticket, type: "NOT_DELIVERED", editionDate: "2026-11-24" })).status).toBe(401);
    setTime("2026-11-24T09:31:00+01:00");
    const expired = await report({ ticket, type: "NOT_DELIVERED", editionDate: "2026-11-24" });
    expect(expired.status).toBe(401);
    expect(await expired.json()).toMatchObject({ violations: [{ code: "TICKET-INVALID" }] });
  });
});
