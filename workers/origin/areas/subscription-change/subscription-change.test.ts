import { afterEach, describe, expect, it } from "vitest";
import { DEMO } from "../../demo/demo";
import { activityTypes, db, graphql, login, outboxTo, resetClock, setTime } from "../../test/helpers";
import { applyDueChanges } from "./apply";

// Changing a subscription at the origin (issue 57) on a fixed day, Friday 11 December 2026: the catalog,
// the preview under the rules, the confirmed change once, the undo, and the hourly job that applies it.

const S = DEMO.subscriptions;
const A = DEMO.accounts;
const FRIDAY = "2026-12-11T09:00:00.000Z";

const OPTIONS = `query($id: ID!) { subscriptionChangeOptions(subscriptionId: $id) {
  changeable reason currentProductCode currentBillingPeriod currentPrice
  editions { productCode name includesDigital deliveryDays prices { billingPeriod price } }
  pending { id status productCode effectiveDate }
  withdrawable { id status productCode effectiveDate }
} }`;
const PREVIEW = `query($input: SubscriptionChangeInput!) { subscriptionChangePreview(input: $input) {
  productName billingPeriod price effectiveDate timing nextInvoiceDate nextInvoiceAmount settlement settlementDays withdrawalUntil undoableUntil keeps ends coReadersLosingAccess
} }`;
const CHANGE = `mutation($input: ChangeSubscriptionInput!) { changeSubscription(input: $input) { id status productCode billingPeriod price effectiveDate nextInvoiceAmount settlement undoableUntil withdrawalUntil } }`;
const UNDO = `mutation($id: ID!) { undoSubscriptionChange(changeId: $id) { id status undoneAt } }`;

afterEach(async () => {
  resetClock();
  await db.batch([
    db.prepare("DELETE FROM subscription_changes"),
    db.prepare("DELETE FROM holiday_suspensions WHERE change_id LIKE 'HS-test-%'"),
    db.prepare("DELETE FROM moving_house_moves WHERE id LIKE 'MV-test-%'"),
    db.prepare("UPDATE contract_phases SET end_date = NULL WHERE subscription_id = ? AND seq = 2").bind(S.janDagkoerier),
    db.prepare("UPDATE subscriptions SET status = 'ACTIVE', end_date = NULL WHERE id = ?").bind(S.janDagkoerier),
  ]);
});

/** A move planned after the change takes effect (its subscription rows go with the move: ON DELETE CASCADE). */
function plannedMove(accountId: string, subscriptionId: string, moveDate: string) {
  const id = `MV-test-${subscriptionId}`;
  return db.batch([
    db
      .prepare(
        `INSERT INTO moving_house_moves (id, account_id, move_date, status, street, house_number, zip_code, city, country_code, idempotency_key, created_at)
         VALUES (?, ?, ?, 'PLANNED', 'Oudegracht', '200', '3511 NR', 'Utrecht', 'NL', ?, '2026-12-01T10:00:00.000Z')`,
      )
      .bind(id, accountId, moveDate, id),
    db
      .prepare(
        `INSERT INTO moving_house_changes (id, account_id, subscription_id, move_date, status, street, house_number, zip_code, city, country_code, created_at, move_id, delivery)
         VALUES (?, ?, ?, ?, 'PLANNED', 'Oudegracht', '200', '3511 NR', 'Utrecht', 'NL', '2026-12-01T10:00:00.000Z', ?, 'ADDRESS')`,
      )
      .bind(`${id}-${subscriptionId}`, accountId, subscriptionId, moveDate, id),
  ]);
}

/** A holiday stop over Christmas, planned on the test's day whatever day the seed was made. */
function plannedHoliday(accountId: string, subscriptionId: string) {
  return db
    .prepare(
      `INSERT INTO holiday_suspensions (change_id, account_id, subscription_id, start_date, end_date, status, created_at)
       VALUES (?, ?, ?, '2026-12-24', '2027-01-03', 'PLANNED', '2026-12-01T10:00:00.000Z')`,
    )
    .bind(`HS-test-${subscriptionId}`, accountId, subscriptionId)
    .run();
}

