import { PDFDocument } from "pdf-lib";
import { afterEach, describe, expect, it } from "vitest";
import { DEMO } from "../../demo/demo";
import { CLIENT_IP_HEADER, CLIENT_KEY_HEADER } from "../../../../contracts/client";
import { activityTypes, asPortal, call, db, graphql, login, outboxTo, resetClock, setTime } from "../../test/helpers";
import { todayLocal } from "../../calendar/time";
import { addMonths } from "./rules";

// Cancelling as Art. 11a CRD asks (ADR 39): without logging in, by subscription number, postcode and
// house number, with no way to learn whether a number exists; a receipt with the date and time it was
// received, as e-mail and PDF copy; within 14 days of the start, a withdrawal that ends today.

const S = DEMO.subscriptions;
const JAN = "jan.jansen@example.nl";
const TERMS = `query($id: ID!) { cancellationTerms(subscriptionId: $id) { basis earliestEndDate undoableUntil cancellation { endDate basis receivedAt channel } } }`;
const CANCEL = `mutation($input: CancelSubscriptionInput!) { cancelSubscription(input: $input) { subscription { status endDate } } }`;

afterEach(() => resetClock());

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  call(path, { method: "POST", headers: { "content-type": "application/json", ...headers }, body: JSON.stringify(body) });
/** As the portal calls it: the visitor's address (`clientIp`) beside the portal's client key. */
const identify = ({ clientIp = "198.51.100.7", ...fields }: Partial<Record<"brand" | "subscriptionNumber" | "zipCode" | "houseNumber" | "clientIp", string>>) =>
  post(
    "/api/pass/cancellation/identify",
    { brand: "wereldwijzer", subscriptionNumber: S.janWereldwijzer, zipCode: "3811 CV", houseNumber: "12", ...fields },
    asPortal(clientIp),
  );
/** Forgets this file's guesses, so the next test starts without a lock. */
const forgetGuesses = () => db.prepare("DELETE FROM login_throttle WHERE email LIKE 'cancel-identify%'").run();
const cancel = (ticket: string, extra: Record<string, unknown> = {}) => post("/api/pass/cancellation/cancel", { ticket, reason: null, comment: null, ...extra });
const violationsOf = async (response: Response) => ((await response.json()) as { violations: { code: string; field?: string }[] }).violations;
const putBack = (id: string) => db.prepare("UPDATE subscriptions SET status = 'ACTIVE', end_date = NULL WHERE id = ?").bind(id).run();

