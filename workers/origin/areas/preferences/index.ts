import type { Area } from "../area";
import typeDefs from "./schema.graphql";
import { resolvers } from "./resolvers";
import { seed } from "./seed";
import { personalData } from "./personal-data";

export const preferences: Area = { name: "preferences", typeDefs, resolvers, seed, personalData };

/** The activity events this area writes. */
declare module "../../records/activity" {
  interface ActivityTypes {
    PREFERENCES_UPDATED: true;
    LANGUAGE_UPDATED: true;
  }
}

// The area's published face: what other areas may use (ADR 35).
export { allowsServiceNotices } from "./data";
