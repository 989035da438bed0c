/** Resolvers of shared access: the overview, revoking an invite or a co-reader. */
import { guardedChange } from "../../activity";
import { conflict, found, notFound } from "../../errors";
import { nowIso } from "../../time";
import { getCoReader, getInviteByKey, revokeCoReaderStatement, revokeInviteStatement, sharedAccessOverview } from "./data";
import type { Resolvers } from "../../graphql/generated/resolvers";

export const resolvers: Resolvers = {
  Query: {
    sharedAccessOverview: (_parent, _args, { db, auth }) => sharedAccessOverview(db, auth.accountId),
  },
  Mutation: {
    revokeInvite: async (_parent, { inviteKey }, { db, auth }) => {
      const invite = await getInviteByKey(db, auth.accountId, inviteKey);
      if (!invite) throw notFound();
      if (invite.status !== "PENDING" && invite.status !== "EXPIRED") {
        throw conflict("INVITE-NOT-PENDING", "Deze uitnodiging is al geaccepteerd of ingetrokken.");
      }
      await guardedChange(db, revokeInviteStatement(db, auth.accountId, inviteKey, nowIso()), {
        accountId: auth.accountId,
        sessionId: auth.sessionId,
        type: "INVITE_REVOKED",
        details: { inviteId: invite.id, email: invite.email, subscriptionId: invite.subscriptionId },
      });
      return found(await getInviteByKey(db, auth.accountId, inviteKey));
    },

    revokeCoReader: async (_parent, { accountId }, { db, auth }) => {
      const coReader = await getCoReader(db, auth.accountId, accountId);
      if (!coReader?.active) throw notFound();
      await guardedChange(db, revokeCoReaderStatement(db, auth.accountId, accountId, nowIso()), {
        accountId: auth.accountId,
        sessionId: auth.sessionId,
        type: "CO_READER_REVOKED",
        details: { coReaderAccountId: accountId, subscriptionIds: coReader.subscriptionIds.join(",") },
      });
      return found(await getCoReader(db, auth.accountId, accountId));
    },
  },
};
