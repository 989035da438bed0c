import type { Area } from "../area";
import typeDefs from "./schema.graphql";
import { resolvers } from "./resolvers";
import { seed } from "./seed";

/** Delivery complaints: report a missing, late or damaged paper or magazine (ADR 19). */
export const complaints: Area = { name: "complaints", typeDefs, resolvers, seed };

/** The activity events this area writes. */
declare module "../../activity" {
  interface ActivityTypes {
    DELIVERY_COMPLAINT_SUBMITTED: true;
    DELIVERY_FOLLOW_UP_ANSWERED: true;
  }
}
