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

/** Dutch text for a code; unknown codes fall back to the GENERIC-ERROR text and are reported. */
export function violationText(
  code: string,
  translate: (key: string, fallback: string) => string,
  report: (message: string) => void = console.error,
): string {
  const generic = translate(`errorCodes.${GENERIC_ERROR}`, "Er is iets misgegaan. Probeer het later opnieuw.");
  if (code === GENERIC_ERROR) return generic;
  const text = translate(`errorCodes.${code}`, "");
  if (!text) {
    report(`Unknown error code: ${code}`);
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
