/** Resolvers of delivery complaints: the overview, the options of one subscription, the submit and the follow-up (ADR 19). */
import { brandByKey, brandIdOf, brandLogoUrl } from "../../brands";
import { conflict, found, notFound, validationFailed } from "../../errors";
import type { DeliveryCategory, DeliveryComplaint, DeliveryCredit, DeliverySubscription, Resolvers } from "../../graphql/generated/resolvers";
import type { OutboxMessage } from "../../outbox";
import { dutchDate, localDateOf, nowIso, nowMs, todayLocal } from "../../time";
import {
  answerFollowUp,
  complaintById,
  complaintByKey,
  complaintsSince,
  creditsOf,
  invoicedCredits,
  deliveryOf,
  editionFacts,
  insertComplaint,
  nextSeq,
  ownSubscription,
  ownSubscriptions,
  type ComplaintRow,
  type CreditRow,
  type DeliverySubscriptionRow,
} from "./data";
import {
  alreadyReported,
  caseNumber,
  COMPLAINT_TYPES,
  CREDIT_HISTORY_MONTHS,
  creditPerEditionCents,
  DELIVERED_BY,
  editionChoices,
  editionsOf,
  ESCALATION_THRESHOLD,
  ESCALATION_WINDOW_DAYS,
  escalates,
  followUpState,
  isPublicHoliday,
  localTime,
  MESSAGE_MAX,
  MESSAGE_REQUIRED_FOR,
  RECENT_COMPLAINT_DAYS,
  REDELIVERY,
  redeliveryUntil,
  todayCounts,
  validateComplaint,
  weekdayOf,
  type Delivery,
  type Window,
} from "./rules";

const DAY_MS = 24 * 3600 * 1000;

/** The account's invoiced credits, read once per GraphQL request (its context object). */
const invoicedCreditsOf = new WeakMap<object, Promise<CreditRow[]>>();
const isoDaysAgo = (days: number) => new Date(nowMs() - days * DAY_MS).toISOString();

function categoryOf(brandKey: string): DeliveryCategory {
  const category = brandByKey(brandKey)?.category;
  return category === "newspaper" ? "NEWSPAPER" : category === "magazine" ? "MAGAZINE" : "ACCOUNT";
}

function countryOf(brandKey: string): "nl" | "be" {
  return brandByKey(brandKey)?.country ?? "nl";
}

function toCredit(row: CreditRow): DeliveryCredit {
  return {
    id: row.id,
    complaintId: row.complaint_id,
    subscriptionId: row.subscription_id,
    amount: row.amount_cents / 100,
    currency: "EUR",
    editionDate: row.edition_date,
    invoiceId: row.invoice_id,
    invoiceNumber: row.invoice_number,
    createdAt: row.created_at,
  };
}

function toComplaint(row: ComplaintRow, today: string): DeliveryComplaint {
  return {
    id: row.id,
    subscriptionId: row.subscription_id,
    brandId: brandIdOf(row.brand_key),
    subscriptionTitle: row.subscription_title,
    type: row.type,
    editionDate: row.edition_date,
    issueNumber: row.issue_number,
    message: row.message,
    outcome: row.outcome,
    credit:
      row.credit_id && row.credit_amount_cents !== null
        ? toCredit({
            id: row.credit_id,
            complaint_id: row.id,
            subscription_id: row.subscription_id,
            amount_cents: row.credit_amount_cents,
            edition_date: row.edition_date,
            invoice_id: row.credit_invoice_id,
            invoice_number: row.credit_invoice_number,
            created_at: row.credit_created_at ?? row.created_at,
          })
        : null,
    redeliveryBy: row.redelivery_by,
    caseNumber: row.case_number,
    followUp: followUpState({ type: row.type, createdDay: localDateOf(row.created_at), answer: row.follow_up_answer }, deliveryOf(row), today),
    createdAt: row.created_at,
  };
}

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
    deliveredBy: delivery.kind === "NEWSPAPER" ? DELIVERED_BY[countryOf(row.brand_key)] : null,
    complaints: shown.filter((complaint) => complaint.createdAt >= recentSince),
    credits: own.filter((credit) => credit.created_at >= isoDaysAgo(CREDIT_HISTORY_MONTHS * 30.5)).map(toCredit),
    pendingCreditAmount: own.filter((credit) => credit.invoice_id === null).reduce((sum, credit) => sum + credit.amount_cents, 0) / 100,
    followUp: shown.find((complaint) => complaint.followUp === "DUE") ?? null,
  };
}

/** The overview entry of one subscription (its complaints since the follow-up/recent windows, its credits). */
async function subscriptionOf(db: D1Database, accountId: string, row: DeliverySubscriptionRow, today: string): Promise<DeliverySubscription> {
  const [complaints, credits] = await Promise.all([
    complaintsSince(db, accountId, isoDaysAgo(RECENT_COMPLAINT_DAYS)),
    creditsOf(db, accountId, isoDaysAgo(CREDIT_HISTORY_MONTHS * 30.5)),
  ]);
  return toSubscription(row, complaints, credits, today);
}

