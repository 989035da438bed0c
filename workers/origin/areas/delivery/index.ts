import type { Area } from "../area";
import typeDefs from "./schema.graphql";
import { resolvers } from "./resolvers";
import { scheduledIncidents } from "./incidents";
import { rest } from "./rest";
import { seed } from "./seed";
import { personalData } from "./personal-data";
import { pages } from "./route-list";

/**
 * Delivery complaints: report a missing, late or damaged paper or magazine (ADR 19), with or without
 * logging in; delivery incidents told to the subscribers they concern (ADR 40).
 */
export const delivery: Area = { name: "delivery", typeDefs, resolvers, rest, seed, frequent: scheduledIncidents, personalData, pages };

/** The activity events this area writes. */
declare module "../../records/activity" {
  interface ActivityTypes {
    DELIVERY_COMPLAINT_SUBMITTED: true;
    DELIVERY_FOLLOW_UP_ANSWERED: true;
    DELIVERY_INSTRUCTIONS_UPDATED: true;
  }
}

// The area's published face: what other areas may use (ADR 35).
export { creditsOnInvoice, deliveryOf, ownSubscriptions } from "./data";
export type { DeliverySubscriptionRow } from "./data";
export { firstThursday, issueMonths } from "./rules";
export type { Delivery } from "./rules";
