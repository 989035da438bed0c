/**
 * Filing a complaint: the one way a complaint is stored, whether the logged-in subscriber sends the
 * form, taps "Ik heb ook geen krant ontvangen" on an incident's notice (ADR 40), or reports without
 * logging in with a ticket. Every rule of ADR 19 applies alike; only the e-mail differs (a report
 * without a login is always confirmed at the account's own address).
 */
import { brandByKey, brandCountry } from "../../demo/brands";
import { conflict, validationFailed } from "../../request/errors";
import type { DeliveryCategory, DeliveryComplaintType } from "../../graphql/generated/resolvers";
import type { OutboxMessage } from "../../records/outbox";
import { sayIn } from "../../rules/words";
import { dutchDate, nowIso, nowMs, todayLocal } from "../../calendar/time";
import { complaintByKey, deliveryOf, editionFacts, insertComplaint, nextSeq, type DeliverySubscriptionRow } from "./data";
import {
  alreadyReported,
  caseNumber,
  creditPerEditionCents,
  DELIVERED_BY,
  editionChoices,
  editionsOf,
  ESCALATION_WINDOW_DAYS,
  escalates,
  isPublicHoliday,
  localTime,
  REDELIVERY,
  redeliveryUntil,
  todayCounts,
  validateComplaint,
  weekdayOf,
  type ComplaintInput,
  type Delivery,
  type Window,
} from "./rules";

const DAY_MS = 24 * 3600 * 1000;
export const isoDaysAgo = (days: number) => new Date(nowMs() - days * DAY_MS).toISOString();

export function categoryOf(brandKey: string): DeliveryCategory {
  const category = brandByKey(brandKey)?.category;
  return category === "newspaper" ? "NEWSPAPER" : category === "magazine" ? "MAGAZINE" : "ACCOUNT";
}

export const NO_DELIVERY_TEXT = "Bij dit abonnement wordt niets bezorgd, dus er valt niets te melden.";

