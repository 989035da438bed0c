/** A minimal one-page PDF (Helvetica, WinAnsi) for an invoice: enough to download and open. */
import type { S2Invoice } from "../../graphql/generated/resolvers";

function pdfText(value: string): string {
  // Keep to printable Latin-1 and escape PDF string delimiters.
  return value.replace(/[^\x20-\x7e\xa0-\xff]/g, "?").replace(/([\\()])/g, "\\$1");
}

function euro(amount: number): string {
  return `EUR ${amount.toFixed(2).replace(".", ",")}`;
}

const STATUS_NL: Record<string, string> = { PAID: "Betaald", OPEN: "Openstaand", OVERDUE: "Te laat", CREDITED: "Gecrediteerd" };

export function invoicePdf(invoice: S2Invoice, customerName: string): Uint8Array<ArrayBuffer> {
  const lines: [number, string][] = [
    [18, invoice.subscription.title],
    [14, invoice.title],
    [11, `Factuurnummer: ${invoice.invoiceNumber}`],
    [11, `Klant: ${customerName}`],
    [11, `Abonnement: ${[invoice.subscription.title, invoice.subscription.subTitle].filter(Boolean).join(" - ")}`],
    [11, `Periode: ${invoice.periodStart ?? "-"} t/m ${invoice.periodEnd ?? "-"}`],
    [11, `Factuurdatum: ${invoice.issueDate}   Vervaldatum: ${invoice.dueDate}`],
    [11, `Bedrag: ${euro(invoice.price)} (incl. btw)`],
    [11, `Status: ${STATUS_NL[invoice.status] ?? invoice.status}`],
  ];
  let y = 780;
  const content = lines
    .map(([size, text]) => {
      const line = `BT /F1 ${size} Tf 56 ${y} Td (${pdfText(text)}) Tj ET`;
      y -= size + 12;
      return line;
    })
    .join("\n");
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>",
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
  ];
  let pdf = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(pdf.length);
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, "0")} 00000 n \n`).join("");
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  // Latin-1: one byte per character, so the offsets above are byte offsets.
  return Uint8Array.from(pdf, (char) => char.charCodeAt(0));
}
