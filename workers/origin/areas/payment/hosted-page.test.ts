import { beforeAll, describe, expect, it } from "vitest";
import { DEMO } from "../../demo/demo";
import { activityTypes, BASE, call, callWithEnv, db, form, graphql, lastActivity, login, moveClock, resetClock, type Tokens } from "../../test/helpers";

// changePaymentToCreditCard starts a change on the origin's hosted payment page; only that page,
// through its signed reference, completes it, and only once.

const START = `mutation($input: ChangePaymentToCreditCardInput!) {
  changePaymentToCreditCard(input: $input) {
    reference subscriptionId brandId method status paymentUrl createdAt completedAt
  }
}`;
const READ = `query($ref: String!) { paymentChange(reference: $ref) { reference status method paymentUrl completedAt } }`;
const PAYMENT = `query($id: ID!) { subscription(id: $id) { paymentStatus paymentOption { method maskedIban cardBrand maskedCardNumber paymentStatus } } }`;
const RETURN_URL = "http://dagkoerier.localhost:8787/betaalservice/wijzigen/status";
const S = DEMO.subscriptions;
const A = DEMO.accounts;

let jan: Tokens;
let fatima: Tokens;
let an: Tokens;

beforeAll(async () => {
  jan = await login("jan.jansen@example.nl");
  fatima = await login("betaalprobleem@example.nl");
  an = await login("an.peeters@example.be");
});

interface Started {
  reference: string;
  status: string;
  paymentUrl: string | null;
  method: string;
}

const input = (id: string, method = "CREDIT_CARD", key = `key-${crypto.randomUUID()}`, returnUrl = RETURN_URL) => ({
  input: { subscriptionId: id, method, returnUrl, idempotencyKey: key },
});

async function start(tokens: Tokens, id: string, method = "CREDIT_CARD", key?: string, returnUrl = RETURN_URL): Promise<Started> {
  const { body } = await graphql(tokens.access_token, START, input(id, method, key, returnUrl));
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data!.changePaymentToCreditCard as Started;
}

const pagePath = (started: Started) => new URL(started.paymentUrl!).pathname;

function choose(path: string, choice: string, headers: Record<string, string> = { origin: BASE }) {
  const { body, headers: formHeaders } = form({ choice });
  return call(path, { method: "POST", body, headers: { ...formHeaders, ...headers } });
}

async function read(tokens: Tokens, ref: string) {
  return (await graphql(tokens.access_token, READ, { ref })).body.data!.paymentChange;
}

async function payment(tokens: Tokens, id: string) {
  return (await graphql(tokens.access_token, PAYMENT, { id })).body.data!.subscription;
}

