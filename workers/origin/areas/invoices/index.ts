import type { Area } from "../area";
import typeDefs from "./schema.graphql";
import { resolvers } from "./resolvers";
import { rest } from "./rest";
import { seed } from "./seed";

export const invoices: Area = { name: "invoices", typeDefs, resolvers, rest, seed };
