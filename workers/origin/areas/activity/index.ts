import type { Area } from "../area";
import typeDefs from "./schema.graphql";
import { resolvers } from "./resolvers";
import { seed } from "./seed";
import { personalData } from "./personal-data";

export const activity: Area = { name: "activity", typeDefs, resolvers, seed, personalData };
