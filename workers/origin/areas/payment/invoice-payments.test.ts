import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { isoIn } from "../../calendar/time";
import { DEMO } from "../../demo/demo";
import { activityTypes, BASE, call, callWithEnv, db, form, graphql, login, outboxTo, resetClock, type Tokens } from "../../test/helpers";

// Paying open invoices on the hosted payment page (issue 56): the amount is fixed by the origin, the
// methods follow the seller's country, one approval pays every invoice at once and only once, a pending
// payment holds the invoices until it settles, and nothing is ever paid twice.

const START = `mutation($input: PayInvoicesInput!) {
  payInvoices(input: $input) {
    reference method status amount country paymentUrl failureReason invoices { id status paymentPending payable }
    directDebitOffers { subscriptionId brandId title }
  }
}`;
const READ = `query($ref: String!) {
  invoicePayment(reference: $ref) { status failureReason amount directDebitOffers { subscriptionId brandId } invoices { id status paidWith } }
}`;
const INVOICES = `{
  invoices { items { id status paidAt paidWith failureReason paymentPending payable paymentInstruction } }
  openBalances { country amount invoiceIds overdueAmount overdueSince paymentFailed failureReason }
}`;
const SUBSCRIPTION = `query($id: ID!) { subscription(id: $id) { paymentStatus } }`;
const RETURN_URL = "http://dagkoerier.localhost:8787/facturen/betalen/status";
const BE_RETURN_URL = "http://ochtendpost.localhost:8787/facturen/betalen/status";
const A = DEMO.accounts;
const S = DEMO.subscriptions;
const OVERDUE = "inv-dk-fatima-2026-10";
const OPEN = "inv-dk-fatima-2026-11";
const AN_OPEN = "inv-op-an-2026-11";
const JAN_OPEN = "inv-dk-jan-2026-11";

let fatima: Tokens;
let an: Tokens;
let jan: Tokens;

beforeAll(async () => {
  fatima = await login("betaalprobleem@example.nl");
  an = await login("an.peeters@example.be");
  jan = await login("jan.jansen@example.nl");
});

// Every test starts from the seeded state of these invoices.
beforeEach(async () => {
  resetClock();
  await db.batch([
    db.prepare("DELETE FROM hosted_payments WHERE purpose = 'INVOICES'"),
    db.prepare("UPDATE invoices SET status = 'OVERDUE', paid_at = NULL, paid_method = NULL, failure_reason = 'INSUFFICIENT_FUNDS' WHERE id = ?").bind(OVERDUE),
    db.prepare("UPDATE invoices SET status = 'OPEN', paid_at = NULL, paid_method = NULL, failure_reason = NULL WHERE id IN (?, ?)").bind(OPEN, AN_OPEN),
    db.prepare("UPDATE subscriptions SET payment_status = 'FAILED' WHERE id = ?").bind(S.betaalprobleem),
    db.prepare("UPDATE invoices SET status = 'OPEN', failure_reason = NULL WHERE id = ?").bind(JAN_OPEN),
    db.prepare("UPDATE subscriptions SET payment_status = 'OK' WHERE id = ?").bind(S.janDagkoerier),
  ]);
});

interface Started {
  reference: string;
  status: string;
  amount: number;
  paymentUrl: string | null;
  invoices: { id: string; status: string }[];
}

function input(invoiceIds: string[], method: string, expectedAmountCents: number, key = `key-${crypto.randomUUID()}`, returnUrl = RETURN_URL) {
  return { input: { invoiceIds, method, expectedAmountCents, returnUrl, idempotencyKey: key } };
}

async function start(tokens: Tokens, ...args: Parameters<typeof input>): Promise<Started> {
  const { body } = await graphql(tokens.access_token, START, input(...args));
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data!.payInvoices as Started;
}

async function refusal(tokens: Tokens, ...args: Parameters<typeof input>) {
  const { body } = await graphql(tokens.access_token, START, input(...args));
  const extensions = body.errors?.[0]?.extensions;
  return { status: extensions?.status, code: extensions?.code, message: body.errors?.[0]?.message, violations: extensions?.violations };
}

const pagePath = (started: Pick<Started, "paymentUrl">) => new URL(started.paymentUrl!).pathname;

