/** Resolvers of shared access: the overview, invites (send, revoke, accept), co-readers and requests for access (ADR 21). */
import { activityStatement, guardedChange, type ActivityInput } from "../../records/activity";
import type { AuthContext } from "../../request/auth";
import { brandById, brandByKey, brandCountry, brandIdOf, portalLink } from "../../demo/brands";
import { randomToken } from "../../request/crypto";
import { conflict, found, notFound, OriginError, validationFailed } from "../../request/errors";
import type { Resolvers, SasInvitation } from "../../graphql/generated/resolvers";
import { sendMessageStatement, type OutboxMessage } from "../../records/outbox";
import { dutchDate, isoIn, localDateOf, nowIso, nowMs } from "../../calendar/time";
import { violation, type Violation } from "../../rules/validation";
import { sayIn } from "../../rules/words";
import { getCoReader, leaveStatement, revokeCoReaderStatement } from "./co-readers-data";
import { accountByEmail, accountById, fullName, inviteState, isActiveCoReader, overviewFacts, requestStatus, seatFacts, shareable, shareableOfBrand, subscriptionById, toOverview, type InvitationRow } from "./data";
import { acceptInviteStatements, getInviteByKey, insertInvite, invitationByKey, inviteByIdempotencyKey, revokeInviteStatement } from "./invites-data";
import { approveRequestStatements, closeRequestStatement, insertRequest, openRequestOf, requestByIdempotencyKey, requesterView, requestFacts, requestOfOwner, requestOfRequester } from "./requests-data";
import {
  acceptRefusal,
  emailHint,
  INVITE_KEY,
  INVITE_TTL_DAYS,
  REQUEST_TTL_DAYS,
  seatsOf,
  validateAccessRequest,
  validateInvite,
  viewerRelation,
  type ViewerRelation,
} from "./rules";

const DAY_SECONDS = 24 * 3600;
/** The requester's own requests are listed this long. */
const SENT_REQUESTS_DAYS = 30;

export async function overviewOf(db: D1Database, accountId: string) {
  const now = nowIso();
  return toOverview(await overviewFacts(db, accountId, now, new Date(nowMs() - SENT_REQUESTS_DAYS * DAY_SECONDS * 1000).toISOString()), now);
}

function checkIdempotencyKey(key: string): void {
  if (!/^[A-Za-z0-9_-]{8,100}$/.test(key)) throw validationFailed([violation("INVALID-INPUT", "Dit formulier is verouderd. Vernieuw de pagina.", "idempotencyKey")]);
}

const brandName = (brandKey: string) => brandByKey(brandKey)?.name ?? "Mijn Omgeving";

/** The invite as its invitee (or anyone holding the key) sees it. */
export function toInvitation(row: InvitationRow, viewer: ViewerRelation | null): SasInvitation {
  return {
    inviteKey: row.invite_key,
    status: inviteState(row, nowIso()),
    brandId: brandIdOf(row.brand_key),
    subscriptionTitle: row.subscription_title,
    productName: row.product_name,
    ownerName: fullName(row.owner_first_name, row.owner_last_name),
    emailHint: emailHint(row.email),
    expiresAt: row.expires_at,
    viewer,
  };
}

/** How the caller (null: anonymous) stands to the invite. */
export async function relationTo(db: D1Database, row: InvitationRow, auth: AuthContext | null): Promise<ViewerRelation | null> {
  if (!auth) return null;
  const viewer = found(await accountById(db, auth.accountId));
  const readsAlong = await isActiveCoReader(db, row.subscription_id, auth.accountId);
  return viewerRelation({ ownerAccountId: row.account_id, email: row.email, acceptedBy: row.accepted_by_account_id }, { accountId: viewer.id, email: viewer.email, readsAlong });
}

/** The invite behind a key, or NOT_FOUND (also for keys of a shape no invite has). */
export async function invitationOrNotFound(db: D1Database, inviteKey: string): Promise<InvitationRow> {
  const row = INVITE_KEY.test(inviteKey) ? await invitationByKey(db, inviteKey) : null;
  if (!row) throw new OriginError("NOT_FOUND", [violation("INVITE-NOT-FOUND", "Deze uitnodiging bestaat niet. Controleer de link in de e-mail.")]);
  return row;
}

