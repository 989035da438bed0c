import type { Area } from "../area";
import typeDefs from "./schema.graphql";
import { resolvers } from "./resolvers";
import { rest } from "./rest";
import { seed } from "./seed";
import { personalData } from "./personal-data";

export const account: Area = { name: "account", typeDefs, resolvers, rest, seed, personalData };

/** The activity events this area writes. */
declare module "../../records/activity" {
  interface ActivityTypes {
    PROFILE_UPDATED: true;
    ADDRESS_DELETED: true;
    EMAIL_CHANGE_STARTED: true;
    EMAIL_CHANGED: true;
    PHONE_VERIFICATION_STARTED: true;
    PHONE_VERIFIED: true;
    PASSWORD_CHANGED: true;
  }
}

// The area's published face: what other areas may use (ADR 35).
export { getAccount, getCredentials, requireAccount } from "./data";
