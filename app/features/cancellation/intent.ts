/** The intents of the cancellation pages (apart from the schema, which loads after hydration). */
import { CANCELLATION_REASONS } from "@contracts/cancellation-values";

/** Step 1 → 2: the statement (reason and remark optional) is checked and shown for confirmation; nothing is stored. */
export const REVIEW_INTENT = "cancel-review";
/** Step 2 → 1: back to the statement with what was filled in. */
export const EDIT_INTENT = "cancel-edit";
/** Step 2: "Opzegging bevestigen". */
export const CANCEL_INTENT = "cancel-subscription";
export { UNDO_CANCELLATION_INTENT as UNDO_INTENT } from "~/platform/content/links";
/** /opzeggen without a login: subscription number, postcode and house number. */
export const IDENTIFY_INTENT = "cancel-identify";

export { CANCELLATION_REASONS };
export type CancellationReason = (typeof CANCELLATION_REASONS)[number];

export const COMMENT_MAX = 500;

/** Without a login: the hidden field that carries the identified subscription from step to step (with its ticket). */
export const IDENTIFIED_FIELD = "identified";

/** The start of cancelling (Art. 11a CRD): in the navigation and the footer of every page. */
export { CANCEL_START_PATH } from "~/platform/content/links";
export { cancellationPath } from "~/platform/content/links";
import { cancellationPath } from "~/platform/content/links";
export const receiptPath = (subscriptionId: string) => `${cancellationPath(subscriptionId)}/bevestiging.pdf`;
