import { parseWithZod } from "@conform-to/zod/v4";
import { nanoid } from "nanoid";
import { redirect } from "react-router";
import { z } from "zod";
import { type AccountRequest, requestLanguage } from "~/forms/account-request.server";
import { invalid, rejected } from "~/forms/form-reply.server";
import type { Translate } from "~/forms/translate";
import { ChangeSubscriptionDocument, type S2BillingPeriod, type S2ChangeTiming, SubscriptionChangeDocument, type SubscriptionChangeQuery, UndoSubscriptionChangeDocument } from "~/graphql/generated/graphql";
import { dateSettings, type DateSettings, formatDate, formatDateTime, formatMoney } from "~/platform/locale/dates";
import { originGraphQL } from "~/platform/origin/graphql.server";
import { OriginError } from "~/platform/origin/violations";
import { S2BillingPeriod as BILLING_PERIODS } from "@contracts/values";
import { changePagePath } from "~/platform/content/links";
import { CONFIRM_CHANGE_INTENT, UNDO_CHANGE_INTENT } from "./intent";

// /abonnementen/<nr>/wijzigen and /abonnementen/app/<nr>/wijzigen (issue 57, ADR 53): choose another edition or
// billing period (a GET form: the choice is the URL), see what it does before confirming, confirm, and undo
// while it may be undone. In the brand's app (webview) the page stays in the app: its links and redirects
// keep the /app/ path, and "Niets wijzigen" clears the choice instead of leaving for /abonnementen.

type Options = SubscriptionChangeQuery["subscriptionChangeOptions"];
type Preview = NonNullable<SubscriptionChangeQuery["subscriptionChangePreview"]>;
type Pending = NonNullable<Options["pending"]>;
type Withdrawable = NonNullable<Options["withdrawable"]>;

export interface ChoiceView {
  value: string;
  label: string;
  description: string | null;
}

export interface PreviewView {
  productCode: string;
  billingPeriod: S2BillingPeriod;
  summary: string;
  facts: [string, string][];
  keeps: string[];
  ends: string[];
  withdrawal: string | null;
  expectedPriceCents: number;
  expectedEffectiveDate: string;
}

export interface PendingView {
  id: string;
  summary: string;
  receivedAt: string;
  undoUntil: string;
  undoable: boolean;
}

/** A change in effect that added a paid product, inside its 14-day withdrawal window. */
export interface WithdrawableView {
  id: string;
  summary: string;
  until: string;
}

export interface ChangePageView {
  subscriptionId: string;
  changeable: boolean;
  reason: string | null;
  /** The brand's own page for changes, where the portal cannot change it. */
  brandChangeUrl: string | null;
  current: string;
  editions: ChoiceView[];
  periods: ChoiceView[];
  chosen: { productCode: string; billingPeriod: S2BillingPeriod };
  preview: PreviewView | null;
  /** Why the chosen combination cannot be previewed (the origin's words), next to the choice. */
  choiceError: string | null;
  pending: PendingView | null;
  withdrawable: WithdrawableView | null;
  idempotencyKey: string;
  /** Where "Niets wijzigen" goes: the subscriptions on the web, the page without a choice in the app. */
  leaveUrl: string;
  /** The page's step for the data layer (choose, preview, preview:refused, pending, withdrawable, not-changeable). */
  step: string;
}

const PERIOD_LABELS: Record<S2BillingPeriod, [string, string]> = {
  MONTH: ["changePeriodMonth", "Per maand"],
  QUARTER: ["changePeriodQuarter", "Per kwartaal"],
  YEAR: ["changePeriodYear", "Per jaar"],
};
const PER_PERIOD: Record<S2BillingPeriod, [string, string]> = {
  MONTH: ["changePricePerMonth", "{price} per maand"],
  QUARTER: ["changePricePerQuarter", "{price} per kwartaal"],
  YEAR: ["changePricePerYear", "{price} per jaar"],
};

/** Why the change takes effect on that day, per timing of the origin's rules. */
const TIMING_WORDS: Record<S2ChangeTiming, [string, string]> = {
  LEAD_TIME: ["changeTimingLead", "De bezorging heeft twee werkdagen nodig om de wijziging door te voeren."],
  NEXT_PERIOD: ["changeTimingPeriod", "Een andere betaaltermijn gaat in met de volgende termijn."],
  MINIMUM_TERM: ["changeTimingMinimum", "Uw huidige contract loopt tot dan; eerder wijzigen kan niet."],
};

const perPeriod = (price: number, period: S2BillingPeriod, settings: DateSettings, t: Translate) => t(PER_PERIOD[period][0], PER_PERIOD[period][1], { price: formatMoney(price, settings) });

