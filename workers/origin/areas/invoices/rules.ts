/** Rules of the invoices area: the list's filter (GraphQL) and query parameters (REST). */
import { validationFailed } from "../../request/errors";
import type { S2InvoiceFilter, S2InvoiceStatus } from "../../graphql/generated/resolvers";
import { parseIsoDate, violation } from "../../rules/validation";

const STATUSES: readonly S2InvoiceStatus[] = ["PAID", "OPEN", "OVERDUE", "CREDITED"];

export function validateInvoiceFilter(filter: S2InvoiceFilter | null | undefined): S2InvoiceFilter {
  const violations = (["fromDate", "toDate"] as const)
    .filter((field) => filter?.[field] && !parseIsoDate(filter[field]!))
    .map((field) => violation("INVALID-DATE", "Vul een geldige datum in (jjjj-mm-dd).", `filter.${field}`));
  if (violations.length > 0) throw validationFailed(violations);
  return filter ?? {};
}

/** GET /api/pass/invoices?status=…&subscriptionId=…: an unknown status is a violation, not an empty list. */
export function invoiceFilterFromQuery(url: URL): S2InvoiceFilter {
  const status = url.searchParams.getAll("status");
  const unknown = status.filter((value) => !(STATUSES as readonly string[]).includes(value));
  if (unknown.length > 0) {
    throw validationFailed([violation("INVALID-STATUS", `Kies als status ${STATUSES.join(", ")}.`, "status")]);
  }
  return { status: status as S2InvoiceStatus[], subscriptionId: url.searchParams.get("subscriptionId") };
}

/** VAT on newspapers and magazines: 9 % in the Netherlands, 6 % in Belgium. */
export const VAT_RATES = { nl: 0.09, be: 0.06 } as const;

/** A VAT-inclusive amount split into net and VAT, in cents exactly (net + vat === gross). */
export function vatBreakdown(gross: number, country: "nl" | "be"): { net: number; vat: number; rate: number } {
  const rate = VAT_RATES[country];
  const grossCents = Math.round(gross * 100);
  const netCents = Math.round(grossCents / (1 + rate));
  return { net: netCents / 100, vat: (grossCents - netCents) / 100, rate };
}

/**
 * How many years the tax law asks an invoice to be kept, counted from 1 January after its date: 7 in
 * the Netherlands (art. 52 AWR), 10 in Belgium (art. 60 § 4 WBTW, since 1 January 2023; it was 7).
 */
export const INVOICE_RETENTION_YEARS = { nl: 7, be: 10 } as const;

/** The first day an invoice of `issueDate` (YYYY-MM-DD) may be erased: 1 January after the last year it must be kept. */
export function invoiceErasableFrom(issueDate: string, country: "nl" | "be"): string {
  return `${Number(issueDate.slice(0, 4)) + 1 + INVOICE_RETENTION_YEARS[country]}-01-01`;
}
