import type { Area } from "../area";
import { nowIso, todayLocal } from "../../calendar/time";
import typeDefs from "./schema.graphql";
import { applyDueChanges } from "./apply";
import { personalData } from "./personal-data";
import { resolvers } from "./resolvers";
import { seed } from "./seed";

/** Changing what a subscription delivers or how it is billed (issue 57, ADR 53). */
export const subscriptionChange: Area = {
  name: "subscription-change",
  typeDefs,
  resolvers,
  seed,
  scheduled: (db) => applyDueChanges(db, todayLocal(), nowIso()),
  personalData,
};

/** The activity events this area writes. */
declare module "../../records/activity" {
  interface ActivityTypes {
    SUBSCRIPTION_CHANGED: true;
    SUBSCRIPTION_CHANGE_UNDONE: true;
  }
}
