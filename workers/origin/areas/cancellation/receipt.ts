/**
 * The acknowledgement of a cancellation on a durable medium (Art. 11a(3) CRD, ADR 39): an e-mail that
 * says what was cancelled, when the cancellation was received (date and time) and when the
 * subscription ends, with the same text as a PDF copy (pdf-lib, standard Helvetica, as the invoices).
 * One list of facts feeds both, so the e-mail and its copy can never say different things.
 */
import { PDFDocument, rgb, StandardFonts } from "pdf-lib";
import type { S2CancellationBasis } from "../../graphql/generated/resolvers";
import type { OutboxMessage } from "../../records/outbox";
import { dutchDate, dutchDateTime } from "../../calendar/time";
import { sayIn } from "../../rules/words";

export interface Receipt {
  brandName: string;
  country: "nl" | "be";
  /** "Wereldwijzer – Magazine, 10 nummers per jaar". */
  title: string;
  subscriptionId: string;
  customerName: string | null;
  /** When the cancellation was received (ISO moment). */
  receivedAt: string;
  endDate: string;
  basis: S2CancellationBasis;
  channel: "ACCOUNT" | "IDENTIFIED";
  /** Until when it can be undone in Mijn Omgeving (null: it cannot). */
  undoableUntil: string | null;
}

const HEADINGS: Record<S2CancellationBasis, string> = {
  WITHDRAWAL: "Bevestiging van uw herroeping",
  FIXED_PERIOD: "Bevestiging van uw opzegging",
  NOTICE_PERIOD: "Bevestiging van uw opzegging",
};

/** The facts of the receipt, label and value, in the order both the e-mail and the PDF show them. */
export function receiptFacts(receipt: Receipt): [string, string][] {
  const { country } = receipt;
  return [
    ["Abonnement", `${receipt.title} (${receipt.brandName})`],
    ["Abonnementsnummer", receipt.subscriptionId],
    ...(receipt.customerName ? ([["Naam", receipt.customerName]] as [string, string][]) : []),
    [receipt.basis === "WITHDRAWAL" ? "Herroeping ontvangen op" : "Opzegging ontvangen op", dutchDateTime(receipt.receivedAt, country)],
    ["Ontvangen via", receipt.channel === "ACCOUNT" ? sayIn(country, "Mijn Omgeving, ingelogd") : "Mijn Omgeving, met abonnementsnummer en postcode"],
    [receipt.basis === "WITHDRAWAL" ? "Uw abonnement stopt op" : "Uw abonnement loopt tot en met", dutchDate(receipt.endDate, country)],
  ];
}

/** What follows from it, in sentences. */
function receiptNotes(receipt: Receipt): string[] {
  const { country } = receipt;
  const notes =
    receipt.basis === "WITHDRAWAL"
      ? [
          sayIn(country, "U heeft uw nieuwe abonnement binnen de bedenktijd van 14 dagen herroepen. Het stopt vandaag; u ontvangt daarna niets meer."),
          "Wat u al betaalde voor de periode na vandaag krijgt u binnen 14 dagen terug op de rekening waarmee u betaalde.",
        ]
      : [`Tot en met ${dutchDate(receipt.endDate, country)} ontvangt u alles zoals u gewend bent. Daarna stopt uw abonnement vanzelf; u hoeft niets meer te doen.`];
  if (receipt.undoableUntil) notes.push(`Bedacht? Tot ${dutchDate(receipt.undoableUntil, country)} maakt u de opzegging ongedaan in Mijn Omgeving, onder Abonnementen.`);
  notes.push("Bewaar deze bevestiging: zij is uw bewijs dat wij uw opzegging hebben ontvangen.");
  return notes;
}

export function receiptFileName(receipt: Pick<Receipt, "subscriptionId" | "receivedAt">): string {
  return `bevestiging-opzegging-${receipt.subscriptionId}-${receipt.receivedAt.slice(0, 10)}.pdf`;
}

/** Helvetica (WinAnsi) cannot draw every character: anything else becomes "?". */
function safe(text: string): string {
  return text.replace(/[^\x20-\x7e\xa0-\xff€]/g, "?");
}

/** Splits a sentence into lines of at most `width` points. */
function wrap(text: string, width: number, measure: (line: string) => number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(" ")) {
    const next = line ? `${line} ${word}` : word;
    if (line && measure(next) > width) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

export async function receiptPdf(receipt: Receipt): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${HEADINGS[receipt.basis]} – ${receipt.subscriptionId}`);
  pdf.setAuthor(receipt.brandName);
  pdf.setLanguage(receipt.country === "be" ? "nl-BE" : "nl-NL");
  const page = pdf.addPage([595, 842]); // A4
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const color = rgb(0.1, 0.1, 0.1);
  let y = 790;
  page.drawText(safe(receipt.brandName), { x: 56, y, size: 20, font: bold, color });
  y -= 44;
  page.drawText(safe(HEADINGS[receipt.basis]), { x: 56, y, size: 16, font: bold, color });
  y -= 30;
  for (const [label, value] of receiptFacts(receipt)) {
    page.drawText(safe(label), { x: 56, y, size: 11, font: bold, color });
    for (const line of wrap(safe(value), 300, (text) => regular.widthOfTextAtSize(text, 11))) {
      page.drawText(line, { x: 235, y, size: 11, font: regular, color });
      y -= 16;
    }
    y -= 2;
  }
  y -= 16;
  for (const note of receiptNotes(receipt)) {
    for (const line of wrap(safe(note), 483, (text) => regular.widthOfTextAtSize(text, 11))) {
      page.drawText(line, { x: 56, y, size: 11, font: regular, color });
      y -= 16;
    }
    y -= 6;
  }
  return pdf.save();
}

/** The e-mail to the account's own address, with the PDF copy attached. */
export async function receiptEmail(receipt: Receipt, to: string, greeting: string): Promise<OutboxMessage> {
  const facts = receiptFacts(receipt).map(([label, value]) => `${label}: ${value}`);
  const ends = receipt.basis === "WITHDRAWAL" ? `stopt vandaag` : `stopt op ${dutchDate(receipt.endDate, receipt.country)}`;
  return {
    to,
    channel: "email",
    subject: `Bevestiging: uw abonnement op ${receipt.brandName} ${ends}`,
    body: [
      greeting,
      "",
      receipt.basis === "WITHDRAWAL" ? "Wij hebben uw herroeping ontvangen." : "Wij hebben uw opzegging ontvangen.",
      "",
      ...facts,
      "",
      ...receiptNotes(receipt),
      "",
      "Een kopie van deze bevestiging vindt u in de bijlage (PDF).",
      "",
      "Met vriendelijke groet,",
      receipt.brandName,
    ].join("\n"),
    attachment: { name: receiptFileName(receipt), contentType: "application/pdf", bytes: await receiptPdf(receipt) },
  };
}
