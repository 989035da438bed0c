/**
 * The invoice as a PDF (pdf-lib, standard Helvetica): the brand, the subscriber's name and address,
 * invoice number and dates, one line per invoiced period, VAT and totals. Amounts in the data are
 * VAT-inclusive; the net amount and the VAT are derived with the brand country's rate (rules.ts).
 */
import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from "pdf-lib";
import type { S2Invoice, UmsAddress } from "../../graphql/generated/resolvers";
import type { Invoice } from "./data";
import { vatBreakdown } from "./rules";
import { brandById } from "../../demo/brands";
import { dutchDate } from "../../calendar/time";
import { sayIn } from "../../rules/words";
import { getAccount } from "../account";
import { creditsOnInvoice } from "../delivery";

export interface InvoicePdfParty {
  brandName: string;
  brandCountry: "nl" | "be";
  customerName: string;
  address: UmsAddress | null;
  /** Amounts deducted on this invoice (delivery credits), each a line of its own; the invoice price is after them. */
  deductions?: Array<{ description: string; amount: number }>;
}

const STATUS_NL: Record<S2Invoice["status"], string> = { PAID: "Betaald", OPEN: "Openstaand", OVERDUE: "Te laat", CREDITED: "Gecrediteerd" };

export function euro(amount: number, country: "nl" | "be"): string {
  return new Intl.NumberFormat(country === "be" ? "nl-BE" : "nl-NL", { style: "currency", currency: "EUR" }).format(amount);
}

function date(iso: string | null | undefined, country: "nl" | "be"): string {
  if (!iso) return "-";
  const [year, month, day] = iso.slice(0, 10).split("-").map(Number) as [number, number, number];
  return new Intl.DateTimeFormat(country === "be" ? "nl-BE" : "nl-NL", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(Date.UTC(year, month - 1, day)),
  );
}

/** Helvetica (WinAnsi) cannot draw every character: anything else becomes "?". */
function safe(text: string): string {
  return text.replace(/[^\x20-\x7e\xa0-\xff€]/g, "?");
}

export async function invoicePdf(invoice: Invoice, party: InvoicePdfParty): Promise<Uint8Array> {
  const country = party.brandCountry;
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Factuur ${invoice.invoiceNumber}`);
  pdf.setAuthor(party.brandName);
  pdf.setLanguage(country === "be" ? "nl-BE" : "nl-NL");
  const page = pdf.addPage([595, 842]); // A4
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const draw = (p: PDFPage, text: string, x: number, y: number, size: number, font: PDFFont) =>
    p.drawText(safe(text), { x, y, size, font, color: rgb(0.1, 0.1, 0.1) });
  const right = (text: string, xRight: number, y: number, size: number, font: PDFFont) =>
    draw(page, text, xRight - font.widthOfTextAtSize(safe(text), size), y, size, font);

  let y = 790;
  draw(page, party.brandName, 56, y, 20, bold);
  y -= 40;
  // The subscriber's address block.
  const addressLines = [
    party.customerName,
    ...(party.address
      ? [
          `${party.address.street} ${party.address.houseNumber}${party.address.houseNumberSuffix ? ` ${party.address.houseNumberSuffix}` : ""}`,
          `${party.address.zipCode} ${party.address.city}`,
          party.address.countryCode === "BE" ? "België" : "Nederland",
        ]
      : []),
  ].filter(Boolean);
  for (const line of addressLines) {
    draw(page, line, 56, y, 11, regular);
    y -= 15;
  }
  y -= 25;
  draw(page, invoice.title, 56, y, 16, bold);
  y -= 28;
  const facts: [string, string][] = [
    ["Factuurnummer", invoice.invoiceNumber],
    ["Factuurdatum", date(invoice.issueDate, country)],
    ["Vervaldatum", date(invoice.dueDate, country)],
    ["Status", STATUS_NL[invoice.status]],
    ...(invoice.paidAt ? ([["Betaald op", date(invoice.paidAt, country)]] as [string, string][]) : []),
  ];
  for (const [label, value] of facts) {
    draw(page, label, 56, y, 11, regular);
    draw(page, value, 200, y, 11, regular);
    y -= 16;
  }

  // The line and the totals.
  y -= 20;
  draw(page, "Omschrijving", 56, y, 11, bold);
  right("Bedrag", 539, y, 11, bold);
  y -= 6;
  page.drawLine({ start: { x: 56, y }, end: { x: 539, y }, thickness: 0.5, color: rgb(0.6, 0.6, 0.6) });
  y -= 16;
  const subscription = [invoice.subscription.title, invoice.subscription.subTitle].filter(Boolean).join(" – ");
  const period = invoice.periodStart ? ` (${date(invoice.periodStart, country)} t/m ${date(invoice.periodEnd, country)})` : "";
  const { net, vat, rate } = vatBreakdown(invoice.price, country);
  const deductions = party.deductions ?? [];
  // The subscription line is the price before deductions; every line shows its amount excluding VAT.
  const gross = Math.round((invoice.price - deductions.reduce((sum, line) => sum + line.amount, 0)) * 100) / 100;
  const lines: [string, number][] = [[`${subscription}${period}`, gross], ...deductions.map((line): [string, number] => [line.description, line.amount])];
  for (const [description, amount] of lines) {
    draw(page, description, 56, y, 11, regular);
    right(euro(vatBreakdown(amount, country).net, country), 539, y, 11, regular);
    y -= 16;
  }
  y -= 8;
  const totals: [string, string, PDFFont][] = [
    ["Subtotaal (excl. btw)", euro(net, country), regular],
    [`Btw ${Math.round(rate * 100)}%`, euro(vat, country), regular],
    ["Totaal (incl. btw)", euro(invoice.price, country), bold],
  ];
  for (const [label, value, font] of totals) {
    right(label, 430, y, 11, font);
    right(value, 539, y, 11, font);
    y -= 16;
  }
  y -= 24;
  if (invoice.status === "OPEN" || invoice.status === "OVERDUE") {
    draw(page, `Wilt u dit bedrag voor ${date(invoice.dueDate, country)} overmaken onder vermelding van ${invoice.invoiceNumber}?`, 56, y, 10, regular);
  } else if (invoice.status === "CREDITED") {
    draw(page, "Dit is een creditnota: het bedrag wordt verrekend of teruggestort.", 56, y, 10, regular);
  }
  return pdf.save();
}

/** The account's invoice as its PDF: the brand, the account's name and address, the delivery credits deducted on it. */
export async function invoicePdfOf(db: D1Database, accountId: string, invoice: Invoice): Promise<Uint8Array> {
  const [account, credits] = await Promise.all([getAccount(db, accountId), creditsOnInvoice(db, accountId, invoice.id)]);
  const brand = brandById(invoice.brandId);
  const country = brand?.country ?? "nl";
  return invoicePdf(invoice, {
    brandName: brand?.name ?? invoice.subscription.title,
    brandCountry: country,
    customerName: [account?.profile.personal_information.first_name, account?.profile.personal_information.last_name].filter(Boolean).join(" "),
    address: account?.profile.contact_information.address ?? null,
    deductions: credits.map((credit) => ({
      description: sayIn(country, `Teruggave bezorging ${dutchDate(credit.edition_date)}`),
      amount: -credit.amount_cents / 100,
    })),
  });
}