/** The next invoice in words: its date and amount, or, when the credit is larger, nothing to pay and the rest kept. */
function invoiceText(date: string, amount: number, settings: DateSettings, t: Translate): string {
  return amount < 0
    ? t("changeNextInvoiceCredit", "{date}: niets te betalen; {amount} tegoed wordt verrekend met de factuur daarna", { date: formatDate(date, settings), amount: formatMoney(-amount, settings) })
    : t("changeNextInvoice", "{date}: {amount}", { date: formatDate(date, settings), amount: formatMoney(amount, settings) });
}

function previewView(preview: Preview, settings: DateSettings, t: Translate): PreviewView {
  const settlement =
    preview.settlement === 0
      ? null
      : preview.settlement < 0
        ? t("changeSettlementCredit", "{amount} terug voor {days} dagen", { amount: formatMoney(-preview.settlement, settings), days: preview.settlementDays })
        : t("changeSettlementCharge", "{amount} bij voor {days} dagen", { amount: formatMoney(preview.settlement, settings), days: preview.settlementDays });
  const facts: [string, string][] = [
    [t("changeFactNew", "Nieuw"), `${preview.productName}, ${perPeriod(preview.price, preview.billingPeriod, settings, t)}`],
    [t("changeFactFrom", "Vanaf"), formatDate(preview.effectiveDate, settings, { weekday: true })],
    [
      t("changeFactNextInvoice", "Volgende factuur"),
      invoiceText(preview.nextInvoiceDate, preview.nextInvoiceAmount, settings, t) + (settlement ? ` (${settlement})` : ""),
    ],
  ];
  const why = t(...TIMING_WORDS[preview.timing]);
  return {
    productCode: preview.productCode,
    billingPeriod: preview.billingPeriod,
    summary: why,
    facts,
    keeps: preview.keeps,
    ends: preview.ends,
    withdrawal: preview.withdrawalUntil
      ? t("changeWithdrawal", "U voegt iets toe waarvoor u betaalt: tot en met {date} kunt u deze wijziging kosteloos ongedaan maken (herroepingsrecht).", { date: formatDate(preview.withdrawalUntil, settings) })
      : null,
    expectedPriceCents: Math.round(preview.price * 100),
    expectedEffectiveDate: preview.effectiveDate,
  };
}

/** A confirmed change's day (with its weekday), edition and price, for the sentences that tell it. */
function changeWords(change: Pending | Withdrawable, settings: DateSettings, t: Translate) {
  return {
    date: formatDate(change.effectiveDate, settings, { weekday: true }),
    product: change.productName,
    price: perPeriod(change.price, change.billingPeriod, settings, t),
  };
}

function pendingView(pending: Pending, today: string, settings: DateSettings, t: Translate): PendingView {
  return {
    id: pending.id,
    summary: t("changePendingSummary", "Uw abonnement wijzigt op {date} naar {product}, {price}. Volgende factuur: {invoice}.", {
      ...changeWords(pending, settings, t),
      invoice: invoiceText(pending.nextInvoiceDate, pending.nextInvoiceAmount, settings, t),
    }),
    receivedAt: formatDateTime(pending.createdAt, settings),
    undoUntil: formatDate(pending.undoableUntil, settings),
    undoable: today <= pending.undoableUntil,
  };
}

function withdrawableView(change: Withdrawable, settings: DateSettings, t: Translate): WithdrawableView {
  return {
    id: change.id,
    summary: t("changeWithdrawableSummary", "Sinds {date} is uw abonnement {product}, {price}.", changeWords(change, settings, t)),
    until: formatDate(change.undoableUntil, settings),
  };
}

/** The codes a choice can be refused with, answered next to the choice (the origin's words). */
const CHOICE_CODES = new Set(["NOT-IN-CATALOG", "NO-CHANGE", "CHANGE-PENDING", "NOT-CHANGEABLE"]);

