import { afterEach, describe, expect, it } from "vitest";
import { DEMO } from "../../demo/demo";
import { activityTypes, db, graphql, lastActivity, login, outboxTo, resetClock, setTime } from "../../test/helpers";

// Submitting delivery complaints (ADR 19): the outcome at once (credit, re-delivery, registered), one
// complaint per edition however often it is sent, escalation on the third within 14 days, the
// follow-up question, and the credits on the overview and the invoice.

const S = DEMO.subscriptions;
const A = DEMO.accounts;
const JAN = "jan.jansen@example.nl";

const SUBMIT = `mutation($input: SubmitDeliveryComplaintInput!) { submitDeliveryComplaint(input: $input) {
  id subscriptionId type editionDate issueNumber message outcome redeliveryBy caseNumber followUp credit { amount invoiceId } } }`;
const OVERVIEW = `{ deliveryService { subscriptions { subscriptionId pendingCreditAmount
  followUp { id followUp } complaints { id editionDate outcome caseNumber followUp } credits { amount editionDate invoiceNumber } } } }`;
const ANSWER = `mutation($input: AnswerDeliveryFollowUpInput!) { answerDeliveryFollowUp(input: $input) { id followUp caseNumber } }`;

afterEach(() => resetClock());

async function at(local: string, email = JAN) {
  setTime(`${local}:00+01:00`);
  return (await login(email)).access_token;
}

let keys = 0;
const submit = (token: string, input: Record<string, unknown>) => graphql(token, SUBMIT, { input: { idempotencyKey: `submit-${++keys}`, ...input } });

async function overview(token: string, subscriptionId: string) {
  const { body } = await graphql(token, OVERVIEW);
  return body.data!.deliveryService.subscriptions.find((s: { subscriptionId: string }) => s.subscriptionId === subscriptionId);
}

