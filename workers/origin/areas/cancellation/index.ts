import type { Area } from "../area";
import typeDefs from "./schema.graphql";
import { resolvers } from "./resolvers";
import { rest } from "./rest";
import { personalData } from "./personal-data";

/** Cancelling a subscription online, also without logging in, and undoing it (ADR 17, ADR 39). */
export const cancellation: Area = { name: "cancellation", typeDefs, resolvers, rest, personalData };

/** The activity events this area writes. */
declare module "../../records/activity" {
  interface ActivityTypes {
    SUBSCRIPTION_CANCELLED: true;
    SUBSCRIPTION_CANCELLATION_UNDONE: true;
  }
}
