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

/**
 * A write whose every try failed on the way (5xx, reset, timeout, still being applied): it may or may not
 * have applied, so it is reported as neither (ADR 48). Sending the same form again is safe: it goes with
 * the same idempotency key, and the origin answers what it did the first time. The status is the spec's
 * 500 for a network failure; the code says more than GENERIC-ERROR (API callers get both, see
 * `apiViolation`).
 */
export const OUTCOME_UNKNOWN = "OUTCOME-UNKNOWN";

export function outcomeUnknown(): ViolationError {
  return { violations: [{ code: OUTCOME_UNKNOWN }], status: 500 };
}

/** A violation as the portal's API answers it (spec §8): an unknown outcome leads with GENERIC-ERROR, then says it is unknown. */
export function apiViolation(violation: ViolationError): ViolationError {
  const unknown = violation.violations.some((item) => item.code === OUTCOME_UNKNOWN);
  return unknown ? { ...violation, violations: [{ code: GENERIC_ERROR }, ...violation.violations] } : violation;
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
