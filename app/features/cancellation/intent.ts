/** The intents of the cancellation page (apart from the schema, which loads after hydration). */
export const CANCEL_INTENT = "cancel-subscription";
export const UNDO_INTENT = "undo-cancellation";

export const CANCELLATION_REASONS = ["TOO_EXPENSIVE", "NO_TIME_TO_READ", "CONTENT", "DELIVERY", "MOVING", "OTHER"] as const;
export type CancellationReason = (typeof CANCELLATION_REASONS)[number];

export const COMMENT_MAX = 500;
