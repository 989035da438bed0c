/** Resolvers of the subscriptions area: what the account owns or reads along with. */
import { todayLocal } from "../../time";
import { linkedSubscription, linkedSubscriptions } from "./data";
import type { Resolvers } from "../../graphql/generated/resolvers";

export const resolvers: Resolvers = {
  Query: {
    linkedSubscriptions: (_parent, _args, { db, auth }) =>
      linkedSubscriptions(db, auth.accountId, todayLocal()),

    subscription: async (_parent, { id }, { db, auth }) =>
      (await linkedSubscription(db, auth.accountId, id, todayLocal()))?.subscription ?? null,
  },
};
