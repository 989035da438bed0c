import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { DEMO } from "../../demo/demo";
import { activityTypes, db, graphql, lastActivity, lastCodeSentTo, login, moveClock, otherCode, outboxTo, resetClock, type Tokens } from "../../test/helpers";

const START = `mutation($phone: String!) {
  startUpdateAccountPhoneNumber(phoneNumber: $phone) { id phoneNumber expiresAt attemptsLeft resendAvailableAt } }`;
const COMPLETE = `mutation($id: ID!, $code: String!) { completeUpdateAccountPhoneNumber(challengeId: $id, code: $code) {
  id version accountCompleteness profile { contact_information { phone_number phone_verified } } } }`;
const PENDING = "{ pendingPhoneVerification { id phoneNumber attemptsLeft resendAvailableAt expiresAt } }";
const ACCOUNT = "{ account { version accountCompleteness profile { contact_information { phone_number phone_verified } } } }";

let jan: Tokens;
let an: Tokens;

// The clock only moves forward in this file; every test logs in afresh (see email-change.test.ts).
beforeEach(async () => {
  jan = await login("jan.jansen@example.nl");
  an = await login("an.peeters@example.be");
});

afterAll(() => {
  resetClock();
});

async function phoneOf(accountId: string) {
  return db.prepare("SELECT phone_number, phone_verified FROM accounts WHERE id = ?").bind(accountId).first();
}

describe("seed", () => {
  it("gives jan an unverified and an a verified number", async () => {
    expect((await graphql(jan.access_token, ACCOUNT)).body.data!.account.profile.contact_information).toEqual({
      phone_number: "+31612345678",
      phone_verified: false,
    });
    expect((await graphql(an.access_token, ACCOUNT)).body.data!.account.profile.contact_information).toEqual({
      phone_number: "+32470123456",
      phone_verified: true,
    });
  });
});

describe("startUpdateAccountPhoneNumber", () => {
  it("accepts only valid NL and BE mobile numbers and sends nothing otherwise", async () => {
    const eventsBefore = await activityTypes(DEMO.accounts.jan);
    for (const phone of ["+31201234567", "020 123 4567", "+49 151 12345678", "+3161234567", "06 1234", "bel me", "", "+32 2 123 45 67"]) {
      const { body } = await graphql(jan.access_token, START, { phone });
      expect(body.data).toBeNull();
      expect(body.errors?.[0]?.extensions).toMatchObject({
        code: "BAD_USER_INPUT",
        status: 400,
        violations: [{ code: "INVALID-PHONE-NUMBER", field: "phoneNumber" }],
      });
    }
    const sms = await db.prepare("SELECT COUNT(*) AS n FROM outbox WHERE channel = 'sms'").first<{ n: number }>();
    expect(sms!.n).toBe(0);
    expect(await activityTypes(DEMO.accounts.jan)).toEqual(eventsBefore);
  });

  it("stores E.164, texts the code and records PHONE_VERIFICATION_STARTED with the last 2 digits", async () => {
    const before = Date.now();
    const { body } = await graphql(jan.access_token, START, { phone: "(+31) 6 51234599" });
    expect(body.errors).toBeUndefined();
    const after = Date.now();
    const challenge = body.data!.startUpdateAccountPhoneNumber;
    expect(challenge).toMatchObject({ phoneNumber: "+31651234599", attemptsLeft: 5 });
    // 60 s from when the origin handled it: between the moments before and after the call (a busy
    // machine can make the call itself take seconds).
    expect(Date.parse(challenge.resendAvailableAt)).toBeGreaterThanOrEqual(before + 60_000 - 1_000);
    expect(Date.parse(challenge.resendAvailableAt)).toBeLessThanOrEqual(after + 60_000 + 1_000);
    expect(Date.parse(challenge.expiresAt) - Date.parse(challenge.resendAvailableAt)).toBe(540_000);

    const [sms] = await outboxTo("+31651234599");
    expect(sms).toMatchObject({ channel: "sms" });
    expect(sms!.body).toMatch(/^Uw verificatiecode voor Mijn Omgeving: [0-9]{6}\. De code is 10 minuten geldig\.$/);
    expect(await lastActivity(DEMO.accounts.jan)).toEqual({
      type: "PHONE_VERIFICATION_STARTED",
      session_id: jan.session_id,
      details: { phoneLastDigits: "99" },
    });
    expect((await graphql(jan.access_token, PENDING)).body.data!.pendingPhoneVerification).toEqual(challenge);
  });

  it("throttles a new code for 60 seconds", async () => {
    const pending = (await graphql(jan.access_token, PENDING)).body.data!.pendingPhoneVerification;
    const { body } = await graphql(jan.access_token, START, { phone: "+31651234599" });
    const extensions = body.errors?.[0]?.extensions;
    expect(extensions).toMatchObject({ code: "TOO_MANY_REQUESTS", status: 429, violations: [{ code: "TOO-MANY-REQUESTS" }] });
    const expected = Math.ceil((Date.parse(pending.resendAvailableAt) - Date.now()) / 1000);
    expect(Math.abs(extensions!.retryAfterSeconds! - expected)).toBeLessThanOrEqual(1);
    expect((await outboxTo("+31651234599")).length).toBe(1);
  });
});