describe("submitDeliveryComplaint", () => {
  it("credits a missing paper at once and records it once, however often it is sent", async () => {
    const token = await at("2026-11-24T09:00");
    const input = { subscriptionId: S.janDagkoerier, type: "NOT_DELIVERED", editionDate: "2026-11-21", idempotencyKey: "form-1" };
    const [first, second] = await Promise.all([graphql(token, SUBMIT, { input }), graphql(token, SUBMIT, { input })]);
    const complaint = first.body.data!.submitDeliveryComplaint;
    expect(complaint).toMatchObject({ type: "NOT_DELIVERED", editionDate: "2026-11-21", outcome: "CREDIT", credit: { amount: 1.77, invoiceId: null }, caseNumber: null });
    expect(second.body.data!.submitDeliveryComplaint.id).toBe(complaint.id);
    const stored = await db.prepare("SELECT COUNT(*) AS n FROM delivery_complaints WHERE subscription_id = ? AND edition_date = '2026-11-21'").bind(S.janDagkoerier).first<{ n: number }>();
    expect(stored!.n).toBe(1);
    expect((await activityTypes(A.jan)).filter((type) => type === "DELIVERY_COMPLAINT_SUBMITTED")).toHaveLength(1);
    expect((await lastActivity(A.jan))!.details).toMatchObject({ complaintId: complaint.id, type: "NOT_DELIVERED", outcome: "CREDIT" });

    // Another form (another key) about the same paper is refused next to the edition.
    const again = await submit(token, { subscriptionId: S.janDagkoerier, type: "DAMAGED", editionDate: "2026-11-21", message: "Nat" });
    expect(again.body.errors?.[0]?.extensions?.status).toBe(400);
    expect(again.body.errors?.[0]?.extensions?.violations).toEqual([{ code: "EDITION-ALREADY-REPORTED", field: "editionDate", message: "Over deze krant heeft u al een melding gedaan." }]);

    const shown = await overview(token, S.janDagkoerier);
    expect(shown.complaints[0]).toMatchObject({ id: complaint.id, outcome: "CREDIT" });
    expect(shown.pendingCreditAmount).toBe(1.77);
  });

  it("registers a late paper without a credit and credits a magazine issue its own price", async () => {
    const token = await at("2026-11-24T09:00");
    const late = await submit(token, { subscriptionId: S.janDagkoerier, type: "RECEIVED_BUT_DELIVERED_LATER_THAN_EXPECTED", editionDate: "2026-11-20" });
    expect(late.body.data!.submitDeliveryComplaint).toMatchObject({ outcome: "REGISTERED", credit: null });
    const magazine = await submit(token, { subscriptionId: S.janWereldwijzer, type: "INCOMPLETE", editionDate: "2026-11-05", message: "De poster ontbrak" });
    expect(magazine.body.data!.submitDeliveryComplaint).toMatchObject({ issueNumber: 9, outcome: "CREDIT", credit: { amount: 7.95 }, message: "De poster ontbrak" });
  });

  it("brings today's paper again when asked before 10:00 on De Dagkoerier, never on De Ochtendpost", async () => {
    const token = await at("2026-11-25T08:30");
    const redelivered = await submit(token, { subscriptionId: S.janDagkoerier, type: "NOT_DELIVERED", editionDate: "2026-11-25", compensation: "REDELIVERY" });
    expect(redelivered.body.data!.submitDeliveryComplaint).toMatchObject({ outcome: "REDELIVERY", redeliveryBy: "12:00", credit: null });
    const an = await at("2026-11-25T08:30", "an.peeters@example.be");
    const refused = await submit(an, { subscriptionId: S.anOchtendpost, type: "NOT_DELIVERED", editionDate: "2026-11-25", compensation: "REDELIVERY" });
    expect(refused.body.errors?.[0]?.extensions?.violations?.[0]).toMatchObject({ code: "REDELIVERY-NOT-AVAILABLE", field: "compensation" });
    const tooLate = await at("2026-11-26T10:05");
    const after = await submit(tooLate, { subscriptionId: S.janDagkoerier, type: "NOT_DELIVERED", editionDate: "2026-11-26", compensation: "REDELIVERY" });
    expect(after.body.errors?.[0]?.extensions?.violations?.[0]).toMatchObject({ code: "REDELIVERY-NOT-AVAILABLE" });
  });

  it("sends the third complaint within 14 days to customer service with a case number and an e-mail", async () => {
    // Jan's Dagkoerier has three complaints of the last 14 days by now (above); Fatima's Saturday paper has none.
    const token = await at("2026-11-28T09:00", "betaalprobleem@example.nl");
    const mails = (await outboxTo("betaalprobleem@example.nl")).length;
    const results = [];
    for (const editionDate of ["2026-11-28", "2026-11-21", "2026-11-14"]) {
      results.push((await submit(token, { subscriptionId: S.betaalprobleem, type: "NOT_DELIVERED", editionDate })).body.data!.submitDeliveryComplaint);
    }
    expect(results.map((complaint) => complaint.caseNumber)).toEqual([null, null, expect.stringMatching(/^KS-2026-\d{6}$/)]);
    expect(results[2].outcome).toBe("CREDIT");
    const messages = await outboxTo("betaalprobleem@example.nl");
    expect(messages).toHaveLength(mails + 1);
    expect(messages[0]!.subject).toBe(`Uw melding over de bezorging van De Dagkoerier: dossier ${results[2].caseNumber}`);
    expect(messages[0]!.body).toContain("neemt binnen 2 werkdagen contact met u op");
  });
});