/** Everything the rules need about one subscription now. */
export async function optionsOf(db: D1Database, row: DeliverySubscriptionRow, today = todayLocal(), time = localTime(nowMs())) {
  const delivery: Delivery = deliveryOf(row);
  const country = brandCountry(row.brand_key);
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

export type DeliveryOptions = Awaited<ReturnType<typeof optionsOf>>;

/** Nothing comes on paper (digital only, an account brand): nothing to report. */
export function hasNothingDelivered(options: Pick<DeliveryOptions, "delivery" | "category">): boolean {
  return options.delivery.kind === "NONE" || options.category === "ACCOUNT";
}

const productName = (row: DeliverySubscriptionRow) => [row.title, row.sub_title].filter(Boolean).join(" – ");

export function escalationEmail(row: DeliverySubscriptionRow, number: string): OutboxMessage {
  const brandName = brandByKey(row.brand_key)?.name ?? row.title;
  const country = brandCountry(row.brand_key);
  return {
    to: row.email,
    channel: "email",
    subject: sayIn(country, `Uw melding over de bezorging van ${brandName}: dossier ${number}`),
    body: sayIn(
      country,
      [
        `Beste ${row.first_name ?? "abonnee"},`,
        "",
        `Vervelend dat de bezorging van ${productName(row)} (abonnement ${row.id}) steeds niet goed gaat. Onze klantenservice zoekt uit wat er misgaat en neemt binnen 2 werkdagen contact met u op.`,
        "",
        `Uw dossiernummer is ${number}.`,
        "",
        "Met vriendelijke groet,",
        brandName,
      ].join("\n"),
    ),
  };
}


const OUTCOME_LINES = {
  CREDIT: (amount: string) => `U krijgt ${amount} terug: dat verrekenen wij met uw volgende factuur.`,
  REDELIVERY: (by: string) => `Wij brengen uw krant vandaag vóór ${by} alsnog.`,
  REGISTERED: () => "Wij hebben uw melding doorgegeven aan de bezorging.",
};

/** The confirmation of a report made without logging in, to the account's own address only. */
function reportConfirmationEmail(row: DeliverySubscriptionRow, complaint: { editionDate: string; outcome: keyof typeof OUTCOME_LINES; creditCents: number; redeliveryBy: string | null; caseNumber: string | null }): OutboxMessage {
  const brandName = brandByKey(row.brand_key)?.name ?? row.title;
  const country = brandCountry(row.brand_key);
  const amount = new Intl.NumberFormat(country === "be" ? "nl-BE" : "nl-NL", { style: "currency", currency: "EUR" }).format(complaint.creditCents / 100);
  const outcome =
    complaint.outcome === "CREDIT" ? OUTCOME_LINES.CREDIT(amount) : complaint.outcome === "REDELIVERY" ? OUTCOME_LINES.REDELIVERY(complaint.redeliveryBy ?? "") : OUTCOME_LINES.REGISTERED();
  return {
    to: row.email,
    channel: "email",
    subject: sayIn(country, `Uw melding over de bezorging van ${brandName} is ontvangen`),
    body: sayIn(
      country,
      [
        `Beste ${row.first_name ?? "abonnee"},`,
        "",
        `Wij hebben uw melding over ${productName(row)} (abonnement ${row.id}) van ${dutchDate(complaint.editionDate, country, { weekday: true })} ontvangen.`,
        outcome,
        ...(complaint.caseNumber
          ? ["", `Omdat het vaker misging, zoekt onze klantenservice uit wat er aan de hand is en neemt binnen 2 werkdagen contact met u op. Uw dossiernummer is ${complaint.caseNumber}.`]
          : []),
        "",
        "Deed u deze melding niet zelf? Laat het ons weten via de klantenservice.",
        "",
        "Met vriendelijke groet,",
        brandName,
      ].join("\n"),
    ),
  };
}

export interface FileInput extends ComplaintInput {
  type: DeliveryComplaintType;
  idempotencyKey: string;
}

export interface Filer {
  accountId: string;
  /** The session of a logged-in subscriber; null without a login. */
  sessionId: string | null;
  /** Reported without logging in: confirmed by e-mail at the account's own address. */
  withoutLogin: boolean;
}

/**
 * Stores one complaint about `row` (the account's own subscription) under every rule, with its credit,
 * re-delivery or escalation; returns its id. A repeat of the same idempotency key is the caller's to
 * answer before this (it answers the first complaint unchanged).
 * Throws NO-DELIVERY (409), VALIDATION (400) with the field of each violation, CHANGED-MEANWHILE.
 */
export async function fileComplaint(db: D1Database, row: DeliverySubscriptionRow, input: FileInput, filer: Filer): Promise<string> {
  const today = todayLocal();
  const options = await optionsOf(db, row, today);
  if (hasNothingDelivered(options)) throw conflict("NO-DELIVERY", NO_DELIVERY_TEXT);
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
  const redeliveryBy = outcome === "REDELIVERY" ? (REDELIVERY[row.brand_key]?.by ?? null) : null;
  // A complaint stored meanwhile may have taken the sequence number: then try once more with the next.
  for (let attempt = 0; attempt < 3; attempt++) {
    const seq = await nextSeq(db);
    const number = escalate ? caseNumber(today.slice(0, 4), seq) : null;
    const stored = await insertComplaint(db, {
      id,
      seq,
      accountId: filer.accountId,
      subscriptionId: row.id,
      type: input.type,
      editionDate: input.editionDate,
      issueNumber: choice.issueNumber,
      message: input.message?.trim() || null,
      outcome,
      redeliveryBy,
      caseNumber: number,
      idempotencyKey: input.idempotencyKey,
      now: nowIso(),
      credit: outcome === "CREDIT" ? { id: crypto.randomUUID(), amountCents: options.creditCents } : null,
      event: {
        accountId: filer.accountId,
        sessionId: filer.sessionId,
        type: "DELIVERY_COMPLAINT_SUBMITTED",
        details: { subscriptionId: row.id, complaintId: id, type: input.type, editionDate: input.editionDate, outcome, ...(filer.withoutLogin ? { channel: "WITHOUT_LOGIN" } : {}) },
      },
      email: filer.withoutLogin
        ? reportConfirmationEmail(row, { editionDate: input.editionDate, outcome, creditCents: options.creditCents, redeliveryBy, caseNumber: number })
        : number
          ? escalationEmail(row, number)
          : null,
    });
    if (stored) return id;
    const twin = await complaintByKey(db, filer.accountId, input.idempotencyKey);
    if (twin) return twin.id;
    const reported = await editionFacts(db, row.id, nowIso());
    if (reported.reported.has(input.editionDate)) throw validationFailed([alreadyReported(options.category)]);
  }
  throw conflict("CHANGED-MEANWHILE", "Dit is intussen al gewijzigd. Vernieuw de pagina.");
}
