import { describe, expect, it } from "vitest";
import type { OpenBalanceNoticeFragment } from "~/graphql/generated/graphql";
import { dateSettings } from "~/platform/locale/dates";
import { openBalanceNotices } from "./open-balance";

// The open-balance notice (issue 56): only when a debit failed or something is overdue, with the amount,
// the date it was due, the bank's reason and "Nu betalen" for the country's payable invoices.

const t = (_key: string, fallback: string, values?: Record<string, string | number>) =>
  fallback.replace(/\{(\w+)\}/g, (_, name: string) => String(values?.[name] ?? ""));
const flat = (text: string) => text.replace(/\u00a0/g, " ");
type Balance = OpenBalanceNoticeFragment["openBalances"][number];
const balance = (values: Partial<Balance>): OpenBalanceNoticeFragment => ({
  openBalances: [{ country: "nl", amount: 29, invoiceIds: ["a", "b"], overdueAmount: 14.5, overdueSince: "2026-10-15", paymentFailed: true, failureReason: "INSUFFICIENT_FUNDS", ...values }],
});

describe("openBalanceNotices", () => {
  it("says what is owed since when and why, with 'Nu betalen' for the country", () => {
    const [notice] = openBalanceNotices(balance({}), dateSettings("nl"), t);
    expect(flat(notice!.text)).toBe("Uw automatische incasso is niet gelukt: er stond niet genoeg geld op uw rekening. Er staat € 29,00 open; de oudste factuur had op 15 oktober 2026 betaald moeten zijn.");
    expect(notice!.payHref).toBe("/facturen/betalen?land=nl");
    expect(flat(notice!.payLabel)).toBe("Nu betalen (€ 29,00)");
  });

  it("names the Belgian debit and mandate", () => {
    const [notice] = openBalanceNotices(balance({ country: "be", failureReason: "MANDATE_REVOKED" }), dateSettings("be"), t);
    expect(notice!.text).toContain("Uw domiciliëring is niet gelukt: het mandaat is bij uw bank ingetrokken.");
    expect(notice!.payHref).toBe("/facturen/betalen?land=be");
  });

  it("shows nothing for an open invoice a direct debit will collect, and no pay button while the bank processes a payment", () => {
    expect(openBalanceNotices(balance({ overdueAmount: 0, overdueSince: null, paymentFailed: false, failureReason: null }), dateSettings("nl"), t)).toEqual([]);
    expect(openBalanceNotices(null, dateSettings("nl"), t)).toEqual([]);
    const [pending] = openBalanceNotices(balance({ amount: 0, invoiceIds: [], overdueAmount: 0, overdueSince: null }), dateSettings("nl"), t);
    expect(pending!.payHref).toBeNull();
    expect(pending!.text).toContain("Uw betaling wordt nog door uw bank verwerkt.");
  });
});
