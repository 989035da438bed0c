/** Resolvers of delivery complaints: the overview, the options of one subscription, the submit and the follow-up (ADR 19). */
import { brandCountry, brandIdOf, brandLogoUrl } from "../../demo/brands";
import { conflict, found, notFound, validationFailed } from "../../request/errors";
import type { DeliveryComplaint, DeliveryCredit, DeliverySubscription, Resolvers } from "../../graphql/generated/resolvers";
import { perRequest } from "../../graphql/context";
import { localDateOf, nowIso, todayLocal } from "../../calendar/time";
import {
  answerFollowUp,
  complaintById,
  complaintByKey,
  complaintsSince,
  creditsOf,
  invoicedCredits,
  deliveryOf,
  ownSubscription,
  ownSubscriptions,
  setDeliveryInstructions,
  type ComplaintRow,
  type CreditRow,
  type DeliverySubscriptionRow,
} from "./data";
import { toComplaint, toCredit } from "./views";
import { categoryOf, escalationEmail, fileComplaint, isoDaysAgo, optionsOf } from "./file";
import { incidentQueries } from "./incidents";
import {
  caseNumber,
  COMPLAINT_TYPES,
  CREDIT_HISTORY_MONTHS,
  DELIVERED_BY,
  ESCALATION_THRESHOLD,
  followUpState,
  MESSAGE_MAX,
  MESSAGE_REQUIRED_FOR,
  RECENT_COMPLAINT_DAYS,
  validateDeliveryInstructions,
} from "./rules";

/** The account's invoiced credits, read once per GraphQL request. */
const invoicedCreditsOf = perRequest(({ db, auth }) => invoicedCredits(db, auth.accountId));

function toSubscription(row: DeliverySubscriptionRow, complaints: ComplaintRow[], credits: CreditRow[], today: string): DeliverySubscription {
  const delivery = deliveryOf(row);
  const recentSince = isoDaysAgo(RECENT_COMPLAINT_DAYS);
  const shown = complaints.filter((complaint) => complaint.subscription_id === row.id).map((complaint) => toComplaint(complaint, today));
  const own = credits.filter((credit) => credit.subscription_id === row.id);
  return {
    subscriptionId: row.id,
    brandId: brandIdOf(row.brand_key),
    brandKey: row.brand_key,
    title: row.title,
    subTitle: row.sub_title,
    logoUrl: brandLogoUrl(row.brand_key),
    category: categoryOf(row.brand_key),
    hasPhysicalDelivery: delivery.kind !== "NONE",
    deliveryDays: delivery.kind === "NEWSPAPER" ? delivery.deliveryDays : [],
    issuesPerYear: delivery.kind === "MAGAZINE" ? delivery.issuesPerYear : null,
    deliveredBy: delivery.kind === "NEWSPAPER" ? DELIVERED_BY[brandCountry(row.brand_key)] : null,
    acceptsDeliveryInstructions: acceptsInstructions(row),
    deliveryInstructions: row.delivery_instructions,
    complaints: shown.filter((complaint) => complaint.createdAt >= recentSince),
    credits: own.filter((credit) => credit.created_at >= isoDaysAgo(CREDIT_HISTORY_MONTHS * 30.5)).map(toCredit),
    pendingCreditAmount: own.filter((credit) => credit.invoice_id === null).reduce((sum, credit) => sum + credit.amount_cents, 0) / 100,
    followUp: shown.find((complaint) => complaint.followUp === "DUE") ?? null,
  };
}

/** Only a newspaper that a deliverer brings, while it runs, takes instructions (a magazine comes by post). */
function acceptsInstructions(row: DeliverySubscriptionRow): boolean {
  return deliveryOf(row).kind === "NEWSPAPER" && row.status !== "CANCELLED";
}

/** The overview entry of one subscription (its complaints since the follow-up/recent windows, its credits). */
async function subscriptionOf(db: D1Database, accountId: string, row: DeliverySubscriptionRow, today: string): Promise<DeliverySubscription> {
  const [complaints, credits] = await Promise.all([
    complaintsSince(db, accountId, isoDaysAgo(RECENT_COMPLAINT_DAYS)),
    creditsOf(db, accountId, isoDaysAgo(CREDIT_HISTORY_MONTHS * 30.5)),
  ]);
  return toSubscription(row, complaints, credits, today);
}

async function ownedOrNotFound(db: D1Database, accountId: string, subscriptionId: string, today: string): Promise<DeliverySubscriptionRow> {
  const row = await ownSubscription(db, accountId, subscriptionId, today);
  if (!row) throw notFound();
  return row;
}

