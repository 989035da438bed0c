/** Delivery complaints and credits in D1: what the account's subscriptions deliver, their complaints, the one-batch writes. */
import { activityStatement, type ActivityInput } from "../../records/activity";
import type { PcsProductType, PcsWeekday, S2BillingPeriod } from "../../graphql/generated/resolvers";
import { sendMessageStatement, type OutboxMessage } from "../../records/outbox";
import { todayLocal } from "../../calendar/time";
import type { DateRange, Delivery } from "./rules";

/** An own subscription with its product and the price of its current contract phase. */
export interface DeliverySubscriptionRow {
  id: string;
  account_id: string;
  brand_key: string;
  title: string;
  sub_title: string | null;
  status: "ACTIVE" | "PENDING_CANCELLATION" | "CANCELLED";
  start_date: string;
  end_date: string | null;
  product_type: PcsProductType;
  fulfilments: string;
  price_cents: number | null;
  billing_period: S2BillingPeriod | null;
  email: string;
  first_name: string | null;
  delivery_zip_code: string | null;
  delivery_house_number: string | null;
  delivery_house_number_suffix: string | null;
  delivery_instructions: string | null;
}

type Fulfilment = { kind: "PAPER"; deliveryDays: PcsWeekday[] } | { kind: "MAGAZINE_PAPER"; issuesPerYear: number } | { kind: "DIGITAL" };

/** What comes on paper: a newspaper's weekdays, a magazine's issues, or nothing (digital, account). */
export function deliveryOf(row: Pick<DeliverySubscriptionRow, "product_type" | "fulfilments">): Delivery {
  const fulfilments = JSON.parse(row.fulfilments) as Fulfilment[];
  if (row.product_type === "DIGITAL" || row.product_type === "ACCOUNT") return { kind: "NONE" };
  for (const fulfilment of fulfilments) {
    if (fulfilment.kind === "PAPER" && fulfilment.deliveryDays.length > 0) return { kind: "NEWSPAPER", deliveryDays: fulfilment.deliveryDays };
    if (fulfilment.kind === "MAGAZINE_PAPER" && fulfilment.issuesPerYear > 0) return { kind: "MAGAZINE", issuesPerYear: fulfilment.issuesPerYear };
  }
  return { kind: "NONE" };
}

const SELECT_SUBSCRIPTIONS = `SELECT s.id, s.account_id, s.brand_key, s.title, s.sub_title, s.status, s.start_date, s.end_date,
    p.type AS product_type, p.fulfilments, ph.price_cents, ph.billing_period, a.email, a.first_name, s.delivery_zip_code,
    s.delivery_house_number, s.delivery_house_number_suffix, s.delivery_instructions
  FROM subscriptions s
  JOIN products p ON p.code = s.product_code
  JOIN accounts a ON a.id = s.account_id
  LEFT JOIN contract_phases ph ON ph.subscription_id = s.id AND ph.seq = (
    SELECT c.seq FROM contract_phases c WHERE c.subscription_id = s.id
    ORDER BY (c.start_date <= ?2 AND (c.end_date IS NULL OR c.end_date >= ?2)) DESC, c.seq DESC LIMIT 1)`;

/** The subscriptions the account owns (co-reader access does not count), oldest first. */
export async function ownSubscriptions(db: D1Database, accountId: string, today: string): Promise<DeliverySubscriptionRow[]> {
  const { results } = await db
    .prepare(`${SELECT_SUBSCRIPTIONS} WHERE s.account_id = ?1 ORDER BY s.start_date, s.id`)
    .bind(accountId, today)
    .all<DeliverySubscriptionRow>();
  return results;
}

/** A brand's subscription by its number, whoever owns it (for a ticket's holder); or null. */
export function subscriptionOfBrand(db: D1Database, brandKey: string, subscriptionId: string) {
  return db
    .prepare(`${SELECT_SUBSCRIPTIONS} WHERE s.brand_key = ?1 AND s.id = ?3`)
    .bind(brandKey, todayLocal(), subscriptionId)
    .first<DeliverySubscriptionRow>();
}

