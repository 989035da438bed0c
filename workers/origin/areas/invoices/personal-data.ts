/**
 * The invoices area's personal data (ADR 42): every invoice, as data and as its PDF. An unpaid invoice
 * stops deleting the account. Erasure keeps the invoices: Dutch and Belgian tax law requires keeping
 * them for 7 years (art. 52 AWR; art. 60 WBTW), so they are not erased with the account.
 */
import { countText } from "../../personal-data";
import type { PersonalData } from "../area";
import { listInvoices } from "./data";
import { euro, invoicePdfOf } from "./pdf";
import { brandById } from "../../brands";

const fileName = (invoiceNumber: string) => `factuur-${invoiceNumber.replace(/[^\w.-]/g, "_")}.pdf`;

export const personalData: PersonalData = {
  tables: ["invoices"],
  export: async (db, accountId) => {
    const { items } = await listInvoices(db, accountId);
    const files = [];
    for (const invoice of items) files.push({ name: fileName(invoice.invoiceNumber), bytes: await invoicePdfOf(db, accountId, invoice) });
    return {
      data: {
        invoices: items.map(({ pdfUrl: _pdfUrl, subscription, ...invoice }) => ({ ...invoice, subscriptionTitle: subscription.title, file: `invoices/${fileName(invoice.invoiceNumber)}` })),
      },
      summary: [`${countText(items.length, "factuur", "facturen")}, elk ook als PDF in de map invoices`],
      files,
    };
  },
  countFiles: async (db, accountId) => (await listInvoices(db, accountId)).totalCount,
  blocksDeletion: async (db, accountId) =>
    (await listInvoices(db, accountId, { status: ["OPEN", "OVERDUE"] })).items.map((invoice) => ({
      code: "OPEN-INVOICE",
      message: `Factuur ${invoice.invoiceNumber} van ${euro(invoice.price, brandById(invoice.brandId)?.country ?? "nl")} is nog niet betaald. Betaal deze eerst; daarna kunt u uw account verwijderen.`,
      path: "/facturen",
    })),
  // Kept for the legal retention period, with the name and address they were sent to (the account's tombstone).
  erase: async () => ({ statements: [] }),
};
