/**
 * Demo invoices: monthly ones, a yearly one, a credit note, open and overdue ones. A paid invoice says how
 * it was paid (`paid_method`); Fatima's overdue one why its direct debit failed (`failure_reason`); An's
 * November invoice is still open (collected by domiciliëring, or paid now with Bancontact: issue 56).
 */
import { DEMO, type SeedRow } from "../../demo/demo";
import type { SeedTable } from "../area";

const A = DEMO.accounts;
const S = DEMO.subscriptions;

function monthlyInvoices(
  prefix: string, brandId: string, accountId: string, subscriptionId: string, cents: number, months: string[], openFrom = Infinity,
  openStatus: "OPEN" | "OVERDUE" = "OPEN", paidMethod = "DIRECT_DEBIT",
): SeedRow[] {
  const monthNames = ["januari", "februari", "maart", "april", "mei", "juni", "juli", "augustus", "september", "oktober", "november", "december"];
  return months.map((month, index) => {
    const [year, monthNumber] = month.split("-").map(Number) as [number, number];
    const open = index >= openFrom;
    const lastDay = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
    return {
      id: `${prefix}-${month}`, account_id: accountId, subscription_id: subscriptionId,
      invoice_number: `${brandId}${month.replace("-", "")}${subscriptionId}`,
      title: `Factuur ${monthNames[monthNumber - 1]} ${year}`, amount_cents: cents,
      status: open ? (index === months.length - 1 ? "OPEN" : openStatus) : "PAID",
      issue_date: `${month}-01`, due_date: `${month}-15`, paid_at: open ? null : `${month}-15T06:00:00.000Z`,
      paid_method: open ? null : paidMethod,
      failure_reason: open && openStatus === "OVERDUE" && index !== months.length - 1 ? "INSUFFICIENT_FUNDS" : null,
      period_start: `${month}-01`, period_end: `${month}-${String(lastDay).padStart(2, "0")}`,
    };
  });
}

const invoices: SeedRow[] = [
  // November is € 1,77 less: a delivery credit of October is settled on it (areas/delivery/seed.ts).
  ...monthlyInvoices("inv-dk-jan", "DK", A.jan, S.janDagkoerier, 4599, ["2026-07", "2026-08", "2026-09", "2026-10", "2026-11"], 4).map((row) =>
    row.id === "inv-dk-jan-2026-11" ? { ...row, amount_cents: 4599 - 177 } : row,
  ),
  {
    id: "inv-ww-jan-2026", account_id: A.jan, subscription_id: S.janWereldwijzer, invoice_number: "WW202601700101",
    title: "Factuur jaarabonnement 2026", amount_cents: 7950, status: "PAID", issue_date: "2026-01-01",
    due_date: "2026-01-15", paid_at: "2026-01-14T06:00:00.000Z", paid_method: "BANK_TRANSFER", period_start: "2026-01-01", period_end: "2026-12-31",
  },
  ...monthlyInvoices("inv-op-an", "OP", A.an, S.anOchtendpost, 3995, ["2026-09", "2026-10", "2026-11"], 2),
  ...monthlyInvoices("inv-dk-sanne", "DK", A.digitaal, S.digitaal, 1799, ["2026-10", "2026-11"], Infinity, "OPEN", "CREDIT_CARD"),
  ...monthlyInvoices("inv-dk-kees", "DK", A.opgezegd, S.opgezegd, 13197, ["2026-04", "2026-07"]),
  {
    id: "inv-dk-kees-credit", account_id: A.opgezegd, subscription_id: S.opgezegd, invoice_number: "CR202610700400",
    title: "Creditnota na opzegging", amount_cents: -2199, status: "CREDITED", issue_date: "2026-10-03",
    due_date: "2026-10-17", paid_at: null, period_start: "2026-09-16", period_end: "2026-09-30",
  },
  ...monthlyInvoices("inv-dk-fatima", "DK", A.betaalprobleem, S.betaalprobleem, 1450, ["2026-09", "2026-10", "2026-11"], 1, "OVERDUE"),
];

export const seed = (): SeedTable[] => [
  { table: "invoices", rows: invoices },
];
