/** Resolvers of the sessions area: the account's sessions at the identity provider and ending them. */
import { activityStatement } from "../../records/activity";
import { notFound } from "../../request/errors";
import { listSessions, revokeSessionStatements, revokeSsoSessionsOfStatements, type SessionRow } from "../../identity/sessions";
import type { Resolvers } from "../../graphql/generated/resolvers";

function toSession(row: SessionRow, currentSessionId: string) {
  return {
    id: row.id,
    createdAt: row.created_at,
    lastActiveAt: row.last_active_at,
    expiresAt: row.expires_at,
    userAgent: row.user_agent,
    ipCountry: row.ip_country,
    ipCity: row.ip_city,
    current: row.id === currentSessionId,
  };
}

export const resolvers: Resolvers = {
  Query: {
    sessions: async (_parent, _args, { db, auth }) =>
      (await listSessions(db, auth.accountId)).map((row) => toSession(row, auth.sessionId)),
  },
  Mutation: {
    revokeSession: async (_parent, { id }, { db, auth }) => {
      const sessions = await listSessions(db, auth.accountId);
      if (!sessions.some((s) => s.id === id)) throw notFound();
      const ownSso = sessions.find((s) => s.id === auth.sessionId)?.sso_session_id ?? null;
      await db.batch([
        ...revokeSsoSessionsOfStatements(db, [id], ownSso),
        ...revokeSessionStatements(db, [id]),
        activityStatement(db, {
          accountId: auth.accountId,
          sessionId: auth.sessionId,
          type: "SESSION_REVOKED",
          details: { revokedSessionId: id },
        }),
      ]);
      return { revokedSessionIds: [id] };
    },

    revokeOtherSessions: async (_parent, _args, { db, auth }) => {
      const sessions = await listSessions(db, auth.accountId);
      const others = sessions.filter((s) => s.id !== auth.sessionId).map((s) => s.id);
      const ownSso = sessions.find((s) => s.id === auth.sessionId)?.sso_session_id ?? null;
      await db.batch([
        ...revokeSsoSessionsOfStatements(db, others, ownSso),
        ...revokeSessionStatements(db, others),
        activityStatement(db, {
          accountId: auth.accountId,
          sessionId: auth.sessionId,
          type: "OTHER_SESSIONS_REVOKED",
          details: { count: String(others.length) },
        }),
      ]);
      return { revokedSessionIds: others };
    },
  },
};
