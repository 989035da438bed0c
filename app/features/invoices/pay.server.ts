import { parseWithZod } from "@conform-to/zod/v4";
import { nanoid } from "nanoid";
import { redirect } from "react-router";
import { type AccountRequest, requestLanguage } from "~/forms/account-request.server";
import { invalid, rejected } from "~/forms/form-reply.server";
import { HOSTED_STATUS_OF, hostedReturnUrl, isHostedPaymentPage, referenceOf, toHostedPaymentPage } from "~/forms/hosted-payment.server";
import type { Translate } from "~/forms/translate";
import { InvoicePaymentDocument, InvoicesToPayDocument, PayInvoicesDocument, type S2InvoicePaymentMethod } from "~/graphql/generated/graphql";
import { dateSettings, formatDate, formatMoney } from "~/platform/locale/dates";
import { originGraphQL } from "~/platform/origin/graphql.server";
import { OriginError } from "~/platform/origin/violations";
import { PAY_INVOICES_INTENT, PAY_STATUS_PATH } from "./intent";
import { payInvoicesSchema } from "./pay-schema";

// "Nu betalen" and "Alles betalen" (issue 56, ADR 52): the pay page shows what will be paid and the
// methods of the sellers' country; the origin starts the payment with its own amount and the browser
// goes to the hosted payment page (the one the change of payment method uses); the status page reads
// what happened from the origin by the signed reference.

export interface PayMethodOption {
  value: S2InvoicePaymentMethod;
  label: string;
  description: string;
}

export interface PayPageView {
  country: "nl" | "be";
  invoices: { id: string; invoiceNumber: string; title: string; subscription: string; amount: string; due: string; overdue: boolean }[];
  invoiceIds: string;
  total: string;
  expectedAmountCents: number;
  methods: PayMethodOption[];
  idempotencyKey: string;
  /** Why nothing can be paid here (paid already, being processed, nothing open), else null. */
  nothing: string | null;
}

export function payMethods(country: "nl" | "be", t: Translate): PayMethodOption[] {
  const card: PayMethodOption = {
    value: "CREDIT_CARD",
    label: country === "be" ? t("payMethodCardBe", "Kredietkaart") : t("payMethodCard", "Creditcard"),
    description: t("payCardDescription", "Visa of Mastercard, op de beveiligde betaalpagina"),
  };
  return country === "be"
    ? [{ value: "BANCONTACT", label: t("payMethodBancontact", "Bancontact"), description: t("payBancontactDescription", "Met uw bankkaart of de Payconiq-app") }, card]
    : [{ value: "IDEAL", label: t("payMethodIdeal", "iDEAL"), description: t("payIdealDescription", "Direct in de app of op de website van uw bank") }, card];
}

const cents = (amount: number) => Math.round(amount * 100);

/** Refusals whose origin message names the invoice or the new total. */
const SPECIFIC = new Set(["AMOUNT-CHANGED", "INVOICE-NOT-OPEN", "PAYMENT-PENDING"]);

/**
 * The pay page: `?factuur=<id>` one invoice, `?land=nl|be` every payable invoice of that country (the
 * notice's "Nu betalen", "Alles betalen"), nothing: this brand's country. An invoice that is not open (paid,
 * someone else's, unknown) gets the same answer: nothing to pay here.
 */
export async function loadPayPage(account: AccountRequest, url: URL): Promise<PayPageView> {
  const { app, session, t } = account;
  const settings = dateSettings(requestLanguage(account));
  const { invoices, openBalances } = await originGraphQL(app, session, InvoicesToPayDocument, {});
  const items = invoices?.items ?? [];
  const brands = new Map(app.brands.map((brand) => [brand.id, brand.country]));
  const countryOf = (brandId: string): "nl" | "be" => brands.get(brandId) ?? "nl";
  const asked = url.searchParams.get("factuur");
  const land = url.searchParams.get("land");
  let chosen: typeof items;
  let nothing: string | null = null;
  if (asked) {
    const invoice = items.find((item) => item.id === asked);
    chosen = invoice?.payable ? [invoice] : [];
    if (invoice?.paymentPending) nothing = t("payPending", "Uw bank verwerkt de betaling van deze factuur nog. U hoeft niet opnieuw te betalen.");
    else if (!invoice) nothing = t("payNotOpen", "Deze factuur staat niet (meer) open: er is niets te betalen.");
  } else {
    const country = land === "nl" || land === "be" ? land : (app.brand?.country ?? openBalances[0]?.country ?? "nl");
    const balance = openBalances.find((item) => item.country === country);
    const ids = new Set(balance?.invoiceIds ?? []);
    chosen = items.filter((item) => ids.has(item.id) && item.payable);
    if (chosen.length === 0) nothing = t("payNothingOpen", "U heeft geen openstaande facturen: er is niets te betalen.");
  }
  chosen.sort((a, b) => a.dueDate.localeCompare(b.dueDate));
  const country = chosen[0] ? countryOf(chosen[0].brandId) : (app.brand?.country ?? "nl");
  const total = chosen.reduce((sum, item) => sum + cents(item.price), 0);
  return {
    country,
    invoices: chosen.map((item) => ({
      id: item.id,
      invoiceNumber: item.invoiceNumber,
      title: item.title,
      subscription: [item.subscription.title, item.subscription.subTitle].filter(Boolean).join(" – "),
      amount: formatMoney(item.price, settings),
      due: formatDate(item.dueDate, settings),
      overdue: item.status === "OVERDUE",
    })),
    invoiceIds: chosen.map((item) => item.id).join(","),
    total: formatMoney(total / 100, settings),
    expectedAmountCents: total,
    methods: payMethods(country, t),
    idempotencyKey: nanoid(),
    nothing,
  };
}

