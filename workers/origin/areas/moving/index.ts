import type { Area } from "../area";
import typeDefs from "./schema.graphql";
import { resolvers } from "./resolvers";

export const moving: Area = { name: "moving", typeDefs, resolvers };
