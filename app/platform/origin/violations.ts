// Spec §8: every failed request becomes { violations: [{ code, … }], status }. GENERIC-ERROR + 500
// for network or unknown failures. Error codes are shown through the errorCodes.* translation table.

export interface Violation {
  code: string;
  field?: string;
  message?: string;
}

export interface ViolationError {
  violations: Violation[];
  status: number;
  /** Wrong codes a verification challenge still takes (origin extension with INVALID-VERIFICATION-CODE). */
  attemptsLeft?: number;
  /** Seconds until the refused request may be sent again (origin extension with TOO-MANY-REQUESTS). */
  retryAfterSeconds?: number;
}

export const GENERIC_ERROR = "GENERIC-ERROR";

export function genericError(status = 500): ViolationError {
  return { violations: [{ code: GENERIC_ERROR }], status };
}

export function isViolationError(value: unknown): value is ViolationError {
  return Boolean(value && typeof value === "object" && Array.isArray((value as ViolationError).violations) && typeof (value as ViolationError).status === "number");
}

/**
 * Dutch text for a code; unknown codes fall back to the GENERIC-ERROR text and are reported (spec §8):
 * every caller says where to, so no area can forget it.
 */
export function violationText(code: string, translate: (key: string, fallback: string) => string, report: (error: Error) => void): string {
  const generic = translate(`errorCodes.${GENERIC_ERROR}`, "Er is iets misgegaan. Probeer het later opnieuw.");
  if (code === GENERIC_ERROR) return generic;
  const text = translate(`errorCodes.${code}`, "");
  if (!text) {
    // The code as a tag of its own (error.code), so unknown codes can be counted per code.
    report(Object.assign(new Error(`Unknown error code: ${code}`), { code }));
    return generic;
  }
  return text;
}

/** A failed origin call, as the spec's violation shape (thrown by the origin client). */
export class OriginError extends Error {
  constructor(readonly violation: ViolationError) {
    super(`Origin call failed: ${violation.violations.map((v) => v.code).join(", ")} (${violation.status})`);
  }
}