describe("answerDeliveryFollowUp", () => {
  it("asks the day after a missing paper; 'nee' escalates once, a second answer changes nothing", async () => {
    const token = await at("2027-01-12T08:00");
    const { id } = (await submit(token, { subscriptionId: S.janDagkoerier, type: "NOT_DELIVERED", editionDate: "2027-01-12" })).body.data!.submitDeliveryComplaint;
    expect((await overview(token, S.janDagkoerier)).followUp).toBeNull();

    const nextDay = await at("2027-01-13T08:00");
    expect((await overview(nextDay, S.janDagkoerier)).followUp).toEqual({ id, followUp: "DUE" });
    const mails = (await outboxTo(JAN)).length;
    const answered = await graphql(nextDay, ANSWER, { input: { complaintId: id, deliveredToday: false } });
    expect(answered.body.data!.answerDeliveryFollowUp).toMatchObject({ id, followUp: "NOT_DELIVERED", caseNumber: expect.stringMatching(/^KS-2027-\d{6}$/) });
    expect(await outboxTo(JAN)).toHaveLength(mails + 1);
    expect(await lastActivity(A.jan)).toMatchObject({ type: "DELIVERY_FOLLOW_UP_ANSWERED", details: { complaintId: id, deliveredToday: "false" } });

    const twice = await graphql(nextDay, ANSWER, { input: { complaintId: id, deliveredToday: true } });
    expect(twice.body.data!.answerDeliveryFollowUp.followUp).toBe("NOT_DELIVERED");
    expect(await outboxTo(JAN)).toHaveLength(mails + 1);
    expect((await overview(nextDay, S.janDagkoerier)).followUp).toBeNull();
  });

  it("closes with 'ja', expires after 7 days, and is only for the account's own complaint", async () => {
    const token = await at("2027-02-02T08:00");
    const { id } = (await submit(token, { subscriptionId: S.janDagkoerier, type: "NOT_DELIVERED", editionDate: "2027-02-02" })).body.data!.submitDeliveryComplaint;
    const { id: other } = (await submit(token, { subscriptionId: S.janDagkoerier, type: "NOT_DELIVERED", editionDate: "2027-02-01" })).body.data!.submitDeliveryComplaint;

    const sameDay = await graphql(token, ANSWER, { input: { complaintId: id, deliveredToday: true } });
    expect(sameDay.body.errors?.[0]?.extensions).toMatchObject({ status: 409, violations: [{ code: "NO-FOLLOW-UP" }] });

    const nextDay = await at("2027-02-03T08:00");
    const an = (await login("an.peeters@example.be")).access_token;
    const foreign = await graphql(an, ANSWER, { input: { complaintId: id, deliveredToday: false } });
    expect(foreign.body.errors?.[0]?.extensions).toMatchObject({ status: 404 });
    expect((await graphql(an, `query($id: ID!) { deliveryComplaint(id: $id) { id } }`, { id })).body.data!.deliveryComplaint).toBeNull();

    const yes = await graphql(nextDay, ANSWER, { input: { complaintId: id, deliveredToday: true } });
    expect(yes.body.data!.answerDeliveryFollowUp).toMatchObject({ followUp: "DELIVERED", caseNumber: null });

    const weekLater = await at("2027-02-10T08:00");
    const expired = await graphql(weekLater, ANSWER, { input: { complaintId: other, deliveredToday: false } });
    expect(expired.body.errors?.[0]?.extensions?.violations?.[0]?.code).toBe("NO-FOLLOW-UP");
  });
});

describe("credits", () => {
  it("show on the invoice they were settled on", async () => {
    const token = await at("2026-11-24T09:00");
    const { body } = await graphql(token, `{ invoices(filter: { subscriptionId: "${S.janDagkoerier}" }) { items { id deliveryCredits { amount editionDate invoiceNumber } } } }`);
    const november = body.data!.invoices.items.find((invoice: { id: string }) => invoice.id === "inv-dk-jan-2026-11");
    expect(november.deliveryCredits).toEqual([{ amount: 1.77, editionDate: "2026-10-13", invoiceNumber: "DK202611700100" }]);
    const october = body.data!.invoices.items.find((invoice: { id: string }) => invoice.id === "inv-dk-jan-2026-10");
    expect(october.deliveryCredits).toEqual([]);
    const shown = await overview(token, S.janDagkoerier);
    expect(shown.credits).toContainEqual({ amount: 1.77, editionDate: "2026-10-13", invoiceNumber: "DK202611700100" });
  });
});