async function on(moment: string, email: string) {
  setTime(moment);
  return (await login(email)).access_token;
}

function messageOf(body: { errors?: Array<{ extensions?: Record<string, any> }> }): string | undefined {
  return body.errors?.[0]?.extensions?.violations?.[0]?.message;
}

function errorOf(body: { errors?: Array<{ extensions?: Record<string, any> }> }) {
  const extensions = body.errors?.[0]?.extensions;
  return { status: extensions?.status, code: extensions?.violations?.[0]?.code };
}

describe("subscriptionChangeOptions", () => {
  it("offers De Dagkoerier's catalog with a price per billing period, and Jan's current terms", async () => {
    const token = await on(FRIDAY, "jan.jansen@example.nl");
    const { subscriptionChangeOptions: options } = (await graphql(token, OPTIONS, { id: S.janDagkoerier })).body.data!;
    expect(options).toMatchObject({ changeable: true, reason: null, currentProductCode: "DK-KRANT-6", currentBillingPeriod: "MONTH", currentPrice: 45.99, pending: null });
    expect(options.editions.map((edition: { productCode: string }) => edition.productCode)).toEqual(["DK-ZATERDAG", "DK-DIGITAAL", "DK-KRANT-6", "DK-KRANT-6-DIGITAAL"]);
    expect(options.editions[0]).toMatchObject({ name: "Zaterdagkrant", deliveryDays: ["SATURDAY"], includesDigital: false, prices: [{ billingPeriod: "MONTH", price: 14.5 }, { billingPeriod: "QUARTER", price: 42.5 }, { billingPeriod: "YEAR", price: 159 }] });
  });

  it("says why an account brand cannot change, and treats another account's subscription as unknown", async () => {
    const an = await on(FRIDAY, "an.peeters@example.be");
    const { subscriptionChangeOptions: zendernet } = (await graphql(an, OPTIONS, { id: S.anZendernet })).body.data!;
    expect(zendernet).toMatchObject({ changeable: false, reason: "Voor dit abonnement is er niets anders om naar over te stappen." });
    expect(errorOf((await graphql(an, OPTIONS, { id: S.janDagkoerier })).body).status).toBe(404);
  });
});

