/**
 * The invoices area's personal data (ADR 42): every invoice, as data and as its PDF. An unpaid invoice
 * stops deleting the account. Erasure keeps the invoices as long as the tax law asks (rules.ts
 * `invoiceErasableFrom`: 7 years in the Netherlands, 10 in Belgium); the hourly job erases them after.
 */
import { countText, deleteRowsOf } from "../../records/personal-data";
import type { PersonalData } from "../area";
import { listInvoices } from "./data";
import { invoicePdfOf } from "./pdf";
import { euro } from "./texts";
import { brandById, brandByKey } from "../../demo/brands";
import { invoiceErasableFrom } from "./rules";

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
  kept: {
    // The latest invoice decides; a brand the origin no longer knows is kept as long as either country asks.
    erasableFrom: async (db, accountId) => {
      const { results } = await db
        .prepare("SELECT invoices.issue_date, subscriptions.brand_key FROM invoices JOIN subscriptions ON subscriptions.id = invoices.subscription_id WHERE invoices.account_id = ?")
        .bind(accountId)
        .all<{ issue_date: string; brand_key: string }>();
      let latest: string | null = null;
      for (const row of results) {
        const day = invoiceErasableFrom(row.issue_date, brandByKey(row.brand_key)?.country ?? "be");
        if (latest === null || day > latest) latest = day;
      }
      return latest;
    },
    eraseKept: (db, accountId) => deleteRowsOf(db, accountId, ["invoices"]),
  },
};