function invitationEmail(env: OriginEnv, input: { to: string; ownerName: string; brandKey: string; title: string; key: string; expiresAt: string }): OutboxMessage {
  const brand = brandName(input.brandKey);
  return {
    to: input.to,
    channel: "email",
    subject: `${input.ownerName} nodigt u uit om mee te lezen met ${brand}`,
    body: [
      "Beste lezer,",
      "",
      `${input.ownerName} deelt het abonnement op ${input.title} met u. Als meelezer leest u alle artikelen online met uw eigen account.`,
      "",
      `Accepteer de uitnodiging via deze link: ${portalLink(env, input.brandKey, `/abonnementen/uitnodiging/${input.key}`)}`,
      "",
      `De link is geldig tot en met ${dutchDate(localDateOf(input.expiresAt), brandCountry(input.brandKey))} en werkt één keer. Nog geen account? Maak er dan een aan met dit e-mailadres (${input.to}).`,
      "",
      "Met vriendelijke groet,",
      brand,
    ].join("\n"),
  };
}

/** A notice in the words of the brand's country: it goes to the owner or a reader, whoever made the change. */
export function noticeEmail(to: string, brandKey: string, subject: string, lines: string[]): OutboxMessage {
  const country = brandCountry(brandKey);
  return { to, channel: "email", subject: sayIn(country, subject), body: sayIn(country, ["Beste lezer,", "", ...lines, "", "Met vriendelijke groet,", brandName(brandKey)].join("\n")) };
}

/** Not this viewer's invite: 403; an invite that can no longer be used: 409. */
function refusalError(refusal: Violation): OriginError {
  return new OriginError(refusal.code === "INVITE-OWN" || refusal.code === "INVITE-OTHER-ACCOUNT" ? "FORBIDDEN" : "CONFLICT", [refusal]);
}

function event(auth: AuthContext, type: ActivityInput["type"], details: Record<string, string>): ActivityInput {
  return { accountId: auth.accountId, sessionId: auth.sessionId, type, details };
}

function otherEvent(accountId: string, type: ActivityInput["type"], details: Record<string, string>): ActivityInput {
  return { accountId, sessionId: null, type, details };
}

/** Why sendInvite refuses a subscription that is not the caller's to share. */
async function ownShareable(db: D1Database, auth: AuthContext, subscriptionId: string) {
  const subscription = await subscriptionById(db, subscriptionId);
  if (!subscription) throw notFound();
  if (subscription.account_id !== auth.accountId) {
    if (await isActiveCoReader(db, subscriptionId, auth.accountId)) {
      throw new OriginError("FORBIDDEN", [
        violation("NOT-OWNER", "U leest mee met dit abonnement. Alleen de eigenaar kan anderen uitnodigen.", "subscriptionId"),
      ]);
    }
    throw notFound();
  }
  if (!shareable(subscription)) throw conflict("NOT-SHAREABLE", "Dit abonnement kunt u niet delen.", "subscriptionId");
  return subscription;
}

