/** Resolvers of the activity timeline. */
import { validationFailed } from "../../request/errors";
import { violation } from "../../rules/validation";
import { listActivity } from "./data";
import type { Resolvers } from "../../graphql/generated/resolvers";

export const resolvers: Resolvers = {
  Query: {
    activityTimeline: async (_parent, { first, after }, { db, auth }) => {
      const violations = [];
      if (first !== null && first !== undefined && (first < 1 || first > 100)) {
        violations.push(violation("OUT-OF-RANGE", "Kies een aantal tussen 1 en 100.", "first"));
      }
      if (after && !/^[1-9][0-9]{0,15}$/.test(after)) {
        violations.push(violation("INVALID-CURSOR", "Deze paginaverwijzing is ongeldig.", "after"));
      }
      if (violations.length > 0) throw validationFailed(violations);
      const page = await listActivity(db, auth.accountId, first ?? 20, after ? Number(after) : null);
      return {
        events: page.rows.map((row) => ({
          id: String(row.id),
          type: row.type,
          at: row.at,
          sessionId: row.session_id,
          details: Object.entries(JSON.parse(row.details) as Record<string, unknown>).map(([key, value]) => ({
            key,
            value: String(value),
          })),
        })),
        pageInfo: { endCursor: page.rows.length > 0 ? String(page.rows.at(-1)!.id) : null, hasNextPage: page.hasNextPage },
      };
    },
  },
};
