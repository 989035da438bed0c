import { afterEach, describe, expect, it } from "vitest";
import { DEMO } from "../../demo/demo";
import { activityTypes, db, graphql, login, outboxTo, resetClock, setTime } from "../../test/helpers";

// Delivery complaints through GraphQL with real D1 (ADR 19): the options tell every rule, the
// submit checks every rule again, and nothing of a refused complaint is stored.

const S = DEMO.subscriptions;
const A = DEMO.accounts;

const OPTIONS = `query($id: ID!) { deliveryComplaintOptions(subscriptionId: $id) {
  subscription { subscriptionId category hasPhysicalDelivery deliveryDays issuesPerYear deliveredBy pendingCreditAmount
    complaints { id type editionDate outcome } credits { amount invoiceNumber } }
  types messageRequiredFor messageMaxLength todayDeliveredBy creditPerEdition redeliveryUntil recentComplaintCount escalationThreshold
  editions { date issueNumber available unavailableReason } } }`;
const SUBMIT = `mutation($input: SubmitDeliveryComplaintInput!) { submitDeliveryComplaint(input: $input) {
  id subscriptionId type editionDate issueNumber message outcome redeliveryBy caseNumber followUp credit { amount invoiceId } } }`;

afterEach(() => resetClock());

/** Sets the clock to a Dutch local time ("2026-11-24T09:00") and logs in as the account. */
async function at(local: string, email = "jan.jansen@example.nl") {
  setTime(`${local}:00+01:00`);
  return (await login(email)).access_token;
}

async function options(token: string, id: string) {
  const { body } = await graphql(token, OPTIONS, { id });
  return body.data!.deliveryComplaintOptions;
}

let keys = 0;
async function submit(token: string, input: Record<string, unknown>) {
  return graphql(token, SUBMIT, { input: { idempotencyKey: `key-${++keys}`, ...input } });
}

const violation = (body: { errors?: Array<{ extensions?: { violations?: Array<{ code: string; field?: string; message: string }> } }> }) =>
  body.errors?.[0]?.extensions?.violations?.[0];

async function complaintCount(subscriptionId: string): Promise<number> {
  return (await db.prepare("SELECT COUNT(*) AS n FROM delivery_complaints WHERE subscription_id = ?").bind(subscriptionId).first<{ n: number }>())!.n;
}

