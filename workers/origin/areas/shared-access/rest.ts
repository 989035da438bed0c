/**
 * REST of shared access: GET /api/pass/shared-access/invitations/{key} — the invitee's page reads the invite
 * before anyone is logged in (the key is the credential; ≥ 128 bits). With a bearer token the answer also
 * says how the caller stands to it (viewer).
 */
import { json } from "../../http";
import type { RestRoute } from "../area";
import { invitationOrNotFound, relationTo, toInvitation } from "./resolvers";

export const rest: RestRoute[] = [
  {
    method: "GET",
    pattern: /^\/api\/pass\/shared-access\/invitations\/([^/]+)$/,
    optionalAuth: true,
    handler: async ({ env, auth, params }) => {
      const row = await invitationOrNotFound(env.DB, decodeURIComponent(params[0]!));
      return json(toInvitation(row, await relationTo(env.DB, row, auth)), 200, { "cache-control": "no-store" });
    },
  },
];
