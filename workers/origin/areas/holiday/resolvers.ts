/** Resolvers of the holiday service: the overview and cancelling a suspension that has not started. */
import { guardedChange } from "../../activity";
import { conflict, found, notFound } from "../../errors";
import { nowIso, todayLocal } from "../../time";
import { cancelSuspensionStatement, getSuspension, holidayOverview } from "./data";
import type { Resolvers } from "../../graphql/generated/resolvers";

export const resolvers: Resolvers = {
  Query: {
    holidayServicesOverview: (_parent, _args, { db, auth }) => holidayOverview(db, auth.accountId),
  },
  Mutation: {
    cancelDeliverySuspensionV2: async (_parent, { input }, { db, auth }) => {
      const suspension = await getSuspension(db, auth.accountId, input.changeId);
      if (!suspension) throw notFound();
      if (!suspension.cancellable) {
        throw conflict(
          "SUSPENSION-NOT-CANCELLABLE",
          "Deze vakantiestop is al begonnen, voorbij of geannuleerd en kan niet meer worden geannuleerd.",
        );
      }
      await guardedChange(db, cancelSuspensionStatement(db, auth.accountId, input.changeId, todayLocal(), nowIso()), {
        accountId: auth.accountId,
        sessionId: auth.sessionId,
        type: "DELIVERY_SUSPENSION_CANCELLED",
        details: { changeId: input.changeId, subscriptionId: suspension.subscriptionId },
      });
      return found(await getSuspension(db, auth.accountId, input.changeId));
    },
  },
};
