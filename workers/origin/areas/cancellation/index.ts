import type { Area } from "../area";
import typeDefs from "./schema.graphql";
import { resolvers } from "./resolvers";

/** Cancelling a subscription online and undoing it (beyond the spec; ADR 17). */
export const cancellation: Area = { name: "cancellation", typeDefs, resolvers };

/** The activity events this area writes. */
declare module "../../activity" {
  interface ActivityTypes {
    SUBSCRIPTION_CANCELLED: true;
    SUBSCRIPTION_CANCELLATION_UNDONE: true;
  }
}
