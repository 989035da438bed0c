/** The catalog, the subscription's current terms and the change rows (migration 0032). */
import type { PcsProductType, PcsWeekday, S2BillingPeriod, S2SubscriptionChange } from "../../graphql/generated/resolvers";
import type { Edition, Phase } from "./rules";

export interface ProductRow {
  code: string;
  brand_key: string;
  type: PcsProductType;
  descriptor_name: string;
  descriptor_description: string | null;
  fulfilments: string;
}

interface Fulfilment {
  kind: "PAPER" | "DIGITAL" | "MAGAZINE_PAPER";
  deliveryDays?: PcsWeekday[];
}

/** What an edition delivers, from its product's fulfilments. */
export function editionOf(product: Pick<ProductRow, "code" | "fulfilments">): Edition {
  const fulfilments = JSON.parse(product.fulfilments) as Fulfilment[];
  const paper = fulfilments.find((item) => item.kind === "PAPER" || item.kind === "MAGAZINE_PAPER");
  return {
    code: product.code,
    digital: fulfilments.some((item) => item.kind === "DIGITAL"),
    paper: paper !== undefined,
    deliveryDays: paper?.kind === "PAPER" ? (paper.deliveryDays ?? []) : [],
  };
}

export interface CatalogEntry {
  product: ProductRow;
  prices: Map<S2BillingPeriod, number>;
}

/** The brand's editions on sale (with a price), in the order of their monthly price. */
export async function catalogOf(db: D1Database, brandKey: string): Promise<CatalogEntry[]> {
  const { results } = await db
    .prepare(
      `SELECT p.code, p.brand_key, p.type, p.descriptor_name, p.descriptor_description, p.fulfilments, c.billing_period, c.price_cents
       FROM products p JOIN catalog_prices c ON c.product_code = p.code WHERE p.brand_key = ? ORDER BY p.code`,
    )
    .bind(brandKey)
    .all<ProductRow & { billing_period: S2BillingPeriod; price_cents: number }>();
  const entries = new Map<string, CatalogEntry>();
  for (const row of results) {
    const entry = entries.get(row.code) ?? { product: row, prices: new Map() };
    entry.prices.set(row.billing_period, row.price_cents);
    entries.set(row.code, entry);
  }
  return [...entries.values()].sort((a, b) => (a.prices.get("MONTH") ?? 0) - (b.prices.get("MONTH") ?? 0));
}

export interface SubscriptionRow {
  id: string;
  account_id: string;
  brand_key: string;
  product_code: string;
  status: string;
  /** Set when the subscription ends (a fixed end or a cancellation). */
  end_date: string | null;
  title: string;
  sub_title: string | null;
  product_fulfilments: string;
}

/** The caller's own subscription with its product's fulfilments, or null. */
export function ownedSubscription(db: D1Database, accountId: string, subscriptionId: string): Promise<SubscriptionRow | null> {
  return db
    .prepare(
      `SELECT s.id, s.account_id, s.brand_key, s.product_code, s.status, s.end_date, s.title, s.sub_title, p.fulfilments AS product_fulfilments
       FROM subscriptions s JOIN products p ON p.code = s.product_code WHERE s.id = ? AND s.account_id = ?`,
    )
    .bind(subscriptionId, accountId)
    .first<SubscriptionRow>();
}

/** The contract phase the subscription is in on `day` (the latest that started), or null. */
export async function phaseOn(db: D1Database, subscriptionId: string, day: string): Promise<(Phase & { seq: number }) | null> {
  const row = await db
    .prepare(
      `SELECT seq, start_date, end_date, price_cents, billing_period FROM contract_phases
       WHERE subscription_id = ? AND start_date <= ? AND (end_date IS NULL OR end_date >= ?) ORDER BY seq DESC LIMIT 1`,
    )
    .bind(subscriptionId, day, day)
    .first<{ seq: number; start_date: string; end_date: string | null; price_cents: number; billing_period: S2BillingPeriod }>();
  return row ? { seq: row.seq, startDate: row.start_date, endDate: row.end_date, priceCents: row.price_cents, billingPeriod: row.billing_period } : null;
}

export interface ChangeRow {
  id: string;
  account_id: string;
  subscription_id: string;
  session_id: string | null;
  from_product: string;
  from_period: S2BillingPeriod;
  from_price_cents: number;
  to_product: string;
  to_period: S2BillingPeriod;
  to_price_cents: number;
  effective_date: string;
  timing: string;
  next_invoice_date: string;
  settlement_cents: number;
  undoable_until: string;
  withdrawal: number;
  status: "PENDING" | "APPLIED" | "UNDONE";
  idempotency_key: string;
  created_at: string;
  applied_at: string | null;
  undone_at: string | null;
  /** The open contract phase the hourly job closed when it applied the change (0033). */
  closed_phase_seq: number | null;
  product_name: string;
}

