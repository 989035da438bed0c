/** Resolvers of the privacy area (ADR 42): the privacy page's overview, asking for the data, deleting the account. */
import type { Resolvers } from "../../graphql/generated/resolvers";
import { deletionOverview, requestDeletion } from "./deletion";
import { EXPORT_AVAILABLE_DAYS, listExports, requestExport } from "./exports";

export const resolvers: Resolvers = {
  Query: {
    privacy: async (_parent, _args, { db, auth, areas }) => ({
      exports: await listExports(db, auth.accountId),
      deletion: await deletionOverview(db, auth.accountId, areas),
      exportAvailableDays: EXPORT_AVAILABLE_DAYS,
    }),
  },
  Mutation: {
    requestDataExport: (_parent, _args, { env, auth, areas }) => requestExport(env.DB, env, areas, auth.accountId),
    requestAccountDeletion: (_parent, { password }, { env, auth, areas }) => requestDeletion(env.DB, areas, auth, password),
  },
};
