import type { Area } from "../area";
import { removeOrphanUploads } from "./cases";
import { rest } from "./rest";
import { personalData } from "./personal-data";

/**
 * The contact form (ADR 25): upload links and uploads into R2, cases by two routes (CIS, or
 * Salesforce through CIS), and the hourly removal of uploads no case took.
 */
export const contact: Area = {
  name: "contact",
  rest,
  scheduled: (db, env) => removeOrphanUploads(db, env.CONTACT_UPLOADS),
  personalData,
};

/** The activity events this area writes. */
declare module "../../records/activity" {
  interface ActivityTypes {
    CONTACT_FORM_CASE_CREATED: true;
  }
}
