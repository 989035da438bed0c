/**
 * One way to cancel, whoever asks (ADR 39): the logged-in owner (GraphQL) and a visitor who identified
 * the subscription without logging in (REST) reach the same rules, the same single write and the same
 * receipt. A second request for a subscription already cancelled changes and sends nothing.
 */
import { brandByKey } from "../../demo/brands";
import { conflict, validationFailed } from "../../request/errors";
import { nowIso, todayLocal } from "../../calendar/time";
import { cancel, currentCancellation, phasesOf, type CancellableSubscription, type CancellationRow } from "./data";
import { receiptEmail, type Receipt } from "./receipt";
import { canUndo, earliestEndDate, validateComment } from "./rules";

export function describeSubscription(subscription: CancellableSubscription) {
  const brand = brandByKey(subscription.brand_key);
  return {
    brandName: brand?.name ?? subscription.title,
    country: brand?.country ?? "nl",
    title: [subscription.title, subscription.sub_title].filter(Boolean).join(" – "),
    hello: `Beste ${subscription.first_name ?? "abonnee"},`,
    customerName: [subscription.first_name, subscription.last_name].filter(Boolean).join(" ") || null,
  };
}

/** The earliest end date and its basis, as of today. */
export async function termsOf(db: D1Database, subscription: CancellableSubscription) {
  return earliestEndDate(await phasesOf(db, subscription.id), todayLocal());
}

export function receiptOf(subscription: CancellableSubscription, cancellation: Pick<CancellationRow, "end_date" | "basis" | "channel" | "created_at">): Receipt {
  const { brandName, country, title, customerName } = describeSubscription(subscription);
  return {
    brandName,
    country,
    title,
    subscriptionId: subscription.id,
    customerName,
    receivedAt: cancellation.created_at,
    endDate: cancellation.end_date,
    basis: cancellation.basis,
    channel: cancellation.channel,
    undoableUntil: cancellation.basis !== "WITHDRAWAL" && canUndo(cancellation.end_date, todayLocal()) ? cancellation.end_date : null,
  };
}

export interface CancelRequest {
  channel: CancellationRow["channel"];
  /** The session that asked (null: identified without logging in). */
  sessionId: string | null;
  reason: string | null;
  comment: string | null | undefined;
}

/**
 * Cancels a running subscription per its earliest end date: the status change, the record, the event
 * and the receipt (e-mail with its PDF copy) in one batch. Answers the cancellation in force and
 * whether this call made it.
 */
export async function cancelOnce(db: D1Database, subscription: CancellableSubscription, request: CancelRequest): Promise<{ cancellation: CancellationRow; created: boolean }> {
  if (subscription.status === "CANCELLED") throw conflict("SUBSCRIPTION-ENDED", "Dit abonnement is al beëindigd.");
  const violations = validateComment(request.comment);
  if (violations.length > 0) throw validationFailed(violations);
  let created = false;
  if (subscription.status === "ACTIVE") {
    const { date, basis } = await termsOf(db, subscription);
    const now = nowIso();
    const receipt = receiptOf(subscription, { end_date: date, basis, channel: request.channel, created_at: now });
    created = await cancel(db, {
      accountId: subscription.account_id,
      subscriptionId: subscription.id,
      endDate: date,
      basis,
      channel: request.channel,
      reason: request.reason,
      comment: request.comment?.trim() || null,
      now,
      event: {
        accountId: subscription.account_id,
        sessionId: request.sessionId,
        type: "SUBSCRIPTION_CANCELLED",
        details: { subscriptionId: subscription.id, endDate: date, basis, channel: request.channel },
      },
      message: await receiptEmail(receipt, subscription.email, describeSubscription(subscription).hello),
    });
  }
  // Already cancelled (a double submit, a second tab): nothing changes, the cancellation in force is the answer.
  const cancellation = await currentCancellation(db, subscription.id);
  if (!cancellation) throw conflict("CHANGED-MEANWHILE", "Dit is intussen al gewijzigd. Vernieuw de pagina.");
  return { cancellation, created };
}
