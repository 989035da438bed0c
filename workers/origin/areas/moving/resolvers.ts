/** Resolvers of the moving-house service. */
import { movingHouseOverview } from "./data";
import type { Resolvers } from "../../graphql/generated/resolvers";

export const resolvers: Resolvers = {
  Query: {
    movingHouseServicesOverview: (_parent, _args, { db, auth }) =>
      movingHouseOverview(db, auth.accountId),
  },
};