/** A brand's running subscriptions with a delivery address, whoever owns them (to tell them of an incident). */
export async function subscriptionsOfBrand(db: D1Database, brandKey: string, today: string): Promise<DeliverySubscriptionRow[]> {
  const { results } = await db
    .prepare(`${SELECT_SUBSCRIPTIONS} WHERE s.brand_key = ?1 AND s.status != 'CANCELLED' AND s.delivery_zip_code IS NOT NULL AND s.account_id IS NOT NULL ORDER BY s.id`)
    .bind(brandKey, today)
    .all<DeliverySubscriptionRow>();
  return results;
}

/** One subscription the account owns, or null (also for someone else's). */
export function ownSubscription(db: D1Database, accountId: string, subscriptionId: string, today: string) {
  return db
    .prepare(`${SELECT_SUBSCRIPTIONS} WHERE s.account_id = ?1 AND s.id = ?3`)
    .bind(accountId, today, subscriptionId)
    .first<DeliverySubscriptionRow>();
}

export interface ComplaintRow {
  id: string;
  seq: number;
  account_id: string;
  subscription_id: string;
  type: "DAMAGED" | "NOT_DELIVERED" | "INCOMPLETE" | "WRONG_PRODUCT" | "RECEIVED_BUT_DELIVERED_LATER_THAN_EXPECTED";
  edition_date: string;
  issue_number: number | null;
  message: string | null;
  outcome: "CREDIT" | "REDELIVERY" | "REGISTERED";
  redelivery_by: string | null;
  case_number: string | null;
  follow_up_answer: "DELIVERED" | "NOT_DELIVERED" | null;
  created_at: string;
  brand_key: string;
  subscription_title: string;
  product_type: PcsProductType;
  fulfilments: string;
  credit_id: string | null;
  credit_amount_cents: number | null;
  credit_invoice_id: string | null;
  credit_invoice_number: string | null;
  credit_created_at: string | null;
}

const SELECT_COMPLAINTS = `SELECT k.*, s.brand_key, s.title AS subscription_title, p.type AS product_type, p.fulfilments,
    c.id AS credit_id, c.amount_cents AS credit_amount_cents, c.invoice_id AS credit_invoice_id, i.invoice_number AS credit_invoice_number,
    c.created_at AS credit_created_at
  FROM delivery_complaints k
  JOIN subscriptions s ON s.id = k.subscription_id
  JOIN products p ON p.code = s.product_code
  LEFT JOIN delivery_credits c ON c.complaint_id = k.id
  LEFT JOIN invoices i ON i.id = c.invoice_id`;

/** The account's complaints created since `sinceIso`, newest first. */
export async function complaintsSince(db: D1Database, accountId: string, sinceIso: string): Promise<ComplaintRow[]> {
  const { results } = await db
    .prepare(`${SELECT_COMPLAINTS} WHERE k.account_id = ? AND k.created_at >= ? ORDER BY k.created_at DESC, k.seq DESC`)
    .bind(accountId, sinceIso)
    .all<ComplaintRow>();
  return results;
}

export function complaintById(db: D1Database, accountId: string, id: string) {
  return db.prepare(`${SELECT_COMPLAINTS} WHERE k.account_id = ? AND k.id = ?`).bind(accountId, id).first<ComplaintRow>();
}

export function complaintByKey(db: D1Database, accountId: string, idempotencyKey: string) {
  return db.prepare(`${SELECT_COMPLAINTS} WHERE k.account_id = ? AND k.idempotency_key = ?`).bind(accountId, idempotencyKey).first<ComplaintRow>();
}

export interface CreditRow {
  id: string;
  complaint_id: string;
  subscription_id: string;
  amount_cents: number;
  edition_date: string;
  invoice_id: string | null;
  invoice_number: string | null;
  created_at: string;
}

const SELECT_CREDITS = `SELECT c.*, i.invoice_number FROM delivery_credits c
  JOIN subscriptions s ON s.id = c.subscription_id
  LEFT JOIN invoices i ON i.id = c.invoice_id`;

