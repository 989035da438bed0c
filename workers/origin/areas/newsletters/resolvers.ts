/** Resolvers of the newsletters area: the brands' newsletters (the same list as REST GET /api/newsletter/newsletters) and the switches. */
import type { Resolvers } from "../../graphql/generated/resolvers";
import { notFound } from "../../request/errors";
import { knownBrandKeys } from "../../rest/params";
import { linkedBrandKeys } from "../subscriptions";
import { listNewsletters } from "./data";
import { setSubscription, unsubscribeBrand } from "./changes";

/** The portal offers the newsletters of the account's own brands (owner or co-reader) only. */
const ofAccountBrand = (db: D1Database, accountId: string) => async (brand: string) => (await linkedBrandKeys(db, accountId)).includes(brand);

export const resolvers: Resolvers = {
  Query: {
    newsletters: (_parent, { brands }, { db, auth }) => listNewsletters(db, auth.accountId, knownBrandKeys(brands, "brands")),
  },
  Mutation: {
    setNewsletterSubscription: (_parent, { newsletterId, subscribed }, { db, auth }) => setSubscription(db, auth, newsletterId, subscribed, ofAccountBrand(db, auth.accountId)),
    unsubscribeAllNewsletters: async (_parent, { brand }, { db, auth }) => {
      if (!(await ofAccountBrand(db, auth.accountId)(brand))) throw notFound();
      return unsubscribeBrand(db, auth, brand);
    },
  },
};