describe("deliveryComplaintOptions", () => {
  it("tells a six-day paper's rules: its types, 14 delivery days, the credit, re-delivery until 10:00", async () => {
    const token = await at("2026-11-24T09:00");
    const result = await options(token, S.janDagkoerier);
    expect(result.types).toEqual(["DAMAGED", "NOT_DELIVERED", "INCOMPLETE", "WRONG_PRODUCT", "RECEIVED_BUT_DELIVERED_LATER_THAN_EXPECTED"]);
    expect(result.messageRequiredFor).toEqual(["DAMAGED", "WRONG_PRODUCT"]);
    expect(result.messageMaxLength).toBe(500);
    expect(result.editions).toHaveLength(14);
    expect(result.editions[0]).toEqual({ date: "2026-11-24", issueNumber: null, available: true, unavailableReason: null });
    expect(result.editions.map((edition: { date: string }) => edition.date)).not.toContain("2026-11-22");
    expect(result.todayDeliveredBy).toBeNull();
    expect(result.creditPerEdition).toBe(1.77);
    expect(result.redeliveryUntil).toBe("10:00");
    expect(result.escalationThreshold).toBe(3);
    expect(result.subscription).toMatchObject({ category: "NEWSPAPER", hasPhysicalDelivery: true, deliveredBy: "07:00", issuesPerYear: null });
  });

  it("before the promised time says when today's paper comes and does not offer it", async () => {
    const token = await at("2026-11-24T06:30");
    const result = await options(token, S.janDagkoerier);
    expect(result.todayDeliveredBy).toBe("07:00");
    expect(result.editions[0].date).toBe("2026-11-23");
    expect(result.redeliveryUntil).toBeNull();
    const early = await submit(token, { subscriptionId: S.janDagkoerier, type: "NOT_DELIVERED", editionDate: "2026-11-24" });
    expect(violation(early.body)).toEqual({
      code: "EDITION-NOT-YET-DELIVERED",
      field: "editionDate",
      message: "Uw krant wordt vandaag uiterlijk om 07:00 bezorgd. Daarna kunt u een melding doen.",
    });
    const belgian = await options(await at("2026-11-24T07:15", "an.peeters@example.be"), S.anOchtendpost);
    expect(belgian.todayDeliveredBy).toBe("07:30");
    expect(belgian.redeliveryUntil).toBeNull();
  });

  it("leaves out Christmas and Boxing Day in the Netherlands and refuses them", async () => {
    const token = await at("2026-12-28T09:00");
    const dates = (await options(token, S.janDagkoerier)).editions.map((edition: { date: string }) => edition.date);
    expect(dates).toContain("2026-12-24");
    expect(dates).not.toContain("2026-12-25");
    expect(dates).not.toContain("2026-12-26");
    const christmas = await submit(token, { subscriptionId: S.janDagkoerier, type: "NOT_DELIVERED", editionDate: "2026-12-25" });
    expect(christmas.body.errors?.[0]?.extensions?.status).toBe(400);
    expect(violation(christmas.body)).toMatchObject({ code: "EDITION-OUT-OF-WINDOW", field: "editionDate" });
  });

  it("shows the days of a holiday suspension as unavailable and refuses them with the reason", async () => {
    await db
      .prepare(
        `INSERT INTO holiday_suspensions (change_id, account_id, subscription_id, start_date, end_date, status, compensation, created_at)
         VALUES ('HS-TEST-1', ?, ?, '2026-11-16', '2026-11-18', 'PLANNED', 'NONE', '2026-11-01T10:00:00.000Z')`,
      )
      .bind(A.jan, S.janDagkoerier)
      .run();
    const token = await at("2026-11-24T09:00");
    const editions = (await options(token, S.janDagkoerier)).editions as Array<{ date: string; unavailableReason: string | null }>;
    expect(editions.filter((edition) => edition.unavailableReason === "SUSPENDED").map((edition) => edition.date)).toEqual(["2026-11-18", "2026-11-17", "2026-11-16"]);
    const suspended = await submit(token, { subscriptionId: S.janDagkoerier, type: "NOT_DELIVERED", editionDate: "2026-11-17" });
    expect(violation(suspended.body)).toEqual({
      code: "EDITION-SUSPENDED",
      field: "editionDate",
      message: "Uw bezorging stond stil op dinsdag 17 november: er is toen niets bezorgd.",
    });
    await db.prepare("DELETE FROM holiday_suspensions WHERE change_id = 'HS-TEST-1'").run();
  });

  it("gives a magazine three types and its last four issues, the one already reported marked", async () => {
    const token = await at("2026-11-24T09:00");
    const result = await options(token, S.janWereldwijzer);
    expect(result.types).toEqual(["DAMAGED", "NOT_DELIVERED", "INCOMPLETE"]);
    expect(result.editions).toEqual([
      { date: "2026-11-05", issueNumber: 9, available: true, unavailableReason: null },
      { date: "2026-10-01", issueNumber: 8, available: false, unavailableReason: "ALREADY_REPORTED" },
      { date: "2026-09-03", issueNumber: 7, available: true, unavailableReason: null },
      { date: "2026-06-04", issueNumber: 6, available: true, unavailableReason: null },
    ]);
    expect(result.creditPerEdition).toBe(7.95);
    expect(result.subscription).toMatchObject({ category: "MAGAZINE", issuesPerYear: 10, deliveredBy: null, pendingCreditAmount: 7.95 });
    const wrong = await submit(token, { subscriptionId: S.janWereldwijzer, type: "WRONG_PRODUCT", editionDate: "2026-11-05", message: "Een ander blad" });
    expect(violation(wrong.body)).toMatchObject({ code: "TYPE-NOT-ALLOWED", field: "type" });
  });

  it("has nothing to report for an account brand or a digital subscription (409 NO-DELIVERY)", async () => {
    const an = await at("2026-11-24T09:00", "an.peeters@example.be");
    const zendernet = await options(an, S.anZendernet);
    expect(zendernet).toMatchObject({ types: [], editions: [], subscription: { category: "ACCOUNT", hasPhysicalDelivery: false } });
    const refused = await submit(an, { subscriptionId: S.anZendernet, type: "NOT_DELIVERED", editionDate: "2026-11-24" });
    expect(refused.body.errors?.[0]?.extensions).toMatchObject({ code: "CONFLICT", status: 409, violations: [{ code: "NO-DELIVERY" }] });
    const sanne = (await login("digitaal@example.nl")).access_token;
    expect(await options(sanne, S.digitaal)).toMatchObject({ types: [], editions: [], subscription: { category: "NEWSPAPER", hasPhysicalDelivery: false } });
  });

  it("never shows or takes another account's subscription", async () => {
    const an = await at("2026-11-24T09:00", "an.peeters@example.be");
    expect(await options(an, S.janDagkoerier)).toBeNull();
    const refused = await submit(an, { subscriptionId: S.janDagkoerier, type: "NOT_DELIVERED", editionDate: "2026-11-23" });
    expect(refused.body.errors?.[0]?.extensions).toMatchObject({ code: "NOT_FOUND", status: 404 });
    // A co-reader (Lisa reads Jan's Dagkoerier along) cannot report on it either.
    const lisa = (await login("lisa.jansen@example.nl")).access_token;
    expect(await options(lisa, S.janDagkoerier)).toBeNull();
    const { body } = await graphql(an, `{ deliveryService { subscriptions { subscriptionId } } }`);
    expect(body.data!.deliveryService.subscriptions.map((s: { subscriptionId: string }) => s.subscriptionId)).toEqual([S.anOchtendpost, S.anZendernet]);
  });
});

