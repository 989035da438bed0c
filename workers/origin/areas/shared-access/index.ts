import type { Area } from "../area";
import typeDefs from "./schema.graphql";
import { resolvers } from "./resolvers";
import { seed } from "./seed";

export const sharedAccess: Area = { name: "shared-access", typeDefs, resolvers, seed };

/** The activity events this area writes. */
declare module "../../activity" {
  interface ActivityTypes {
    INVITE_REVOKED: true;
    CO_READER_REVOKED: true;
  }
}
