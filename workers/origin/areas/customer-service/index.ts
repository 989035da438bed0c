import type { Area } from "../area";
import { nowMs } from "../../calendar/time";
import { forgetOldVisitors } from "./data";
import { rest } from "./rest";
import { personalData } from "./personal-data";

/** Anonymous visitor ids of FAQ feedback are forgotten after this; the answers themselves stay. */
export const FAQ_VOTER_RETENTION_SECONDS = 30 * 24 * 60 * 60;

export const customerService: Area = {
  name: "customer-service",
  rest,
  scheduled: (db) => forgetOldVisitors(db, new Date(nowMs() - FAQ_VOTER_RETENTION_SECONDS * 1000).toISOString()),
  personalData,
};