describe("subscriptionChangePreview", () => {
  it("6 days → weekend: the first Saturday after the lead time, the new price, and the next invoice's credit to the cent", async () => {
    const token = await on(FRIDAY, "jan.jansen@example.nl");
    await plannedHoliday(A.jan, S.janDagkoerier);
    const { subscriptionChangePreview: preview } = (await graphql(token, PREVIEW, { input: { subscriptionId: S.janDagkoerier, productCode: "DK-ZATERDAG", billingPeriod: "MONTH" } })).body.data!;
    expect(preview).toMatchObject({
      productName: "Zaterdagkrant",
      price: 14.5,
      effectiveDate: "2026-12-19",
      timing: "LEAD_TIME",
      nextInvoiceDate: "2027-01-01",
      settlement: -13.21,
      settlementDays: 13,
      nextInvoiceAmount: 1.29,
      withdrawalUntil: null,
      undoableUntil: "2026-12-18",
      coReadersLosingAccess: 1,
    });
    // Lisa reads along with Jan's paper: the weekend paper has no digital access.
    expect(preview.ends.join(" ")).toContain("De meelezer van dit abonnement kan vanaf zaterdag 19 december niet meer meelezen");
    expect(preview.ends.join(" ")).toContain("nieuwe bezorgdagen");
    // What is planned goes on: Jan's holiday stop holds for the new edition.
    expect(preview.keeps).toContain("Uw geplande vakantie blijft staan en geldt ook voor de nieuwe editie.");
  });

  it("a planned move goes on with the new edition, and its date is said with the year", async () => {
    const token = await on(FRIDAY, "jan.jansen@example.nl");
    await plannedMove(A.jan, S.janDagkoerier, "2027-01-08");
    const { subscriptionChangePreview: preview } = (await graphql(token, PREVIEW, { input: { subscriptionId: S.janDagkoerier, productCode: "DK-ZATERDAG", billingPeriod: "MONTH" } })).body.data!;
    expect(preview.effectiveDate).toBe("2026-12-19");
    expect(preview.keeps).toContain("Uw verhuizing op 8 januari 2027 gaat gewoon door.");
    // Nothing of the move is changed by previewing or by the change itself.
    await graphql(token, CHANGE, { input: { subscriptionId: S.janDagkoerier, productCode: "DK-ZATERDAG", billingPeriod: "MONTH", expectedPriceCents: 1450, expectedEffectiveDate: "2026-12-19", idempotencyKey: "change-key-move" } });
    const move = await db.prepare("SELECT status, move_date FROM moving_house_changes WHERE subscription_id = ? AND status = 'PLANNED'").bind(S.janDagkoerier).first();
    expect(move).toEqual({ status: "PLANNED", move_date: "2027-01-08" });
  });

  it("never inside a fixed term: the edition and the billing period both wait for the day after it", async () => {
    const token = await on(FRIDAY, "jan.jansen@example.nl");
    // Jan's running phase gets a fixed term until the end of February (a welcome offer, say).
    await db.prepare("UPDATE contract_phases SET end_date = '2027-02-28' WHERE subscription_id = ? AND seq = 2").bind(S.janDagkoerier).run();
    const preview = async (productCode: string, billingPeriod: string) =>
      (await graphql(token, PREVIEW, { input: { subscriptionId: S.janDagkoerier, productCode, billingPeriod } })).body.data!.subscriptionChangePreview;
    // The weekend paper: the first Saturday after the term (1 March 2027 is a Monday).
    expect(await preview("DK-ZATERDAG", "MONTH")).toMatchObject({ effectiveDate: "2027-03-06", timing: "MINIMUM_TERM" });
    // A yearly bill: the day after the term, which is a delivery day of the six-day paper.
    expect(await preview("DK-KRANT-6", "YEAR")).toMatchObject({ effectiveDate: "2027-03-01", timing: "MINIMUM_TERM", nextInvoiceDate: "2027-03-01", nextInvoiceAmount: 499 });
    // A confirmation that names an earlier day (inside the term) is refused: the preview's day stands.
    const early = await graphql(token, CHANGE, { input: { subscriptionId: S.janDagkoerier, productCode: "DK-ZATERDAG", billingPeriod: "MONTH", expectedPriceCents: 1450, expectedEffectiveDate: "2026-12-19", idempotencyKey: "change-key-term" } });
    expect(errorOf(early.body)).toEqual({ status: 409, code: "PREVIEW-CHANGED" });
  });

  it("monthly → yearly: from the next period, the whole year's price on that invoice", async () => {
    const token = await on(FRIDAY, "jan.jansen@example.nl");
    const { subscriptionChangePreview: preview } = (await graphql(token, PREVIEW, { input: { subscriptionId: S.janDagkoerier, productCode: "DK-KRANT-6", billingPeriod: "YEAR" } })).body.data!;
    expect(preview).toMatchObject({ price: 499, effectiveDate: "2027-01-01", timing: "NEXT_PERIOD", nextInvoiceDate: "2027-01-01", nextInvoiceAmount: 499, settlement: 0, coReadersLosingAccess: 0 });
  });

  it("adding digital is a paid addition: 14 days to withdraw; An keeps her co-reader on digital only, in Belgian words", async () => {
    const jan = await on(FRIDAY, "jan.jansen@example.nl");
    const combi = (await graphql(jan, PREVIEW, { input: { subscriptionId: S.janDagkoerier, productCode: "DK-KRANT-6-DIGITAAL", billingPeriod: "MONTH" } })).body.data!.subscriptionChangePreview;
    expect(combi).toMatchObject({ effectiveDate: "2026-12-16", withdrawalUntil: "2026-12-25", undoableUntil: "2026-12-25" });
    const an = await on(FRIDAY, "an.peeters@example.be");
    await plannedHoliday(A.an, S.anOchtendpost);
    const digital = (await graphql(an, PREVIEW, { input: { subscriptionId: S.anOchtendpost, productCode: "OP-DIGITAAL", billingPeriod: "MONTH" } })).body.data!.subscriptionChangePreview;
    expect(digital).toMatchObject({ effectiveDate: "2026-12-16", coReadersLosingAccess: 0, withdrawalUntil: null });
    expect(digital.ends.join(" ")).toContain("De krant op papier stopt na dinsdag 15 december.");
    // Her co-reader reads on (the new edition is digital), and her planned holiday stop is no longer needed.
    expect(digital.keeps).toContain("Uw meelezer leest gewoon mee.");
    expect(digital.keeps.join(" ")).toContain("vakantiestop is met alleen digitaal lezen niet meer nodig");
    const paper = (await graphql(an, PREVIEW, { input: { subscriptionId: S.anOchtendpost, productCode: "OP-KRANT-6", billingPeriod: "MONTH" } })).body.data!.subscriptionChangePreview;
    expect(paper.coReadersLosingAccess).toBe(1);
  });

  it("refuses what the brand does not sell, no change at all, and an ended subscription", async () => {
    const jan = await on(FRIDAY, "jan.jansen@example.nl");
    const preview = (productCode: string, billingPeriod = "MONTH", subscriptionId: string = S.janDagkoerier) =>
      graphql(jan, PREVIEW, { input: { subscriptionId, productCode, billingPeriod } });
    expect(errorOf((await preview("WW-DIGITAAL")).body)).toEqual({ status: 400, code: "NOT-IN-CATALOG" });
    expect(errorOf((await preview("DK-KRANT-6")).body)).toEqual({ status: 400, code: "NO-CHANGE" });
    const kees = await on(FRIDAY, "opgezegd@example.nl");
    expect(errorOf((await graphql(kees, PREVIEW, { input: { subscriptionId: S.opgezegd, productCode: "DK-ZATERDAG", billingPeriod: "MONTH" } })).body)).toEqual({ status: 409, code: "NOT-CHANGEABLE" });
  });
});

