/** Resolvers of the newsletters area: the brands' newsletters (the same list as REST GET /api/newsletter/newsletters). */
import type { Resolvers } from "../../graphql/generated/resolvers";
import { knownBrandKeys } from "../../rest/params";
import { listNewsletters } from "./data";

export const resolvers: Resolvers = {
  Query: {
    newsletters: (_parent, { brands }, { db, auth }) => listNewsletters(db, auth.accountId, knownBrandKeys(brands, "brands")),
  },
};
