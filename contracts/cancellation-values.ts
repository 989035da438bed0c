/**
 * The value lists of the cancellation contract (cancellation.ts), without Zod: the portal's pages import
 * them into the browser, where the contract's schemas would be first-load JS for nothing.
 */
import { S2CancellationBasis, S2CancellationReason, valuesOf } from "./values";

export const CANCELLATION_BASES = valuesOf(S2CancellationBasis);
export const CANCELLATION_REASONS = valuesOf(S2CancellationReason);