/** Everything the rules need about one subscription now. */
async function optionsOf(db: D1Database, row: DeliverySubscriptionRow, today: string, time: string) {
  const delivery: Delivery = deliveryOf(row);
  const country = countryOf(row.brand_key);
  const window: Window = { today, time, country, startDate: row.start_date, endDate: row.end_date };
  const facts = await editionFacts(db, row.id, isoDaysAgo(ESCALATION_WINDOW_DAYS));
  const choices = editionChoices(editionsOf(delivery, window), facts.reported, facts.suspensions);
  const todayIsDeliveryDay =
    delivery.kind === "NEWSPAPER" &&
    delivery.deliveryDays.includes(weekdayOf(today)) &&
    !isPublicHoliday(today, country) &&
    row.start_date <= today &&
    (row.end_date === null || row.end_date >= today);
  return {
    delivery,
    country,
    category: categoryOf(row.brand_key),
    choices,
    recentCount: facts.recentCount,
    todayDeliveredBy: todayIsDeliveryDay && !todayCounts(window) ? DELIVERED_BY[country] : null,
    redeliveryUntil: choices.some((choice) => choice.date === today && choice.available) ? redeliveryUntil(row.brand_key, delivery, window) : null,
    creditCents: row.price_cents !== null && row.billing_period ? creditPerEditionCents(row.price_cents, row.billing_period, delivery) : 0,
  };
}

function escalationEmail(row: DeliverySubscriptionRow, number: string): OutboxMessage {
  const brandName = brandByKey(row.brand_key)?.name ?? row.title;
  return {
    to: row.email,
    channel: "email",
    subject: `Uw melding over de bezorging van ${brandName}: dossier ${number}`,
    body: [
      `Beste ${row.first_name ?? "abonnee"},`,
      "",
      `Vervelend dat de bezorging van ${[row.title, row.sub_title].filter(Boolean).join(" – ")} (abonnement ${row.id}) steeds niet goed gaat. Onze klantenservice zoekt uit wat er misgaat en neemt binnen 2 werkdagen contact met u op.`,
      "",
      `Uw dossiernummer is ${number}.`,
      "",
      "Met vriendelijke groet,",
      brandName,
    ].join("\n"),
  };
}

async function ownedOrNotFound(db: D1Database, accountId: string, subscriptionId: string, today: string): Promise<DeliverySubscriptionRow> {
  const row = await ownSubscription(db, accountId, subscriptionId, today);
  if (!row) throw notFound();
  return row;
}

export const resolvers: Resolvers = {
  Query: {
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
      const options = await optionsOf(db, row, today, localTime(nowMs()));
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
    submitDeliveryComplaint: async (_parent, { input }, { db, auth }) => {
      const today = todayLocal();
      const repeated = await complaintByKey(db, auth.accountId, input.idempotencyKey);
      if (repeated) return toComplaint(repeated, today);
      const row = await ownedOrNotFound(db, auth.accountId, input.subscriptionId, today);
      const options = await optionsOf(db, row, today, localTime(nowMs()));
      if (options.delivery.kind === "NONE" || options.category === "ACCOUNT") {
        throw conflict("NO-DELIVERY", "Bij dit abonnement wordt niets bezorgd, dus er valt niets te melden.");
      }
      const violations = validateComplaint(input, {
        category: options.category,
        choices: options.choices,
        today,
        todayDeliveredBy: options.todayDeliveredBy,
        redeliveryUntil: options.redeliveryUntil,
        suspendedText: (date) => `Uw bezorging stond stil op ${dutchDate(date, options.country, { weekday: true })}: er is toen niets bezorgd.`,
      });
      if (violations.length > 0) throw validationFailed(violations);
      const late = input.type === "RECEIVED_BUT_DELIVERED_LATER_THAN_EXPECTED";
      const outcome = late || options.creditCents === 0 ? "REGISTERED" : input.compensation === "REDELIVERY" ? "REDELIVERY" : "CREDIT";
      const escalate = escalates(options.recentCount);
      const choice = options.choices.find((edition) => edition.date === input.editionDate)!;
      const id = crypto.randomUUID();
      // A complaint stored meanwhile may have taken the sequence number: then try once more with the next.
      for (let attempt = 0; attempt < 3; attempt++) {
        const seq = await nextSeq(db);
        const number = escalate ? caseNumber(today.slice(0, 4), seq) : null;
        const stored = await insertComplaint(db, {
          id,
          seq,
          accountId: auth.accountId,
          subscriptionId: row.id,
          type: input.type,
          editionDate: input.editionDate,
          issueNumber: choice.issueNumber,
          message: input.message?.trim() || null,
          outcome,
          redeliveryBy: outcome === "REDELIVERY" ? (REDELIVERY[row.brand_key]?.by ?? null) : null,
          caseNumber: number,
          idempotencyKey: input.idempotencyKey,
          now: nowIso(),
          credit: outcome === "CREDIT" ? { id: crypto.randomUUID(), amountCents: options.creditCents } : null,
          event: {
            accountId: auth.accountId,
            sessionId: auth.sessionId,
            type: "DELIVERY_COMPLAINT_SUBMITTED",
            details: { subscriptionId: row.id, complaintId: id, type: input.type, editionDate: input.editionDate, outcome },
          },
          email: number ? escalationEmail(row, number) : null,
        });
        if (stored) return toComplaint(found(await complaintById(db, auth.accountId, id)), today);
        const twin = await complaintByKey(db, auth.accountId, input.idempotencyKey);
        if (twin) return toComplaint(twin, today);
        const reported = await editionFacts(db, row.id, nowIso());
        if (reported.reported.has(input.editionDate)) {
          throw validationFailed([alreadyReported(options.category)]);
        }
      }
      throw conflict("CHANGED-MEANWHILE", "Dit is intussen al gewijzigd. Vernieuw de pagina.");
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
    deliveryCredits: async (invoice, _args, context) => {
      let credits = invoicedCreditsOf.get(context);
      if (!credits) {
        credits = invoicedCredits(context.db, context.auth.accountId);
        invoicedCreditsOf.set(context, credits);
      }
      return (await credits).filter((credit) => credit.invoice_id === invoice.id).map(toCredit);
    },
  },
};
