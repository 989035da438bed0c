import { afterEach, describe, expect, it } from "vitest";
import { DEMO } from "../../demo/demo";
import { handleScheduled } from "../../index";
import { activityTypes, BASE, call, db, graphql, login, originEnv, outboxTo, resetClock, setTime } from "../../test/helpers";

// Shared access (ADR 21): invites by e-mail (seats, one open invite per address, 14 days, single use, bound to
// the address), accepting from the invitee's side, revoking (access ends at once), requests for access.

const S = DEMO.subscriptions;
const A = DEMO.accounts;
const JAN = "jan.jansen@example.nl";
const TOM = "geen.abonnement@example.nl";

const OVERVIEW = `{ sharedAccessOverview {
  maxCoReaders
  subscriptions { subscriptionId seats seatsUsed invites { email status } coReaders { id firstName active } }
  sharedWithMe { subscriptionId ownerName }
  requests { id requesterName requesterEmail status subscriptionIds message }
  sentRequests { ownerEmail status } } }`;
const SEND = `mutation($input: SasSendInviteInput!) { sendInvite(input: $input) { subscriptions { subscriptionId seatsUsed invites { email status inviteKey } } } }`;
const ACCEPT = `mutation($key: String!) { acceptInvite(inviteKey: $key) { status viewer subscriptionTitle ownerName emailHint } }`;
const LINKED = `{ linkedSubscriptions { subscriptionId role sharedBy } }`;
const REQUEST = `mutation($input: SasRequestAccessInput!) { requestSharedAccess(input: $input) { id status ownerEmail requesterEmail } }`;
const ANSWER = `mutation($input: SasAnswerAccessRequestInput!) { answerAccessRequest(input: $input) {
  subscriptions { subscriptionId seatsUsed coReaders { id } } requests { id } } }`;

afterEach(() => resetClock());

