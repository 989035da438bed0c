import type { Area } from "../area";
import typeDefs from "./schema.graphql";
import { resolvers } from "./resolvers";
import { seed } from "./seed";
import { personalData } from "./personal-data";

export const holiday: Area = { name: "holiday", typeDefs, resolvers, seed, personalData };

/** The activity events this area writes. */
declare module "../../records/activity" {
  interface ActivityTypes {
    DELIVERY_SUSPENSION_PLANNED: true;
    DELIVERY_SUSPENSION_CANCELLED: true;
    TEMPORARY_ADDRESS_PLANNED: true;
    TEMPORARY_ADDRESS_CANCELLED: true;
    HOLIDAY_SERVICE_CHANGED: true;
  }
}
