import type { Area } from "../area";
import typeDefs from "./schema.graphql";
import { resolvers } from "./resolvers";
import { seed } from "./seed";

/** Delivery complaints: report a missing, late or damaged paper or magazine (ADR 19). */
export const delivery: Area = { name: "delivery", typeDefs, resolvers, seed };

/** The activity events this area writes. */
declare module "../../activity" {
  interface ActivityTypes {
    DELIVERY_COMPLAINT_SUBMITTED: true;
    DELIVERY_FOLLOW_UP_ANSWERED: true;
  }
}

// The area's published face: what other areas may use (ADR 35).
export { creditsOnInvoice, deliveryOf, ownSubscriptions } from "./data";
export type { DeliverySubscriptionRow } from "./data";
export { firstThursday, issueMonths } from "./rules";
export type { Delivery } from "./rules";