export const resolvers: Resolvers = {
  Query: {
    ...incidentQueries,
    deliveryService: async (_parent, _args, { db, auth }) => {
      const today = todayLocal();
      const [rows, complaints, credits] = await Promise.all([
        ownSubscriptions(db, auth.accountId, today),
        complaintsSince(db, auth.accountId, isoDaysAgo(RECENT_COMPLAINT_DAYS)),
        creditsOf(db, auth.accountId, isoDaysAgo(CREDIT_HISTORY_MONTHS * 30.5)),
      ]);
      return { subscriptions: rows.map((row) => toSubscription(row, complaints, credits, today)) };
    },

    deliveryComplaintOptions: async (_parent, { subscriptionId }, { db, auth }) => {
      const today = todayLocal();
      const row = await ownSubscription(db, auth.accountId, subscriptionId, today);
      if (!row) return null;
      const options = await optionsOf(db, row, today);
      const delivered = options.delivery.kind !== "NONE";
      return {
        subscription: await subscriptionOf(db, auth.accountId, row, today),
        types: delivered ? COMPLAINT_TYPES[options.category] : [],
        messageRequiredFor: MESSAGE_REQUIRED_FOR,
        messageMaxLength: MESSAGE_MAX,
        editions: options.choices,
        todayDeliveredBy: options.todayDeliveredBy,
        creditPerEdition: options.creditCents / 100,
        redeliveryUntil: options.redeliveryUntil,
        recentComplaintCount: options.recentCount,
        escalationThreshold: ESCALATION_THRESHOLD,
      };
    },

    deliveryComplaint: async (_parent, { id }, { db, auth }) => {
      const row = await complaintById(db, auth.accountId, id);
      return row ? toComplaint(row, todayLocal()) : null;
    },
  },

  Mutation: {
    updateDeliveryInstructions: async (_parent, { input }, { db, auth }) => {
      const today = todayLocal();
      const row = await ownedOrNotFound(db, auth.accountId, input.subscriptionId, today);
      if (!acceptsInstructions(row)) {
        throw conflict("NO-DELIVERY-INSTRUCTIONS", "Bij dit abonnement komt niemand langs om de krant te brengen: instructies zijn hier niet nodig.");
      }
      const { value, violations } = validateDeliveryInstructions(input.instructions);
      if (violations.length > 0) throw validationFailed(violations);
      await setDeliveryInstructions(db, row.id, auth.accountId, value, nowIso(), {
        accountId: auth.accountId,
        sessionId: auth.sessionId,
        type: "DELIVERY_INSTRUCTIONS_UPDATED",
        details: { subscriptionId: row.id, instructions: value === null ? "REMOVED" : "SET" },
      });
      return subscriptionOf(db, auth.accountId, { ...row, delivery_instructions: value }, today);
    },

    submitDeliveryComplaint: async (_parent, { input }, { db, auth }) => {
      const today = todayLocal();
      const repeated = await complaintByKey(db, auth.accountId, input.idempotencyKey);
      if (repeated) return toComplaint(repeated, today);
      const row = await ownedOrNotFound(db, auth.accountId, input.subscriptionId, today);
      const id = await fileComplaint(db, row, input, { accountId: auth.accountId, sessionId: auth.sessionId, withoutLogin: false });
      return toComplaint(found(await complaintById(db, auth.accountId, id)), today);
    },

    answerDeliveryFollowUp: async (_parent, { input }, { db, auth }) => {
      const today = todayLocal();
      const complaint = await complaintById(db, auth.accountId, input.complaintId);
      if (!complaint) throw notFound();
      if (complaint.follow_up_answer) return toComplaint(complaint, today);
      if (toComplaint(complaint, today).followUp !== "DUE") {
        throw conflict("NO-FOLLOW-UP", "Over deze melding stellen wij nu geen vraag meer. Vernieuw de pagina.");
      }
      const row = await ownedOrNotFound(db, auth.accountId, complaint.subscription_id, today);
      const number = !input.deliveredToday && !complaint.case_number ? caseNumber(today.slice(0, 4), complaint.seq) : null;
      await answerFollowUp(db, {
        accountId: auth.accountId,
        complaintId: complaint.id,
        answer: input.deliveredToday ? "DELIVERED" : "NOT_DELIVERED",
        caseNumber: number,
        now: nowIso(),
        event: {
          accountId: auth.accountId,
          sessionId: auth.sessionId,
          type: "DELIVERY_FOLLOW_UP_ANSWERED",
          details: { subscriptionId: row.id, complaintId: complaint.id, deliveredToday: String(input.deliveredToday) },
        },
        email: number ? escalationEmail(row, number) : null,
      });
      // A second answer (or one sent at the same time) changed nothing: the stored answer is the result.
      return toComplaint(found(await complaintById(db, auth.accountId, complaint.id)), today);
    },
  },

  S2Invoice: {
    // One query per request for all invoices of a page, not one per invoice.
    deliveryCredits: async (invoice, _args, context) => (await invoicedCreditsOf(context)).filter((credit) => credit.invoice_id === invoice.id).map(toCredit),
  },
};