export async function loadChangePage(account: AccountRequest, subscriptionId: string, url: URL, today: string, webview: boolean): Promise<ChangePageView> {
  const { app, session, t } = account;
  const settings = dateSettings(requestLanguage(account));
  const product = url.searchParams.get("editie");
  const period = url.searchParams.get("termijn");
  const periods: readonly string[] = Object.values(BILLING_PERIODS);
  const asked = product && period && periods.includes(period) ? { productCode: product, billingPeriod: period as S2BillingPeriod } : null;
  // Without a choice the preview is left out (@include), its input a placeholder the origin never reads.
  const input = { subscriptionId, ...(asked ?? { productCode: "", billingPeriod: "MONTH" as const }) };
  const readPage = (withPreview: boolean) => originGraphQL(app, session, SubscriptionChangeDocument, { subscriptionId, withPreview, input });
  let read: SubscriptionChangeQuery;
  let choiceError: string | null = null;
  try {
    read = await readPage(asked !== null);
  } catch (error) {
    if (error instanceof OriginError && error.violation.status === 404) throw new Response("Niet gevonden", { status: 404 });
    const violation = error instanceof OriginError ? error.violation.violations.find((item) => CHOICE_CODES.has(item.code)) : undefined;
    if (!asked || !violation) throw error;
    // The choice cannot be previewed: the page without it, the origin's reason beside the choice.
    choiceError = violation.message ?? t("changeChoiceRefused", "Deze keuze kan niet. Kies iets anders.");
    read = await readPage(false);
  }
  const options = read.subscriptionChangeOptions;
  const brand = app.brands.find((item) => item.id === options.brandId);
  const current = options.editions.find((edition) => edition.productCode === options.currentProductCode);
  const preview = read.subscriptionChangePreview ? previewView(read.subscriptionChangePreview, settings, t) : null;
  return {
    subscriptionId: options.subscriptionId,
    changeable: options.changeable,
    reason: options.reason ?? null,
    brandChangeUrl: brand?.links.subscriptionChangeLinkUrl ?? null,
    current: current ? `${current.name}, ${perPeriod(options.currentPrice, options.currentBillingPeriod, settings, t)}` : "",
    editions: options.editions.map((edition) => ({
      value: edition.productCode,
      label: edition.name,
      description: [edition.description, perPeriod(edition.prices.find((price) => price.billingPeriod === "MONTH")?.price ?? 0, "MONTH", settings, t)].filter(Boolean).join(" · "),
    })),
    periods: Object.values(BILLING_PERIODS).map((value) => ({ value, label: t(PERIOD_LABELS[value][0], PERIOD_LABELS[value][1]), description: null })),
    chosen: asked ?? { productCode: options.currentProductCode, billingPeriod: options.currentBillingPeriod },
    preview,
    choiceError,
    pending: options.pending ? pendingView(options.pending, today, settings, t) : null,
    withdrawable: options.withdrawable ? withdrawableView(options.withdrawable, settings, t) : null,
    idempotencyKey: nanoid(),
    leaveUrl: webview ? changePagePath(options.subscriptionId, true) : "/abonnementen",
    step: !options.changeable
      ? "not-changeable"
      : options.pending
        ? "pending"
        : options.withdrawable
          ? "withdrawable"
          : choiceError
            ? "preview:refused"
            : preview
              ? "preview"
              : "choose",
  };
}

const confirmSchema = z.object({
  intent: z.literal(CONFIRM_CHANGE_INTENT),
  idempotencyKey: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/),
  productCode: z.string().regex(/^[A-Z0-9-]{1,40}$/),
  billingPeriod: z.enum(BILLING_PERIODS),
  expectedPriceCents: z.coerce.number().int(),
  expectedEffectiveDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
});
const undoSchema = z.object({ intent: z.literal(UNDO_CHANGE_INTENT), changeId: z.string().regex(/^sc_[A-Za-z0-9_-]{1,40}$/) });

/** Confirm (one origin request, then back to the page with what is pending) or undo. */
export async function changeAction(account: AccountRequest, subscriptionId: string, formData: FormData, webview: boolean) {
  const path = changePagePath(subscriptionId, webview);
  if (formData.get("intent") === UNDO_CHANGE_INTENT) {
    const submission = parseWithZod(formData, { schema: undoSchema });
    if (submission.status !== "success") return invalid(UNDO_CHANGE_INTENT, submission);
    let undone;
    try {
      undone = (await originGraphQL(account.app, account.session, UndoSubscriptionChangeDocument, { changeId: submission.value.changeId })).undoSubscriptionChange;
    } catch (error) {
      return rejected(account, UNDO_CHANGE_INTENT, submission, error, { fields: [], messages: originMessages(error) });
    }
    // A change that had taken effect was withdrawn: the page says the subscription is back as it was.
    throw redirect(`${path}?${undone.appliedAt ? "herroepen" : "ongedaan"}=1`);
  }
  const submission = parseWithZod(formData, { schema: confirmSchema });
  if (submission.status !== "success") return invalid(CONFIRM_CHANGE_INTENT, submission);
  const { intent: _intent, ...choice } = submission.value;
  try {
    await originGraphQL(account.app, account.session, ChangeSubscriptionDocument, { input: { subscriptionId, ...choice } });
  } catch (error) {
    return rejected(account, CONFIRM_CHANGE_INTENT, submission, error, { fields: [], messages: originMessages(error) });
  }
  throw redirect(`${path}?bevestigd=1`);
}

/** The origin's own Dutch words for a refusal of this page (they name the date or the reason). */
function originMessages(error: unknown): Record<string, string> {
  if (!(error instanceof OriginError)) return {};
  return Object.fromEntries(error.violation.violations.filter((item) => item.message).map((item) => [item.code, item.message!]));
}
