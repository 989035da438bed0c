/** Resolvers of online cancellation: the terms, the cancellation (idempotent) and its undo. */
import { brandByKey } from "../../brands";
import { conflict, found, notFound, validationFailed } from "../../errors";
import type { Resolvers } from "../../graphql/generated/resolvers";
import { dutchDate, nowIso, todayLocal } from "../../time";
import { linkedSubscription } from "../subscriptions";
import { cancel, ownedSubscription, phasesOf, undo, type CancellableSubscription } from "./data";
import { canUndo, earliestEndDate, validateComment } from "./rules";

function describe(subscription: CancellableSubscription) {
  const brand = brandByKey(subscription.brand_key);
  const title = [subscription.title, subscription.sub_title].filter(Boolean).join(" – ");
  return { brandName: brand?.name ?? subscription.title, country: brand?.country ?? "nl", title, hello: `Beste ${subscription.first_name ?? "abonnee"},` };
}

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
      const earliest = earliestEndDate(await phasesOf(db, subscription.id), today);
      return {
        subscriptionId: subscription.id,
        earliestEndDate: earliest.date,
        basis: earliest.basis,
        undoableUntil: subscription.status === "PENDING_CANCELLATION" && canUndo(subscription.end_date, today) ? subscription.end_date : null,
      };
    },
  },
  Mutation: {
    cancelSubscription: async (_parent, { input }, { db, auth }) => {
      const subscription = await owned(db, auth.accountId, input.subscriptionId);
      if (subscription.status === "CANCELLED") throw conflict("SUBSCRIPTION-ENDED", "Dit abonnement is al beëindigd.");
      const violations = validateComment(input.comment);
      if (violations.length > 0) throw validationFailed(violations);
      const today = todayLocal();
      if (subscription.status === "ACTIVE") {
        const { date } = earliestEndDate(await phasesOf(db, subscription.id), today);
        const { brandName, country, title, hello } = describe(subscription);
        await cancel(db, {
          accountId: auth.accountId,
          subscriptionId: subscription.id,
          endDate: date,
          reason: input.reason ?? null,
          comment: input.comment?.trim() || null,
          now: nowIso(),
          event: { accountId: auth.accountId, sessionId: auth.sessionId, type: "SUBSCRIPTION_CANCELLED", details: { subscriptionId: subscription.id, endDate: date } },
          message: {
            to: subscription.email,
            channel: "email",
            subject: `Bevestiging: uw abonnement op ${brandName} stopt op ${dutchDate(date, country)}`,
            body: [
              hello,
              "",
              `U heeft uw abonnement ${title} (nummer ${subscription.id}) opgezegd. Het stopt op ${dutchDate(date, country)}; tot die dag loopt alles door zoals u gewend bent.`,
              "",
              `Bedacht? Tot ${dutchDate(date, country)} maakt u de opzegging in Mijn Omgeving ongedaan, onder Abonnementen.`,
              "",
              `Met vriendelijke groet,`,
              brandName,
            ].join("\n"),
          },
        });
      }
      // Already cancelled (a double submit): nothing changes, the current state is the answer.
      return found(await linkedSubscription(db, auth.accountId, subscription.id, today));
    },

    undoCancellation: async (_parent, { subscriptionId }, { db, auth }) => {
      const subscription = await owned(db, auth.accountId, subscriptionId);
      const today = todayLocal();
      if (subscription.status !== "PENDING_CANCELLATION") throw conflict("NOT-CANCELLED", "Dit abonnement is niet opgezegd.");
      if (!canUndo(subscription.end_date, today)) {
        throw conflict("UNDO-TOO-LATE", "De einddatum is bereikt; de opzegging kan niet meer ongedaan worden gemaakt.");
      }
      const { brandName, title, hello } = describe(subscription);
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
          body: [hello, "", `U heeft de opzegging van ${title} (nummer ${subscription.id}) ongedaan gemaakt. Uw abonnement loopt gewoon door.`, "", "Met vriendelijke groet,", brandName].join("\n"),
        },
      });
      if (!undone) throw conflict("CHANGED-MEANWHILE", "Dit is intussen al gewijzigd. Vernieuw de pagina.");
      return found(await linkedSubscription(db, auth.accountId, subscription.id, today));
    },
  },
};
