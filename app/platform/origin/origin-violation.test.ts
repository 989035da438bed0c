import { describe, expect, test } from "vitest";
import { GraphQLResponseError, toViolation } from "./graphql.server";
import { OriginError } from "./violations";

// toViolation: an origin GraphQL refusal becomes the portal's violation shape, with the numbers the
// origin adds to it (workers/origin/areas/account/verification.ts) so callers need not ask the origin again.

function refusal(extensions: Record<string, unknown>, status = 200) {
  return new GraphQLResponseError(status, [{ message: "refused", extensions }]);
}

describe("toViolation", () => {
  test("keeps the violations and status, and carries attemptsLeft", () => {
    const violations = [{ code: "INVALID-VERIFICATION-CODE", field: "code", message: "De code is onjuist. U kunt het nog 3 keer proberen." }];
    expect(toViolation(refusal({ code: "BAD_USER_INPUT", status: 400, violations, attemptsLeft: 3 }))).toEqual({ violations, status: 400, attemptsLeft: 3 });
    expect(toViolation(refusal({ code: "BAD_USER_INPUT", status: 400, violations, attemptsLeft: 0 }))).toMatchObject({ attemptsLeft: 0 });
  });

  test("carries retryAfterSeconds, also when the origin names only a code", () => {
    const violations = [{ code: "TOO-MANY-REQUESTS", message: "U heeft net een code aangevraagd." }];
    expect(toViolation(refusal({ code: "TOO_MANY_REQUESTS", status: 429, violations, retryAfterSeconds: 42 }))).toEqual({ violations, status: 429, retryAfterSeconds: 42 });
    expect(toViolation(refusal({ code: "TOO_MANY_REQUESTS", status: 429, retryAfterSeconds: 7 }))).toEqual({
      violations: [{ code: "TOO-MANY-REQUESTS" }],
      status: 429,
      retryAfterSeconds: 7,
    });
  });

  test("adds nothing the origin did not send, and ignores numbers that are not numbers", () => {
    const violations = [{ code: "INVALID-VERIFICATION-CODE", field: "code", message: "Deze code is al gebruikt en niet meer geldig." }];
    expect(toViolation(refusal({ code: "BAD_USER_INPUT", status: 400, violations }))).toEqual({ violations, status: 400 });
    expect(toViolation(refusal({ code: "BAD_USER_INPUT", status: 400, violations, attemptsLeft: "3", retryAfterSeconds: null }))).toEqual({ violations, status: 400 });
  });

  test("an OriginError stays as it is; anything else is a generic 500", () => {
    const violation = { violations: [{ code: "NOT-FOUND" }], status: 404 };
    expect(toViolation(new OriginError(violation))).toBe(violation);
    expect(toViolation(new Error("boom"))).toEqual({ violations: [{ code: "GENERIC-ERROR" }], status: 500 });
  });
});
