/** Invoices (S2Invoice, S2Invoices) of the account's own subscriptions. */
import { brandCountry, brandIdOf, brandLogoUrl } from "../../demo/brands";
import { paymentText } from "./texts";
import type { ResolversParentTypes, S2InvoiceFilter, S2InvoiceStatus } from "../../graphql/generated/resolvers";

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
  };
  const payment = { method: row.payment_method, failed: row.payment_status === "FAILED", iban: row.payment_iban };
  return { ...invoice, paymentInstruction: paymentText(invoice, brandCountry(row.brand_key), payment) };
}

const SELECT_INVOICES = `SELECT i.*, s.brand_key, s.title AS subscription_title, s.sub_title AS subscription_sub_title,
  s.payment_method, s.payment_status, s.iban AS payment_iban
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