const SELECT_CHANGE = `SELECT c.*, p.descriptor_name AS product_name FROM subscription_changes c JOIN products p ON p.code = c.to_product`;

export function changeById(db: D1Database, accountId: string, id: string): Promise<ChangeRow | null> {
  return db.prepare(`${SELECT_CHANGE} WHERE c.id = ? AND c.account_id = ?`).bind(id, accountId).first<ChangeRow>();
}

export function changeByKey(db: D1Database, accountId: string, key: string): Promise<ChangeRow | null> {
  return db.prepare(`${SELECT_CHANGE} WHERE c.account_id = ? AND c.idempotency_key = ?`).bind(accountId, key).first<ChangeRow>();
}

/**
 * A pending change still to come: not one whose subscription ends before its day (cancelled after the change
 * was confirmed). That one waits unseen: undoing the cancellation brings it back, the subscription's end lapses it.
 */
const STILL_TO_COME = "NOT EXISTS (SELECT 1 FROM subscriptions s WHERE s.id = c.subscription_id AND s.end_date IS NOT NULL AND s.end_date < c.effective_date)";

/** The subscription's pending change still to come; with `waiting`, also one that waits unseen (one pending change per subscription). */
export function pendingChange(db: D1Database, subscriptionId: string, { waiting = false }: { waiting?: boolean } = {}): Promise<ChangeRow | null> {
  return db
    .prepare(`${SELECT_CHANGE} WHERE c.subscription_id = ? AND c.status = 'PENDING'${waiting ? "" : ` AND ${STILL_TO_COME}`}`)
    .bind(subscriptionId)
    .first<ChangeRow>();
}

/** A change that took effect and added a paid product, still inside its withdrawal window on `today`. */
export function withdrawableChange(db: D1Database, subscriptionId: string, today: string): Promise<ChangeRow | null> {
  return db
    .prepare(`${SELECT_CHANGE} WHERE c.subscription_id = ? AND c.status = 'APPLIED' AND c.withdrawal = 1 AND c.undoable_until >= ? ORDER BY c.applied_at DESC LIMIT 1`)
    .bind(subscriptionId, today)
    .first<ChangeRow>();
}

/** Every pending change of the account's own subscriptions (a co-reader's subscriptions have none of theirs). */
export async function pendingChangesOfAccount(db: D1Database, accountId: string): Promise<ChangeRow[]> {
  return (await db.prepare(`${SELECT_CHANGE} WHERE c.account_id = ? AND c.status = 'PENDING' AND ${STILL_TO_COME}`).bind(accountId).all<ChangeRow>()).results;
}

export function toChange(row: ChangeRow): S2SubscriptionChange {
  return {
    id: row.id,
    subscriptionId: row.subscription_id,
    status: row.status,
    fromProductCode: row.from_product,
    productCode: row.to_product,
    productName: row.product_name,
    billingPeriod: row.to_period,
    price: row.to_price_cents / 100,
    effectiveDate: row.effective_date,
    nextInvoiceDate: row.next_invoice_date,
    nextInvoiceAmount: (row.to_price_cents + row.settlement_cents) / 100,
    settlement: row.settlement_cents / 100,
    withdrawalUntil: row.withdrawal ? row.undoable_until : null,
    undoableUntil: row.undoable_until,
    createdAt: row.created_at,
    appliedAt: row.applied_at,
    undoneAt: row.undone_at,
  };
}

/** Active co-readers of a subscription (they read along through its digital access). */
export async function coReaderCount(db: D1Database, subscriptionId: string): Promise<number> {
  const row = await db.prepare("SELECT COUNT(*) AS n FROM co_readers WHERE subscription_id = ? AND revoked_at IS NULL").bind(subscriptionId).first<{ n: number }>();
  return row?.n ?? 0;
}

/** Planned holiday stops of the subscription that are not over on `day`. */
export async function plannedHolidays(db: D1Database, subscriptionId: string, day: string): Promise<number> {
  const row = await db
    .prepare("SELECT COUNT(*) AS n FROM holiday_suspensions WHERE subscription_id = ? AND status = 'PLANNED' AND end_date >= ?")
    .bind(subscriptionId, day)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

/** A planned move of the subscription's delivery address. */
export async function plannedMove(db: D1Database, subscriptionId: string): Promise<{ move_date: string } | null> {
  return db.prepare("SELECT move_date FROM moving_house_changes WHERE subscription_id = ? AND status = 'PLANNED' ORDER BY move_date LIMIT 1").bind(subscriptionId).first();
}
