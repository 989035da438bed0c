/** Invoices (S2Invoice, S2Invoices) of the account's own subscriptions. */
import { brandCountry, brandIdOf, brandLogoUrl } from "../../demo/brands";
import { paymentText } from "./texts";
import type {
  ResolversParentTypes,
  S2DirectDebitFailureReason,
  S2InvoiceFilter,
  S2InvoicePaidMethod,
  S2InvoiceStatus,
  S2OpenBalance,
} from "../../graphql/generated/resolvers";

/** An invoice as this area builds it: fields other areas add to S2Invoice are resolved by them. */
export type Invoice = ResolversParentTypes["S2Invoice"];

export interface InvoiceRow {
  id: string;
  account_id: string;
  subscription_id: string;
  invoice_number: string;
  title: string;
  amount_cents: number;
  status: S2InvoiceStatus;
  issue_date: string;
  due_date: string;
  paid_at: string | null;
  period_start: string | null;
  period_end: string | null;
  brand_key: string;
  subscription_title: string;
  subscription_sub_title: string | null;
  /** How the subscription pays now: what the invoice asks of the subscriber (`paymentText`). */
  payment_method: string | null;
  payment_status: string | null;
  payment_iban: string | null;
  paid_method: string | null;
  failure_reason: string | null;
  /** The method of a hosted payment of this invoice the bank is still processing (PENDING), else null. */
  pending_method: string | null;
}

export type InvoiceFilter = S2InvoiceFilter;

function toInvoice(row: InvoiceRow): Invoice {
  const invoice = {
    id: row.id,
    invoiceNumber: row.invoice_number,
    title: row.title,
    price: row.amount_cents / 100,
    currency: "EUR",
    status: row.status,
    issueDate: row.issue_date,
    dueDate: row.due_date,
    paidAt: row.paid_at,
    periodStart: row.period_start,
    periodEnd: row.period_end,
    subscriptionId: row.subscription_id,
    brandId: brandIdOf(row.brand_key),
    subscription: {
      title: row.subscription_title,
      subTitle: row.subscription_sub_title,
      logoUrl: brandLogoUrl(row.brand_key),
    },
    pdfUrl: `/api/pass/invoices/${encodeURIComponent(row.id)}/pdf`,
    paidWith: row.status === "PAID" ? (row.paid_method as S2InvoicePaidMethod | null) : null,
    failureReason: row.status === "OVERDUE" || row.status === "OPEN" ? (row.failure_reason as S2DirectDebitFailureReason | null) : null,
    paymentPending: row.pending_method !== null,
    payable: isPayable(row),
  };
  const payment = { method: row.payment_method, failed: row.payment_status === "FAILED", iban: row.payment_iban };
  const paymentInstruction = paymentText({ ...invoice, pendingMethod: row.pending_method }, brandCountry(row.brand_key), payment);
  return { ...invoice, paymentInstruction };
}

/** Open or overdue, a positive amount, and no payment of it being processed: "Nu betalen" may pay it. */
export function isPayable(row: Pick<InvoiceRow, "status" | "amount_cents" | "pending_method">): boolean {
  return (row.status === "OPEN" || row.status === "OVERDUE") && row.amount_cents > 0 && row.pending_method === null;
}

const SELECT_INVOICES = `SELECT i.*, s.brand_key, s.title AS subscription_title, s.sub_title AS subscription_sub_title,
  s.payment_method, s.payment_status, s.iban AS payment_iban,
  (SELECT p.method FROM hosted_payment_invoices h JOIN hosted_payments p ON p.id = h.payment_id
    WHERE h.invoice_id = i.id AND p.status = 'PENDING' LIMIT 1) AS pending_method
  FROM invoices i JOIN subscriptions s ON s.id = i.subscription_id`;