/** "Betalen": the origin starts the payment (the same one for the same form key) and the browser goes to its payment page. */
export async function payInvoicesAction(account: AccountRequest, formData: FormData) {
  const submission = parseWithZod(formData, { schema: payInvoicesSchema(account.t) });
  if (submission.status !== "success") return invalid(PAY_INVOICES_INTENT, submission);
  const { invoiceIds, method, expectedAmountCents, idempotencyKey } = submission.value;
  let paymentUrl: string | null | undefined;
  try {
    const { payInvoices } = await originGraphQL(account.app, account.session, PayInvoicesDocument, {
      input: { invoiceIds, method, expectedAmountCents, idempotencyKey, returnUrl: hostedReturnUrl(account, PAY_STATUS_PATH) },
    });
    paymentUrl = payInvoices.paymentUrl;
  } catch (error) {
    // These the origin words with the invoice number or the new amount in them: shown as it says them.
    const specific = error instanceof OriginError ? error.violation.violations.filter((item) => SPECIFIC.has(item.code) && item.message) : [];
    const messages = Object.fromEntries(specific.map((item) => [item.code, item.message!]));
    return rejected(account, PAY_INVOICES_INTENT, submission, error, { fields: ["method"], messages });
  }
  return toHostedPaymentPage(account, paymentUrl, "invoice payment");
}

export interface PayStatusView {
  type: (typeof HOSTED_STATUS_OF)[keyof typeof HOSTED_STATUS_OF];
  status: keyof typeof HOSTED_STATUS_OF;
  method: S2InvoicePaymentMethod;
  methodName: string;
  amount: string;
  invoiceNumbers: string[];
  alreadyPaid: boolean;
  continueUrl: string | null;
  retryUrl: string;
  /** After a payment: the subscriptions that could pay by direct debit from now on (a skippable step). */
  directDebitOffers: { href: string; title: string }[];
}

/**
 * The status page after the payment page: what happened is read from the origin by the signed
 * reference. A path that does not match the real status is redirected to the one that does; an
 * unknown, tampered or someone else's reference is a 404.
 */
export async function loadPayStatus(account: AccountRequest, type: string | undefined, url: URL): Promise<PayStatusView> {
  const reference = referenceOf(url, "ip");
  const { invoicePayment: payment } = await originGraphQL(account.app, account.session, InvoicePaymentDocument, { reference });
  if (!payment) throw new Response("Niet gevonden", { status: 404 });
  const actual = HOSTED_STATUS_OF[payment.status];
  if (type !== actual) throw redirect(`${PAY_STATUS_PATH}/${actual}?ref=${encodeURIComponent(reference)}`);
  const settings = dateSettings(requestLanguage(account));
  const country = payment.country === "be" ? "be" : "nl";
  const methodName = payMethods(country, account.t).find((option) => option.value === payment.method)?.label ?? payment.method;
  const only = payment.invoices.length === 1 ? payment.invoices[0] : undefined;
  return {
    type: actual,
    status: payment.status,
    method: payment.method,
    methodName,
    amount: formatMoney(payment.amount, settings),
    invoiceNumbers: payment.invoices.map((invoice) => invoice.invoiceNumber),
    alreadyPaid: payment.failureReason === "ALREADY_PAID",
    continueUrl: payment.status === "OPEN" && isHostedPaymentPage(account, payment.paymentUrl) ? payment.paymentUrl : null,
    retryUrl: only ? `/facturen/betalen?factuur=${encodeURIComponent(only.id)}` : `/facturen/betalen?land=${country}`,
    directDebitOffers: payment.directDebitOffers.map((offer) => ({
      href: `/betaalservice/wijzigen/${encodeURIComponent(offer.brandId)}/${encodeURIComponent(offer.subscriptionId)}?methode=incasso`,
      title: offer.title,
    })),
  };
}