describe("changeSubscription and its undo", () => {
  const input = (key: string, extra: Record<string, unknown> = {}) => ({
    input: { subscriptionId: S.janDagkoerier, productCode: "DK-ZATERDAG", billingPeriod: "MONTH", expectedPriceCents: 1450, expectedEffectiveDate: "2026-12-19", idempotencyKey: key, ...extra },
  });

  it("confirms once as previewed, e-mails the new terms, allows no second pending change, and undoes it", async () => {
    const jan = await on(FRIDAY, "jan.jansen@example.nl");
    const mails = (await outboxTo("jan.jansen@example.nl")).length;
    const first = (await graphql(jan, CHANGE, input("change-key-0001"))).body.data!.changeSubscription;
    expect(first).toMatchObject({ status: "PENDING", productCode: "DK-ZATERDAG", effectiveDate: "2026-12-19", nextInvoiceAmount: 1.29, undoableUntil: "2026-12-18" });
    expect((await graphql(jan, CHANGE, input("change-key-0001"))).body.data!.changeSubscription.id).toBe(first.id);
    const outbox = await outboxTo("jan.jansen@example.nl");
    expect(outbox.length).toBe(mails + 1);
    expect(outbox[0]!.subject).toBe("Bevestiging: uw abonnement op De Dagkoerier wijzigt op 19 december 2026");
    expect(outbox[0]!.body.replace(/\u00a0/g, " ")).toContain("wijzigt op zaterdag 19 december 2026 naar Zaterdagkrant, € 14,50 per maand");
    // When it was received, to the minute (the clock is Friday 09:00 UTC: 10:00 in Amsterdam).
    expect(outbox[0]!.body).toContain("Wij hebben uw wijziging ontvangen op 11 december 2026 om 10:00.");
    expect(await activityTypes(A.jan)).toContain("SUBSCRIPTION_CHANGED");
    expect(errorOf((await graphql(jan, CHANGE, input("change-key-0002", { productCode: "DK-DIGITAAL", expectedPriceCents: 1799, expectedEffectiveDate: "2026-12-16" }))).body)).toEqual({ status: 409, code: "CHANGE-PENDING" });
    const options = (await graphql(jan, OPTIONS, { id: S.janDagkoerier })).body.data!.subscriptionChangeOptions;
    expect(options.pending).toMatchObject({ id: first.id, status: "PENDING" });
    // The subscription says it too (the card on /abonnementen), to its owner only: Lisa reads along and sees none.
    const CARDS = `{ linkedSubscriptions { subscription { id pendingChange { id productName effectiveDate } } } }`;
    const cards = (await graphql(jan, CARDS)).body.data!.linkedSubscriptions.map((linked: any) => linked.subscription);
    expect(cards.find((card: any) => card.id === S.janDagkoerier).pendingChange).toEqual({ id: first.id, productName: "Zaterdagkrant", effectiveDate: "2026-12-19" });
    expect(cards.find((card: any) => card.id === S.janWereldwijzer).pendingChange).toBeNull();
    const lisa = await on(FRIDAY, "lisa.jansen@example.nl");
    const shared = (await graphql(lisa, CARDS)).body.data!.linkedSubscriptions.map((linked: any) => linked.subscription);
    expect(shared.find((card: any) => card.id === S.janDagkoerier).pendingChange).toBeNull();
    const undone = (await graphql(jan, UNDO, { id: first.id })).body.data!.undoSubscriptionChange;
    expect(undone.status).toBe("UNDONE");
    expect(await activityTypes(A.jan)).toContain("SUBSCRIPTION_CHANGE_UNDONE");
    expect((await outboxTo("jan.jansen@example.nl"))[0]!.subject).toBe("Uw abonnement op De Dagkoerier blijft zoals het was");
    // Undone: another change may be made.
    expect((await graphql(jan, CHANGE, input("change-key-0003"))).body.data!.changeSubscription.status).toBe("PENDING");
  });

  it("refuses a tampered price or date, someone else's subscription, and an undo after the change took effect", async () => {
    const jan = await on(FRIDAY, "jan.jansen@example.nl");
    expect(errorOf((await graphql(jan, CHANGE, input("change-key-0010", { expectedPriceCents: 100 }))).body)).toEqual({ status: 409, code: "PREVIEW-CHANGED" });
    expect(errorOf((await graphql(jan, CHANGE, input("change-key-0011", { expectedEffectiveDate: "2026-12-12" }))).body)).toEqual({ status: 409, code: "PREVIEW-CHANGED" });
    const an = await on(FRIDAY, "an.peeters@example.be");
    expect(errorOf((await graphql(an, CHANGE, input("change-key-0012"))).body).status).toBe(404);
    const jan2 = await on(FRIDAY, "jan.jansen@example.nl");
    const change = (await graphql(jan2, CHANGE, input("change-key-0013"))).body.data!.changeSubscription;
    const late = await on("2026-12-19T09:00:00.000Z", "jan.jansen@example.nl");
    expect(errorOf((await graphql(late, UNDO, { id: change.id })).body)).toEqual({ status: 409, code: "UNDO-TOO-LATE" });
  });
});

