import type { Area } from "../area";
import typeDefs from "./schema.graphql";
import { resolvers } from "./resolvers";
import { rest } from "./rest";
import { personalData } from "./personal-data";
import { eraseDueAccounts, eraseKeptPastRetention } from "./deletion";
import { prepareWaitingExports, removeExpiredExports } from "./exports";

/**
 * Privacy self-service (ADR 42): "Download mijn gegevens" and "Account verwijderen", over every area's
 * `personalData`. Every five minutes: waiting archives are built and accounts whose grace period ended
 * are erased; hourly: expired archives are removed, and what was kept of erased accounts once the law
 * no longer asks for it.
 */
export const privacy: Area = {
  name: "privacy",
  typeDefs,
  resolvers,
  rest,
  personalData,
  frequent: async (db, env, areas) => (await prepareWaitingExports(db, env, areas)) + (await eraseDueAccounts(db, env, areas)),
  scheduled: async (db, env, areas) => (await removeExpiredExports(db, env)) + (await eraseKeptPastRetention(db, areas)),
};

/** The activity events this area writes. */
declare module "../../records/activity" {
  interface ActivityTypes {
    ACCOUNT_DELETION_REQUESTED: true;
  }
}