describe("a refused complaint", () => {
  it("is not stored: a missing, forbidden or too long message, one per field", async () => {
    const token = await at("2026-11-24T09:00");
    const before = await complaintCount(S.janDagkoerier);
    const events = (await activityTypes(A.jan)).length;
    const missing = await submit(token, { subscriptionId: S.janDagkoerier, type: "DAMAGED", editionDate: "2026-11-23" });
    expect(missing.body.errors?.[0]?.extensions?.status).toBe(400);
    expect(violation(missing.body)).toEqual({ code: "REQUIRED", field: "message", message: "Beschrijf wat er mis is (verplicht bij deze klacht)." });
    const forbidden = await submit(token, { subscriptionId: S.janDagkoerier, type: "WRONG_PRODUCT", editionDate: "2026-11-23", message: "De <krant> van de buren" });
    expect(violation(forbidden.body)).toMatchObject({ code: "FORBIDDEN-CHARACTERS", field: "message" });
    const long = await submit(token, { subscriptionId: S.janDagkoerier, type: "INCOMPLETE", editionDate: "2026-11-23", message: "a".repeat(501) });
    expect(violation(long.body)).toMatchObject({ code: "TOO-LONG", field: "message" });
    const late = await submit(token, { subscriptionId: S.janDagkoerier, type: "NOT_DELIVERED", editionDate: "2026-11-23", compensation: "REDELIVERY" });
    expect(violation(late.body)).toMatchObject({ code: "REDELIVERY-NOT-AVAILABLE", field: "compensation" });
    expect(await complaintCount(S.janDagkoerier)).toBe(before);
    expect((await activityTypes(A.jan)).length).toBe(events);
    expect(await outboxTo("jan.jansen@example.nl")).toEqual([]);
  });
});
