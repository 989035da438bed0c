/**
 * The invoices area's words: amounts and dates as an invoice writes them, and what an invoice asks of the
 * subscriber (`paymentText`): one sentence, the same in the portal (`S2Invoice.paymentInstruction`) and on
 * the PDF (issue 56).
 */
import { todayLocal } from "../../calendar/time";
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

/** The method words of a payment made at once or by transfer, in the brand country's Dutch. */
const PAID_WITH: Record<string, { nl: string; be: string }> = {
  DIRECT_DEBIT: { nl: "via automatische incasso", be: "via domiciliëring" },
  CREDIT_CARD: { nl: "met creditcard", be: "met kredietkaart" },
  IDEAL: { nl: "met iDEAL", be: "met iDEAL" },
  BANCONTACT: { nl: "met Bancontact", be: "met Bancontact" },
  BANK_TRANSFER: { nl: "per overboeking", be: "per overschrijving" },
};

/** Why the bank did not pay a direct debit, as a subscriber understands it. */
const FAILURE_WORDS: Record<string, { nl: string; be: string }> = {
  INSUFFICIENT_FUNDS: { nl: "er stond niet genoeg geld op uw rekening", be: "er stond niet genoeg geld op uw rekening" },
  MANDATE_REVOKED: { nl: "u heeft de machtiging bij uw bank ingetrokken", be: "u heeft het mandaat bij uw bank ingetrokken" },
  ACCOUNT_CLOSED: { nl: "de rekening bestaat niet meer", be: "de rekening is afgesloten" },
};

/** Why the bank did not pay a direct debit, in the brand country's words ("er stond niet genoeg geld op uw rekening"). */
export function debitFailureWords(reason: string | null | undefined, country: "nl" | "be"): string | null {
  return reason ? (FAILURE_WORDS[reason]?.[country] ?? null) : null;
}

/** How a paid invoice was paid ("via automatische incasso"), or null for a method this area does not know. */
export function paidWithWords(method: string | null | undefined, country: "nl" | "be"): string | null {
  return method ? (PAID_WITH[method]?.[country] ?? null) : null;
}

/** The methods "Nu betalen" offers in a country, as the invoice names them. */
export function payNowWords(country: "nl" | "be"): string {
  return country === "be" ? "Bancontact of kredietkaart" : "iDEAL of creditcard";
}

/** What the text needs of an invoice: its state, and how it was or is being paid. */
export type InvoiceForText = Pick<S2Invoice, "status" | "price" | "dueDate" | "invoiceNumber"> & {
  paidAt?: string | null;
  paidWith?: string | null;
  failureReason?: string | null;
  /** The method of a payment the bank is still processing, else null. */
  pendingMethod?: string | null;
};

/**
 * What an invoice says of its payment, in the words of the brand's country: paid (how and when), being
 * processed, collected (nothing to do), or to pay — at once with "Nu betalen" or by transfer to the
 * seller's account — with the reason when a direct debit failed. Null when there is nothing to say.
 */
export function paymentText(invoice: InvoiceForText, country: "nl" | "be", payment: SubscriptionPayment | null, today = todayLocal()): string | null {
  const be = country === "be";
  const seller = SELLERS[country];
  const amount = euro(invoice.price, country);
  const due = invoiceDate(invoice.dueDate, country);
  // Never a date gone by (issue 56): once it has passed, "binnenkort" for a collection, "zo snel mogelijk" for a transfer.
  const dueAhead = invoice.dueDate.slice(0, 10) >= today;
  const around = dueAhead ? `rond ${due}` : "binnenkort";
  if (invoice.status === "CREDITED") return "Dit is een creditnota: het bedrag wordt verrekend of teruggestort.";
  if (invoice.status === "PAID") {
    const how = paidWithWords(invoice.paidWith, country);
    if (!invoice.paidAt) return null;
    if (invoice.paidWith === "BANK_TRANSFER") return `Uw ${be ? "overschrijving" : "overboeking"} is op ${invoiceDate(invoice.paidAt, country)} ontvangen.`;
    return `Betaald op ${invoiceDate(invoice.paidAt, country)}${how ? ` ${how}` : ""}.`;
  }
  if (invoice.status !== "OPEN" && invoice.status !== "OVERDUE") return null;
  const pendingWith = paidWithWords(invoice.pendingMethod, country);
  if (invoice.pendingMethod) {
    return `Uw betaling van ${amount}${pendingWith ? ` ${pendingWith}` : ""} wordt nog door uw bank verwerkt. U hoeft niets te doen; zodra de bank de betaling bevestigt, staat deze factuur op betaald.`;
  }
  const debit = payment?.method === "DIRECT_DEBIT_NL" || payment?.method === "DIRECT_DEBIT_BE";
  const lastDigits = payment?.iban ? payment.iban.replace(/\s+/g, "").slice(-4) : null;
  if (invoice.status === "OPEN" && !payment?.failed) {
    if (debit) {
      return be
        ? `Dit bedrag wordt ${around} via domiciliëring van uw rekening${lastDigits ? ` eindigend op ${lastDigits}` : ""} gehaald. U hoeft niets te doen.`
        : `Dit bedrag wordt ${around} automatisch afgeschreven van uw rekening${lastDigits ? ` eindigend op ${lastDigits}` : ""}. U hoeft niets te doen.`;
    }
    if (payment?.method === "CREDIT_CARD") return `Dit bedrag wordt ${around} van uw ${be ? "kredietkaart" : "creditcard"} afgeschreven. U hoeft niets te doen.`;
  }
  const to = `naar ${printedIban(seller.iban)} (BIC ${seller.bic}) t.n.v. ${seller.legalName}, ${be ? "met" : "onder"} vermelding van factuurnummer ${invoice.invoiceNumber}`;
  const debitName = be ? "De domiciliëring" : "De automatische incasso";
  const reason = debitFailureWords(invoice.failureReason, country);
  const failed = invoice.failureReason
    ? `${debitName} van dit bedrag is niet gelukt${reason ? `: ${reason}` : ""}. `
    : payment?.failed && debit
      ? `Omdat een eerdere ${be ? "domiciliëring" : "incasso"} niet lukte, halen wij dit bedrag niet automatisch op. `
      : "";
  const payNow = `Betaal nu met ${payNowWords(country)} via Nu betalen in Mijn Omgeving, of ${be ? "schrijf" : "maak"} ${amount}`;
  if (invoice.status === "OVERDUE") {
    // Never a date that has passed as the one to pay by.
    return `${failed}Deze factuur had op ${due} betaald moeten zijn. ${payNow} zo snel mogelijk over ${to}.`;
  }
  return `${failed}${payNow} ${dueAhead ? `vóór ${due}` : "zo snel mogelijk"} over ${to}.`;
}
