/**
 * The invoices area's words: amounts and dates as an invoice writes them, and what an invoice asks of the
 * subscriber (`paymentText`): one sentence, the same in the portal (`S2Invoice.paymentInstruction`) and on
 * the PDF (issue 56).
 */
import type { S2Invoice } from "../../graphql/generated/resolvers";
import { printedIban, SELLERS } from "../../demo/sellers";

export function euro(amount: number, country: "nl" | "be"): string {
  return new Intl.NumberFormat(country === "be" ? "nl-BE" : "nl-NL", { style: "currency", currency: "EUR" }).format(amount);
}

/** A date as an invoice writes it ("15 november 2026"); "-" without one. */
export function invoiceDate(iso: string | null | undefined, country: "nl" | "be"): string {
  if (!iso) return "-";
  const [year, month, day] = iso.slice(0, 10).split("-").map(Number) as [number, number, number];
  return new Intl.DateTimeFormat(country === "be" ? "nl-BE" : "nl-NL", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(Date.UTC(year, month - 1, day)),
  );
}

/** How the invoice's subscription pays now (its columns in the invoice's own read). */
export interface SubscriptionPayment {
  method: string | null;
  failed: boolean;
  iban: string | null;
}

/** How an open invoice is paid, in the words of the brand's country; null when the invoice says nothing of it. */
export function paymentText(
  invoice: Pick<S2Invoice, "status" | "price" | "dueDate" | "invoiceNumber">,
  country: "nl" | "be",
  payment: SubscriptionPayment | null,
): string | null {
  const be = country === "be";
  const seller = SELLERS[country];
  const amount = euro(invoice.price, country);
  const due = invoiceDate(invoice.dueDate, country);
  if (invoice.status === "CREDITED") return "Dit is een creditnota: het bedrag wordt verrekend of teruggestort.";
  if (invoice.status !== "OPEN" && invoice.status !== "OVERDUE") return null;
  const debit = payment?.method === "DIRECT_DEBIT_NL" || payment?.method === "DIRECT_DEBIT_BE";
  const lastDigits = payment?.iban ? payment.iban.replace(/\s+/g, "").slice(-4) : null;
  if (invoice.status === "OPEN" && !payment?.failed) {
    if (debit) {
      return be
        ? `Dit bedrag wordt rond ${due} via domiciliëring van uw rekening${lastDigits ? ` eindigend op ${lastDigits}` : ""} gehaald. U hoeft niets te doen.`
        : `Dit bedrag wordt rond ${due} automatisch afgeschreven van uw rekening${lastDigits ? ` eindigend op ${lastDigits}` : ""}. U hoeft niets te doen.`;
    }
    if (payment?.method === "CREDIT_CARD") return `Dit bedrag wordt rond ${due} van uw creditcard afgeschreven. U hoeft niets te doen.`;
  }
  const to = `naar ${printedIban(seller.iban)} (BIC ${seller.bic}) t.n.v. ${seller.legalName}, ${be ? "met" : "onder"} vermelding van factuurnummer ${invoice.invoiceNumber}`;
  const failed = payment?.failed && debit ? (be ? "De domiciliëring van dit bedrag is niet gelukt. " : "De automatische incasso van dit bedrag is niet gelukt. ") : "";
  if (invoice.status === "OVERDUE") {
    // Never a date that has passed as the one to pay by.
    return `${failed}Deze factuur had op ${due} betaald moeten zijn. ${be ? "Schrijf" : "Maak"} ${amount} zo snel mogelijk over ${to}.`;
  }
  return `${failed}${be ? "Schrijf" : "Maak"} ${amount} vóór ${due} over ${to}.`;
}

