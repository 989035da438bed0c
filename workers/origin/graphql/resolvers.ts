/**
 * Resolvers. The account comes only from `context.auth` (the bearer token); every read and write
 * is scoped to it. An id that belongs to someone else behaves exactly like an unknown id.
 */
import { activityStatement, listActivity } from "../activity";
import type { AuthContext } from "../auth";
import { deleteAddressStatement, getAccount, updateProfileStatement } from "../data/account";
import { cancelSuspensionStatement, getSuspension, holidayOverview } from "../data/holiday";
import { listInvoices, type InvoiceFilter } from "../data/invoices";
import { movingHouseOverview } from "../data/moving";
import {
  getCoReader,
  getInviteByKey,
  revokeCoReaderStatement,
  revokeInviteStatement,
  sharedAccessOverview,
} from "../data/shared-access";
import { linkedSubscription, linkedSubscriptions } from "../data/subscriptions";
import type { OriginEnv } from "../env";
import { conflict, notFound, staleData, validationFailed } from "../errors";
import { listSessions, revokeSessionStatements, revokeSsoSessionsOfStatements, type SessionRow } from "../idp/sessions";
import { nowIso, todayLocal } from "../time";
import { parseIsoDate, validateAccountProfileInput, violation, type AccountProfileInput } from "../validation";
import { accountChangeResolvers } from "./account-changes";

export interface GraphqlContext {
  env: OriginEnv;
  db: D1Database;
  auth: AuthContext;
}

type Args = Record<string, unknown>;

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

function validateInvoiceFilter(filter: InvoiceFilter | null | undefined): InvoiceFilter {
  const violations = (["fromDate", "toDate"] as const)
    .filter((field) => filter?.[field] && !parseIsoDate(filter[field]!))
    .map((field) => violation("INVALID-DATE", "Vul een geldige datum in (jjjj-mm-dd).", `filter.${field}`));
  if (violations.length > 0) throw validationFailed(violations);
  return filter ?? {};
}

/** Runs a guarded change and its activity event in one batch; CONFLICT when the guard matched nothing. */
async function guardedChange(
  db: D1Database,
  change: D1PreparedStatement,
  event: Parameters<typeof activityStatement>[1],
): Promise<void> {
  const [result] = await db.batch([change, activityStatement(db, event, { ifPreviousChanged: true })]);
  if (!result?.meta.changes) throw conflict("CHANGED-MEANWHILE", "Dit is intussen al gewijzigd. Vernieuw de pagina.");
}