function choose(path: string, choice: string) {
  const { body, headers } = form({ choice });
  return call(path, { method: "POST", body, headers: { ...headers, origin: BASE } });
}

const overview = async (tokens: Tokens) => (await graphql(tokens.access_token, INVOICES)).body.data!;
const invoice = async (tokens: Tokens, id: string) => (await overview(tokens)).invoices.items.find((item: { id: string }) => item.id === id);
const paymentStatus = async (tokens: Tokens) => (await graphql(tokens.access_token, SUBSCRIPTION, { id: S.betaalprobleem })).body.data!.subscription.paymentStatus;

describe("openBalances", () => {
  it("names what Fatima owes: both open invoices, of which one overdue since its due date, and the failed debit's reason", async () => {
    const { openBalances } = await overview(fatima);
    expect(openBalances).toEqual([
      { country: "nl", amount: 29, invoiceIds: [OVERDUE, OPEN], overdueAmount: 14.5, overdueSince: "2026-10-15", paymentFailed: true, failureReason: "INSUFFICIENT_FUNDS" },
    ]);
    const overdue = await invoice(fatima, OVERDUE);
    expect(overdue).toMatchObject({ status: "OVERDUE", failureReason: "INSUFFICIENT_FUNDS", payable: true, paymentPending: false });
    expect(overdue.paymentInstruction).toContain("De automatische incasso van dit bedrag is niet gelukt: er stond niet genoeg geld op uw rekening.");
    expect(overdue.paymentInstruction).toContain("Betaal nu met iDEAL of creditcard via Nu betalen in Mijn Omgeving");
  });

  it("is empty for a subscriber who owes nothing; a paid invoice says how and when it was paid", async () => {
    expect((await overview(jan)).openBalances.filter((balance: { country: string }) => balance.country === "nl").map((b: { amount: number }) => b.amount)).toEqual([44.22]);
    const sanne = await login("digitaal@example.nl");
    const { invoices, openBalances } = await overview(sanne);
    expect(openBalances).toEqual([]);
    const paid = invoices.items.find((item: { status: string }) => item.status === "PAID");
    expect(paid.paidWith).toBe("CREDIT_CARD");
    expect(paid.paymentInstruction.replace(/\u00a0/g, " ")).toMatch(/^Betaald op \d+ \w+ 2026 met creditcard\.$/);
  });
});

