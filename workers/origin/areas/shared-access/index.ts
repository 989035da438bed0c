import type { Area } from "../area";
import { nowMs } from "../../calendar/time";
import { forgetClosedRequests } from "./requests-data";
import { CLOSED_REQUEST_RETENTION_DAYS } from "./rules";
import typeDefs from "./schema.graphql";
import { resolvers } from "./resolvers";
import { rest } from "./rest";
import { seed } from "./seed";
import { personalData } from "./personal-data";

export const sharedAccess: Area = {
  name: "shared-access",
  typeDefs,
  resolvers,
  rest,
  seed,
  scheduled: (db) => forgetClosedRequests(db, new Date(nowMs() - CLOSED_REQUEST_RETENTION_DAYS * 24 * 3600 * 1000).toISOString()),
  personalData,
};

/** The activity events this area writes. */
declare module "../../records/activity" {
  interface ActivityTypes {
    INVITE_SENT: true;
    INVITE_REVOKED: true;
    INVITE_ACCEPTED: true;
    CO_READER_REVOKED: true;
    CO_READER_LEFT: true;
    SHARED_ACCESS_STARTED: true;
    SHARED_ACCESS_ENDED: true;
    ACCESS_REQUESTED: true;
    ACCESS_REQUEST_ANSWERED: true;
    ACCESS_REQUEST_WITHDRAWN: true;
  }
}
