import { type AccountRequest, requestLanguage } from "~/forms/account-request.server";
import { describePaymentOption } from "~/forms/payment-method";
import type { Translate } from "~/forms/translate";
import { InvoicesDocument, type InvoicesQuery, type S2InvoiceFilter } from "~/graphql/generated/graphql";
import { type DateSettings, dateSettings, formatDate, formatMoney } from "~/platform/locale/dates";
import { originGraphQL } from "~/platform/origin/graphql.server";
import { type OpenBalanceView, openBalanceNotices } from "~/shell/open-balance";
import type { TagColor } from "~/ui/tag/tag";
import { type InvoiceFilterParams, PAGE_SIZE, STATUS_PARAMS } from "./filter";

type Invoice = NonNullable<InvoicesQuery["invoices"]>["items"][number];
type Linked = InvoicesQuery["linkedSubscriptions"][number];

export interface InvoiceView {
  id: string;
  /** The brand's id (DK, OP…), as analytics counts brands. */
  brand: string;
  title: string;
  price: number;
  priceText: string;
  status: { label: string; color: TagColor };
  subscription: { title: string; subTitle: string; logoUrl?: string };
  pdfUrl: string;
  pdfFileName: string;
  details: [string, string][];
  /** What the invoice says of its payment: how and when it was paid, or what it asks (the origin's sentence, as on the PDF). */
  payHint: string | null;
  /** "Nu betalen": the pay page of this invoice, while it can be paid. */
  payHref: string | null;
}

export interface InvoicesData {
  invoices: InvoiceView[];
  totalCount: number;
  openAmount: string | null;
  page: number;
  pageCount: number;
  subscriptions: { value: string; label: string }[];
  years: number[];
  /** The open-balance notice (issue 56). */
  notices: OpenBalanceView[];
  /** "Alles betalen": per seller country with more than one payable invoice, the pay page and the total. */
  payAll: { href: string; label: string }[];
}

/** One word per state (issue 56), the same on the PDF; a payment the bank is still processing says so. */
function statusTag(invoice: Pick<Invoice, "status" | "paymentPending">, t: Translate): { label: string; color: TagColor } {
  if (invoice.paymentPending && (invoice.status === "OPEN" || invoice.status === "OVERDUE")) return { label: t("invoiceStatusPending", "Betaling wordt verwerkt"), color: "blue" };
  switch (invoice.status) {
    case "PAID":
      return { label: t("invoiceStatusPaid", "Betaald"), color: "green" };
    case "OPEN":
      return { label: t("invoiceStatusOpen", "Open"), color: "orange" };
    case "OVERDUE":
      return { label: t("invoiceStatusOverdue", "Achterstallig"), color: "red" };
    case "CREDITED":
      return { label: t("invoiceStatusCredited", "Gecrediteerd"), color: "blue" };
  }
}

function toView(invoice: Invoice, linked: Linked | undefined, settings: DateSettings, t: Translate): InvoiceView {
  const details: [string, string][] = [[t("invoiceNumber", "Factuurnummer"), invoice.invoiceNumber]];
  if (invoice.periodStart && invoice.periodEnd) {
    details.push([t("invoicePeriod", "Periode"), t("periodFromTo", "{from} t/m {to}", { from: formatDate(invoice.periodStart, settings), to: formatDate(invoice.periodEnd, settings) })]);
  }
  details.push([t("invoiceIssueDate", "Factuurdatum"), formatDate(invoice.issueDate, settings)]);
  if (invoice.status === "PAID" && invoice.paidAt) details.push([t("invoicePaidAt", "Betaald op"), formatDate(invoice.paidAt, settings)]);
  else if (invoice.status !== "CREDITED") details.push([t("invoiceDueDate", "Vervaldatum"), formatDate(invoice.dueDate, settings)]);
  const payment = describePaymentOption(linked?.subscription.paymentOption, t);
  if (payment) details.push([t("invoicePaymentMethod", "Betaalwijze"), payment]);
  for (const credit of invoice.deliveryCredits) {
    details.push([
      t("invoiceDeliveryCredit", "Teruggave bezorging"),
      t("invoiceDeliveryCreditText", "−{amount} voor de gemiste of beschadigde bezorging van {date}", { amount: formatMoney(credit.amount, settings), date: formatDate(credit.editionDate, settings) }),
    ]);
  }
  return {
    id: invoice.id,
    brand: invoice.brandId,
    title: invoice.title,
    price: invoice.price,
    priceText: formatMoney(invoice.price, settings, invoice.currency),
    status: statusTag(invoice, t),
    subscription: { title: invoice.subscription.title, subTitle: invoice.subscription.subTitle ?? "", logoUrl: invoice.subscription.logoUrl ?? undefined },
    pdfUrl: `/facturen/${encodeURIComponent(invoice.id)}/pdf`,
    pdfFileName: `factuur-${invoice.invoiceNumber}.pdf`,
    details,
    // What the invoice asks, as its PDF says it (the origin's sentence: collected, or to transfer to which
    // account, or overdue; issue 56): never "automatische incasso" and "maak over" at once.
    payHint: invoice.paymentInstruction ?? null,
    payHref: invoice.payable ? `/facturen/betalen?factuur=${encodeURIComponent(invoice.id)}` : null,
  };
}

/** The invoices of the filter, newest first, one page of PAGE_SIZE. */
export async function loadInvoices(account: AccountRequest, filter: InvoiceFilterParams, thisYear: number): Promise<InvoicesData> {
  const { app, session, t } = account;
  const settings = dateSettings(requestLanguage(account));
  const originFilter: S2InvoiceFilter = {
    ...(filter.status ? { status: [STATUS_PARAMS[filter.status]!] } : {}),
    ...(filter.subscriptionId ? { subscriptionId: filter.subscriptionId } : {}),
    ...(filter.year ? { fromDate: `${filter.year}-01-01`, toDate: `${filter.year}-12-31` } : {}),
  };
  const read = await originGraphQL(app, session, InvoicesDocument, { filter: originFilter });
  const { invoices, linkedSubscriptions } = read;
  const linked = new Map(linkedSubscriptions.map((entry) => [entry.subscriptionId, entry]));
  const items = invoices?.items ?? [];
  const pageCount = Math.max(1, Math.ceil(items.length / PAGE_SIZE));
  const page = Math.min(filter.page, pageCount);
  const owned = linkedSubscriptions.filter((entry) => entry.role === "OWNER");
  return {
    invoices: items.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE).map((invoice) => toView(invoice, linked.get(invoice.subscriptionId), settings, t)),
    totalCount: invoices?.totalCount ?? 0,
    openAmount: invoices && invoices.openAmount > 0 ? formatMoney(invoices.openAmount, settings) : null,
    page,
    pageCount,
    subscriptions: owned.map((entry) => ({
      value: entry.subscriptionId,
      label: [entry.subscription.title, entry.subscription.subTitle].filter(Boolean).join(" – ") + ` (${entry.subscriptionId})`,
    })),
    years: Array.from({ length: 6 }, (_, i) => thisYear - i),
    notices: openBalanceNotices(read, settings, t),
    payAll: read.openBalances
      .filter((balance) => balance.invoiceIds.length > 1)
      .map((balance) => ({
        href: `/facturen/betalen?land=${balance.country}`,
        label: t("invoicesPayAll", "Alles betalen ({amount})", { amount: formatMoney(balance.amount, settings) }),
      })),
  };
}