describe("identifying a subscription without logging in", () => {
  it("takes the number with the delivery postcode and house number (suffix optional), and says nothing about wrong ones", async () => {
    for (const houseNumber of ["12", "12A", "12 a", "12-A"]) {
      const response = await identify({ houseNumber, zipCode: "3811cv", clientIp: `198.51.100.${houseNumber.length}` });
      expect(response.status, houseNumber).toBe(200);
      const body = (await response.json()) as Record<string, unknown>;
      expect(body).toMatchObject({ subscriptionId: S.janWereldwijzer, brand: "wereldwijzer", title: "Wereldwijzer – Magazine, 10 nummers per jaar", basis: "NOTICE_PERIOD", cancelledEndDate: null, emailHint: "j•••@example.nl" });
      expect(body.earliestEndDate).toBe(addMonths(todayLocal(), 1));
      expect(String(body.ticket)).toMatch(/^[\w-]+\.[\w-]+$/);
    }
    // Unknown number, wrong postcode, wrong house number or suffix, another brand's number: one answer.
    const refusals = [
      await identify({ subscriptionNumber: "999999", clientIp: "203.0.113.1" }),
      await identify({ zipCode: "3811 CW", clientIp: "203.0.113.2" }),
      await identify({ houseNumber: "14", clientIp: "203.0.113.3" }),
      await identify({ houseNumber: "12B", clientIp: "203.0.113.4" }),
      await identify({ subscriptionNumber: S.anOchtendpost, clientIp: "203.0.113.5" }),
    ];
    const bodies = await Promise.all(refusals.map(async (response) => [response.status, await response.text()]));
    expect(new Set(bodies.map((body) => JSON.stringify(body))).size).toBe(1);
    expect(bodies[0]![0]).toBe(404);
    expect(JSON.parse(String(bodies[0]![1])).violations[0].code).toBe("SUBSCRIPTION-NOT-IDENTIFIED");
    // A Belgian postcode is four digits: letters are refused next to the field.
    const belgian = await identify({ brand: "ochtendpost", subscriptionNumber: S.anOchtendpost, zipCode: "20AB", houseNumber: "45" });
    expect(belgian.status).toBe(400);
    expect(await violationsOf(belgian)).toEqual([expect.objectContaining({ field: "zipCode" })]);
    expect((await identify({ brand: "ochtendpost", subscriptionNumber: S.anOchtendpost, zipCode: "2018", houseNumber: "45 bus 3", clientIp: "203.0.113.9" })).status).toBe(200);
  });

  it("locks a subscription number after 5 wrong guesses, even for the right answer", async () => {
    for (let guess = 1; guess <= 5; guess++) {
      const response = await identify({ subscriptionNumber: S.janDagkoerier, brand: "dagkoerier", houseNumber: String(100 + guess), clientIp: `192.0.2.${guess}` });
      expect(response.status).toBe(guess < 5 ? 404 : 429);
    }
    const right = await identify({ subscriptionNumber: S.janDagkoerier, brand: "dagkoerier", clientIp: "192.0.2.77" });
    expect(right.status).toBe(429);
    expect((await violationsOf(right))[0]!.code).toBe("TOO-MANY-REQUESTS");
    await forgetGuesses();
  });

  it("locks a postcode and house number after 5 numbers tried for it, from however many clients", async () => {
    // Someone who knows an address and tries numbers for it, each from another client address.
    for (let guess = 1; guess <= 5; guess++) {
      const response = await identify({ subscriptionNumber: String(870000 + guess), clientIp: `192.0.2.${10 + guess}` });
      expect(response.status).toBe(guess < 5 ? 404 : 429);
    }
    // The right number for that address is refused now too; another address is not.
    expect((await identify({ clientIp: "192.0.2.30" })).status).toBe(429);
    expect((await identify({ brand: "ochtendpost", subscriptionNumber: S.anOchtendpost, zipCode: "2018", houseNumber: "45", clientIp: "192.0.2.31" })).status).toBe(200);
    await forgetGuesses();
  });

  it("locks a client after 20 wrong guesses over many numbers and addresses; another client still gets in", async () => {
    for (let guess = 1; guess <= 20; guess++) {
      const response = await identify({ subscriptionNumber: String(880000 + guess), houseNumber: String(200 + guess), clientIp: "192.0.2.200" });
      expect(response.status).toBe(guess < 20 ? 404 : 429);
    }
    expect((await identify({ clientIp: "192.0.2.200" })).status).toBe(429);
    expect((await identify({ clientIp: "192.0.2.201" })).status).toBe(200);
    await forgetGuesses();
  });

  it("believes a client address only beside the portal's key: a made-up one, in the body or a header, counts in one shared bucket", async () => {
    const made = (guess: number, headers: Record<string, string>) =>
      post(
        "/api/pass/cancellation/identify",
        { brand: "wereldwijzer", subscriptionNumber: String(890000 + guess), zipCode: "3811 CV", houseNumber: String(300 + guess), clientIp: `198.51.100.${guess}` },
        headers,
      );
    const statuses: number[] = [];
    for (let guess = 1; guess <= 20; guess++) {
      // A new address each time, in the body, in the header without a key, or with a wrong key.
      const headers: Record<string, string>[] = [{}, { [CLIENT_IP_HEADER]: `203.0.113.${guess}` }, { [CLIENT_IP_HEADER]: `203.0.113.${guess}`, [CLIENT_KEY_HEADER]: "guessed-key-0123456789abcdef0123456789" }];
      statuses.push((await made(guess, headers[guess % 3]!)).status);
    }
    expect(statuses.slice(0, 19).every((status) => status === 404)).toBe(true);
    expect(statuses[19]).toBe(429);
    // The portal's calls name their client: they are not in that bucket.
    expect((await identify({ clientIp: "192.0.2.210" })).status).toBe(200);
    await forgetGuesses();
  });
});

