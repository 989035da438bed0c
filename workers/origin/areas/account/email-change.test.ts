import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { sha256Hex } from "../../request/crypto";
import { DEMO } from "../../demo/demo";
import {
  activityTypes,
  db,
  DEMO_PASSWORD,
  graphql,
  lastActivity,
  lastCodeSentTo,
  login,
  moveClock,
  otherCode,
  outboxTo,
  pkceRequest,
  resetClock,
  submitLogin,
  type Tokens,
} from "../../test/helpers";

const START = `mutation($email: String!, $password: String) {
  startEmailChange(newEmail: $email, currentPassword: $password) { id newEmail expiresAt attemptsLeft verified resendAvailableAt } }`;
const VERIFY = `mutation($id: ID!, $code: String!) {
  omsCompleteEmailVerificationChallenge(challengeId: $id, code: $code) { id newEmail attemptsLeft verified } }`;
const APPLY = `mutation($id: ID!) { changeEmail(challengeId: $id) { id username version profile { contact_information { email } } } }`;
const PENDING = "{ pendingEmailChange { id newEmail attemptsLeft verified expiresAt resendAvailableAt } }";

let jan: Tokens;
let an: Tokens;

// The clock only moves forward within this file (a challenge must never lie in the future), so
// every test logs in afresh: a token from before a 10-minute jump could have expired.
beforeEach(async () => {
  jan = await login("jan.jansen@example.nl");
  an = await login("an.peeters@example.be");
});

afterAll(() => {
  resetClock();
});

async function start(token: string, email: string, password: string | null = DEMO_PASSWORD) {
  return graphql(token, START, { email, password });
}

async function challengeRow(id: string) {
  return db
    .prepare("SELECT attempts_left, verified_at, applied_at, superseded_at, code_hash FROM verification_challenges WHERE id = ?")
    .bind(id)
    .first<{ attempts_left: number; verified_at: string | null; applied_at: string | null; superseded_at: string | null; code_hash: string }>();
}

async function emailOf(accountId: string) {
  return (await db.prepare("SELECT email FROM accounts WHERE id = ?").bind(accountId).first<{ email: string }>())!.email;
}

