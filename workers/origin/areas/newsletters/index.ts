import type { Area } from "../area";
import typeDefs from "./schema.graphql";
import { resolvers } from "./resolvers";
import { rest } from "./rest";
import { seed } from "./seed";
import { personalData } from "./personal-data";

export const newsletters: Area = { name: "newsletters", typeDefs, resolvers, rest, seed, personalData };

/** The activity events this area writes. */
declare module "../../records/activity" {
  interface ActivityTypes {
    NEWSLETTER_SUBSCRIBED: true;
    NEWSLETTER_UNSUBSCRIBED: true;
    NEWSLETTERS_UNSUBSCRIBED_ALL: true;
  }
}