describe("cancelling with a ticket", () => {
  it("cancels once, as the owner would, with a receipt by e-mail and its PDF copy; a second submit sends nothing", async () => {
    setTime("2026-11-28T16:05:00.000Z");
    const { ticket } = (await (await identify({ clientIp: "198.51.100.50" })).json()) as { ticket: string };
    const mails = (await outboxTo(JAN)).length;
    const first = await cancel(ticket, { reason: "MOVING", comment: "Wij verhuizen naar het buitenland." });
    expect(first.status).toBe(201);
    const receipt = (await first.json()) as { receivedAt: string };
    expect(receipt).toEqual({
      subscriptionId: S.janWereldwijzer,
      title: "Wereldwijzer – Magazine, 10 nummers per jaar",
      endDate: "2026-12-28",
      basis: "NOTICE_PERIOD",
      receivedAt: expect.stringMatching(/^2026-11-28T16:05:/),
      emailHint: "j•••@example.nl",
      created: true,
    });
    const again = await cancel(ticket);
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ receivedAt: receipt.receivedAt, created: false });

    const outbox = await outboxTo(JAN);
    expect(outbox.length).toBe(mails + 1);
    expect(outbox[0]!.subject).toBe("Bevestiging: uw abonnement op Wereldwijzer stopt op 28 december 2026");
    for (const line of [
      "Abonnement: Wereldwijzer – Magazine, 10 nummers per jaar (Wereldwijzer)",
      `Abonnementsnummer: ${S.janWereldwijzer}`,
      "Naam: Jan Jansen",
      "Opzegging ontvangen op: 28 november 2026 om 17:05",
      "Ontvangen via: Mijn Omgeving, met abonnementsnummer en postcode",
      "Uw abonnement loopt tot en met: 28 december 2026",
      "Bedacht? Tot 28 december 2026 maakt u de opzegging ongedaan in Mijn Omgeving, onder Abonnementen.",
    ]) {
      expect(outbox[0]!.body).toContain(line);
    }
    // The PDF copy, from the dev outbox as it was sent.
    const listed = (await (await call(`/dev/outbox?format=json&to=${encodeURIComponent(JAN)}`)).json()) as { messages: { attachments: { name: string; url: string }[] }[] };
    const [file] = listed.messages[0]!.attachments;
    expect(file!.name).toBe(`bevestiging-opzegging-${S.janWereldwijzer}-2026-11-28.pdf`);
    const pdf = await call(file!.url);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    const document = await PDFDocument.load(new Uint8Array(await pdf.arrayBuffer()));
    expect(document.getTitle()).toBe(`Bevestiging van uw opzegging – ${S.janWereldwijzer}`);
    expect(document.getPageCount()).toBe(1);

    // The owner sees it as theirs, received without a login, and may undo it.
    const jan = (await login(JAN)).access_token;
    expect((await graphql(jan, TERMS, { id: S.janWereldwijzer })).body.data!.cancellationTerms).toMatchObject({
      undoableUntil: "2026-12-28",
      cancellation: { endDate: "2026-12-28", basis: "NOTICE_PERIOD", receivedAt: receipt.receivedAt, channel: "IDENTIFIED" },
    });
    expect(await activityTypes(DEMO.accounts.jan)).toContain("SUBSCRIPTION_CANCELLED");
    const download = await call(`/api/pass/cancellation/${S.janWereldwijzer}/receipt`, { headers: { authorization: `Bearer ${jan}` } });
    expect(download.status).toBe(200);
    expect(download.headers.get("content-disposition")).toContain(`bevestiging-opzegging-${S.janWereldwijzer}-2026-11-28.pdf`);
    // Only the owner gets the receipt.
    const an = (await login("an.peeters@example.be")).access_token;
    expect((await call(`/api/pass/cancellation/${S.janWereldwijzer}/receipt`, { headers: { authorization: `Bearer ${an}` } })).status).toBe(404);
    await putBack(S.janWereldwijzer);
    await db.prepare("UPDATE cancellations SET undone_at = ? WHERE subscription_id = ? AND undone_at IS NULL").bind(new Date().toISOString(), S.janWereldwijzer).run();
  });

  it("refuses a tampered, expired or malformed ticket, and changes nothing", async () => {
    const { ticket } = (await (await identify({ clientIp: "198.51.100.60" })).json()) as { ticket: string };
    const [payload, mac] = ticket.split(".");
    const forged = `${payload!.slice(0, -2)}${payload!.endsWith("A") ? "BB" : "AA"}.${mac}`;
    for (const bad of [forged, `${payload}.${mac!.slice(0, -1)}x`, "abc", "", `${ticket}.extra`]) {
      const response = await cancel(bad);
      expect(response.status, bad).toBe(401);
      expect((await violationsOf(response))[0]!.code).toBe("TICKET-INVALID");
    }
    setTime(new Date(Date.now() + 31 * 60 * 1000).toISOString());
    expect((await cancel(ticket)).status).toBe(401);
    resetClock();
    expect(((await db.prepare("SELECT status FROM subscriptions WHERE id = ?").bind(S.janWereldwijzer).first()) as { status: string }).status).toBe("ACTIVE");
  });
});

