/** REST of the privacy area (ADR 42): downloading a ready archive (only the account's own). */
import { privacyService } from "../../../../contracts/privacy";
import { contractRoute } from "../../rest/contract";
import type { RestRoute } from "../area";
import { downloadExport } from "./exports";

export const rest: RestRoute[] = [
  contractRoute(privacyService.exportArchive, {
    handler: ({ env, auth, params }) => downloadExport(env.DB, env, auth.accountId, params[0]!),
  }),
];