describe("payInvoices", () => {
  it("iDEAL for a Dutch seller: OPEN with the origin's amount and its payment page; nothing paid yet", async () => {
    const started = await start(fatima, [OVERDUE], "IDEAL", 1450);
    expect(started).toMatchObject({ method: "IDEAL", status: "OPEN", amount: 14.5, country: "nl" });
    expect(started.reference).toMatch(/^ip_[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/);
    const page = await call(pagePath(started));
    const html = await page.text();
    expect(html).toContain("U betaalt <strong>€");
    expect(html).toContain("met <strong>iDEAL</strong> voor factuur DK202610700500");
    expect((await invoice(fatima, OVERDUE)).status).toBe("OVERDUE");
  });

  it("approve pays every invoice in one step, clears the failed status, writes the activity and a receipt, once", async () => {
    const mails = (await outboxTo("betaalprobleem@example.nl")).length;
    const started = await start(fatima, [OVERDUE, OPEN], "IDEAL", 2900);
    const approved = await choose(pagePath(started), "approve");
    expect(approved.status).toBe(303);
    expect(approved.headers.get("location")).toBe(`${RETURN_URL}/success?ref=${encodeURIComponent(started.reference)}`);
    const { invoices, openBalances } = await overview(fatima);
    for (const id of [OVERDUE, OPEN]) {
      expect(invoices.items.find((item: { id: string }) => item.id === id)).toMatchObject({ status: "PAID", paidWith: "IDEAL", payable: false });
    }
    expect(openBalances).toEqual([]);
    expect(await paymentStatus(fatima)).toBe("OK");
    const outbox = await outboxTo("betaalprobleem@example.nl");
    expect(outbox.length).toBe(mails + 1);
    expect(outbox[0]!.subject.replace(/\u00a0/g, " ")).toBe("Betalingsbewijs: € 29,00 ontvangen");
    expect(outbox[0]!.body).toContain("DK202610700500");
    expect(outbox[0]!.body).toContain("DK202611700500");
    expect((await activityTypes(A.betaalprobleem)).filter((type) => type === "INVOICES_PAID")).toHaveLength(1);
    // The failed debit is offered a new mandate.
    const read = (await graphql(fatima.access_token, READ, { ref: started.reference })).body.data!.invoicePayment;
    expect(read).toMatchObject({ status: "SUCCEEDED", directDebitOffers: [{ subscriptionId: S.betaalprobleem, brandId: "DK" }] });
    // A replayed approval changes nothing.
    expect((await choose(pagePath(started), "approve")).headers.get("location")).toContain("/status/success?ref=");
    expect((await outboxTo("betaalprobleem@example.nl")).length).toBe(mails + 1);
    expect((await activityTypes(A.betaalprobleem)).filter((type) => type === "INVOICES_PAID")).toHaveLength(1);
  });

  it("clears the failed status only when nothing is overdue any more", async () => {
    const started = await start(fatima, [OPEN], "CREDIT_CARD", 1450);
    await choose(pagePath(started), "approve");
    expect((await invoice(fatima, OPEN)).status).toBe("PAID");
    expect(await paymentStatus(fatima)).toBe("FAILED");
    expect((await overview(fatima)).openBalances).toMatchObject([{ amount: 14.5, invoiceIds: [OVERDUE], paymentFailed: true }]);
  });

  it("Bancontact for a Belgian seller; iDEAL there (and Bancontact here) is refused", async () => {
    expect(await refusal(an, [AN_OPEN], "IDEAL", 3995, undefined, BE_RETURN_URL)).toMatchObject({ status: 400, violations: [{ code: "METHOD-NOT-OFFERED", field: "method" }] });
    expect(await refusal(fatima, [OVERDUE], "BANCONTACT", 1450)).toMatchObject({ status: 400, violations: [{ code: "METHOD-NOT-OFFERED" }] });
    const started = await start(an, [AN_OPEN], "BANCONTACT", 3995, undefined, BE_RETURN_URL);
    expect(started).toMatchObject({ status: "OPEN", amount: 39.95, country: "be" });
    await choose(pagePath(started), "approve");
    expect(await invoice(an, AN_OPEN)).toMatchObject({ status: "PAID", paidWith: "BANCONTACT" });
    expect((await invoice(an, AN_OPEN)).paymentInstruction.replace(/\u00a0/g, " ")).toMatch(/^Betaald op \d+ \w+ \d{4} met Bancontact\.$/);
  });

  it("declined or cancelled: nothing changes and the payment says why", async () => {
    const declined = await start(fatima, [OVERDUE], "IDEAL", 1450);
    expect((await choose(pagePath(declined), "decline")).headers.get("location")).toContain("/facturen/betalen/status/failed?ref=");
    expect((await graphql(fatima.access_token, READ, { ref: declined.reference })).body.data!.invoicePayment).toMatchObject({ status: "FAILED", failureReason: "DECLINED", directDebitOffers: [] });
    const cancelled = await start(fatima, [OVERDUE], "IDEAL", 1450);
    expect((await choose(pagePath(cancelled), "cancel")).headers.get("location")).toContain("/status/cancelled?ref=");
    expect(await invoice(fatima, OVERDUE)).toMatchObject({ status: "OVERDUE", payable: true });
    expect(await paymentStatus(fatima)).toBe("FAILED");
  });

  it("pending holds the invoices (no second payment) until the bank settles or fails it", async () => {
    const started = await start(fatima, [OVERDUE], "IDEAL", 1450);
    expect((await choose(pagePath(started), "pending")).headers.get("location")).toContain("/status/pending?ref=");
    const held = await invoice(fatima, OVERDUE);
    expect(held).toMatchObject({ status: "OVERDUE", paymentPending: true, payable: false });
    expect(held.paymentInstruction.replace(/\u00a0/g, " ")).toContain("Uw betaling van € 14,50 met iDEAL wordt nog door uw bank verwerkt.");
    expect((await overview(fatima)).openBalances[0].invoiceIds).toEqual([OPEN]);
    expect(await refusal(fatima, [OVERDUE], "CREDIT_CARD", 1450)).toMatchObject({ status: 409, violations: [{ code: "PAYMENT-PENDING" }] });
    // The bank fails it: the invoice is payable again.
    await choose(pagePath(started), "decline");
    expect(await invoice(fatima, OVERDUE)).toMatchObject({ status: "OVERDUE", paymentPending: false, payable: true });
    // Another one settles.
    const again = await start(fatima, [OVERDUE], "IDEAL", 1450);
    await choose(pagePath(again), "pending");
    await choose(pagePath(again), "approve");
    expect(await invoice(fatima, OVERDUE)).toMatchObject({ status: "PAID", paidWith: "IDEAL", paymentPending: false });
  });

  it("two tabs: the second approval takes nothing and says the invoice was paid already", async () => {
    const first = await start(fatima, [OVERDUE], "IDEAL", 1450);
    const second = await start(fatima, [OVERDUE], "CREDIT_CARD", 1450);
    await choose(pagePath(first), "approve");
    const late = await choose(pagePath(second), "approve");
    expect(late.headers.get("location")).toContain("/status/cancelled?ref=");
    expect((await graphql(fatima.access_token, READ, { ref: second.reference })).body.data!.invoicePayment).toMatchObject({ status: "CANCELLED", failureReason: "ALREADY_PAID" });
    expect(await invoice(fatima, OVERDUE)).toMatchObject({ status: "PAID", paidWith: "IDEAL" });
    expect((await activityTypes(A.betaalprobleem)).filter((type) => type === "INVOICES_PAID").length).toBeGreaterThanOrEqual(1);
    // A paid invoice cannot be started again.
    expect(await refusal(fatima, [OVERDUE], "IDEAL", 1450)).toMatchObject({ status: 409, violations: [{ code: "INVOICE-NOT-OPEN" }] });
  });

  it("refuses a tampered amount, someone else's invoice, a credit note, mixed countries, an empty or doubled list", async () => {
    expect(await refusal(fatima, [OVERDUE], "IDEAL", 1)).toMatchObject({ status: 409, violations: [{ code: "AMOUNT-CHANGED", field: "expectedAmountCents" }] });
    expect((await refusal(jan, [OVERDUE], "IDEAL", 1450)).status).toBe(404);
    expect((await refusal(fatima, ["bestaat-niet"], "IDEAL", 1450)).status).toBe(404);
    expect(await refusal(fatima, [], "IDEAL", 0)).toMatchObject({ status: 400, violations: [{ code: "VALIDATION-ERROR", field: "invoiceIds" }] });
    expect(await refusal(fatima, [OVERDUE, OVERDUE], "IDEAL", 2900)).toMatchObject({ status: 400, violations: [{ code: "VALIDATION-ERROR" }] });
    const kees = await login("opgezegd@example.nl");
    expect(await refusal(kees, ["inv-dk-kees-credit"], "IDEAL", -2199)).toMatchObject({ status: 409, violations: [{ code: "INVOICE-NOT-OPEN" }] });
    expect(await refusal(fatima, [OVERDUE], "IDEAL", 1450, undefined, "https://evil.example/facturen/betalen/status")).toMatchObject({
      status: 400,
      violations: [{ code: "INVALID-RETURN-URL" }],
    });
    expect((await graphql(fatima.access_token, START, input([OVERDUE], "PAYPAL", 1450))).body.errors).toHaveLength(1);
  });

  it("the same key returns the same payment; for other invoices it is refused", async () => {
    const key = `key-${crypto.randomUUID()}`;
    const first = await start(fatima, [OVERDUE], "IDEAL", 1450, key);
    const twin = await start(fatima, [OVERDUE], "IDEAL", 1450, key);
    expect(twin.reference).toBe(first.reference);
    expect((await db.prepare("SELECT COUNT(*) AS n FROM hosted_payments WHERE idempotency_key = ?").bind(key).first<{ n: number }>())!.n).toBe(1);
    expect(await refusal(fatima, [OPEN], "IDEAL", 1450, key)).toMatchObject({ status: 409, violations: [{ code: "IDEMPOTENCY-KEY-REUSED" }] });
  });

  it("a payment left open for an hour reads as cancelled; another account cannot read it; a tampered reference is not found", async () => {
    const started = await start(fatima, [OVERDUE], "IDEAL", 1450);
    expect((await graphql(jan.access_token, READ, { ref: started.reference })).body.data!.invoicePayment).toBeNull();
    const tampered = `${started.reference.slice(0, -1)}${started.reference.endsWith("A") ? "B" : "A"}`;
    expect((await graphql(fatima.access_token, READ, { ref: tampered })).body.data!.invoicePayment).toBeNull();
    expect((await call(`/dev/payment/${tampered}`)).status).toBe(404);
    // Started an hour and a minute ago (the access token would not live that long).
    await db.prepare("UPDATE hosted_payments SET created_at = ? WHERE purpose = 'INVOICES'").bind(isoIn(-61 * 60)).run();
    expect((await graphql(fatima.access_token, READ, { ref: started.reference })).body.data!.invoicePayment.status).toBe("CANCELLED");
    expect(await invoice(fatima, OVERDUE)).toMatchObject({ status: "OVERDUE", payable: true });
  });

  it("is unavailable in production, where a real payment provider replaces the page", async () => {
    const started = await start(fatima, [OVERDUE], "IDEAL", 1450);
    expect((await callWithEnv({ ENVIRONMENT: "production" }, pagePath(started))).status).toBe(404);
    const response = await callWithEnv({ ENVIRONMENT: "production" }, "/graphql", {
      method: "POST",
      headers: { authorization: `Bearer ${fatima.access_token}`, "content-type": "application/json" },
      body: JSON.stringify({ query: START, variables: input([OVERDUE], "IDEAL", 1450, undefined, "https://mijn.dagkoerier.example/facturen/betalen/status") }),
    });
    const result = await response.json<{ errors: { extensions: { violations: { code: string }[] } }[] }>();
    expect(result.errors[0]!.extensions.violations[0]!.code).toBe("PAYMENT-PAGE-UNAVAILABLE");
  });
});

describe("the bank's report of a rejected direct debit (POST /dev/bank/direct-debit-rejected)", () => {
  const report = (invoiceId: string, reason: string) =>
    call("/dev/bank/direct-debit-rejected", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ invoiceId, reason }) });

  it("makes the open invoice overdue with the reason, fails the subscription's payment and e-mails a link straight to paying it", async () => {
    const mails = (await outboxTo("jan.jansen@example.nl")).length;
    const response = await report(JAN_OPEN, "MANDATE_REVOKED");
    expect(response.status).toBe(200);
    expect(await invoice(jan, JAN_OPEN)).toMatchObject({ status: "OVERDUE", failureReason: "MANDATE_REVOKED", payable: true });
    expect((await graphql(jan.access_token, SUBSCRIPTION, { id: S.janDagkoerier })).body.data!.subscription.paymentStatus).toBe("FAILED");
    const balance = (await overview(jan)).openBalances.find((item: { country: string }) => item.country === "nl");
    expect(balance).toMatchObject({ paymentFailed: true, failureReason: "MANDATE_REVOKED", overdueSince: "2026-11-15" });
    const outbox = await outboxTo("jan.jansen@example.nl");
    expect(outbox.length).toBe(mails + 1);
    expect(outbox[0]!.subject.replace(/\u00a0/g, " ")).toBe("Uw automatische incasso van € 44,22 is niet gelukt");
    expect(outbox[0]!.body).toContain("is niet gelukt: u heeft de machtiging bij uw bank ingetrokken.");
    expect(outbox[0]!.body).toMatch(/https?:\/\/\S+\/facturen\/betalen\?factuur=inv-dk-jan-2026-11/);
    // Reported twice: nothing changes and no second e-mail.
    expect((await report(JAN_OPEN, "MANDATE_REVOKED")).status).toBe(409);
    expect((await outboxTo("jan.jansen@example.nl")).length).toBe(mails + 1);
  });

  it("refuses an unknown reason, an unknown invoice, and an invoice that is not collected by direct debit", async () => {
    expect((await report(JAN_OPEN, "BORED")).status).toBe(400);
    expect((await report("bestaat-niet", "ACCOUNT_CLOSED")).status).toBe(404);
    expect((await report("inv-dk-jan-2026-10", "ACCOUNT_CLOSED")).status).toBe(409);
    expect((await report("inv-dk-sanne-2026-11", "ACCOUNT_CLOSED")).status).toBe(409);
  });
});
