/**
 * The value lists of the cancellation contract (cancellation.ts), without Zod: the portal's pages import
 * them into the browser, where the contract's schemas would be first-load JS for nothing.
 */
export const CANCELLATION_BASES = ["WITHDRAWAL", "FIXED_PERIOD", "NOTICE_PERIOD"] as const;
export const CANCELLATION_REASONS = ["TOO_EXPENSIVE", "NO_TIME_TO_READ", "CONTENT", "DELIVERY", "MOVING", "OTHER"] as const;