/** Newest first. Only the account's own invoices, whatever the filter says. */
export async function listInvoices(
  db: D1Database,
  accountId: string,
  filter: InvoiceFilter = {},
): Promise<{ items: Invoice[]; totalCount: number; openAmount: number }> {
  const where = ["i.account_id = ?"];
  const values: string[] = [accountId];
  if (filter.status && filter.status.length > 0) {
    where.push(`i.status IN (${filter.status.map(() => "?").join(", ")})`);
    values.push(...filter.status);
  }
  if (filter.subscriptionId) {
    where.push("i.subscription_id = ?");
    values.push(filter.subscriptionId);
  }
  if (filter.fromDate) {
    where.push("i.issue_date >= ?");
    values.push(filter.fromDate);
  }
  if (filter.toDate) {
    where.push("i.issue_date <= ?");
    values.push(filter.toDate);
  }
  const { results } = await db
    .prepare(`${SELECT_INVOICES} WHERE ${where.join(" AND ")} ORDER BY i.issue_date DESC, i.id DESC`)
    .bind(...values)
    .all<InvoiceRow>();
  const items = results.map(toInvoice).filter((i) => !filter.brandId || i.brandId === filter.brandId);
  const openCents = results
    .filter((r) => (r.status === "OPEN" || r.status === "OVERDUE") && items.some((i) => i.id === r.id))
    .reduce((sum, r) => sum + r.amount_cents, 0);
  return { items, totalCount: items.length, openAmount: openCents / 100 };
}

export async function getInvoice(db: D1Database, accountId: string, invoiceId: string): Promise<Invoice | null> {
  const row = await db
    .prepare(`${SELECT_INVOICES} WHERE i.account_id = ? AND i.id = ?`)
    .bind(accountId, invoiceId)
    .first<InvoiceRow>();
  return row ? toInvoice(row) : null;
}

/** Invoices of the account by id (any state), in the order asked; missing ids (someone else's, unknown) are left out. */
export async function invoicesByIds(db: D1Database, accountId: string, ids: readonly string[]): Promise<{ row: InvoiceRow; invoice: Invoice }[]> {
  if (ids.length === 0) return [];
  const { results } = await db
    .prepare(`${SELECT_INVOICES} WHERE i.account_id = ? AND i.id IN (${ids.map(() => "?").join(", ")})`)
    .bind(accountId, ...ids)
    .all<InvoiceRow>();
  const byId = new Map(results.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [{ row, invoice: toInvoice(row) }] : [];
  });
}

/**
 * What the account still has to pay, per seller country (iDEAL or Bancontact): the payable invoices
 * (open or overdue, none being paid), oldest first; a country with nothing payable and no failed debit is left out.
 */
export async function openBalances(db: D1Database, accountId: string): Promise<S2OpenBalance[]> {
  const { results } = await db
    .prepare(`${SELECT_INVOICES} WHERE i.account_id = ? AND i.status IN ('OPEN', 'OVERDUE') ORDER BY i.due_date, i.id`)
    .bind(accountId)
    .all<InvoiceRow>();
  const { results: failed } = await db
    .prepare("SELECT brand_key FROM subscriptions WHERE account_id = ? AND payment_status = 'FAILED' AND status <> 'CANCELLED'")
    .bind(accountId)
    .all<{ brand_key: string }>();
  const countries = new Set([...results.map((row) => brandCountry(row.brand_key)), ...failed.map((row) => brandCountry(row.brand_key))]);
  return [...countries].sort().flatMap((country) => {
    const rows = results.filter((row) => brandCountry(row.brand_key) === country);
    const payable = rows.filter(isPayable);
    const overdue = payable.filter((row) => row.status === "OVERDUE");
    const paymentFailed = failed.some((row) => brandCountry(row.brand_key) === country);
    if (payable.length === 0 && !paymentFailed) return [];
    const reasons = rows.filter((row) => row.failure_reason).sort((a, b) => b.due_date.localeCompare(a.due_date));
    return [
      {
        country,
        amount: payable.reduce((sum, row) => sum + row.amount_cents, 0) / 100,
        invoiceIds: payable.map((row) => row.id),
        overdueAmount: overdue.reduce((sum, row) => sum + row.amount_cents, 0) / 100,
        overdueSince: overdue[0]?.due_date ?? null,
        paymentFailed,
        failureReason: (reasons[0]?.failure_reason as S2DirectDebitFailureReason | undefined) ?? null,
      },
    ];
  });
}
