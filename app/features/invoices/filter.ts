import type { S2InvoiceStatus } from "~/graphql/generated/graphql";

// The invoice filter lives in the URL (`/facturen?jaar=2026&status=open&abonnement=700100&pagina=2`),
// so a filtered view can be bookmarked and works without JavaScript. Junk values are dropped and
// reported, never passed on.

export const PAGE_SIZE = 12;

/** URL value → origin status. Dutch words, as the subscriber sees them. */
export const STATUS_PARAMS: Record<string, S2InvoiceStatus> = {
  betaald: "PAID",
  open: "OPEN",
  achterstallig: "OVERDUE",
  gecrediteerd: "CREDITED",
};

export interface InvoiceFilterParams {
  year: number | null;
  status: string | null;
  subscriptionId: string | null;
  page: number;
  /** Parameters that were not understood (shown to the subscriber, then ignored). */
  ignored: string[];
}

export function parseInvoiceFilter(url: URL, thisYear: number): InvoiceFilterParams {
  const ignored: string[] = [];
  const year = url.searchParams.get("jaar") || null;
  // "mislukt" was the overdue filter's word until issue 56 gave the state one name: old links still work.
  const asked = url.searchParams.get("status") || null;
  const status = asked === "mislukt" ? "achterstallig" : asked;
  const subscription = url.searchParams.get("abonnement") || null;
  const page = url.searchParams.get("pagina") || null;
  const validYear = year !== null && /^\d{4}$/.test(year) && Number(year) >= 2000 && Number(year) <= thisYear + 1 ? Number(year) : null;
  if (year !== null && validYear === null) ignored.push("jaar");
  const validStatus = status !== null && status in STATUS_PARAMS ? status : null;
  if (status !== null && validStatus === null) ignored.push("status");
  const validSubscription = subscription !== null && /^[A-Za-z0-9_-]{1,40}$/.test(subscription) ? subscription : null;
  if (subscription !== null && validSubscription === null) ignored.push("abonnement");
  const validPage = page !== null && /^[1-9]\d{0,3}$/.test(page) ? Number(page) : null;
  if (page !== null && validPage === null) ignored.push("pagina");
  return { year: validYear, status: validStatus, subscriptionId: validSubscription, page: validPage ?? 1, ignored };
}

/** The URL of a filter (page 1 unless given). */
export function filterHref(filter: Pick<InvoiceFilterParams, "year" | "status" | "subscriptionId">, page = 1): string {
  const params = new URLSearchParams();
  if (filter.year) params.set("jaar", String(filter.year));
  if (filter.status) params.set("status", filter.status);
  if (filter.subscriptionId) params.set("abonnement", filter.subscriptionId);
  if (page > 1) params.set("pagina", String(page));
  const query = params.toString();
  return query ? `/facturen?${query}` : "/facturen";
}