/** Credits of the account's subscriptions: those since `sinceIso` and every one not on an invoice yet, newest first. */
export async function creditsOf(db: D1Database, accountId: string, sinceIso: string): Promise<CreditRow[]> {
  const { results } = await db
    .prepare(`${SELECT_CREDITS} WHERE s.account_id = ? AND (c.created_at >= ? OR c.invoice_id IS NULL) ORDER BY c.created_at DESC`)
    .bind(accountId, sinceIso)
    .all<CreditRow>();
  return results;
}

/** Every credit of the account that is settled on an invoice, newest edition last. */
export async function invoicedCredits(db: D1Database, accountId: string): Promise<CreditRow[]> {
  const { results } = await db
    .prepare(`${SELECT_CREDITS} WHERE s.account_id = ? AND c.invoice_id IS NOT NULL ORDER BY c.edition_date`)
    .bind(accountId)
    .all<CreditRow>();
  return results;
}

/** The credits settled on one invoice of the account. */
export async function creditsOnInvoice(db: D1Database, accountId: string, invoiceId: string): Promise<CreditRow[]> {
  return (await invoicedCredits(db, accountId)).filter((credit) => credit.invoice_id === invoiceId);
}

/** What decides a subscription's editions: the dates already reported, its suspensions, its complaints since `sinceIso`. */
export async function editionFacts(db: D1Database, subscriptionId: string, sinceIso: string) {
  const [reported, suspensions, recent] = await db.batch([
    db.prepare("SELECT edition_date FROM delivery_complaints WHERE subscription_id = ?").bind(subscriptionId),
    db.prepare("SELECT start_date, end_date FROM holiday_suspensions WHERE subscription_id = ? AND status != 'CANCELLED'").bind(subscriptionId),
    db.prepare("SELECT COUNT(*) AS n FROM delivery_complaints WHERE subscription_id = ? AND created_at >= ?").bind(subscriptionId, sinceIso),
  ]);
  return {
    reported: new Set((reported!.results as Array<{ edition_date: string }>).map((row) => row.edition_date)),
    suspensions: suspensions!.results as unknown as DateRange[],
    recentCount: (recent!.results[0] as { n: number } | undefined)?.n ?? 0,
  };
}

/** The next sequence number of a complaint (its case number is made from it). */
export async function nextSeq(db: D1Database): Promise<number> {
  const row = await db.prepare("SELECT COALESCE(MAX(seq), 0) + 1 AS seq FROM delivery_complaints").first<{ seq: number }>();
  return row?.seq ?? 1;
}

export interface NewComplaint {
  id: string;
  /** From nextSeq(); a complaint stored meanwhile with the same number makes this one be ignored (try again). */
  seq: number;
  accountId: string;
  subscriptionId: string;
  type: ComplaintRow["type"];
  editionDate: string;
  issueNumber: number | null;
  message: string | null;
  outcome: ComplaintRow["outcome"];
  redeliveryBy: string | null;
  caseNumber: string | null;
  idempotencyKey: string;
  now: string;
  credit: { id: string; amountCents: number } | null;
  event: ActivityInput;
  /** The escalation e-mail. */
  email: OutboxMessage | null;
}

/**
 * One batch: the complaint (ignored when its edition, its idempotency key or its sequence number
 * exists, so a double submit stores one complaint), then, each only when the statement before it
 * changed a row, its credit, its event and its e-mail. Returns whether it was stored.
 */
