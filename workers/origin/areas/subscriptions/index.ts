import type { Area } from "../area";
import typeDefs from "./schema.graphql";
import { resolvers } from "./resolvers";
import { rest } from "./rest";
import { seed } from "./seed";
import { personalData } from "./personal-data";

export const subscriptions: Area = { name: "subscriptions", typeDefs, resolvers, rest, seed, personalData };

/** The activity events this area writes. */
declare module "../../records/activity" {
  interface ActivityTypes {
    SUBSCRIPTION_LINKED: true;
  }
}

// The area's published face: what other areas may use (ADR 35).
export { linkedBrandKeys, linkedSubscription } from "./data";
export { identify, issueTicket, redeemTicket } from "./identify";
export type { IdentifiableSubscription, IdentifyPurpose } from "./identify";
