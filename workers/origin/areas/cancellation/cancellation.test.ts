import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { DEMO } from "../../demo/demo";
import { activityTypes, db, graphql, login, moveClock, outboxTo, resetClock, type Tokens } from "../../test/helpers";
import { todayLocal } from "../../calendar/time";
import { addMonths } from "./rules";

// Cancelling online: only the owner, at the earliest end date, once; an e-mail each way; undo until the end date.

const TERMS = `query($id: ID!) { cancellationTerms(subscriptionId: $id) { subscriptionId earliestEndDate basis undoableUntil } }`;
const CANCEL = `mutation($input: CancelSubscriptionInput!) { cancelSubscription(input: $input) { subscriptionId subscription { status endDate } } }`;
const UNDO = `mutation($id: ID!) { undoCancellation(subscriptionId: $id) { subscription { status endDate } } }`;
const S = DEMO.subscriptions;

let jan: Tokens;

beforeAll(async () => {
  jan = await login("jan.jansen@example.nl");
});

afterEach(() => resetClock());

async function stored(id: string) {
  return db.prepare("SELECT status, end_date FROM subscriptions WHERE id = ?").bind(id).first();
}

describe("cancelSubscription and undoCancellation", () => {
  it("shows the terms: one month's notice for a running subscription", async () => {
    const { body } = await graphql(jan.access_token, TERMS, { id: S.janWereldwijzer });
    expect(body.data!.cancellationTerms).toEqual({
      subscriptionId: S.janWereldwijzer,
      earliestEndDate: addMonths(todayLocal(), 1),
      basis: "NOTICE_PERIOD",
      undoableUntil: null,
    });
  });

  it("cancels per the earliest end date once, with one event and one e-mail, and undoes it", async () => {
    const endDate = addMonths(todayLocal(), 1);
    const mails = (await outboxTo("jan.jansen@example.nl")).length;
    const input = { subscriptionId: S.janWereldwijzer, reason: "TOO_EXPENSIVE", comment: "Te weinig tijd om te lezen" };
    const first = await graphql(jan.access_token, CANCEL, { input });
    expect(first.body.data!.cancelSubscription).toEqual({ subscriptionId: S.janWereldwijzer, subscription: { status: "PENDING_CANCELLATION", endDate } });
    const twice = await graphql(jan.access_token, CANCEL, { input });
    expect(twice.body.data!.cancelSubscription.subscription).toEqual({ status: "PENDING_CANCELLATION", endDate });
    const outbox = await outboxTo("jan.jansen@example.nl");
    expect(outbox.length).toBe(mails + 1);
    expect(outbox[0]!.subject).toMatch(/^Bevestiging: uw abonnement op Wereldwijzer stopt op \d+ \w+ \d{4}$/);
    expect(outbox[0]!.body).toContain("Bedacht? Tot");
    expect((await activityTypes(DEMO.accounts.jan)).filter((type) => type === "SUBSCRIPTION_CANCELLED")).toHaveLength(1);
    const row = await db.prepare("SELECT reason, comment, end_date FROM cancellations WHERE subscription_id = ? AND undone_at IS NULL").bind(S.janWereldwijzer).first();
    expect(row).toEqual({ reason: "TOO_EXPENSIVE", comment: "Te weinig tijd om te lezen", end_date: endDate });
    expect((await graphql(jan.access_token, TERMS, { id: S.janWereldwijzer })).body.data!.cancellationTerms.undoableUntil).toBe(endDate);

    const undone = await graphql(jan.access_token, UNDO, { id: S.janWereldwijzer });
    expect(undone.body.data!.undoCancellation.subscription).toEqual({ status: "ACTIVE", endDate: null });
    expect(await stored(S.janWereldwijzer)).toEqual({ status: "ACTIVE", end_date: null });
    expect((await outboxTo("jan.jansen@example.nl"))[0]!.subject).toBe("Uw abonnement op Wereldwijzer loopt door");
    expect(await activityTypes(DEMO.accounts.jan)).toContain("SUBSCRIPTION_CANCELLATION_UNDONE");
    const again = await graphql(jan.access_token, UNDO, { id: S.janWereldwijzer });
    expect(again.body.errors![0]!.extensions!.violations![0]!.code).toBe("NOT-CANCELLED");
  });

  it("cannot undo once the end date has come", async () => {
    await graphql(jan.access_token, CANCEL, { input: { subscriptionId: S.janDagkoerier } });
    moveClock(40 * 24 * 60 * 60);
    const later = await login("jan.jansen@example.nl");
    const late = await graphql(later.access_token, UNDO, { id: S.janDagkoerier });
    expect(late.body.errors![0]!.extensions!.violations![0]!.code).toBe("UNDO-TOO-LATE");
    expect((await stored(S.janDagkoerier))!.status).toBe("PENDING_CANCELLATION");
    resetClock();
    // Put the demo subscription back for the tests after this one.
    await db.prepare("UPDATE subscriptions SET status = 'ACTIVE', end_date = NULL WHERE id = ?").bind(S.janDagkoerier).run();
  });

  it("refuses someone else's subscription, a co-reader's, an ended one and a long comment, and stores nothing", async () => {
    const an = await graphql(jan.access_token, CANCEL, { input: { subscriptionId: S.anOchtendpost } });
    expect(an.body.errors![0]!.extensions).toMatchObject({ code: "NOT_FOUND", status: 404 });
    expect((await graphql(jan.access_token, TERMS, { id: S.anOchtendpost })).body.data!.cancellationTerms).toBeNull();
    const lisa = await login("lisa.jansen@example.nl");
    const coReader = await graphql(lisa.access_token, CANCEL, { input: { subscriptionId: S.janDagkoerier } });
    expect(coReader.body.errors![0]!.extensions).toMatchObject({ code: "NOT_FOUND" });
    const kees = await login("opgezegd@example.nl");
    const ended = await graphql(kees.access_token, CANCEL, { input: { subscriptionId: S.opgezegd } });
    expect(ended.body.errors![0]!.extensions!.violations![0]!.code).toBe("SUBSCRIPTION-ENDED");
    const long = await graphql(jan.access_token, CANCEL, { input: { subscriptionId: S.janWereldwijzer, comment: "a".repeat(501) } });
    expect(long.body.errors![0]!.extensions!.violations).toEqual([{ code: "TOO-LONG", field: "comment", message: "Toelichting mag maximaal 500 tekens bevatten." }]);
    expect(await stored(S.janWereldwijzer)).toEqual({ status: "ACTIVE", end_date: null });
    expect(await stored(S.anOchtendpost)).toMatchObject({ status: "ACTIVE" });
  });
});
