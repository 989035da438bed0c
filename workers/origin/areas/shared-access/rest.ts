/**
 * REST of shared access: GET /api/pass/shared-access/invitations/{key} — the invitee's page reads the invite
 * before anyone is logged in (the key is the credential; ≥ 128 bits). With a bearer token the answer also
 * says how the caller stands to it (viewer).
 */
import { sharedAccessService } from "../../../../contracts/shared-access";
import { contractRoute, reply } from "../../rest/contract";
import type { RestRoute } from "../area";
import { invitationOrNotFound, relationTo, toInvitation } from "./resolvers";

export const rest: RestRoute[] = [
  contractRoute(sharedAccessService.invitation, {
    segments: { inviteKey: "([^/]+)" },
    optionalAuth: true,
    handler: async ({ env, auth, params }) => {
      const row = await invitationOrNotFound(env.DB, decodeURIComponent(params[0]!));
      return reply(sharedAccessService.invitation, toInvitation(row, await relationTo(env.DB, row, auth)), 200, { "cache-control": "no-store" });
    },
  }),
];