describe("startEmailChange", () => {
  it("refuses a malformed address and the current one (any case) with VALIDATION-ERROR on newEmail", async () => {
    for (const email of ["geen-adres", "", "jan@", "JAN.JANSEN@example.nl", " jan.jansen@EXAMPLE.nl "]) {
      const { body } = await start(jan.access_token, email);
      expect(body.data).toBeNull();
      expect(body.errors?.[0]?.extensions).toMatchObject({
        code: "BAD_USER_INPUT",
        status: 400,
        violations: [{ code: "VALIDATION-ERROR", field: "newEmail" }],
      });
    }
  });

  it("answers an address another account has (case-insensitive) as any other, and tells its owner without a code", async () => {
    // The same answer as for a free address: a session cannot learn which addresses have an account.
    const taken = await start(jan.access_token, "AN.Peeters@Example.BE");
    const free = await start(an.access_token, "vrij.adres@example.nl");
    const shape = (challenge: Record<string, unknown>) => Object.keys(challenge).sort();
    expect(taken.body.errors).toBeUndefined();
    expect(shape(taken.body.data!.startEmailChange)).toEqual(shape(free.body.data!.startEmailChange));
    expect(taken.body.data!.startEmailChange).toMatchObject({ newEmail: "an.peeters@example.be", attemptsLeft: 5, verified: false });
    // The owner of the address learns why, and gets no code to pass on.
    const [told] = await outboxTo("an.peeters@example.be");
    expect(told!.subject).toBe("Iemand wilde dit e-mailadres gebruiken voor Mijn Omgeving");
    expect(told!.body).toContain("Dit e-mailadres hoort al bij een account");
    expect(told!.body).not.toMatch(/\d{6}/);
    // No code can apply it: applying checks the address again.
    const { body } = await graphql(jan.access_token, APPLY, { id: taken.body.data!.startEmailChange.id });
    expect(body.errors?.[0]?.extensions?.violations?.[0]?.code).toBe("VERIFICATION-REQUIRED");
    expect(await emailOf(DEMO.accounts.jan)).toBe("jan.jansen@example.nl");
    moveClock(61); // past the minute between codes, for the tests below
  });

  it("needs the current password: none or a wrong one is refused next to it, and wrong ones count towards the login lockout", async () => {
    const code = async (response: Awaited<ReturnType<typeof start>>) => response.body.errors?.[0]?.extensions?.violations?.[0];
    expect(await code(await start(an.access_token, "an.elders@example.be", null))).toMatchObject({ code: "REQUIRED", field: "currentPassword" });
    expect(await code(await start(an.access_token, "an.elders@example.be", ""))).toMatchObject({ code: "REQUIRED", field: "currentPassword" });
    expect(await code(await start(an.access_token, "an.elders@example.be", "Geraden-2026!"))).toMatchObject({ code: "INVALID-CURRENT-PASSWORD", field: "currentPassword" });
    expect(await outboxTo("an.elders@example.be")).toEqual([]);
    const failures = await db.prepare("SELECT failed_count FROM login_throttle WHERE email = 'an.peeters@example.be'").first<{ failed_count: number }>();
    expect(failures?.failed_count).toBe(1);
    // With the password: a code. A new code for that same open change needs none (a minute later).
    expect((await start(an.access_token, "an.elders@example.be")).body.errors).toBeUndefined();
    moveClock(61);
    const resent = await start(an.access_token, "an.elders@example.be", null);
    expect(resent.body.errors).toBeUndefined();
    expect(await outboxTo("an.elders@example.be")).toHaveLength(2);
    // Another address is a new change: the password again.
    moveClock(61);
    expect(await code(await start(an.access_token, "an.weer.anders@example.be", null))).toMatchObject({ code: "REQUIRED", field: "currentPassword" });
    await db.prepare("DELETE FROM login_throttle WHERE email = 'an.peeters@example.be'").run();
  });

  it("sends a 6-digit code to the NEW address, stores only its hash and records EMAIL_CHANGE_STARTED", async () => {
    const before = Date.now();
    const { body } = await start(jan.access_token, " Jan.Nieuw@Example.NL ");
    expect(body.errors).toBeUndefined();
    const challenge = body.data!.startEmailChange;
    expect(challenge).toMatchObject({ newEmail: "jan.nieuw@example.nl", attemptsLeft: 5, verified: false });
    const lifetime = Date.parse(challenge.expiresAt) - before;
    expect(lifetime).toBeGreaterThanOrEqual(600_000 - 1000);
    expect(lifetime).toBeLessThanOrEqual(600_000 + 5000);
    // The next code no sooner than a minute after this one.
    expect(Date.parse(challenge.resendAvailableAt) - before).toBeGreaterThanOrEqual(59_000);
    expect(Date.parse(challenge.resendAvailableAt) - before).toBeLessThanOrEqual(65_000);
    expect(Date.parse(challenge.expiresAt) - Date.parse(challenge.resendAvailableAt)).toBe(540_000);

    const [message] = await outboxTo("jan.nieuw@example.nl");
    expect(message).toMatchObject({ channel: "email", subject: "Uw verificatiecode voor Mijn Omgeving" });
    expect(message!.body).toMatch(/^Uw verificatiecode voor Mijn Omgeving: [0-9]{6}\n/);
    expect(await outboxTo("jan.jansen@example.nl")).toEqual([]);

    const code = await lastCodeSentTo("jan.nieuw@example.nl");
    const row = await challengeRow(challenge.id);
    expect(row!.code_hash).toBe(await sha256Hex(`${challenge.id}:${code}`));
    const stored = JSON.stringify(await db.prepare("SELECT * FROM verification_challenges").all());
    expect(stored).not.toContain(code);

    expect(await lastActivity(DEMO.accounts.jan)).toEqual({
      type: "EMAIL_CHANGE_STARTED",
      session_id: jan.session_id,
      details: { newEmail: "j***@example.nl" },
    });
    const pending = await graphql(jan.access_token, PENDING);
    expect(pending.body.data!.pendingEmailChange).toMatchObject({
      id: challenge.id,
      newEmail: "jan.nieuw@example.nl",
      attemptsLeft: 5,
      resendAvailableAt: challenge.resendAvailableAt,
    });
  });

  it("sends a new code at most every 60 seconds, then supersedes the old challenge", async () => {
    const first = (await graphql(jan.access_token, PENDING)).body.data!.pendingEmailChange;
    const oldCode = await lastCodeSentTo("jan.nieuw@example.nl");
    const messagesBefore = (await outboxTo("jan.nieuw@example.nl")).length;
    const eventsBefore = await activityTypes(DEMO.accounts.jan);

    const throttled = await start(jan.access_token, "jan.nieuw@example.nl");
    const extensions = throttled.body.errors?.[0]?.extensions;
    expect(extensions).toMatchObject({ code: "TOO_MANY_REQUESTS", status: 429, violations: [{ code: "TOO-MANY-REQUESTS" }] });
    expect(extensions!.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    expect(extensions!.retryAfterSeconds).toBeLessThanOrEqual(60);
    const expected = Math.ceil((Date.parse(first.resendAvailableAt) - Date.now()) / 1000);
    expect(Math.abs(extensions!.retryAfterSeconds! - expected)).toBeLessThanOrEqual(1);
    expect(extensions!.violations![0]!.message).toMatch(/^U heeft net een code aangevraagd\. U kunt over \d+ seconden? een nieuwe code aanvragen\.$/);
    // Another address does not get round the throttle either.
    expect((await start(jan.access_token, "jan.anders@example.nl")).body.errors?.[0]?.extensions?.code).toBe("TOO_MANY_REQUESTS");
    expect((await outboxTo("jan.nieuw@example.nl")).length).toBe(messagesBefore);
    expect(await outboxTo("jan.anders@example.nl")).toEqual([]);
    expect(await activityTypes(DEMO.accounts.jan)).toEqual(eventsBefore);

    moveClock(61);
    const again = await start(jan.access_token, "jan.nieuw@example.nl");
    expect(again.body.errors).toBeUndefined();
    const second = again.body.data!.startEmailChange;
    expect(second.id).not.toBe(first.id);
    expect((await outboxTo("jan.nieuw@example.nl")).length).toBe(messagesBefore + 1);
    expect((await challengeRow(first.id))!.superseded_at).not.toBeNull();

    // The old challenge no longer takes its own code.
    const old = await graphql(jan.access_token, VERIFY, { id: first.id, code: oldCode });
    expect(old.body.errors?.[0]?.extensions).toMatchObject({ code: "CONFLICT", violations: [{ code: "VERIFICATION-CODE-EXPIRED" }] });
    expect((await graphql(jan.access_token, PENDING)).body.data!.pendingEmailChange.id).toBe(second.id);
  });
});

describe("omsCompleteEmailVerificationChallenge", () => {
  it("counts wrong codes down and refuses the 6th attempt even with the right code", async () => {
    moveClock(61);
    const challenge = (await start(jan.access_token, "jan.nieuw@example.nl")).body.data!.startEmailChange;
    const code = await lastCodeSentTo("jan.nieuw@example.nl");
    const wrong = otherCode(code);
    for (const left of [4, 3, 2, 1, 0]) {
      const { body } = await graphql(jan.access_token, VERIFY, { id: challenge.id, code: wrong });
      expect(body.errors?.[0]?.extensions).toMatchObject({
        code: "BAD_USER_INPUT",
        status: 400,
        attemptsLeft: left,
        violations: [{ code: "INVALID-VERIFICATION-CODE", field: "code" }],
      });
      const message = body.errors![0]!.extensions!.violations![0]!.message;
      if (left > 0) expect(message).toBe(`De code is onjuist. U kunt het nog ${left} keer proberen.`);
      else expect(message).toBe("De code is onjuist. U kunt het niet nog eens proberen; vraag een nieuwe code aan.");
    }
    const sixth = await graphql(jan.access_token, VERIFY, { id: challenge.id, code });
    expect(sixth.body.errors?.[0]?.extensions).toMatchObject({
      code: "TOO_MANY_REQUESTS",
      status: 429,
      attemptsLeft: 0,
      violations: [{ code: "TOO-MANY-ATTEMPTS" }],
    });
    expect(await challengeRow(challenge.id)).toMatchObject({ attempts_left: 0, verified_at: null });
    const apply = await graphql(jan.access_token, APPLY, { id: challenge.id });
    expect(apply.body.errors?.[0]?.extensions?.violations?.[0]?.code).toBe("VERIFICATION-REQUIRED");
    expect(await emailOf(DEMO.accounts.jan)).toBe("jan.jansen@example.nl");
  });

  it("does not count a code that is not 6 digits", async () => {
    moveClock(61);
    const challenge = (await start(jan.access_token, "jan.nieuw@example.nl")).body.data!.startEmailChange;
    for (const code of ["12345", "1234567", "12a456", ""]) {
      const { body } = await graphql(jan.access_token, VERIFY, { id: challenge.id, code });
      expect(body.errors?.[0]?.extensions).toMatchObject({
        attemptsLeft: 5,
        violations: [{ code: "INVALID-VERIFICATION-CODE", message: "Vul de code van 6 cijfers in." }],
      });
    }
    expect((await challengeRow(challenge.id))!.attempts_left).toBe(5);
  });

  it("expires a code after 10 minutes (clock moved, not slept)", async () => {
    moveClock(61);
    const challenge = (await start(jan.access_token, "jan.nieuw@example.nl")).body.data!.startEmailChange;
    const code = await lastCodeSentTo("jan.nieuw@example.nl");
    moveClock(9 * 60 + 50);
    expect((await graphql(jan.access_token, PENDING)).body.data!.pendingEmailChange.id).toBe(challenge.id);
    moveClock(11);
    const { body } = await graphql(jan.access_token, VERIFY, { id: challenge.id, code });
    expect(body.errors?.[0]?.extensions).toMatchObject({
      code: "CONFLICT",
      status: 409,
      violations: [{ code: "VERIFICATION-CODE-EXPIRED", message: "Deze code is verlopen. Vraag een nieuwe code aan." }],
    });
    expect((await challengeRow(challenge.id))!.verified_at).toBeNull();
    expect((await graphql(jan.access_token, PENDING)).body.data!.pendingEmailChange).toBeNull();
  });

  it("treats another account's challenge id exactly like an unknown id and changes nothing", async () => {
    moveClock(61);
    const challenge = (await start(jan.access_token, "jan.nieuw@example.nl")).body.data!.startEmailChange;
    const code = await lastCodeSentTo("jan.nieuw@example.nl");
    const foreign = await graphql(an.access_token, VERIFY, { id: challenge.id, code });
    const unknown = await graphql(an.access_token, VERIFY, { id: "vc_onbekend", code });
    expect(foreign.body.errors?.[0]?.extensions).toEqual({
      code: "NOT_FOUND",
      status: 404,
      violations: [{ code: "NOT-FOUND", message: "Dit onderdeel hebben we niet gevonden." }],
    });
    expect(foreign.body).toEqual(unknown.body);
    const foreignApply = await graphql(an.access_token, APPLY, { id: challenge.id });
    expect(foreignApply.body.errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
    expect(await challengeRow(challenge.id)).toMatchObject({ attempts_left: 5, verified_at: null, applied_at: null });
    expect(await emailOf(DEMO.accounts.an)).toBe("an.peeters@example.be");
    expect((await graphql(an.access_token, PENDING)).body.data!.pendingEmailChange).toBeNull();
  });
});

describe("changeEmail", () => {
  it("needs a verified challenge", async () => {
    const pending = (await graphql(jan.access_token, PENDING)).body.data!.pendingEmailChange;
    const { body } = await graphql(jan.access_token, APPLY, { id: pending.id });
    expect(body.errors?.[0]?.extensions).toMatchObject({ code: "CONFLICT", status: 409, violations: [{ code: "VERIFICATION-REQUIRED" }] });
  });

  it("refuses a verified challenge after 10 minutes", async () => {
    const pending = (await graphql(jan.access_token, PENDING)).body.data!.pendingEmailChange;
    const code = await lastCodeSentTo("jan.nieuw@example.nl");
    const verified = await graphql(jan.access_token, VERIFY, { id: pending.id, code });
    expect(verified.body.data!.omsCompleteEmailVerificationChallenge).toMatchObject({ verified: true, attemptsLeft: 5 });
    moveClock(10 * 60 + 1);
    const { body } = await graphql(jan.access_token, APPLY, { id: pending.id });
    expect(body.errors?.[0]?.extensions?.violations?.[0]?.code).toBe("VERIFICATION-CODE-EXPIRED");
    expect(await emailOf(DEMO.accounts.jan)).toBe("jan.jansen@example.nl");
  });

  it("refuses an address another account took in the meantime (case-insensitive)", async () => {
    moveClock(11 * 60);
    const challenge = (await start(jan.access_token, "bezet@example.nl")).body.data!.startEmailChange;
    const code = await lastCodeSentTo("bezet@example.nl");
    await graphql(jan.access_token, VERIFY, { id: challenge.id, code });
    await db.prepare("UPDATE accounts SET email = 'Bezet@Example.NL' WHERE id = ?").bind(DEMO.accounts.geenAbonnement).run();
    const eventsBefore = await activityTypes(DEMO.accounts.jan);
    const { body } = await graphql(jan.access_token, APPLY, { id: challenge.id });
    expect(body.errors?.[0]?.extensions).toMatchObject({
      code: "CONFLICT",
      status: 409,
      violations: [{ code: "EMAIL-ALREADY-IN-USE" }],
    });
    expect(await emailOf(DEMO.accounts.jan)).toBe("jan.jansen@example.nl");
    expect((await challengeRow(challenge.id))!.applied_at).toBeNull();
    expect(await activityTypes(DEMO.accounts.jan)).toEqual(eventsBefore);
  });

  it("changes e-mail and username, bumps the version, records EMAIL_CHANGED and tells the old address", async () => {
    const sanne = await login("digitaal@example.nl");
    const before = (await graphql(sanne.access_token, "{ account { version } }")).body.data!.account.version as number;
    const challenge = (await start(sanne.access_token, "Sanne.de.Vries@Example.nl")).body.data!.startEmailChange;
    const code = await lastCodeSentTo("sanne.de.vries@example.nl");
    expect((await graphql(sanne.access_token, VERIFY, { id: challenge.id, code })).body.errors).toBeUndefined();

    const { body } = await graphql(sanne.access_token, APPLY, { id: challenge.id });
    expect(body.errors).toBeUndefined();
    expect(body.data!.changeEmail).toEqual({
      id: DEMO.accounts.digitaal,
      username: "sanne.de.vries@example.nl",
      version: before + 1,
      profile: { contact_information: { email: "sanne.de.vries@example.nl" } },
    });
    expect(await lastActivity(DEMO.accounts.digitaal)).toEqual({
      type: "EMAIL_CHANGED",
      session_id: sanne.session_id,
      details: { newEmail: "s***@example.nl", previousEmail: "d***@example.nl" },
    });
    const [notice] = await outboxTo("digitaal@example.nl");
    expect(notice).toMatchObject({ channel: "email", subject: "Uw e-mailadres voor Mijn Omgeving is gewijzigd" });
    expect(notice!.body).not.toContain("sanne.de.vries@example.nl");
    expect((await graphql(sanne.access_token, PENDING)).body.data!.pendingEmailChange).toBeNull();

    // The code of an applied challenge is spent; the challenge cannot be applied twice.
    const reuse = await graphql(sanne.access_token, VERIFY, { id: challenge.id, code });
    expect(reuse.body.errors?.[0]?.extensions).toMatchObject({
      code: "BAD_USER_INPUT",
      violations: [{ code: "INVALID-VERIFICATION-CODE", field: "code", message: "Deze code is al gebruikt en niet meer geldig." }],
    });
    // No attempts to count on a spent code (so a client does not say "wrong code, no attempts left").
    expect(reuse.body.errors?.[0]?.extensions).not.toHaveProperty("attemptsLeft");
    const twice = await graphql(sanne.access_token, APPLY, { id: challenge.id });
    expect(twice.body.errors?.[0]?.extensions?.violations?.[0]?.code).toBe("VERIFICATION-CODE-EXPIRED");

    // Logging in: the new address works, the old one no longer does.
    expect((await submitLogin("sanne.de.vries@example.nl", DEMO_PASSWORD, await pkceRequest())).status).toBe(303);
    expect((await submitLogin("digitaal@example.nl", DEMO_PASSWORD, await pkceRequest())).status).toBe(401);
    const userinfo = await graphql(sanne.access_token, "{ account { username } }");
    expect(userinfo.body.data!.account.username).toBe("sanne.de.vries@example.nl");
  });
});
