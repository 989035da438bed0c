import type { Area } from "../area";
import typeDefs from "./schema.graphql";
import { resolvers } from "./resolvers";

export const sessions: Area = { name: "sessions", typeDefs, resolvers };

/** The activity events this area writes. */
declare module "../../activity" {
  interface ActivityTypes {
    SESSION_REVOKED: true;
    OTHER_SESSIONS_REVOKED: true;
  }
}
