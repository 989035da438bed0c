import type { Area } from "../area";
import typeDefs from "./schema.graphql";
import { resolvers } from "./resolvers";
import { seed } from "./seed";
import { completeDueMoves } from "./data";
import { nowIso, todayLocal } from "../../calendar/time";
import { personalData } from "./personal-data";

/**
 * Moving house: a new address, a move date and the paper subscriptions that move along (ADR 23).
 * Hourly, the moves whose date has come change the account's address (reads apply them too).
 */
export const moving: Area = { name: "moving", typeDefs, resolvers, seed, scheduled: (db) => completeDueMoves(db, todayLocal(), nowIso()), personalData };

/** The activity events this area writes. */
declare module "../../records/activity" {
  interface ActivityTypes {
    MOVING_HOUSE_SUBMITTED: true;
    MOVING_HOUSE_CANCELLED: true;
    /** Written without a session: the move date came and the address changed. */
    MOVING_HOUSE_COMPLETED: true;
  }
}

// The area's published face: what other areas may use (ADR 35).
export { firstAfterDueMoves } from "./data";
