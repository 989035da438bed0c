import type { Area } from "../area";
import typeDefs from "./schema.graphql";
import { bankPages } from "./bank";
import { pages } from "./page";
import { resolvers } from "./resolvers";
import { personalData } from "./personal-data";

export const payment: Area = { name: "payment", typeDefs, resolvers, pages: [...pages, ...bankPages], personalData };

/** The activity events this area writes. */
declare module "../../records/activity" {
  interface ActivityTypes {
    PAYMENT_METHOD_CHANGED: true;
    INVOICES_PAID: true;
  }
}
