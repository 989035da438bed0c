/** Resolvers of online cancellation: the terms, the cancellation (idempotent, cancel.ts) and its undo. */
import { conflict, found, notFound } from "../../request/errors";
import type { Resolvers } from "../../graphql/generated/resolvers";
import { nowIso, todayLocal } from "../../calendar/time";
import { sayIn } from "../../rules/words";
import { linkedSubscription } from "../subscriptions";
import { cancelOnce, describeSubscription, termsOf } from "./cancel";
import { currentCancellation, ownedSubscription, undo, type CancellableSubscription } from "./data";
import { canUndo } from "./rules";

async function owned(db: D1Database, accountId: string, subscriptionId: string): Promise<CancellableSubscription> {
  const subscription = await ownedSubscription(db, accountId, subscriptionId);
  if (!subscription) throw notFound();
  return subscription;
}

export const resolvers: Resolvers = {
  Query: {
    cancellationTerms: async (_parent, { subscriptionId }, { db, auth }) => {
      const subscription = await ownedSubscription(db, auth.accountId, subscriptionId);
      if (!subscription || subscription.status === "CANCELLED") return null;
      const today = todayLocal();
      const [earliest, current] = await Promise.all([termsOf(db, subscription), subscription.status === "PENDING_CANCELLATION" ? currentCancellation(db, subscription.id) : null]);
      return {
        subscriptionId: subscription.id,
        earliestEndDate: earliest.date,
        basis: earliest.basis,
        undoableUntil:
          subscription.status === "PENDING_CANCELLATION" && current?.basis !== "WITHDRAWAL" && canUndo(subscription.end_date, today) ? subscription.end_date : null,
        cancellation: current ? { endDate: current.end_date, basis: current.basis, receivedAt: current.created_at, channel: current.channel } : null,
      };
    },
  },
  Mutation: {
    cancelSubscription: async (_parent, { input }, { db, auth }) => {
      const subscription = await owned(db, auth.accountId, input.subscriptionId);
      await cancelOnce(db, subscription, { channel: "ACCOUNT", sessionId: auth.sessionId, reason: input.reason ?? null, comment: input.comment });
      return found(await linkedSubscription(db, auth.accountId, subscription.id, todayLocal()));
    },

    undoCancellation: async (_parent, { subscriptionId }, { db, auth }) => {
      const subscription = await owned(db, auth.accountId, subscriptionId);
      const today = todayLocal();
      if (subscription.status !== "PENDING_CANCELLATION") throw conflict("NOT-CANCELLED", "Dit abonnement is niet opgezegd.");
      if ((await currentCancellation(db, subscription.id))?.basis === "WITHDRAWAL" || !canUndo(subscription.end_date, today)) {
        throw conflict("UNDO-TOO-LATE", "De einddatum is bereikt; de opzegging kan niet meer ongedaan worden gemaakt.");
      }
      const { brandName, title, hello, country } = describeSubscription(subscription);
      const undone = await undo(db, {
        accountId: auth.accountId,
        subscriptionId: subscription.id,
        today,
        now: nowIso(),
        event: { accountId: auth.accountId, sessionId: auth.sessionId, type: "SUBSCRIPTION_CANCELLATION_UNDONE", details: { subscriptionId: subscription.id } },
        message: {
          to: subscription.email,
          channel: "email",
          subject: `Uw abonnement op ${brandName} loopt door`,
          body: [hello, "", sayIn(country, `U heeft de opzegging van ${title} (nummer ${subscription.id}) ongedaan gemaakt. Uw abonnement loopt gewoon door.`), "", "Met vriendelijke groet,", brandName].join("\n"),
        },
      });
      if (!undone) throw conflict("CHANGED-MEANWHILE", "Dit is intussen al gewijzigd. Vernieuw de pagina.");
      return found(await linkedSubscription(db, auth.accountId, subscription.id, today));
    },
  },
};