export const resolvers: Resolvers = {
  Query: {
    sharedAccessOverview: (_parent, _args, { db, auth }) => overviewOf(db, auth.accountId),
    sharedAccessInvitation: async (_parent, { inviteKey }, { db, auth }) => {
      const row = await invitationOrNotFound(db, inviteKey);
      return toInvitation(row, await relationTo(db, row, auth));
    },
  },
  Mutation: {
    sendInvite: async (_parent, { input }, { db, auth, env }) => {
      checkIdempotencyKey(input.idempotencyKey);
      if (await inviteByIdempotencyKey(db, auth.accountId, input.idempotencyKey)) return overviewOf(db, auth.accountId);
      const subscription = await ownShareable(db, auth, input.subscriptionId);
      const owner = found(await accountById(db, auth.accountId));
      const seats = seatsOf(subscription.product_code);
      const check = async () => validateInvite(input.email, { ownerEmail: owner.email, seats, ...(await seatFacts(db, subscription.id, nowIso())) });
      const { value: email, violations } = await check();
      if (!email) {
        // The same form sent twice at once: the twin's invite is what this check ran into.
        if (await inviteByIdempotencyKey(db, auth.accountId, input.idempotencyKey)) return overviewOf(db, auth.accountId);
        throw validationFailed(violations);
      }
      const key = randomToken(24);
      const expiresAt = isoIn(INVITE_TTL_DAYS * DAY_SECONDS);
      const ownerName = fullName(owner.first_name, owner.last_name) ?? owner.email;
      let written = false;
      try {
        written = await insertInvite(
          db,
          { id: crypto.randomUUID(), key, ownerAccountId: auth.accountId, subscriptionId: subscription.id, email, seats, idempotencyKey: input.idempotencyKey, expiresAt },
          event(auth, "INVITE_SENT", { subscriptionId: subscription.id, email }),
          invitationEmail(env, { to: email, ownerName, brandKey: subscription.brand_key, title: subscription.title, key, expiresAt }),
        );
      } catch (error) {
        // A UNIQUE index refused it: the same submit twice, or an invite to this address meanwhile.
        if (!/UNIQUE/i.test(String(error))) throw error;
      }
      if (!written) {
        // Refused by an index or by the seat guard: when the twin of this submit got there first, that is the answer.
        if (await inviteByIdempotencyKey(db, auth.accountId, input.idempotencyKey)) return overviewOf(db, auth.accountId);
        const again = await check();
        throw validationFailed(again.violations.length > 0 ? again.violations : [violation("CHANGED-MEANWHILE", "Dit is intussen al gewijzigd. Vernieuw de pagina.", "email")]);
      }
      return overviewOf(db, auth.accountId);
    },

    revokeInvite: async (_parent, { inviteKey }, { db, auth }) => {
      const invite = await getInviteByKey(db, auth.accountId, inviteKey);
      if (!invite) throw notFound();
      if (invite.status !== "PENDING" && invite.status !== "EXPIRED") {
        throw conflict("INVITE-NOT-PENDING", "Deze uitnodiging is al geaccepteerd of ingetrokken.");
      }
      await guardedChange(db, revokeInviteStatement(db, auth.accountId, inviteKey, nowIso()), event(auth, "INVITE_REVOKED", {
        inviteId: invite.id,
        email: invite.email,
        subscriptionId: invite.subscriptionId,
      }));
      return found(await getInviteByKey(db, auth.accountId, inviteKey));
    },

    revokeCoReader: async (_parent, { accountId, subscriptionId }, { db, auth }) => {
      const only = subscriptionId ?? null;
      const coReader = await getCoReader(db, auth.accountId, accountId, only);
      if (!coReader?.active) throw notFound();
      await guardedChange(db, revokeCoReaderStatement(db, auth.accountId, accountId, only, nowIso()), event(auth, "CO_READER_REVOKED", {
        coReaderAccountId: accountId,
        subscriptionIds: coReader.subscriptionIds.join(","),
      }));
      return found(await getCoReader(db, auth.accountId, accountId, only));
    },

    acceptInvite: async (_parent, { inviteKey }, { db, auth, env }) => {
      const row = await invitationOrNotFound(db, inviteKey);
      const relation = found(await relationTo(db, row, auth));
      const refusal = acceptRefusal(inviteState(row, nowIso()), relation);
      if (refusal) throw refusalError(refusal);
      if (relation === "CO_READER") return toInvitation(row, relation);
      const reader = found(await accountById(db, auth.accountId));
      const readerName = fullName(reader.first_name, reader.last_name) ?? reader.email;
      const accepted = await acceptInviteStatements(
        db,
        { inviteId: row.id, subscriptionId: row.subscription_id, ownerAccountId: row.account_id, readerAccountId: auth.accountId, grantId: crypto.randomUUID() },
        [
          event(auth, "SHARED_ACCESS_STARTED", { subscriptionId: row.subscription_id, inviteId: row.id }),
          otherEvent(row.account_id, "INVITE_ACCEPTED", { subscriptionId: row.subscription_id, inviteId: row.id, email: row.email }),
        ],
        noticeEmail(row.owner_email, row.brand_key, `${readerName} leest nu mee met ${row.subscription_title}`, [
          `${readerName} heeft uw uitnodiging geaccepteerd en leest nu mee met uw abonnement op ${row.subscription_title}.`,
          `Op ${portalLink(env, row.brand_key, "/abonnementen/delen")} ziet u wie er meeleest en kunt u een meelezer verwijderen.`,
        ]),
      );
      const now = found(await invitationByKey(db, inviteKey));
      if (!accepted) {
        throw refusalError(acceptRefusal(inviteState(now, nowIso()), "INVITEE") ?? violation("CHANGED-MEANWHILE", "Dit is intussen al gewijzigd. Vernieuw de pagina."));
      }
      return toInvitation(now, "CO_READER");
    },

    requestSharedAccess: async (_parent, { input }, { db, auth, env }) => {
      checkIdempotencyKey(input.idempotencyKey);
      const now = nowIso();
      const repeated = await requestByIdempotencyKey(db, auth.accountId, input.idempotencyKey);
      if (repeated) return requesterView(repeated, now);
      const brand = brandById(input.brandId);
      if (!brand) throw validationFailed([violation("UNKNOWN-BRAND", "Deze titel is niet bekend.", "brandId")]);
      const requester = found(await accountById(db, auth.accountId));
      const ownerEmailInput = input.ownerEmail.trim().toLowerCase();
      const { value, violations } = validateAccessRequest(
        { ownerEmail: input.ownerEmail, message: input.message },
        { requesterEmail: requester.email, ...(await requestFacts(db, auth.accountId, ownerEmailInput, brand.key, now)) },
      );
      if (!value) {
        const twin = await requestByIdempotencyKey(db, auth.accountId, input.idempotencyKey);
        if (twin) return requesterView(twin, now);
        throw validationFailed(violations);
      }
      // The owner is looked up, but the answer is the same whether or not the address has a shareable subscription.
      const owner = await accountByEmail(db, value.ownerEmail);
      const ownerShares = owner ? (await shareableOfBrand(db, owner.id, brand.key)).length > 0 : false;
      const requesterName = fullName(requester.first_name, requester.last_name) ?? requester.email;
      const id = crypto.randomUUID();
      try {
        await insertRequest(
          db,
          {
            id,
            requesterAccountId: auth.accountId,
            ownerEmail: value.ownerEmail,
            ownerAccountId: owner && ownerShares ? owner.id : null,
            brandKey: brand.key,
            message: value.message,
            idempotencyKey: input.idempotencyKey,
            expiresAt: isoIn(REQUEST_TTL_DAYS * DAY_SECONDS),
          },
          event(auth, "ACCESS_REQUESTED", { brandId: brand.id, ownerEmail: value.ownerEmail }),
          owner && ownerShares
            ? noticeEmail(value.ownerEmail, brand.key, `${requesterName} vraagt of hij of zij mag meelezen met ${brand.name}`, [
                `${requesterName} (${requester.email}) vraagt of u uw abonnement op ${brand.name} wilt delen.`,
                ...(value.message ? ["", `Bericht: "${value.message}"`, ""] : []),
                `Op ${portalLink(env, brand.key, "/abonnementen/delen")} kunt u het verzoek accepteren of weigeren. Doet u niets, dan vervalt het na ${REQUEST_TTL_DAYS} dagen.`,
              ])
            : null,
        );
      } catch (error) {
        if (!/UNIQUE/i.test(String(error))) throw error;
        const twin = await requestByIdempotencyKey(db, auth.accountId, input.idempotencyKey);
        if (twin) return requesterView(twin, now);
        throw validationFailed([violation("ALREADY-REQUESTED", "U heeft dit al gevraagd. De eigenaar ziet uw verzoek op de pagina Abonnement delen.", "ownerEmail")]);
      }
      return requesterView(found(await requestByIdempotencyKey(db, auth.accountId, input.idempotencyKey)), now);
    },

    withdrawAccessRequest: async (_parent, { requestId }, { db, auth }) => {
      const now = nowIso();
      const request = await requestOfRequester(db, auth.accountId, requestId);
      if (!request) throw notFound();
      const status = requestStatus(request, now);
      // Withdrawn already (a double submit, a second tab): the same answer.
      if (status === "WITHDRAWN") return overviewOf(db, auth.accountId);
      if (status === "APPROVED" || status === "DECLINED") throw conflict("REQUEST-ALREADY-ANSWERED", "De eigenaar heeft dit verzoek al beantwoord.");
      if (status === "EXPIRED") throw conflict("REQUEST-EXPIRED", "Dit verzoek is verlopen.");
      const [withdrawn] = await db.batch([
        closeRequestStatement(db, "requester", auth.accountId, request.id, now),
        activityStatement(db, event(auth, "ACCESS_REQUEST_WITHDRAWN", { requestId: request.id, email: request.owner_email }), { ifPreviousChanged: true }),
      ]);
      if ((withdrawn?.meta.changes ?? 0) === 0) {
        // Withdrawn by a second submit in the same moment: the same answer. Answered by the owner meanwhile: say so.
        const current = await requestOfRequester(db, auth.accountId, requestId);
        if (current && requestStatus(current, nowIso()) === "WITHDRAWN") return overviewOf(db, auth.accountId);
        throw conflict("CHANGED-MEANWHILE", "Dit is intussen al gewijzigd. Vernieuw de pagina.");
      }
      return overviewOf(db, auth.accountId);
    },

    answerAccessRequest: async (_parent, { input }, { db, auth, env }) => {
      const now = nowIso();
      const request = await openRequestOf(db, auth.accountId, input.requestId, now);
      if (!request) {
        const decided = await requestOfOwner(db, auth.accountId, input.requestId);
        if (!decided) throw notFound();
        if (requestStatus(decided, now) === "EXPIRED") throw conflict("REQUEST-EXPIRED", "Dit verzoek is verlopen.");
        if (decided.status === "WITHDRAWN") throw conflict("REQUEST-WITHDRAWN", "De aanvrager heeft dit verzoek ingetrokken.");
        // The same answer twice (a double submit) changes nothing.
        if ((decided.status === "APPROVED") === input.approve) return overviewOf(db, auth.accountId);
        throw conflict("REQUEST-ANSWERED", "U heeft dit verzoek al beantwoord.");
      }
      const brand = brandName(request.brand_key);
      if (!input.approve) {
        await db.batch([
          closeRequestStatement(db, "owner", auth.accountId, request.id, now),
          activityStatement(db, event(auth, "ACCESS_REQUEST_ANSWERED", { requestId: request.id, answer: "DECLINED", email: request.requester_email }), {
            ifPreviousChanged: true,
          }),
          sendMessageStatement(
            db,
            noticeEmail(request.requester_email, request.brand_key, `Uw verzoek om mee te lezen met ${brand}`, [
              `De eigenaar van het abonnement op ${brand} heeft uw verzoek om mee te lezen niet geaccepteerd.`,
            ]),
            { ifPreviousChanged: true },
          ),
        ]);
        return overviewOf(db, auth.accountId);
      }
      const overview = await overviewOf(db, auth.accountId);
      const free = overview.subscriptions.filter((s) => s.brandId === brandIdOf(request.brand_key) && s.seatsUsed < s.seats);
      const chosen = input.subscriptionId
        ? free.find((s) => s.subscriptionId === input.subscriptionId)
        : free.length === 1
          ? free[0]
          : undefined;
      if (!chosen) {
        const message = input.subscriptionId
          ? "Bij dit abonnement is geen plaats meer vrij. Kies een ander abonnement of maak eerst een plaats vrij."
          : free.length === 0
            ? "Alle plaatsen van uw abonnement zijn bezet. Trek een uitnodiging in of verwijder een meelezer."
            : "Kies met welk abonnement deze persoon mag meelezen.";
        throw validationFailed([violation(free.length === 0 ? "SEATS-FULL" : "CHOOSE-SUBSCRIPTION", message, "subscriptionId")]);
      }
      if (await isActiveCoReader(db, chosen.subscriptionId, request.requester_account_id)) {
        throw conflict("ALREADY-CO-READER", "Deze persoon leest al mee met dit abonnement.", "subscriptionId");
      }
      const approved = await approveRequestStatements(
        db,
        {
          requestId: request.id,
          ownerAccountId: auth.accountId,
          readerAccountId: request.requester_account_id,
          readerEmail: request.requester_email,
          subscriptionId: chosen.subscriptionId,
          seats: chosen.seats,
          inviteId: crypto.randomUUID(),
          inviteKey: randomToken(24),
          grantId: crypto.randomUUID(),
        },
        [
          event(auth, "ACCESS_REQUEST_ANSWERED", { requestId: request.id, answer: "APPROVED", email: request.requester_email, subscriptionId: chosen.subscriptionId }),
          otherEvent(request.requester_account_id, "SHARED_ACCESS_STARTED", { subscriptionId: chosen.subscriptionId, requestId: request.id }),
        ],
        noticeEmail(request.requester_email, request.brand_key, `U leest nu mee met ${chosen.title}`, [
          `Uw verzoek is geaccepteerd: u leest nu mee met ${chosen.title}. Log in met uw eigen account om te lezen.`,
          `U ziet het abonnement op ${portalLink(env, request.brand_key, "/abonnementen")}.`,
        ]),
      );
      if (!approved) {
        // A second tab approved it just now: the same answer.
        if ((await requestOfOwner(db, auth.accountId, request.id))?.status === "APPROVED") return overviewOf(db, auth.accountId);
        throw conflict("CHANGED-MEANWHILE", "Dit is intussen al gewijzigd. Vernieuw de pagina.");
      }
      return overviewOf(db, auth.accountId);
    },

    leaveSharedSubscription: async (_parent, { subscriptionId }, { db, auth }) => {
      const subscription = await subscriptionById(db, subscriptionId);
      if (!subscription || !(await isActiveCoReader(db, subscriptionId, auth.accountId))) throw notFound();
      const now = nowIso();
      await db.batch([
        leaveStatement(db, auth.accountId, subscriptionId, now),
        activityStatement(db, event(auth, "SHARED_ACCESS_ENDED", { subscriptionId }), { ifPreviousChanged: true }),
        activityStatement(db, otherEvent(subscription.account_id, "CO_READER_LEFT", { subscriptionId, coReaderAccountId: auth.accountId }), {
          ifPreviousChanged: true,
        }),
      ]);
      return overviewOf(db, auth.accountId);
    },
  },
};
