import type { Area } from "../area";
import typeDefs from "./schema.graphql";
import { resolvers } from "./resolvers";
import { rest } from "./rest";
import { seed } from "./seed";
import { personalData } from "./personal-data";

export const invoices: Area = { name: "invoices", typeDefs, resolvers, rest, seed, personalData };
