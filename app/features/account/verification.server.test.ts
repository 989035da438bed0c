import { describe, expect, test } from "vitest";
import { OriginError } from "~/platform/origin/violations";
import type { ViolationError } from "~/platform/origin/violations";
import { challengeMessages } from "./verification.server";

// The texts of a refused code or resend come from the numbers the origin sent with the refusal.

const request = { t: (_key: string, fallback: string, values?: Record<string, unknown>) => fallback.replace(/\{(\w+)\}/g, (_, name: string) => String(values?.[name])) };
const refused = (violation: ViolationError) => new OriginError(violation);
const wrongCode = { code: "INVALID-VERIFICATION-CODE", field: "code", message: "De code is onjuist." };
const throttled = { code: "TOO-MANY-REQUESTS", message: "U heeft net een code aangevraagd. U kunt over 12 seconden een nieuwe code aanvragen." };

describe("challengeMessages", () => {
  test.each([
    [4, "Deze code klopt niet. U kunt het nog 4 keer proberen."],
    [1, "Deze code klopt niet. U kunt het nog 1 keer proberen."],
    [0, "Deze code klopt niet en u kunt het niet nog eens proberen. Vraag een nieuwe code aan."],
  ])("a wrong code with %i attempts left", (attemptsLeft, text) => {
    expect(challengeMessages(request, refused({ violations: [wrongCode], status: 400, attemptsLeft }))).toEqual({ "INVALID-VERIFICATION-CODE": text });
  });

  test("a spent code (no attempts sent) keeps the origin's own message", () => {
    expect(challengeMessages(request, refused({ violations: [wrongCode], status: 400 }))).toEqual({});
  });

  test("a held-back resend says the origin's seconds; without them the origin's own text", () => {
    expect(challengeMessages(request, refused({ violations: [throttled], status: 429, retryAfterSeconds: 12 }))).toEqual({
      "TOO-MANY-REQUESTS": "U heeft net een code gekregen. U kunt over 12 seconden een nieuwe code aanvragen.",
    });
    expect(challengeMessages(request, refused({ violations: [throttled], status: 429, retryAfterSeconds: 1 }))).toEqual({
      "TOO-MANY-REQUESTS": "U heeft net een code gekregen. U kunt over 1 seconde een nieuwe code aanvragen.",
    });
    expect(challengeMessages(request, refused({ violations: [throttled], status: 429 }))).toEqual({ "TOO-MANY-REQUESTS": throttled.message });
  });

  test("other refusals and other errors add nothing", () => {
    expect(challengeMessages(request, refused({ violations: [{ code: "NOT-FOUND" }], status: 404, attemptsLeft: 3 }))).toEqual({});
    expect(challengeMessages(request, new Error("boom"))).toEqual({});
  });
});
