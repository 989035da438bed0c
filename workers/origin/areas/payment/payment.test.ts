import { beforeAll, describe, expect, it } from "vitest";
import { DEMO } from "../../demo/demo";
import { activityTypes, db, graphql, login, type Tokens } from "../../test/helpers";

// changePaymentToDirectDebit: the owner's subscription only, an IBAN of the brand's country, a
// mandate, and one change per idempotency key.

const CHANGE = `mutation($input: ChangePaymentToDirectDebitInput!) {
  changePaymentToDirectDebit(input: $input) { subscriptionId subscription { paymentOption { method maskedIban accountHolder } } }
}`;

let sanne: Tokens;
let an: Tokens;
let fatima: Tokens;

beforeAll(async () => {
  sanne = await login("digitaal@example.nl");
  an = await login("an.peeters@example.be");
  fatima = await login("betaalprobleem@example.nl");
});

const input = (overrides: Record<string, unknown> = {}) => ({
  subscriptionId: DEMO.subscriptions.digitaal,
  iban: "NL91 ABNA 0417 1643 00",
  accountHolder: "S. de Vries",
  mandateAccepted: true,
  idempotencyKey: `key-${crypto.randomUUID()}`,
  ...overrides,
});

async function stored(id: string) {
  return db.prepare("SELECT payment_method, iban, account_holder, card_last4 FROM subscriptions WHERE id = ?").bind(id).first();
}

describe("changePaymentToDirectDebit", () => {
  it("refuses a bad IBAN, a foreign IBAN, an empty holder and a missing mandate, with a violation per field, and stores nothing", async () => {
    const before = await stored(DEMO.subscriptions.digitaal);
    const bad = await graphql(sanne.access_token, CHANGE, { input: input({ iban: "NL91ABNA0417164301", accountHolder: " ", mandateAccepted: false }) });
    expect(bad.body.errors?.[0]?.extensions?.violations?.map((v) => [v.code, v.field])).toEqual([
      ["INVALID-IBAN", "iban"],
      ["REQUIRED", "accountHolder"],
      ["MANDATE-REQUIRED", "mandateAccepted"],
    ]);
    const foreign = await graphql(sanne.access_token, CHANGE, { input: input({ iban: "BE68539007547034" }) });
    expect(foreign.body.errors?.[0]?.extensions?.violations).toEqual([
      { code: "IBAN-COUNTRY-MISMATCH", field: "iban", message: expect.stringContaining("Nederlands rekeningnummer") },
    ]);
    expect(await stored(DEMO.subscriptions.digitaal)).toEqual(before);
  });

  it("changes a credit card to a Dutch direct debit once per key, with one event", async () => {
    const first = input();
    const changed = await graphql(sanne.access_token, CHANGE, { input: first });
    expect(changed.body.data!.changePaymentToDirectDebit.subscription.paymentOption).toEqual({
      method: "DIRECT_DEBIT_NL",
      maskedIban: "NL** **** **** **43 00",
      accountHolder: "S. de Vries",
    });
    expect(await stored(DEMO.subscriptions.digitaal)).toEqual({ payment_method: "DIRECT_DEBIT_NL", iban: "NL91ABNA0417164300", account_holder: "S. de Vries", card_last4: null });
    const events = (await activityTypes(DEMO.accounts.digitaal)).filter((type) => type === "PAYMENT_METHOD_CHANGED").length;
    // A double submit: the same key changes nothing and writes no second event.
    const again = await graphql(sanne.access_token, CHANGE, { input: { ...first, accountHolder: "Iemand anders" } });
    expect(again.body.data!.changePaymentToDirectDebit.subscription.paymentOption.accountHolder).toBe("S. de Vries");
    expect((await activityTypes(DEMO.accounts.digitaal)).filter((type) => type === "PAYMENT_METHOD_CHANGED").length).toBe(events);
  });

  it("needs a Belgian IBAN for a Belgian brand", async () => {
    const wrong = await graphql(an.access_token, CHANGE, { input: input({ subscriptionId: DEMO.subscriptions.anOchtendpost, iban: "NL91ABNA0417164300", accountHolder: "A. Peeters" }) });
    expect(wrong.body.errors?.[0]?.extensions?.violations?.[0]).toMatchObject({ code: "IBAN-COUNTRY-MISMATCH", message: expect.stringContaining("Belgisch") });
    const right = await graphql(an.access_token, CHANGE, { input: input({ subscriptionId: DEMO.subscriptions.anOchtendpost, iban: "BE71 0961 2345 6769", accountHolder: "A. Peeters" }) });
    expect(right.body.data!.changePaymentToDirectDebit.subscription.paymentOption.method).toBe("DIRECT_DEBIT_BE");
  });

  it("treats someone else's subscription like an unknown one and changes nothing", async () => {
    const before = await stored(DEMO.subscriptions.janDagkoerier);
    const foreign = await graphql(fatima.access_token, CHANGE, { input: input({ subscriptionId: DEMO.subscriptions.janDagkoerier }) });
    expect(foreign.body.errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
    expect(await stored(DEMO.subscriptions.janDagkoerier)).toEqual(before);
  });
});
