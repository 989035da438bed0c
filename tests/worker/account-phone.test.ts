import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { DAGKOERIER, OCHTENDPOST, ORIGIN, postForm, gql, profile, latestCode, originCallsOf, wrongCode, text, inputValue, fieldError } from "./account-helpers";
import { logIn, portalFetch } from "./helpers";

// /account/telefoonnummer against the real origin of the test stack: Sanne (digitaal@) verifies a
// phone number, Fatima (betaalprobleem@) runs out of attempts. A new code can be sent once a minute per
// account and kind, so each account starts each kind of change once.

describe("/account/telefoonnummer: verifying a mobile number", () => {
  const PATH = "/account/telefoonnummer";
  const SANNE_NEW = "+31611112222";
  const FATIMA_NEW = "+31633334444";

  let sanne: string;
  let fatima: string;
  let fatimaChallenge: string;

  type Pending = { id: string; phoneNumber: string; attemptsLeft: number; resendAvailableAt: string } | null;
  const pendingOf = async (cookie: string, host = DAGKOERIER) =>
    (await gql<{ pendingPhoneVerification: Pending }>(cookie, "PhoneVerificationState", {}, host)).pendingPhoneVerification;

  beforeAll(async () => {
    sanne = (await logIn("digitaal@example.nl")).session!;
    fatima = (await logIn("betaalprobleem@example.nl")).session!;
  });

  afterEach(() => {
    vi.restoreAllMocks();
  });

  describe("the phone page", () => {
    it("shows the number as not verified and offers it for verification", async () => {
      const { status, body } = await portalFetch(PATH, { host: DAGKOERIER, headers: { cookie: sanne } });
      expect(status).toBe(200);
      expect(body).toMatch(/<h1[^>]*>Mobiel nummer<\/h1>/);
      const page = text(body);
      expect(page).toContain("Uw mobiele nummer: +31 6 23456789");
      expect(page).toContain("Niet bevestigd");
      expect(inputValue(body, "phoneNumber")).toBe("(+31) 6 23456789");
    });
  });

  describe("starting a verification", () => {
    it.each([
      ["too short", "12345", "Vul een geldig mobiel nummer in."],
      ["a German number", "+49 151 12345678", "Vul een geldig mobiel nummer in."],
      ["the prefix only", "(+31) ", "Vul een geldig mobiel nummer in."],
      ["a Dutch landline (codes go by SMS)", "+31 20 123 4567", "Vul een geldig mobiel nummer in."],
      ["a Belgian landline", "+32 3 123 45 67", "Vul een geldig mobiel nummer in."],
    ])("refuses %s with 400 next to the field and sends nothing", async (_label, phoneNumber, message) => {
      const { status, body } = await postForm(PATH, sanne, { intent: "start-phone-verification", phoneNumber });
      expect(status).toBe(400);
      expect(fieldError(body, "phoneNumber")).toBe(message);
      expect(await pendingOf(sanne)).toBeNull();
    });


    it("says gsm-nummer on the Belgian brand", async () => {
      const an = (await logIn("an.peeters@example.be", { host: OCHTENDPOST })).session!;
      const { status, body } = await postForm(PATH, an, { intent: "start-phone-verification", phoneNumber: "0470" }, { host: OCHTENDPOST });
      expect(status).toBe(400);
      expect(fieldError(body, "phoneNumber")).toBe("Vul een geldig gsm-nummer in.");
      expect(await pendingOf(an, OCHTENDPOST)).toBeNull();
    });

    it("texts a code, shows the code step, and holds a new code back for a minute (429, seconds shown)", async () => {
      const started = await postForm(PATH, fatima, { intent: "start-phone-verification", phoneNumber: "(+31) 6 33334444" });
      expect(started.status).toBe(200);
      const page = text(started.body);
      expect(page).toContain("We hebben een sms met een code van 6 cijfers gestuurd naar +31 6 33334444.");
      expect(page).toMatch(/U kunt over \d+ seconden? een nieuwe code aanvragen\./);
      const pending = (await pendingOf(fatima))!;
      expect(pending).toMatchObject({ phoneNumber: FATIMA_NEW, attemptsLeft: 5 });
      expect(inputValue(started.body, "challengeId")).toBe(pending.id);
      expect(await latestCode(FATIMA_NEW)).toMatch(/^\d{6}$/);
      fatimaChallenge = pending.id;

      const resend = await postForm(PATH, fatima, { intent: "resend-phone-code", phoneNumber: FATIMA_NEW });
      expect(resend.status).toBe(429);
      const seconds = Number(/U heeft net een code gekregen\. U kunt over (\d+) seconden? een nieuwe code aanvragen\./.exec(text(resend.body))?.[1]);
      expect(seconds).toBeGreaterThan(0);
      expect(seconds).toBeLessThanOrEqual(60);
      expect((await pendingOf(fatima))!.id).toBe(fatimaChallenge);
    });
  });

  describe("another account's challenge", () => {
    it("is refused (404) and changes nothing for either account", async () => {
      const code = await latestCode(FATIMA_NEW);
      const before = await profile(sanne);
      const { status, body } = await postForm(PATH, sanne, { intent: "verify-phone-code", challengeId: fatimaChallenge, code });
      expect(status).toBe(404);
      expect(text(body)).toContain("We konden de gevraagde gegevens niet vinden.");
      expect(await profile(sanne)).toEqual(before);
      expect((await pendingOf(fatima))!.attemptsLeft).toBe(5);
      expect((await profile(fatima)).profile.contact_information).toMatchObject({ phone_number: "+31687654321", phone_verified: true });
    });
  });

  describe("checking the code", () => {
    it("counts wrong codes down to none, then refuses even the right code (429) and keeps the old number", async () => {
      const right = await latestCode(FATIMA_NEW);
      for (const message of [
        "Deze code klopt niet. U kunt het nog 4 keer proberen.",
        "Deze code klopt niet. U kunt het nog 3 keer proberen.",
        "Deze code klopt niet. U kunt het nog 2 keer proberen.",
        "Deze code klopt niet. U kunt het nog 1 keer proberen.",
      ]) {
        const { status, body } = await postForm(PATH, fatima, { intent: "verify-phone-code", challengeId: fatimaChallenge, code: wrongCode(right) });
        expect(status).toBe(400);
        expect(fieldError(body, "code")).toBe(message);
      }
      const last = await postForm(PATH, fatima, { intent: "verify-phone-code", challengeId: fatimaChallenge, code: wrongCode(right) });
      expect(text(last.body)).toContain("Deze code klopt niet en u kunt het niet nog eens proberen. Vraag een nieuwe code aan.");
      // No code field any more: only a new code helps.
      expect(inputValue(last.body, "code")).toBeUndefined();

      const tooMany = await postForm(PATH, fatima, { intent: "verify-phone-code", challengeId: fatimaChallenge, code: right });
      expect(tooMany.status).toBe(429);
      expect(text(tooMany.body)).toContain("U heeft te vaak een onjuiste code ingevuld. Vraag een nieuwe code aan.");
      expect((await profile(fatima)).profile.contact_information).toMatchObject({ phone_number: "+31687654321", phone_verified: true });
    });

    it("answers an expired code with 409 and its own Dutch message (the origin's answer, stubbed: its clock cannot be moved from here)", async () => {
      const realFetch = globalThis.fetch;
      vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
        if (typeof init?.body === "string" && init.body.includes('"operationName":"CompletePhoneVerification"')) {
          const violations = [{ code: "VERIFICATION-CODE-EXPIRED", message: "Deze code is verlopen. Vraag een nieuwe code aan." }];
          return Response.json({ errors: [{ message: violations[0]!.message, extensions: { code: "CONFLICT", status: 409, violations } }] });
        }
        return realFetch(input, init);
      });
      const before = await profile(sanne);
      const { status, body } = await postForm(PATH, sanne, { intent: "verify-phone-code", challengeId: "vc_verlopen", code: "123456" });
      expect(status).toBe(409);
      expect(text(body)).toContain("Deze code is verlopen. Vraag een nieuwe code aan.");
      vi.restoreAllMocks();
      expect(await profile(sanne)).toEqual(before);
    });

    it("stores the number as verified after a wrong and then the right code, and the page says so", async () => {
      const started = await postForm(PATH, sanne, { intent: "start-phone-verification", phoneNumber: "06 1111 2222" });
      expect(started.status).toBe(200);
      const challengeId = inputValue(started.body, "challengeId")!;
      const code = await latestCode(SANNE_NEW);
      const before = await profile(sanne);

      const { result: wrong, calls } = await originCallsOf("PhoneVerificationState", () =>
        postForm(PATH, sanne, { intent: "verify-phone-code", challengeId, code: wrongCode(code) }),
      );
      expect(wrong.status).toBe(400);
      expect(fieldError(wrong.body, "code")).toBe("Deze code klopt niet. U kunt het nog 4 keer proberen.");
      expect(calls).toBe(1); // for the page; the attempts left came with the refusal
      expect(await profile(sanne)).toEqual(before);

      const done = await postForm(PATH, sanne, { intent: "verify-phone-code", challengeId, code });
      expect(done.status).toBe(200);
      const page = text(done.body);
      expect(page).toContain("Uw mobiele nummer +31 6 11112222 is bevestigd.");
      expect(page).toContain("Uw mobiele nummer: +31 6 11112222 Bevestigd");
      const after = await profile(sanne);
      expect(after.profile.contact_information).toMatchObject({ phone_number: SANNE_NEW, phone_verified: true });
      expect(after.version).toBe(before.version + 1);
      expect(after.accountCompleteness).toBeGreaterThan(before.accountCompleteness);
      expect(await pendingOf(sanne)).toBeNull();
    });
  });

  describe("refusals before any action", () => {
    it("refuses a cross-origin POST (403) and texts nothing", async () => {
      const { status } = await postForm(PATH, sanne, { intent: "start-phone-verification", phoneNumber: "+31 6 99998888" }, { origin: "https://evil.example" });
      expect(status).toBe(403);
      const outbox = await fetch(`${ORIGIN}/dev/outbox?format=json&to=${encodeURIComponent("+31699998888")}`);
      expect(((await outbox.json()) as { messages: unknown[] }).messages).toEqual([]);
    });
  });
});