describe("completeUpdateAccountPhoneNumber", () => {
  it("refuses the 6th attempt even with the right code and keeps the old number", async () => {
    moveClock(61);
    const challenge = (await graphql(jan.access_token, START, { phone: "+31651234599" })).body.data!.startUpdateAccountPhoneNumber;
    const code = await lastCodeSentTo("+31651234599");
    for (const left of [4, 3, 2, 1, 0]) {
      const { body } = await graphql(jan.access_token, COMPLETE, { id: challenge.id, code: otherCode(code) });
      expect(body.errors?.[0]?.extensions).toMatchObject({ attemptsLeft: left, violations: [{ code: "INVALID-VERIFICATION-CODE" }] });
    }
    const sixth = await graphql(jan.access_token, COMPLETE, { id: challenge.id, code });
    expect(sixth.body.errors?.[0]?.extensions).toMatchObject({ code: "TOO_MANY_REQUESTS", violations: [{ code: "TOO-MANY-ATTEMPTS" }] });
    expect(await phoneOf(DEMO.accounts.jan)).toEqual({ phone_number: "+31612345678", phone_verified: 0 });
  });

  it("expires the code after 10 minutes", async () => {
    moveClock(61);
    const challenge = (await graphql(jan.access_token, START, { phone: "+31651234599" })).body.data!.startUpdateAccountPhoneNumber;
    const code = await lastCodeSentTo("+31651234599");
    moveClock(10 * 60 + 1);
    const { body } = await graphql(jan.access_token, COMPLETE, { id: challenge.id, code });
    expect(body.errors?.[0]?.extensions).toMatchObject({ code: "CONFLICT", status: 409, violations: [{ code: "VERIFICATION-CODE-EXPIRED" }] });
    expect(await phoneOf(DEMO.accounts.jan)).toEqual({ phone_number: "+31612345678", phone_verified: 0 });
    expect((await graphql(jan.access_token, PENDING)).body.data!.pendingPhoneVerification).toBeNull();
  });

  it("refuses another account's challenge id like an unknown one", async () => {
    moveClock(61);
    const challenge = (await graphql(jan.access_token, START, { phone: "+31651234599" })).body.data!.startUpdateAccountPhoneNumber;
    const code = await lastCodeSentTo("+31651234599");
    const foreign = await graphql(an.access_token, COMPLETE, { id: challenge.id, code });
    const unknown = await graphql(an.access_token, COMPLETE, { id: "vc_onbekend", code });
    expect(foreign.body.errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
    expect(foreign.body).toEqual(unknown.body);
    expect(await phoneOf(DEMO.accounts.an)).toEqual({ phone_number: "+32470123456", phone_verified: 1 });
    expect(await phoneOf(DEMO.accounts.jan)).toEqual({ phone_number: "+31612345678", phone_verified: 0 });
    const row = await db.prepare("SELECT attempts_left, applied_at FROM verification_challenges WHERE id = ?").bind(challenge.id).first();
    expect(row).toEqual({ attempts_left: 5, applied_at: null });
  });

  it("stores the verified number, bumps the version, records PHONE_VERIFIED and spends the code", async () => {
    const pending = (await graphql(jan.access_token, PENDING)).body.data!.pendingPhoneVerification;
    const code = await lastCodeSentTo("+31651234599");
    const before = (await graphql(jan.access_token, ACCOUNT)).body.data!.account;

    const wrong = await graphql(jan.access_token, COMPLETE, { id: pending.id, code: otherCode(code) });
    expect(wrong.body.errors?.[0]?.extensions?.attemptsLeft).toBe(4);

    const { body } = await graphql(jan.access_token, COMPLETE, { id: pending.id, code });
    expect(body.errors).toBeUndefined();
    expect(body.data!.completeUpdateAccountPhoneNumber).toEqual({
      id: DEMO.accounts.jan,
      version: before.version + 1,
      accountCompleteness: 100,
      profile: { contact_information: { phone_number: "+31651234599", phone_verified: true } },
    });
    expect(await lastActivity(DEMO.accounts.jan)).toEqual({
      type: "PHONE_VERIFIED",
      session_id: jan.session_id,
      details: { phoneLastDigits: "99" },
    });
    expect((await graphql(jan.access_token, PENDING)).body.data!.pendingPhoneVerification).toBeNull();

    const reuse = await graphql(jan.access_token, COMPLETE, { id: pending.id, code });
    expect(reuse.body.errors?.[0]?.extensions).toMatchObject({ violations: [{ code: "INVALID-VERIFICATION-CODE", message: "Deze code is al gebruikt en niet meer geldig." }] });
    expect(reuse.body.errors?.[0]?.extensions).not.toHaveProperty("attemptsLeft");
    expect((await graphql(jan.access_token, ACCOUNT)).body.data!.account.version).toBe(before.version + 1);
  });

  it("accepts a Belgian mobile number in any common notation", async () => {
    moveClock(61);
    const { body } = await graphql(an.access_token, START, { phone: "0032 470 98 76 54" });
    expect(body.data!.startUpdateAccountPhoneNumber.phoneNumber).toBe("+32470987654");
    const code = await lastCodeSentTo("+32470987654");
    const done = await graphql(an.access_token, COMPLETE, { id: body.data!.startUpdateAccountPhoneNumber.id, code });
    expect(done.body.data!.completeUpdateAccountPhoneNumber.profile.contact_information).toEqual({
      phone_number: "+32470987654",
      phone_verified: true,
    });
  });
});