export async function insertComplaint(db: D1Database, complaint: NewComplaint): Promise<boolean> {
  const statements: D1PreparedStatement[] = [
    db
      .prepare(
        `INSERT INTO delivery_complaints (id, seq, account_id, subscription_id, type, edition_date, issue_number, message, outcome,
           redelivery_by, case_number, idempotency_key, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING`,
      )
      .bind(
        complaint.id,
        complaint.seq,
        complaint.accountId,
        complaint.subscriptionId,
        complaint.type,
        complaint.editionDate,
        complaint.issueNumber,
        complaint.message,
        complaint.outcome,
        complaint.redeliveryBy,
        complaint.caseNumber,
        complaint.idempotencyKey,
        complaint.now,
      ),
  ];
  if (complaint.credit) {
    statements.push(
      db
        .prepare(
          `INSERT INTO delivery_credits (id, complaint_id, subscription_id, amount_cents, edition_date, invoice_id, created_at)
           SELECT ?, ?, ?, ?, ?, NULL, ? WHERE changes() > 0`,
        )
        .bind(complaint.credit.id, complaint.id, complaint.subscriptionId, complaint.credit.amountCents, complaint.editionDate, complaint.now),
    );
  }
  statements.push(activityStatement(db, complaint.event, { ifPreviousChanged: true }));
  if (complaint.email) statements.push(sendMessageStatement(db, complaint.email, { ifPreviousChanged: true }));
  const [insert] = await db.batch(statements);
  return (insert?.meta.changes ?? 0) > 0;
}

export interface FollowUpAnswer {
  accountId: string;
  complaintId: string;
  answer: "DELIVERED" | "NOT_DELIVERED";
  /** Set for "nee" on a complaint without one yet. */
  caseNumber: string | null;
  now: string;
  event: ActivityInput;
  /** The escalation e-mail (with the case number). */
  email: OutboxMessage | null;
}

/** One batch: the answer (only the first counts), the case number for "nee", the event and the e-mail. */
export async function answerFollowUp(db: D1Database, change: FollowUpAnswer): Promise<boolean> {
  const statements: D1PreparedStatement[] = [
    db
      .prepare(
        `UPDATE delivery_complaints SET follow_up_answer = ?1, follow_up_answered_at = ?2, case_number = COALESCE(case_number, ?3)
         WHERE id = ?4 AND account_id = ?5 AND follow_up_answer IS NULL`,
      )
      .bind(change.answer, change.now, change.caseNumber, change.complaintId, change.accountId),
    activityStatement(db, change.event, { ifPreviousChanged: true }),
  ];
  if (change.email) statements.push(sendMessageStatement(db, change.email, { ifPreviousChanged: true }));
  const [update] = await db.batch(statements);
  return (update?.meta.changes ?? 0) > 0;
}

/** Sets (or, with null, removes) a subscription's delivery instructions with the activity event, in one batch. */
export async function setDeliveryInstructions(db: D1Database, subscriptionId: string, accountId: string, instructions: string | null, now: string, event: ActivityInput): Promise<void> {
  await db.batch([
    db
      .prepare("UPDATE subscriptions SET delivery_instructions = ?, delivery_instructions_updated_at = ? WHERE id = ? AND account_id = ?")
      .bind(instructions, now, subscriptionId, accountId),
    activityStatement(db, event, { ifPreviousChanged: true }),
  ]);
}

export interface RouteListRow {
  id: string;
  delivery_street: string | null;
  delivery_house_number: string | null;
  delivery_house_number_suffix: string | null;
  delivery_zip_code: string | null;
  delivery_city: string | null;
  delivery_instructions: string | null;
  product_type: PcsProductType;
  fulfilments: string;
}

/** A brand's running subscriptions with a delivery address, by postcode: what a deliverer's route list holds. */
export async function routeList(db: D1Database, brandKey: string): Promise<RouteListRow[]> {
  const { results } = await db
    .prepare(
      `SELECT s.id, s.delivery_street, s.delivery_house_number, s.delivery_house_number_suffix, s.delivery_zip_code, s.delivery_city,
         s.delivery_instructions, p.type AS product_type, p.fulfilments
       FROM subscriptions s JOIN products p ON p.code = s.product_code
       WHERE s.brand_key = ? AND s.status != 'CANCELLED' AND s.delivery_zip_code IS NOT NULL
       ORDER BY s.delivery_zip_code, CAST(s.delivery_house_number AS INTEGER), s.id`,
    )
    .bind(brandKey)
    .all<RouteListRow>();
  return results;
}
