import type { Area } from "../area";
import typeDefs from "./schema.graphql";
import { resolvers } from "./resolvers";
import { personalData } from "./personal-data";

export const sessions: Area = { name: "sessions", typeDefs, resolvers, personalData };

/** The activity events this area writes. */
declare module "../../records/activity" {
  interface ActivityTypes {
    SESSION_REVOKED: true;
    OTHER_SESSIONS_REVOKED: true;
  }
}
