/**
 * The invoice as a PDF (pdf-lib, standard Helvetica): the brand, the subscriber's name and address,
 * invoice number and dates, one line per invoiced period and per deduction (VAT-inclusive, as the portal
 * shows them: a delivery credit "–€ 1,77"), VAT and totals, how it is paid, and the seller's legal details
 * (name, address, KvK/KBO, VAT number, IBAN: what an invoice must carry). Amounts in the data are
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
import { printedIban, SELLERS } from "../../demo/sellers";
import { euro, invoiceDate as date } from "./texts";

export interface InvoicePdfParty {
  brandName: string;
  brandCountry: "nl" | "be";
  customerName: string;
  address: UmsAddress | null;
  /** Amounts deducted on this invoice (delivery credits), each a line of its own; the invoice price is after them. */
  deductions?: Array<{ description: string; amount: number }>;
}

// One vocabulary with the portal (issue 56): the same four words on the card and on the PDF.
const STATUS_NL: Record<S2Invoice["status"], string> = { PAID: "Betaald", OPEN: "Open", OVERDUE: "Achterstallig", CREDITED: "Gecrediteerd" };

/**
 * An amount as the portal writes it: a deduction with the minus before the euro sign ("–€ 1,77"). Helvetica's
 * WinAnsi encoding has no minus sign (U+2212), so the en dash stands in for it, as print typesetting does.
 */
export function signedEuro(amount: number, country: "nl" | "be"): string {
  return amount < 0 ? `\u2013${euro(-amount, country)}` : euro(amount, country);
}

/**
 * What Helvetica (WinAnsi) can draw of a text: every character of its set stays (the en dash of a product
 * name, "€", "ë", "·"); a minus sign becomes an en dash; a space the font lacks (a narrow no-break space
 * from Intl) a space; anything else "?".
 */
function drawable(font: PDFFont): (text: string) => string {
  const known = new Set(font.getCharacterSet());
  return (text) =>
    [...text.replace(/\u2212/g, "\u2013").replace(/[\u202f\u2009\u200a]/g, " ")]
      .map((character) => (known.has(character.codePointAt(0)!) ? character : "?"))
      .join("");
}

/** A text cut into lines no wider than `width` at this size (on spaces; a word longer than a line stays whole). */
function wrapped(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(" ")) {
    const tried = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(tried, size) > width) {
      lines.push(line);
      line = word;
    } else {
      line = tried;
    }
  }
  if (line) lines.push(line);
  return lines;
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
  // Both Helvetica faces share the WinAnsi set.
  const safe = drawable(regular);
  const draw = (p: PDFPage, text: string, x: number, y: number, size: number, font: PDFFont) =>
    p.drawText(safe(text), { x, y, size, font, color: rgb(0.1, 0.1, 0.1) });
  const right = (text: string, xRight: number, y: number, size: number, font: PDFFont) =>
    draw(page, text, xRight - font.widthOfTextAtSize(safe(text), size), y, size, font);
  const seller = SELLERS[country];

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
  right("Bedrag (incl. btw)", 539, y, 11, bold);
  y -= 6;
  page.drawLine({ start: { x: 56, y }, end: { x: 539, y }, thickness: 0.5, color: rgb(0.6, 0.6, 0.6) });
  y -= 16;
  const subscription = [invoice.subscription.title, invoice.subscription.subTitle].filter(Boolean).join(" – ");
  const period = invoice.periodStart ? ` (${date(invoice.periodStart, country)} t/m ${date(invoice.periodEnd, country)})` : "";
  const { net, vat, rate } = vatBreakdown(invoice.price, country);
  const deductions = party.deductions ?? [];
  // The subscription line is the price before deductions; every line shows its amount including VAT, as
  // the portal does (a delivery credit "–€ 1,77"); the totals split the VAT.
  const gross = Math.round((invoice.price - deductions.reduce((sum, line) => sum + line.amount, 0)) * 100) / 100;
  const lines: [string, number][] = [[`${subscription}${period}`, gross], ...deductions.map((line): [string, number] => [line.description, line.amount])];
  for (const [description, amount] of lines) {
    draw(page, description, 56, y, 11, regular);
    right(signedEuro(amount, country), 539, y, 11, regular);
    y -= 16;
  }
  y -= 8;
  const totals: [string, string, PDFFont][] = [
    ["Subtotaal (excl. btw)", signedEuro(net, country), regular],
    [`Btw ${Math.round(rate * 100)}%`, signedEuro(vat, country), regular],
    ["Totaal (incl. btw)", signedEuro(invoice.price, country), bold],
  ];
  for (const [label, value, font] of totals) {
    right(label, 430, y, 11, font);
    right(value, 539, y, 11, font);
    y -= 16;
  }
  y -= 24;
  const howToPay = invoice.paymentInstruction;
  for (const line of howToPay ? wrapped(safe(howToPay), regular, 10, 483) : []) {
    draw(page, line, 56, y, 10, regular);
    y -= 14;
  }

  // The seller's legal details, at the foot of the page.
  const footer = [
    [seller.legalName, ...seller.addressLines].join(" · "),
    `${seller.registration} · btw ${seller.vatNumber} · IBAN ${printedIban(seller.iban)} · BIC ${seller.bic}`,
  ];
  page.drawLine({ start: { x: 56, y: 74 }, end: { x: 539, y: 74 }, thickness: 0.5, color: rgb(0.6, 0.6, 0.6) });
  footer.forEach((line, index) => draw(page, line, 56, 60 - index * 13, 9, regular));
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