describe("the hourly job", () => {
  it("puts a due change on the subscription: the product, the contract phase, and co-readers end without digital", async () => {
    const an = await on(FRIDAY, "an.peeters@example.be");
    const preview = (await graphql(an, PREVIEW, { input: { subscriptionId: S.anOchtendpost, productCode: "OP-KRANT-6", billingPeriod: "MONTH" } })).body.data!.subscriptionChangePreview;
    await graphql(an, CHANGE, {
      input: { subscriptionId: S.anOchtendpost, productCode: "OP-KRANT-6", billingPeriod: "MONTH", expectedPriceCents: 3695, expectedEffectiveDate: preview.effectiveDate, idempotencyKey: "change-key-0020" },
    });
    expect(await applyDueChanges(db, "2026-12-15", "2026-12-15T03:00:00.000Z")).toBe(0);
    expect(await applyDueChanges(db, preview.effectiveDate, `${preview.effectiveDate}T03:00:00.000Z`)).toBe(1);
    expect(await applyDueChanges(db, preview.effectiveDate, `${preview.effectiveDate}T04:00:00.000Z`)).toBe(0);
    const subscription = await db.prepare("SELECT product_code, sub_title FROM subscriptions WHERE id = ?").bind(S.anOchtendpost).first();
    expect(subscription).toEqual({ product_code: "OP-KRANT-6", sub_title: "Krant 6 dagen" });
    const { results: phases } = await db.prepare("SELECT start_date, end_date, price_cents FROM contract_phases WHERE subscription_id = ? ORDER BY seq").bind(S.anOchtendpost).all();
    expect(phases.slice(-2)).toEqual([
      { start_date: "2021-06-01", end_date: "2026-12-15", price_cents: 3995 },
      { start_date: "2026-12-16", end_date: null, price_cents: 3695 },
    ]);
    const readers = await db.prepare("SELECT COUNT(*) AS n FROM co_readers WHERE subscription_id = ? AND revoked_at IS NULL").bind(S.anOchtendpost).first<{ n: number }>();
    expect(readers!.n).toBe(0);
  });

  it("lets a change lapse when the subscription ends before its day, and keeps it while a cancellation may still be undone", async () => {
    const jan = await on(FRIDAY, "jan.jansen@example.nl");
    const change = (await graphql(jan, CHANGE, { input: { subscriptionId: S.janDagkoerier, productCode: "DK-ZATERDAG", billingPeriod: "MONTH", expectedPriceCents: 1450, expectedEffectiveDate: "2026-12-19", idempotencyKey: "change-key-0030" } })).body.data!.changeSubscription;
    // Jan cancels afterwards, to end on 17 December: the change would come after the end, so nobody is told it is coming.
    await db.prepare("UPDATE subscriptions SET status = 'PENDING_CANCELLATION', end_date = '2026-12-17' WHERE id = ?").bind(S.janDagkoerier).run();
    const CARD = `{ linkedSubscriptions { subscription { id pendingChange { id } } } }`;
    const pendingOnCard = async () => (await graphql(jan, CARD)).body.data!.linkedSubscriptions.find((linked: any) => linked.subscription.id === S.janDagkoerier).subscription.pendingChange;
    expect(await pendingOnCard()).toBeNull();
    // The cancellation undone: the change is back, as confirmed.
    await db.prepare("UPDATE subscriptions SET status = 'ACTIVE', end_date = NULL WHERE id = ?").bind(S.janDagkoerier).run();
    expect(await pendingOnCard()).toEqual({ id: change.id });
    // Cancelled again and ended: on its day the job lets the change lapse; the ended subscription gets no new product or phase.
    await db.prepare("UPDATE subscriptions SET status = 'CANCELLED', end_date = '2026-12-17' WHERE id = ?").bind(S.janDagkoerier).run();
    const phases = async () => (await db.prepare("SELECT COUNT(*) AS n FROM contract_phases WHERE subscription_id = ?").bind(S.janDagkoerier).first<{ n: number }>())!.n;
    const before = await phases();
    expect(await applyDueChanges(db, "2026-12-19", "2026-12-19T03:00:00.000Z")).toBe(0);
    expect(await db.prepare("SELECT status FROM subscription_changes WHERE id = ?").bind(change.id).first()).toEqual({ status: "UNDONE" });
    expect(await db.prepare("SELECT product_code FROM subscriptions WHERE id = ?").bind(S.janDagkoerier).first()).toEqual({ product_code: "DK-KRANT-6" });
    expect(await phases()).toBe(before);
  });

  it("refuses a change that would come after the subscription's end", async () => {
    const jan = await on(FRIDAY, "jan.jansen@example.nl");
    await db.prepare("UPDATE subscriptions SET end_date = '2026-12-31' WHERE id = ?").bind(S.janDagkoerier).run();
    const yearly = await graphql(jan, PREVIEW, { input: { subscriptionId: S.janDagkoerier, productCode: "DK-KRANT-6", billingPeriod: "YEAR" } });
    expect(errorOf(yearly.body)).toEqual({ status: 409, code: "NOT-CHANGEABLE" });
    expect(messageOf(yearly.body)).toBe("Dit abonnement loopt af op 31 december 2026, voordat de wijziging zou ingaan.");
  });

  it("withdraws a change that added a paid product after it took effect, inside its 14 days: the subscription back as it was", async () => {
    const sanne = await on(FRIDAY, "digitaal@example.nl");
    const choice = { subscriptionId: S.digitaal, productCode: "DK-ZATERDAG", billingPeriod: "MONTH" };
    const preview = (await graphql(sanne, PREVIEW, { input: choice })).body.data!.subscriptionChangePreview;
    // Digital only → the Saturday paper adds paper (a paid product): 14 days to withdraw, from the day it was confirmed.
    expect(preview).toMatchObject({ effectiveDate: "2026-12-19", withdrawalUntil: "2026-12-25" });
    await db.prepare("INSERT INTO co_readers (id, subscription_id, owner_account_id, co_reader_account_id, created_at) VALUES ('cr-test-sanne', ?, ?, ?, '2026-11-01T10:00:00.000Z')").bind(S.digitaal, A.digitaal, A.geenAbonnement).run();
    const change = (await graphql(sanne, CHANGE, { input: { ...choice, expectedPriceCents: 1450, expectedEffectiveDate: "2026-12-19", idempotencyKey: "change-key-0040" } })).body.data!.changeSubscription;
    expect(await applyDueChanges(db, "2026-12-19", "2026-12-19T03:00:00.000Z")).toBe(1);
    const state = async () => ({
      product: (await db.prepare("SELECT product_code, sub_title FROM subscriptions WHERE id = ?").bind(S.digitaal).first())!,
      phases: (await db.prepare("SELECT seq, start_date, end_date, price_cents FROM contract_phases WHERE subscription_id = ? ORDER BY seq").bind(S.digitaal).all()).results,
      coReaderRevoked: (await db.prepare("SELECT revoked_at FROM co_readers WHERE id = 'cr-test-sanne'").first<{ revoked_at: string | null }>())!.revoked_at,
    });
    expect(await state()).toEqual({
      product: { product_code: "DK-ZATERDAG", sub_title: "Zaterdagkrant" },
      phases: [
        { seq: 1, start_date: "2024-09-01", end_date: "2026-12-18", price_cents: 1799 },
        { seq: 2, start_date: "2026-12-19", end_date: null, price_cents: 1450 },
      ],
      coReaderRevoked: "2026-12-19T03:00:00.000Z",
    });
    // In effect, within the window: the page offers the withdrawal, and no other change meanwhile.
    const later = await on("2026-12-21T09:00:00.000Z", "digitaal@example.nl");
    const options = (await graphql(later, OPTIONS, { id: S.digitaal })).body.data!.subscriptionChangeOptions;
    expect(options.pending).toBeNull();
    expect(options.withdrawable).toMatchObject({ id: change.id, status: "APPLIED" });
    const another = await graphql(later, PREVIEW, { input: { ...choice, productCode: "DK-DIGITAAL", billingPeriod: "YEAR" } });
    expect(errorOf(another.body)).toEqual({ status: 409, code: "CHANGE-PENDING" });
    expect(messageOf(another.body)).toContain("tot en met 25 december 2026 herroepen");
    // After the window, too late; inside it, the subscription goes back exactly as it was.
    const tooLate = await on("2026-12-26T09:00:00.000Z", "digitaal@example.nl");
    expect(errorOf((await graphql(tooLate, UNDO, { id: change.id })).body)).toEqual({ status: 409, code: "UNDO-TOO-LATE" });
    const inTime = await on("2026-12-21T09:00:00.000Z", "digitaal@example.nl");
    expect((await graphql(inTime, UNDO, { id: change.id })).body.data!.undoSubscriptionChange.status).toBe("UNDONE");
    expect(await state()).toEqual({
      product: { product_code: "DK-DIGITAAL", sub_title: "Digitaal" },
      phases: [{ seq: 1, start_date: "2024-09-01", end_date: null, price_cents: 1799 }],
      coReaderRevoked: null,
    });
    const mail = (await outboxTo("digitaal@example.nl"))[0]!;
    expect(mail.subject).toBe("Uw abonnement op De Dagkoerier blijft zoals het was");
    expect(mail.body).toContain("herroepen. Uw abonnement is weer zoals het was voor 19 december 2026.");
    // Twice is once.
    expect((await graphql(inTime, UNDO, { id: change.id })).body.data!.undoSubscriptionChange.status).toBe("UNDONE");
    expect((await state()).phases).toHaveLength(1);
  });
});