let keys = 0;
const key = () => `test-key-${++keys}-${Date.now()}`;
const violationsOf = (result: { body: { errors?: { extensions?: Record<string, unknown> }[] } }) => result.body.errors?.[0]?.extensions?.violations;
const statusOf = (result: { body: { errors?: { extensions?: Record<string, unknown> }[] } }) => result.body.errors?.[0]?.extensions?.status;
type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const invitation = (inviteKey: string, token?: string) =>
  call(`/api/pass/shared-access/invitations/${inviteKey}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
const invitationJson = async (inviteKey: string, token?: string): Promise<Json> => (await (await invitation(inviteKey, token)).json()) as Json;
/** Test arrangement: Jan's paper gets its seats back (every open invite of it revoked). */
const freeJansSeats = () =>
  db.prepare("UPDATE shared_access_invites SET status = 'REVOKED', revoked_at = ? WHERE subscription_id = ? AND status = 'PENDING' AND invite_key != ?")
    .bind(new Date().toISOString(), S.janDagkoerier, DEMO.invites.janExpired.key).run();
const keyFromMail = (body: string) => /\/abonnementen\/uitnodiging\/([A-Za-z0-9_-]+)/.exec(body)![1]!;

describe("the overview", () => {
  it("shows the owner each shareable subscription with its seats, open and expired invites and co-readers", async () => {
    const jan = (await login(JAN)).access_token;
    const { body } = await graphql(jan, OVERVIEW);
    const overview = body.data!.sharedAccessOverview;
    // The magazine cannot be shared; the paper has 3 seats: Lisa and Pieter's open invite (the expired one holds none).
    expect(overview.subscriptions).toEqual([
      {
        subscriptionId: S.janDagkoerier,
        seats: 3,
        seatsUsed: 2,
        invites: [
          { email: "pieter.bakker@example.nl", status: "PENDING" },
          { email: "oud.adres@example.nl", status: "EXPIRED" },
        ],
        coReaders: [{ id: A.lisa, firstName: "Lisa", active: true }],
      },
    ]);
    expect(overview.maxCoReaders).toBe(3);
    expect(overview.sharedWithMe).toEqual([]);

    const lisa = (await login("lisa.jansen@example.nl")).access_token;
    const shared = (await graphql(lisa, OVERVIEW)).body.data!.sharedAccessOverview;
    expect(shared.subscriptions).toEqual([]);
    expect(shared.sharedWithMe).toEqual([{ subscriptionId: S.janDagkoerier, ownerName: "Jan Jansen" }]);
  });
});

describe("sendInvite", () => {
  it("refuses bad addresses, the owner's own, a co-reader, an open invite, a subscription that cannot be shared, and others' subscriptions", async () => {
    const jan = (await login(JAN)).access_token;
    const send = (email: string, subscriptionId: string = S.janDagkoerier) => graphql(jan, SEND, { input: { subscriptionId, email, idempotencyKey: key() } });
    const cases: [string, string][] = [
      ["", "REQUIRED"],
      ["geen-adres", "INVALID-EMAIL"],
      ["Jan.Jansen@Example.nl", "INVITE-SELF"],
      ["lisa.jansen@example.nl", "ALREADY-CO-READER"],
      [" PIETER.bakker@example.nl ", "ALREADY-INVITED"],
    ];
    for (const [email, code] of cases) {
      const result = await send(email);
      expect(statusOf(result), email).toBe(400);
      expect(violationsOf(result), email).toEqual([expect.objectContaining({ code, field: "email" })]);
    }
    const magazine = await send("iemand@example.nl", S.janWereldwijzer);
    expect(statusOf(magazine)).toBe(409);
    expect(violationsOf(magazine)).toEqual([{ code: "NOT-SHAREABLE", field: "subscriptionId", message: "Dit abonnement kunt u niet delen." }]);
    expect(statusOf(await send("iemand@example.nl", S.anOchtendpost))).toBe(404);
    expect(statusOf(await send("iemand@example.nl", "999999"))).toBe(404);

    // A co-reader cannot pass the subscription on.
    const lisa = (await login("lisa.jansen@example.nl")).access_token;
    const passOn = await graphql(lisa, SEND, { input: { subscriptionId: S.janDagkoerier, email: "vriend@example.nl", idempotencyKey: key() } });
    expect(statusOf(passOn)).toBe(403);
    expect(violationsOf(passOn)).toEqual([expect.objectContaining({ code: "NOT-OWNER" })]);

    const count = await db.prepare("SELECT COUNT(*) AS n FROM shared_access_invites").first<{ n: number }>();
    expect(count!.n).toBe(3);
    expect(await outboxTo("iemand@example.nl")).toEqual([]);
  });

  it("sends one invite with an unguessable key however often it is submitted, mails the link, and refuses when the seats are full", async () => {
    const jan = (await login(JAN)).access_token;
    const input = { subscriptionId: S.janDagkoerier, email: "Nieuwe.Lezer@example.nl", idempotencyKey: key() };
    const [first, second] = await Promise.all([graphql(jan, SEND, { input }), graphql(jan, SEND, { input })]);
    expect(first.body.errors).toBeUndefined();
    expect(second.body.errors).toBeUndefined();
    const paper = first.body.data!.sendInvite.subscriptions[0];
    expect(paper.seatsUsed).toBe(3);
    const invite = paper.invites.find((i: { email: string }) => i.email === "nieuwe.lezer@example.nl");
    expect(invite.status).toBe("PENDING");
    expect(invite.inviteKey).toMatch(/^[A-Za-z0-9_-]{32}$/); // 24 random bytes: 192 bits

    const mails = await outboxTo("nieuwe.lezer@example.nl");
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe("Jan Jansen nodigt u uit om mee te lezen met De Dagkoerier");
    expect(keyFromMail(mails[0]!.body)).toBe(invite.inviteKey);
    expect(mails[0]!.body).toContain("https://mijn.dagkoerier.example/abonnementen/uitnodiging/");
    expect((await activityTypes(A.jan)).filter((type) => type === "INVITE_SENT")).toHaveLength(1);

    // 3 of 3 seats: the next invite is refused next to the address, nothing is stored.
    const full = await graphql(jan, SEND, { input: { subscriptionId: S.janDagkoerier, email: "nog.een@example.nl", idempotencyKey: key() } });
    expect(statusOf(full)).toBe(400);
    expect(violationsOf(full)).toEqual([
      { code: "SEATS-FULL", field: "email", message: "Alle 3 plaatsen zijn bezet. Trek een uitnodiging in of verwijder een meelezer om iemand anders uit te nodigen." },
    ]);
    expect(await outboxTo("nog.een@example.nl")).toEqual([]);

    // Revoking an invite frees its seat.
    const revoke = await graphql(jan, `mutation { revokeInvite(inviteKey: "${DEMO.invites.jan.key}") { status } }`);
    expect(revoke.body.data!.revokeInvite.status).toBe("REVOKED");
    const again = await graphql(jan, SEND, { input: { subscriptionId: S.janDagkoerier, email: "nog.een@example.nl", idempotencyKey: key() } });
    expect(again.body.errors).toBeUndefined();
  });
});

describe("the invitee's side", () => {
  it("reads an invite by key without login (no address, a hint), 404 for unknown or malformed keys", async () => {
    const anonymous = await invitation(DEMO.invites.an.key);
    expect(anonymous.status).toBe(200);
    expect((await anonymous.json()) as Json).toEqual({
      inviteKey: DEMO.invites.an.key,
      status: "PENDING",
      brandId: "OP",
      subscriptionTitle: "De Ochtendpost",
      productName: "Krant + digitaal",
      ownerName: "An Peeters",
      emailHint: "j•••@example.be",
      expiresAt: expect.any(String),
      viewer: null,
    });
    for (const unknown of ["Zz9Zz9Zz9Zz9Zz9Zz9Zz9Zz9Zz9Zz9Zz", "kort", "..%2F..%2Fgraphql"]) {
      const response = await invitation(unknown);
      expect(response.status, unknown).toBe(404);
      expect(((await response.json()) as Json).violations[0].code).toBe("INVITE-NOT-FOUND");
    }
    // A token that is sent must be valid.
    expect((await invitation(DEMO.invites.an.key, "nep-token")).status).toBe(401);
    const expired = await invitationJson(DEMO.invites.janExpired.key);
    expect(expired.status).toBe("EXPIRED");
  });

  it("lets only the invited address accept, once; the subscription then shows as shared; revoking ends it at once", async () => {
    await freeJansSeats();
    const jan = (await login(JAN)).access_token;
    const sent = await graphql(jan, SEND, { input: { subscriptionId: S.janDagkoerier, email: TOM, idempotencyKey: key() } });
    const inviteKey = keyFromMail((await outboxTo(TOM))[0]!.body);
    expect(sent.body.errors).toBeUndefined();

    const an = (await login("an.peeters@example.be")).access_token;
    expect((await invitationJson(inviteKey, an)).viewer).toBe("OTHER_ACCOUNT");
    const wrong = await graphql(an, ACCEPT, { key: inviteKey });
    expect(statusOf(wrong)).toBe(403);
    expect(violationsOf(wrong)).toEqual([expect.objectContaining({ code: "INVITE-OTHER-ACCOUNT" })]);
    // Lisa reads along with this very paper already, but the invitation is Tom's: meant for someone else,
    // and she cannot use it up.
    const lisa = (await login("lisa.jansen@example.nl")).access_token;
    expect((await invitationJson(inviteKey, lisa)).viewer).toBe("OTHER_ACCOUNT");
    expect(violationsOf(await graphql(lisa, ACCEPT, { key: inviteKey }))).toEqual([expect.objectContaining({ code: "INVITE-OTHER-ACCOUNT" })]);
    const own = await graphql(jan, ACCEPT, { key: inviteKey });
    expect(statusOf(own)).toBe(403);
    expect(violationsOf(own)).toEqual([expect.objectContaining({ code: "INVITE-OWN" })]);

    const tom = (await login(TOM)).access_token;
    expect((await invitationJson(inviteKey, tom)).viewer).toBe("INVITEE");
    const [accepted, twice] = await Promise.all([graphql(tom, ACCEPT, { key: inviteKey }), graphql(tom, ACCEPT, { key: inviteKey })]);
    expect(accepted.body.data!.acceptInvite).toEqual({
      status: "ACCEPTED", viewer: "CO_READER", subscriptionTitle: "De Dagkoerier", ownerName: "Jan Jansen", emailHint: "g•••@example.nl",
    });
    expect(twice.body.data?.acceptInvite.viewer ?? violationsOf(twice)).toBeTruthy();
    const grants = await db.prepare("SELECT COUNT(*) AS n FROM co_readers WHERE co_reader_account_id = ? AND revoked_at IS NULL").bind(A.geenAbonnement).first<{ n: number }>();
    expect(grants!.n).toBe(1);
    expect((await graphql(tom, LINKED)).body.data!.linkedSubscriptions).toEqual([{ subscriptionId: S.janDagkoerier, role: "CO_READER", sharedBy: "Jan Jansen" }]);
    expect((await outboxTo(JAN)).map((mail) => mail.subject)).toContain("Tom Bakker leest nu mee met De Dagkoerier");
    expect(await activityTypes(A.geenAbonnement)).toContain("SHARED_ACCESS_STARTED");
    expect(await activityTypes(A.jan)).toContain("INVITE_ACCEPTED");

    // Used: another account sees it used; accepting again as Tom changes nothing.
    const used = await graphql(an, ACCEPT, { key: inviteKey });
    expect(violationsOf(used)).toEqual([expect.objectContaining({ code: "INVITE-USED" })]);
    expect(statusOf(used)).toBe(409);
    expect((await graphql(tom, ACCEPT, { key: inviteKey })).body.data!.acceptInvite.viewer).toBe("CO_READER");

    // Jan removes Tom from this subscription: Tom's very next request no longer has it.
    const removed = await graphql(jan, `mutation { revokeCoReader(accountId: "${A.geenAbonnement}", subscriptionId: "${S.janDagkoerier}") { id active } }`);
    expect(removed.body.data!.revokeCoReader).toEqual({ id: A.geenAbonnement, active: false });
    expect((await graphql(tom, LINKED)).body.data!.linkedSubscriptions).toEqual([]);
    // Lisa, the other co-reader, still reads along.
    expect((await graphql(lisa, LINKED)).body.data!.linkedSubscriptions).toHaveLength(1);
    // Someone else's co-reader: as unknown.
    expect(statusOf(await graphql(an, `mutation { revokeCoReader(accountId: "${A.lisa}") { id } }`))).toBe(404);
  });

  it("refuses expired and revoked invites with their own reason", async () => {
    const tom = (await login(TOM)).access_token;
    const expired = await graphql(tom, ACCEPT, { key: DEMO.invites.janExpired.key });
    expect(statusOf(expired)).toBe(409);
    expect(violationsOf(expired)).toEqual([expect.objectContaining({ code: "INVITE-EXPIRED" })]);

    await freeJansSeats();
    const jan = (await login(JAN)).access_token;
    await graphql(jan, SEND, { input: { subscriptionId: S.janDagkoerier, email: "digitaal@example.nl", idempotencyKey: key() } });
    const inviteKey = keyFromMail((await outboxTo("digitaal@example.nl"))[0]!.body);
    await graphql(jan, `mutation { revokeInvite(inviteKey: "${inviteKey}") { status } }`);
    const sanne = (await login("digitaal@example.nl")).access_token;
    const revoked = await graphql(sanne, ACCEPT, { key: inviteKey });
    expect(violationsOf(revoked)).toEqual([expect.objectContaining({ code: "INVITE-REVOKED", message: "Deze uitnodiging is ingetrokken door de afzender." })]);
    expect((await invitationJson(inviteKey)).status).toBe("REVOKED");
  });

  it("expires an invite after 14 days: it can no longer be accepted and frees its seat", async () => {
    setTime("2026-12-01T10:00:00+01:00");
    const an = (await login("an.peeters@example.be")).access_token;
    await graphql(an, SEND, { input: { subscriptionId: S.anOchtendpost, email: "digitaal@example.nl", idempotencyKey: key() } });
    const inviteKey = keyFromMail((await outboxTo("digitaal@example.nl")).find((mail) => mail.subject.includes("De Ochtendpost"))!.body);
    setTime("2026-12-15T10:00:01+01:00");
    const sanne = (await login("digitaal@example.nl")).access_token;
    expect(violationsOf(await graphql(sanne, ACCEPT, { key: inviteKey }))).toEqual([expect.objectContaining({ code: "INVITE-EXPIRED" })]);

    // The expired invite holds no seat and its address can be invited again (the old one is closed).
    const anAgain = (await login("an.peeters@example.be")).access_token;
    const again = await graphql(anAgain, SEND, { input: { subscriptionId: S.anOchtendpost, email: "digitaal@example.nl", idempotencyKey: key() } });
    expect(again.body.errors).toBeUndefined();
    const invites = again.body.data!.sendInvite.subscriptions[0].invites.filter((i: { email: string }) => i.email === "digitaal@example.nl");
    expect(invites).toEqual([expect.objectContaining({ status: "PENDING" })]);
    expect((await invitationJson(inviteKey)).status).toBe("REVOKED");
  });
});

describe("requests for access", () => {
  it("reaches a known owner, answers the same for an unknown address, refuses one's own address and asking twice", async () => {
    const tom = (await login(TOM)).access_token;
    const ask = (ownerEmail: string, extra: Record<string, unknown> = {}) =>
      graphql(tom, REQUEST, { input: { ownerEmail, brandId: "DK", idempotencyKey: key(), ...extra } });
    const known = await ask("jan.jansen@example.nl", { message: "Mag ik meelezen?" });
    const unknown = await ask("niemand@example.nl");
    expect(known.body.data!.requestSharedAccess).toMatchObject({ status: "PENDING", ownerEmail: "jan.jansen@example.nl", requesterEmail: null });
    expect(unknown.body.data!.requestSharedAccess).toMatchObject({ status: "PENDING", ownerEmail: "niemand@example.nl" });
    expect((await outboxTo(JAN)).map((mail) => mail.subject)).toContain("Tom Bakker vraagt of hij of zij mag meelezen met De Dagkoerier");
    expect(await outboxTo("niemand@example.nl")).toEqual([]);

    expect(violationsOf(await ask(TOM))).toEqual([expect.objectContaining({ code: "REQUEST-SELF", field: "ownerEmail" })]);
    expect(violationsOf(await ask("Jan.Jansen@example.nl"))).toEqual([expect.objectContaining({ code: "ALREADY-REQUESTED", field: "ownerEmail" })]);
    expect(violationsOf(await ask("x@example.nl", { message: "<script>" }))).toEqual([expect.objectContaining({ code: "INVALID-CHARACTERS", field: "message" })]);
    expect(violationsOf(await ask("x@example.nl", { brandId: "XX" }))).toEqual([expect.objectContaining({ code: "UNKNOWN-BRAND" })]);

    const sent = (await graphql(tom, OVERVIEW)).body.data!.sharedAccessOverview.sentRequests;
    expect(sent.map((r: { ownerEmail: string }) => r.ownerEmail).sort()).toEqual(["jan.jansen@example.nl", "niemand@example.nl"]);

    // The owner sees it with the subscription that has a free seat, and approves: Tom reads along.
    await freeJansSeats();
    const jan = (await login(JAN)).access_token;
    const requests = (await graphql(jan, OVERVIEW)).body.data!.sharedAccessOverview.requests;
    expect(requests).toEqual([
      expect.objectContaining({ requesterName: "Tom Bakker", requesterEmail: TOM, status: "PENDING", subscriptionIds: [S.janDagkoerier], message: "Mag ik meelezen?" }),
    ]);
    const input = { requestId: requests[0].id, approve: true };
    const [approved, twice] = await Promise.all([graphql(jan, ANSWER, { input }), graphql(jan, ANSWER, { input })]);
    expect(approved.body.errors).toBeUndefined();
    expect(twice.body.errors).toBeUndefined();
    const paper = approved.body.data!.answerAccessRequest.subscriptions[0];
    expect(paper.coReaders.map((c: { id: string }) => c.id)).toContain(A.geenAbonnement);
    expect(approved.body.data!.answerAccessRequest.requests).toEqual([]);
    expect((await graphql(tom, LINKED)).body.data!.linkedSubscriptions).toEqual([{ subscriptionId: S.janDagkoerier, role: "CO_READER", sharedBy: "Jan Jansen" }]);
    expect((await outboxTo(TOM)).map((mail) => mail.subject)).toContain("U leest nu mee met De Dagkoerier");
    // Declining it now is refused: it has been answered.
    expect(violationsOf(await graphql(jan, ANSWER, { input: { ...input, approve: false } }))).toEqual([expect.objectContaining({ code: "REQUEST-ANSWERED" })]);
    // Another owner cannot answer it.
    const an = (await login("an.peeters@example.be")).access_token;
    expect(statusOf(await graphql(an, ANSWER, { input }))).toBe(404);
  });

  it("lets the owner decline, and a co-reader leave", async () => {
    const sanne = (await login("digitaal@example.nl")).access_token;
    await graphql(sanne, REQUEST, { input: { ownerEmail: "an.peeters@example.be", brandId: "OP", idempotencyKey: key() } });
    const an = (await login("an.peeters@example.be")).access_token;
    const [request] = (await graphql(an, OVERVIEW)).body.data!.sharedAccessOverview.requests;
    const declined = await graphql(an, ANSWER, { input: { requestId: request.id, approve: false } });
    expect(declined.body.data!.answerAccessRequest.requests).toEqual([]);
    expect((await outboxTo("digitaal@example.nl")).map((mail) => mail.subject)).toContain("Uw verzoek om mee te lezen met De Ochtendpost");
    expect((await graphql(sanne, LINKED)).body.data!.linkedSubscriptions.map((l: { role: string }) => l.role)).toEqual(["OWNER"]);

    const lotte = (await login("lotte.peeters@example.be")).access_token;
    const left = await graphql(lotte, `mutation { leaveSharedSubscription(subscriptionId: "${S.anOchtendpost}") { sharedWithMe { subscriptionId } } }`);
    expect(left.body.data!.leaveSharedSubscription.sharedWithMe).toEqual([]);
    expect(await activityTypes(A.an)).toContain("CO_READER_LEFT");
    expect(statusOf(await graphql(lotte, `mutation { leaveSharedSubscription(subscriptionId: "${S.anOchtendpost}") { maxCoReaders } }`))).toBe(404);
  });

  it("lets the requester withdraw an open request: the owner no longer sees or answers it; twice answers the same; answered ones cannot be withdrawn", async () => {
    const sanne = (await login("digitaal@example.nl")).access_token;
    const an = (await login("an.peeters@example.be")).access_token;
    const WITHDRAW = `mutation($id: ID!) { withdrawAccessRequest(requestId: $id) { sentRequests { id ownerEmail status } } }`;
    const asked = await graphql(sanne, REQUEST, { input: { ownerEmail: "an.peeters@example.be", brandId: "OP", idempotencyKey: key() } });
    const id = asked.body.data!.requestSharedAccess.id as string;
    expect((await graphql(an, OVERVIEW)).body.data!.sharedAccessOverview.requests.map((r: { id: string }) => r.id)).toContain(id);

    // Only the requester can withdraw it: for the owner (or anyone else) it does not exist.
    expect(statusOf(await graphql(an, WITHDRAW, { id }))).toBe(404);
    const [withdrawn, twice] = await Promise.all([graphql(sanne, WITHDRAW, { id }), graphql(sanne, WITHDRAW, { id })]);
    expect(withdrawn.body.errors).toBeUndefined();
    expect(twice.body.errors).toBeUndefined();
    expect(withdrawn.body.data!.withdrawAccessRequest.sentRequests).toContainEqual({ id, ownerEmail: "an.peeters@example.be", status: "WITHDRAWN" });
    expect((await activityTypes(A.digitaal)).filter((type) => type === "ACCESS_REQUEST_WITHDRAWN")).toHaveLength(1);
    expect((await graphql(an, OVERVIEW)).body.data!.sharedAccessOverview.requests.map((r: { id: string }) => r.id)).not.toContain(id);
    // The owner answering it now (a page opened before) hears that it was withdrawn, whichever the answer.
    for (const approve of [false, true]) {
      expect(violationsOf(await graphql(an, ANSWER, { input: { requestId: id, approve } }))).toEqual([expect.objectContaining({ code: "REQUEST-WITHDRAWN" })]);
    }

    // A request the owner answered, or one that expired, can no longer be withdrawn.
    const again = await graphql(sanne, REQUEST, { input: { ownerEmail: "an.peeters@example.be", brandId: "OP", idempotencyKey: key() } });
    const answeredId = again.body.data!.requestSharedAccess.id as string;
    await graphql(an, ANSWER, { input: { requestId: answeredId, approve: false } });
    expect(violationsOf(await graphql(sanne, WITHDRAW, { id: answeredId }))).toEqual([expect.objectContaining({ code: "REQUEST-ALREADY-ANSWERED" })]);
    const late = await graphql(sanne, REQUEST, { input: { ownerEmail: "niemand@example.nl", brandId: "OP", idempotencyKey: key() } });
    setTime(new Date(Date.now() + 15 * 24 * 3600 * 1000).toISOString());
    const sanneLater = (await login("digitaal@example.nl")).access_token;
    expect(violationsOf(await graphql(sanneLater, WITHDRAW, { id: late.body.data!.requestSharedAccess.id }))).toEqual([expect.objectContaining({ code: "REQUEST-EXPIRED" })]);
  });

  it("forgets closed requests 90 days after they closed, open ones 90 days after they expired", async () => {
    const sanne = (await login("digitaal@example.nl")).access_token;
    const ids = async () => (await db.prepare("SELECT id FROM shared_access_requests WHERE requester_account_id = ?").bind(A.digitaal).all<{ id: string }>()).results.map((r) => r.id);
    const open = (await graphql(sanne, REQUEST, { input: { ownerEmail: "iemand.anders@example.nl", brandId: "OP", idempotencyKey: key() } })).body.data!.requestSharedAccess.id;
    const closed = (await graphql(sanne, REQUEST, { input: { ownerEmail: "an.peeters@example.be", brandId: "OP", idempotencyKey: key() } })).body.data!.requestSharedAccess.id;
    await graphql(sanne, `mutation($id: ID!) { withdrawAccessRequest(requestId: $id) { maxCoReaders } }`, { id: closed });
    const start = Date.now();
    setTime(new Date(start + 89 * 24 * 3600 * 1000).toISOString());
    await handleScheduled(originEnv);
    expect(await ids()).toEqual(expect.arrayContaining([open, closed]));
    // 91 days after the withdrawal it goes; the open one expired after 14 days, so it went at 104.
    setTime(new Date(start + 91 * 24 * 3600 * 1000).toISOString());
    await handleScheduled(originEnv);
    expect(await ids()).not.toContain(closed);
    expect(await ids()).toContain(open);
    setTime(new Date(start + 105 * 24 * 3600 * 1000).toISOString());
    await handleScheduled(originEnv);
    expect(await ids()).not.toContain(open);
  });
});

describe("links in the e-mails", () => {
  it("point to the brand's own host, or to the host the environment names for its recipients", async () => {
    const { portalLink } = await import("../../demo/brands");
    expect(portalLink({}, "ochtendpost", "/abonnementen/delen")).toBe("https://mijn.ochtendpost.example/abonnementen/delen");
    expect(portalLink({ PORTAL_LINK_TEMPLATE: "http://{brand}.localhost:8787" }, "ochtendpost", "/abonnementen/delen")).toBe("http://ochtendpost.localhost:8787/abonnementen/delen");
    // Anything but a plain http(s) origin is ignored.
    for (const template of ["javascript:alert(1)//{brand}", "http://{brand}.localhost:8787/pad", "", "  "]) {
      expect(portalLink({ PORTAL_LINK_TEMPLATE: template }, "ochtendpost", "/x")).toBe("https://mijn.ochtendpost.example/x");
    }
  });
});