describe("changePaymentToCreditCard and the hosted payment page", () => {
  it("starts an OPEN change with a signed reference and the origin's own payment page", async () => {
    const started = await start(jan, S.janDagkoerier);
    expect(started).toMatchObject({ subscriptionId: S.janDagkoerier, brandId: "DK", method: "CREDIT_CARD", status: "OPEN", completedAt: null });
    expect(started.reference).toMatch(/^pc_[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/);
    expect(started.paymentUrl).toBe(`http://127.0.0.1:8789/dev/payment/${started.reference}`);
    const page = await call(pagePath(started));
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<html lang="nl">');
    for (const label of ["Betaling goedkeuren", "Betaling weigeren", "Annuleren", "Bank verwerkt nog"]) expect(html).toContain(label);
    expect(page.headers.get("content-security-policy")).toContain("form-action 'self' http://dagkoerier.localhost:8787");
    // Nothing changed yet.
    expect((await payment(jan, S.janDagkoerier)).paymentOption.method).toBe("DIRECT_DEBIT_NL");
  });

  it("approve: applies the card, records it once and returns to /success; a second approve changes nothing", async () => {
    const started = await start(jan, S.janDagkoerier);
    const approved = await choose(pagePath(started), "approve");
    expect(approved.status).toBe(303);
    expect(approved.headers.get("location")).toBe(`${RETURN_URL}/success?ref=${encodeURIComponent(started.reference)}`);
    expect((await payment(jan, S.janDagkoerier)).paymentOption).toEqual({
      method: "CREDIT_CARD", maskedIban: null, cardBrand: "VISA", maskedCardNumber: "**** **** **** 4242", paymentStatus: "OK",
    });
    expect(await lastActivity(A.jan)).toMatchObject({
      type: "PAYMENT_METHOD_CHANGED", session_id: jan.session_id, details: { subscriptionId: S.janDagkoerier, method: "CREDIT_CARD" },
    });
    expect(await read(jan, started.reference)).toMatchObject({ status: "SUCCEEDED", paymentUrl: null, completedAt: expect.any(String) });

    const events = (await activityTypes(A.jan)).length;
    const again = await choose(pagePath(started), "decline");
    expect(again.headers.get("location")).toBe(`${RETURN_URL}/success?ref=${encodeURIComponent(started.reference)}`);
    const reload = await call(pagePath(started));
    expect(reload.status).toBe(303);
    expect(reload.headers.get("location")).toContain("/success?ref=");
    expect((await activityTypes(A.jan)).length).toBe(events);
    expect((await read(jan, started.reference)).status).toBe("SUCCEEDED");
  });

  it("decline and cancel return to /failed and /cancelled and leave the method alone", async () => {
    const before = await payment(an, S.anOchtendpost);
    const anReturn = "http://ochtendpost.localhost:8787/betaalservice/wijzigen/status";
    const declined = await start(an, S.anOchtendpost, "CREDIT_CARD", undefined, anReturn);
    expect((await choose(pagePath(declined), "decline")).headers.get("location")).toBe(
      `${anReturn}/failed?ref=${encodeURIComponent(declined.reference)}`,
    );
    const cancelled = await start(an, S.anOchtendpost, "IDEAL", undefined, anReturn);
    expect((await choose(pagePath(cancelled), "cancel")).headers.get("location")).toContain("/cancelled?ref=");
    expect(await payment(an, S.anOchtendpost)).toEqual(before);
    expect((await read(an, declined.reference)).status).toBe("FAILED");
    expect((await read(an, cancelled.reference)).status).toBe("CANCELLED");
    expect(await activityTypes(A.an)).not.toContain("PAYMENT_METHOD_CHANGED");
  });

  it("bank still processing: /pending, the page stays open, and a later approval (iDEAL) applies it", async () => {
    const started = await start(fatima, S.betaalprobleem, "IDEAL");
    expect((await choose(pagePath(started), "pending")).headers.get("location")).toContain("/pending?ref=");
    expect(await read(fatima, started.reference)).toMatchObject({ status: "PENDING", paymentUrl: started.paymentUrl, completedAt: null });
    expect((await payment(fatima, S.betaalprobleem)).paymentOption.method).toBe("DIRECT_DEBIT_NL");
    const page = await call(pagePath(started));
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("De bank verwerkt deze betaling nog");
    expect((await choose(pagePath(started), "approve")).headers.get("location")).toContain("/success?ref=");
    expect((await payment(fatima, S.betaalprobleem)).paymentOption).toMatchObject({ method: "IDEAL", cardBrand: null, maskedCardNumber: null });
  });

  it("a tampered or foreign reference opens nothing and completes nothing", async () => {
    const started = await start(jan, S.janWereldwijzer);
    const [id, signature] = started.reference.split(".") as [string, string];
    const flipped = `${id}.${signature[0] === "A" ? "B" : "A"}${signature.slice(1)}`;
    const other = await start(jan, S.janWereldwijzer);
    const swapped = `${other.reference.split(".")[0]}.${signature}`;
    for (const reference of [flipped, swapped, id, `${id}.`, "pc_onbekend.xyz"]) {
      expect((await call(`/dev/payment/${reference}`)).status).toBe(404);
      const post = await choose(`/dev/payment/${reference}`, "approve");
      expect(post.status).toBe(404);
      expect(post.headers.get("location")).toBeNull();
      expect(await read(jan, reference)).toBeNull();
    }
    expect((await read(jan, started.reference)).status).toBe("OPEN");
    expect((await read(jan, other.reference)).status).toBe("OPEN");
    // Another account cannot read the change, even with the right reference.
    expect(await read(an, started.reference)).toBeNull();
    expect((await payment(jan, S.janWereldwijzer)).paymentOption.method).toBe("DIRECT_DEBIT_NL");
  });

  it("refuses a post from another site and an unknown choice", async () => {
    const started = await start(jan, S.janWereldwijzer);
    expect((await choose(pagePath(started), "approve", { origin: "https://evil.example" })).status).toBe(403);
    expect((await choose(pagePath(started), "approve", { "sec-fetch-site": "cross-site" })).status).toBe(403);
    expect((await choose(pagePath(started), "refund")).status).toBe(400);
    expect((await read(jan, started.reference)).status).toBe("OPEN");
  });

  it("returns the same change for the same idempotency key (double submit, reload)", async () => {
    const first = await start(jan, S.janWereldwijzer, "IDEAL", "cc-key-00000001");
    const second = await start(jan, S.janWereldwijzer, "IDEAL", "cc-key-00000001");
    expect(second.reference).toBe(first.reference);
    const { n } = (await db.prepare("SELECT COUNT(*) AS n FROM hosted_payments WHERE idempotency_key = 'cc-key-00000001'").first<{ n: number }>())!;
    expect(n).toBe(1);
    const reused = await graphql(jan.access_token, START, input(S.janWereldwijzer, "CREDIT_CARD", "cc-key-00000001"));
    expect(reused.body.errors![0]!.extensions!.violations![0]!.code).toBe("IDEMPOTENCY-KEY-REUSED");
  });

  it("accepts only the portal's status page on an allowed host as return URL", async () => {
    for (const returnUrl of [
      "https://evil.example/betaalservice/wijzigen/status",
      "http://dagkoerier.localhost:8787/elders",
      `${RETURN_URL}?next=https://evil.example`,
      "javascript:alert(1)",
    ]) {
      const { body } = await graphql(jan.access_token, START, input(S.janDagkoerier, "CREDIT_CARD", undefined, returnUrl));
      expect(body.errors![0]!.extensions!.violations, returnUrl).toEqual([
        { code: "INVALID-RETURN-URL", field: "returnUrl", message: "Dit terugkeeradres is niet toegestaan." },
      ]);
    }
    const listed = await start(jan, S.janDagkoerier, "CREDIT_CARD", undefined, "https://mijn.dagkoerier.example/betaalservice/wijzigen/status");
    expect(listed.status).toBe("OPEN");
  });

  it("treats another account's subscription as unknown and starts nothing", async () => {
    const count = async () => (await db.prepare("SELECT COUNT(*) AS n FROM hosted_payments").first<{ n: number }>())!.n;
    const before = await count();
    const { body } = await graphql(jan.access_token, START, input(S.anOchtendpost));
    expect(body.errors![0]!.extensions).toMatchObject({ code: "NOT_FOUND", status: 404 });
    expect(await count()).toBe(before);
  });

  it("has no payment page in production", async () => {
    const started = await start(jan, S.janDagkoerier);
    expect((await callWithEnv({ ENVIRONMENT: "production" }, pagePath(started))).status).toBe(404);
    const response = await callWithEnv({ ENVIRONMENT: "production" }, "/graphql", {
      method: "POST",
      headers: { authorization: `Bearer ${jan.access_token}`, "content-type": "application/json" },
      body: JSON.stringify({ query: START, variables: input(S.janDagkoerier, "CREDIT_CARD", undefined, "https://mijn.dagkoerier.example/betaalservice/wijzigen/status") }),
    });
    const result = await response.json<{ errors: { extensions: { violations: { code: string }[] } }[] }>();
    expect(result.errors[0]!.extensions.violations[0]!.code).toBe("PAYMENT-PAGE-UNAVAILABLE");
  });

  it("cancels a change left open for more than an hour (the page expired), and the page then returns to /cancelled", async () => {
    const started = await start(jan, S.janWereldwijzer);
    try {
      moveClock(60 * 60 + 1);
      const later = await login("jan.jansen@example.nl"); // the earlier access token has expired by now
      expect(await read(later, started.reference)).toMatchObject({ status: "CANCELLED", paymentUrl: null });
      const page = await call(pagePath(started));
      expect(page.status).toBe(303);
      expect(page.headers.get("location")).toContain("/cancelled?ref=");
      expect((await choose(pagePath(started), "approve")).headers.get("location")).toContain("/cancelled?ref=");
      expect((await payment(later, S.janWereldwijzer)).paymentOption.method).toBe("DIRECT_DEBIT_NL");
    } finally {
      resetClock();
    }
  });

  it("refuses an ended subscription and a co-reader's view of one", async () => {
    const kees = await login("opgezegd@example.nl");
    const ended = await graphql(kees.access_token, START, input(S.opgezegd));
    expect(ended.body.errors![0]!.extensions!.violations![0]!.code).toBe("SUBSCRIPTION-ENDED");
    const lisa = await login("lisa.jansen@example.nl");
    const coReader = await graphql(lisa.access_token, START, input(S.janDagkoerier));
    expect(coReader.body.errors![0]!.extensions).toMatchObject({ code: "NOT_FOUND", status: 404 });
  });
});
