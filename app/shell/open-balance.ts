import type { Translate } from "~/forms/translate";
import type { OpenBalanceNoticeFragment } from "~/graphql/generated/graphql";
import { type DateSettings, formatDate, formatMoney } from "~/platform/locale/dates";

// The open-balance notice (issue 56), made on the server from the page's own read: shown only when a
// payment failed or an invoice is overdue (an open invoice a direct debit will collect needs nothing),
// with the amount, since when, why the bank did not pay, and "Nu betalen".

export interface OpenBalanceView {
  country: string;
  heading: string;
  text: string;
  /** "Nu betalen": the pay page for every payable invoice of this country; null while a payment is being processed. */
  payHref: string | null;
  payLabel: string;
}

export function failureReasonText(reason: string | null | undefined, country: string, t: Translate): string | null {
  switch (reason) {
    case "INSUFFICIENT_FUNDS":
      return t("debitFailedFunds", "er stond niet genoeg geld op uw rekening");
    case "MANDATE_REVOKED":
      return country === "be" ? t("debitFailedMandateBe", "het mandaat is bij uw bank ingetrokken") : t("debitFailedMandate", "de machtiging is bij uw bank ingetrokken");
    case "ACCOUNT_CLOSED":
      return t("debitFailedClosed", "de rekening bestaat niet meer");
    default:
      return null;
  }
}

/** The notices of the account's open balances that need the subscriber (one per seller country, almost always one). */
export function openBalanceNotices(fragment: OpenBalanceNoticeFragment | null | undefined, settings: DateSettings, t: Translate): OpenBalanceView[] {
  return (fragment?.openBalances ?? [])
    .filter((balance) => balance.overdueAmount > 0 || balance.paymentFailed)
    .map((balance) => {
      const debit = balance.country === "be" ? t("debitNameBe", "domiciliëring") : t("debitNameNl", "automatische incasso");
      const reason = failureReasonText(balance.failureReason, balance.country, t);
      const failed = balance.paymentFailed
        ? reason
          ? t("openBalanceDebitFailedReason", "Uw {debit} is niet gelukt: {reason}.", { debit, reason })
          : t("openBalanceDebitFailed", "Uw {debit} is niet gelukt.", { debit })
        : "";
      const owed =
        balance.amount > 0
          ? balance.overdueSince
            ? t("openBalanceOverdue", "Er staat {amount} open; de oudste factuur had op {date} betaald moeten zijn.", {
                amount: formatMoney(balance.amount, settings),
                date: formatDate(balance.overdueSince, settings),
              })
            : t("openBalanceOpen", "Er staat {amount} open.", { amount: formatMoney(balance.amount, settings) })
          : t("openBalancePending", "Uw betaling wordt nog door uw bank verwerkt.");
      return {
        country: balance.country,
        heading: t("openBalanceTitle", "Er staat een betaling open"),
        text: [failed, owed].filter(Boolean).join(" "),
        payHref: balance.amount > 0 ? `/facturen/betalen?land=${balance.country}` : null,
        payLabel: t("openBalancePay", "Nu betalen ({amount})", { amount: formatMoney(balance.amount, settings) }),
      };
    });
}