export const resolvers = {
  Query: {
    account: (_: unknown, __: Args, { db, auth }: GraphqlContext) => getAccount(db, auth.accountId),
    linkedSubscriptions: (_: unknown, __: Args, { db, auth }: GraphqlContext) =>
      linkedSubscriptions(db, auth.accountId, todayLocal()),
    subscription: async (_: unknown, { id }: { id: string }, { db, auth }: GraphqlContext) =>
      (await linkedSubscription(db, auth.accountId, id, todayLocal()))?.subscription ?? null,
    invoices: (_: unknown, { filter }: { filter?: InvoiceFilter | null }, { db, auth }: GraphqlContext) =>
      listInvoices(db, auth.accountId, validateInvoiceFilter(filter)),
    holidayServicesOverview: (_: unknown, __: Args, { db, auth }: GraphqlContext) => holidayOverview(db, auth.accountId),
    movingHouseServicesOverview: (_: unknown, __: Args, { db, auth }: GraphqlContext) =>
      movingHouseOverview(db, auth.accountId),
    sharedAccessOverview: (_: unknown, __: Args, { db, auth }: GraphqlContext) => sharedAccessOverview(db, auth.accountId),
    sessions: async (_: unknown, __: Args, { db, auth }: GraphqlContext) =>
      (await listSessions(db, auth.accountId)).map((row) => toSession(row, auth.sessionId)),
    activityTimeline: async (
      _: unknown,
      { first, after }: { first?: number | null; after?: string | null },
      { db, auth }: GraphqlContext,
    ) => {
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

    ...accountChangeResolvers.Query,
  },

  Mutation: {
    updateAccountProfile: async (
      _: unknown,
      { input, expectedVersion }: { input: AccountProfileInput; expectedVersion?: number | null },
      { db, auth }: GraphqlContext,
    ) => {
      const { value, violations } = validateAccountProfileInput(input, todayLocal());
      if (violations.length > 0) throw validationFailed(violations);
      // The version guard is in the UPDATE itself: a stale form changes nothing and leaves no event.
      const [changed] = await db.batch([
        updateProfileStatement(db, auth.accountId, value, expectedVersion ?? null),
        activityStatement(
          db,
          {
            accountId: auth.accountId,
            sessionId: auth.sessionId,
            type: "PROFILE_UPDATED",
            details: { fields: Object.keys(value).join(",") },
          },
          { ifPreviousChanged: true },
        ),
      ]);
      if (!changed?.meta.changes) throw staleData();
      return getAccount(db, auth.accountId);
    },

    deleteAccountProfileAddress: async (
      _: unknown,
      { expectedVersion }: { expectedVersion?: number | null },
      { db, auth }: GraphqlContext,
    ) => {
      const account = await getAccount(db, auth.accountId);
      if (expectedVersion !== null && expectedVersion !== undefined && account?.version !== expectedVersion) {
        throw staleData();
      }
      const noAddress = () => conflict("NO-ADDRESS", "Er is geen adres om te verwijderen.");
      if (!account?.profile.contact_information.address) throw noAddress();
      const [changed] = await db.batch([
        deleteAddressStatement(db, auth.accountId, expectedVersion ?? null),
        activityStatement(
          db,
          { accountId: auth.accountId, sessionId: auth.sessionId, type: "ADDRESS_DELETED" },
          { ifPreviousChanged: true },
        ),
      ]);
      if (!changed?.meta.changes) throw expectedVersion === null || expectedVersion === undefined ? noAddress() : staleData();
      return getAccount(db, auth.accountId);
    },

    revokeSession: async (_: unknown, { id }: { id: string }, { db, auth }: GraphqlContext) => {
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

    revokeOtherSessions: async (_: unknown, __: Args, { db, auth }: GraphqlContext) => {
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

    revokeInvite: async (_: unknown, { inviteKey }: { inviteKey: string }, { db, auth }: GraphqlContext) => {
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
      return getInviteByKey(db, auth.accountId, inviteKey);
    },

    revokeCoReader: async (_: unknown, { accountId }: { accountId: string }, { db, auth }: GraphqlContext) => {
      const coReader = await getCoReader(db, auth.accountId, accountId);
      if (!coReader?.active) throw notFound();
      await guardedChange(db, revokeCoReaderStatement(db, auth.accountId, accountId, nowIso()), {
        accountId: auth.accountId,
        sessionId: auth.sessionId,
        type: "CO_READER_REVOKED",
        details: { coReaderAccountId: accountId, subscriptionIds: coReader.subscriptionIds.join(",") },
      });
      return getCoReader(db, auth.accountId, accountId);
    },

    cancelDeliverySuspensionV2: async (
      _: unknown,
      { input }: { input: { changeId: string } },
      { db, auth }: GraphqlContext,
    ) => {
      const suspension = await getSuspension(db, auth.accountId, input.changeId);
      if (!suspension) throw notFound();
      if (!suspension.cancellable) {
        throw conflict(
          "SUSPENSION-NOT-CANCELLABLE",
          "Deze vakantiestop is al begonnen, voorbij of geannuleerd en kan niet meer worden geannuleerd.",
        );
      }
      await guardedChange(db, cancelSuspensionStatement(db, auth.accountId, input.changeId, todayLocal(), nowIso()), {
        accountId: auth.accountId,
        sessionId: auth.sessionId,
        type: "DELIVERY_SUSPENSION_CANCELLED",
        details: { changeId: input.changeId, subscriptionId: suspension.subscriptionId },
      });
      return getSuspension(db, auth.accountId, input.changeId);
    },

    ...accountChangeResolvers.Mutation,
  },
};