describe("the right of withdrawal", () => {
  it("within 14 days of the start a cancellation is a withdrawal: it ends today, says so, and cannot be undone", async () => {
    // Sanne's digital subscription started on 1 September 2024: ten days later.
    setTime("2024-09-10T09:30:00.000Z");
    const sanne = (await login("digitaal@example.nl")).access_token;
    expect((await graphql(sanne, TERMS, { id: S.digitaal })).body.data!.cancellationTerms).toMatchObject({ basis: "WITHDRAWAL", earliestEndDate: "2024-09-10" });
    const done = await graphql(sanne, CANCEL, { input: { subscriptionId: S.digitaal } });
    expect(done.body.data!.cancelSubscription.subscription).toEqual({ status: "PENDING_CANCELLATION", endDate: "2024-09-10" });
    const [mail] = await outboxTo("digitaal@example.nl");
    expect(mail!.subject).toBe("Bevestiging: uw abonnement op De Dagkoerier stopt vandaag");
    expect(mail!.body).toContain("Herroeping ontvangen op: 10 september 2024 om 11:30");
    expect(mail!.body).toContain("binnen de bedenktijd van 14 dagen herroepen");
    expect(mail!.body).not.toContain("Bedacht?");
    const terms = (await graphql(sanne, TERMS, { id: S.digitaal })).body.data!.cancellationTerms;
    expect(terms).toMatchObject({ undoableUntil: null, cancellation: { basis: "WITHDRAWAL", endDate: "2024-09-10", channel: "ACCOUNT" } });
    const undo = await graphql(sanne, `mutation($id: ID!) { undoCancellation(subscriptionId: $id) { subscriptionId } }`, { id: S.digitaal });
    expect(undo.body.errors![0]!.extensions!.violations![0]!.code).toBe("UNDO-TOO-LATE");
    await putBack(S.digitaal);
    // From day 15 the normal terms apply.
    setTime("2024-09-15T09:30:00.000Z");
    const later = (await login("digitaal@example.nl")).access_token;
    expect((await graphql(later, TERMS, { id: S.digitaal })).body.data!.cancellationTerms.basis).toBe("NOTICE_PERIOD");
  });
});
