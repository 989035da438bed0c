import type { DeliveryCategory, DeliveryComplaintOutcome, DeliveryFollowUpState } from "~/graphql/generated/graphql";
import { parseWithZod } from "@conform-to/zod/v4";
import { nanoid } from "nanoid";
import { redirect } from "react-router";
import type { AccountRequest } from "~/forms/account-request.server";
import { requestLanguage } from "~/forms/account-request.server";
import { invalid, rejected, succeeded } from "~/forms/form-reply.server";
import type { Translate } from "~/forms/translate";
import { describeDays } from "~/platform/locale/weekdays";
import {
  UpdateDeliveryInstructionsDocument,
  AnswerDeliveryFollowUpDocument,
  DeliveryComplaintDocument,
  type DeliveryComplaintFieldsFragment,
  DeliveryComplaintOptionsDocument,
  type DeliveryOverviewFieldsFragment,
  type DeliverySubscriptionFieldsFragment,
  SubmitDeliveryComplaintDocument,
} from "~/graphql/generated/graphql";
import { type DateSettings, dateSettings, dayKey, formatDate, formatDateTime, formatMoney } from "~/platform/locale/dates";
import { dateTimeFormat } from "~/platform/locale/intl";
import { originGraphQL } from "~/platform/origin/graphql.server";
import { type ComplaintType, complaintPath, COMPLAINT_INTENT, deliveryBase, FOLLOW_UP_INTENT, INSTRUCTIONS_INTENT, SUBMITTED_PARAM } from "./intent";
import { complaintSchema, followUpSchema, instructionsSchema } from "./schema";

// The delivery service: what the origin says of each subscription's delivery, turned into Dutch
// texts for the pages; the complaint flow's options and its submit; the follow-up question.

export interface ComplaintView {
  id: string;
  type: ComplaintType;
  /** "Dinsdag 24 november 2026" or "Nummer 10 (november 2026)". */
  edition: string;
  outcome: DeliveryComplaintOutcome;
  /** "€ 1,77"; null without a credit. */
  credit: string | null;
  /** The invoice the credit is on; null while it waits for the next one. */
  creditInvoice: string | null;
  redeliveryBy: string | null;
  caseNumber: string | null;
  followUp: DeliveryFollowUpState;
  message: string | null;
  /** "24 november 2026 om 07:42". */
  reportedAt: string;
}

export interface DeliverySubscriptionView {
  subscriptionId: string;
  brandId: string;
  title: string;
  logoUrl: string;
  category: DeliveryCategory;
  hasPhysicalDelivery: boolean;
  /** "De krant op maandag t/m zaterdag, uiterlijk om 07:00" or "10 nummers per jaar"; null without delivery. */
  schedule: string | null;
  reportUrl: string;
  /** Without delivery: where the brand lets you read online, and its contact page (either may be missing). */
  readOnlineUrl: string | null;
  contactUrl: string | null;
}

export interface OverviewSubscription extends DeliverySubscriptionView {
  complaints: ComplaintView[];
  credits: Array<{ id: string; amount: string; edition: string; invoice: string | null }>;
  /** Credits not on an invoice yet ("€ 9,72"), or null. */
  pendingCredit: string | null;
  followUp: ComplaintView | null;
  /** A delivered newspaper: the owner's instructions for the deliverer ("" when none); null: not for this one. */
  instructions: string | null;
}

function settingsOf(account: AccountRequest): DateSettings {
  return dateSettings(requestLanguage(account));
}

function fullTitle(item: { title: string; subTitle?: string | null }): string {
  return [item.title, item.subTitle].filter(Boolean).join(" – ");
}

/** "Dinsdag 24 november 2026" for a paper, "Nummer 10 (november 2026)" for a magazine issue. */
export function editionLabel(date: string, issueNumber: number | null | undefined, settings: DateSettings, t: Translate): string {
  const day = new Date(`${date}T12:00:00Z`);
  if (issueNumber) {
    const month = dateTimeFormat(settings.locale, { month: "long", year: "numeric", timeZone: "UTC" }).format(day);
    return t("deliveryIssueLabel", "Nummer {number} ({month})", { number: issueNumber, month });
  }
  const text = dateTimeFormat(settings.locale, { weekday: "long", day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(day);
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function schedule(subscription: DeliverySubscriptionFieldsFragment, t: Translate): string | null {
  if (!subscription.hasPhysicalDelivery) return null;
  if (subscription.category === "MAGAZINE" && subscription.issuesPerYear) {
    return t("deliveryScheduleMagazine", "{count} nummers per jaar, per post", { count: subscription.issuesPerYear });
  }
  const days = describeDays(subscription.deliveryDays, t);
  return subscription.deliveredBy
    ? t("deliverySchedulePaper", "De krant op {days}, uiterlijk om {time} in de bus", { days, time: subscription.deliveredBy })
    : t("deliverySchedulePaperNoTime", "De krant op {days}", { days });
}

function subscriptionView(subscription: DeliverySubscriptionFieldsFragment, webview: boolean, account: AccountRequest): DeliverySubscriptionView {
  const { t } = account;
  const brand = account.app.brands.find((item) => item.key === subscription.brandKey);
  return {
    subscriptionId: subscription.subscriptionId,
    brandId: subscription.brandId,
    title: fullTitle(subscription),
    logoUrl: subscription.logoUrl,
    category: subscription.category,
    hasPhysicalDelivery: subscription.hasPhysicalDelivery,
    schedule: schedule(subscription, t),
    reportUrl: complaintPath(webview, subscription.brandId, subscription.subscriptionId),
    readOnlineUrl: brand?.links.subscriptionReadOnlineUrl ?? null,
    contactUrl: brand?.links.contactPageUrl ?? null,
  };
}

function complaintView(complaint: DeliveryComplaintFieldsFragment, settings: DateSettings, t: Translate): ComplaintView {
  return {
    id: complaint.id,
    type: complaint.type,
    edition: editionLabel(complaint.editionDate, complaint.issueNumber, settings, t),
    outcome: complaint.outcome,
    credit: complaint.credit ? formatMoney(complaint.credit.amount, settings) : null,
    creditInvoice: complaint.credit?.invoiceNumber ?? null,
    redeliveryBy: complaint.redeliveryBy ?? null,
    caseNumber: complaint.caseNumber ?? null,
    followUp: complaint.followUp,
    message: complaint.message ?? null,
    reportedAt: formatDateTime(complaint.createdAt, settings),
  };
}

/** /bezorgservice: every own subscription, those with delivery first (from the origin's overview). */
export function overviewOf(account: AccountRequest, deliveryService: DeliveryOverviewFieldsFragment): OverviewSubscription[] {
  const { t } = account;
  const settings = settingsOf(account);
  return deliveryService.subscriptions
    .map((subscription) => ({
      ...subscriptionView(subscription, false, account),
      complaints: subscription.complaints.map((complaint) => complaintView(complaint, settings, t)),
      credits: subscription.credits.map((credit) => ({
        id: credit.id,
        amount: formatMoney(credit.amount, settings),
        edition: formatDate(credit.editionDate, settings),
        invoice: credit.invoiceNumber ?? null,
      })),
      pendingCredit: subscription.pendingCreditAmount > 0 ? formatMoney(subscription.pendingCreditAmount, settings) : null,
      followUp: subscription.followUp ? complaintView(subscription.followUp, settings, t) : null,
      instructions: subscription.acceptsDeliveryInstructions ? (subscription.deliveryInstructions ?? "") : null,
    }))
    .sort((a, b) => Number(b.hasPhysicalDelivery) - Number(a.hasPhysicalDelivery));
}

/** /bezorgservice/klacht: with one subscription to report on, straight to its flow; else the choice. */
export function complaintChooserOf(account: AccountRequest, deliveryService: Pick<DeliveryOverviewFieldsFragment, "subscriptions">, webview: boolean): DeliverySubscriptionView[] {
  const views = deliveryService.subscriptions.map((subscription) => subscriptionView(subscription, webview, account));
  const deliverable = views.filter((view) => view.hasPhysicalDelivery);
  if (deliverable.length === 1) throw redirect(deliverable[0]!.reportUrl);
  return views;
}


export interface EditionView {
  date: string;
  label: string;
  available: boolean;
  /** Why it cannot be chosen ("Al gemeld", "Uw bezorging stond stil"). */
  note: string | null;
  today: boolean;
}

export interface ComplaintFlowView {
  subscription: DeliverySubscriptionView;
  webview: boolean;
  types: ComplaintType[];
  messageRequiredFor: ComplaintType[];
  messageMaxLength: number;
  editions: EditionView[];
  todayDeliveredBy: string | null;
  creditPerEdition: string;
  redeliveryUntil: string | null;
  /** This complaint would be the one that goes to customer service. */
  escalates: boolean;
  idempotencyKey: string;
  /** After a submit (`?melding=`): the complaint and its outcome. */
  submitted: ComplaintView | null;
  overviewUrl: string;
}

/** The editions to choose from, with why one cannot be chosen ("Al gemeld", "Uw bezorging stond stil"). */
export function editionViews(
  editions: ReadonlyArray<{ date: string; issueNumber?: number | null; available: boolean; unavailableReason?: string | null }>,
  settings: DateSettings,
  t: Translate,
  today: string,
): EditionView[] {
  const notes: Record<string, string> = {
    ALREADY_REPORTED: t("deliveryEditionReported", "Al gemeld"),
    SUSPENDED: t("deliveryEditionSuspended", "Uw bezorging stond stil"),
  };
  return editions.map((edition) => ({
    date: edition.date,
    label: editionLabel(edition.date, edition.issueNumber, settings, t),
    available: edition.available,
    note: edition.unavailableReason ? (notes[edition.unavailableReason] ?? null) : null,
    today: edition.date === today,
  }));
}

/**
 * The complaint flow of one own subscription, or a 404: unknown or someone else's subscription, or a
 * brand id that is not the subscription's.
 */
export async function loadComplaintFlow(account: AccountRequest, webview: boolean, brandId: string, subscriptionId: string, url: URL): Promise<ComplaintFlowView> {
  const { t } = account;
  const settings = settingsOf(account);
  const submittedId = url.searchParams.get(SUBMITTED_PARAM);
  const [{ deliveryComplaintOptions: options }, submitted] = await Promise.all([
    originGraphQL(account.app, account.session, DeliveryComplaintOptionsDocument, { subscriptionId }),
    submittedId ? originGraphQL(account.app, account.session, DeliveryComplaintDocument, { id: submittedId }) : null,
  ]);
  if (!options || options.subscription.brandId !== brandId) throw new Response("Niet gevonden", { status: 404 });
  const today = dayKey(Date.now(), settings.timeZone);
  const complaint = submitted?.deliveryComplaint?.subscriptionId === subscriptionId ? submitted.deliveryComplaint : null;
  return {
    subscription: subscriptionView(options.subscription, webview, account),
    webview: webview,
    types: options.types,
    messageRequiredFor: options.messageRequiredFor,
    messageMaxLength: options.messageMaxLength,
    editions: editionViews(options.editions, settings, t, today),
    todayDeliveredBy: options.todayDeliveredBy ?? null,
    creditPerEdition: formatMoney(options.creditPerEdition, settings),
    redeliveryUntil: options.redeliveryUntil ?? null,
    escalates: options.recentComplaintCount + 1 >= options.escalationThreshold,
    idempotencyKey: nanoid(),
    submitted: complaint ? complaintView(complaint, settings, t) : null,
    overviewUrl: webview ? complaintPath(true, brandId, subscriptionId) : deliveryBase(false),
  };
}

const COMPLAINT_FIELDS = ["type", "editionDate", "message", "compensation"] as const;

/**
 * Submit: on success the flow's own URL with `?melding=<id>` (so a reload never sends it twice). One origin
 * request (issue 59): the form is checked against the spec's rules (the page's form shows the origin's, the
 * same), and the origin checks them again with the write, so the flow is not read first.
 */
export async function complaintAction(account: AccountRequest, webview: boolean, brandId: string, subscriptionId: string, formData: FormData) {
  const submission = parseWithZod(formData, { schema: complaintSchema(account.t) });
  if (submission.status !== "success") return invalid(COMPLAINT_INTENT, submission);
  const { type, editionDate, message, compensation, idempotencyKey } = submission.value;
  let id: string;
  try {
    const { submitDeliveryComplaint } = await originGraphQL(account.app, account.session, SubmitDeliveryComplaintDocument, {
      input: { subscriptionId, type, editionDate, message: message || null, compensation: compensation ?? null, idempotencyKey },
    });
    id = submitDeliveryComplaint.id;
  } catch (error) {
    return rejected(account, COMPLAINT_INTENT, submission, error, { fields: COMPLAINT_FIELDS, codeFields: { "NO-DELIVERY": "type" } });
  }
  throw redirect(`${complaintPath(webview, brandId, subscriptionId)}?${SUBMITTED_PARAM}=${encodeURIComponent(id)}`);
}

/** "Is uw krant vandaag wel bezorgd?": ja closes it, nee goes to customer service. */
export async function followUpAction(account: AccountRequest, formData: FormData) {
  const { t } = account;
  const submission = parseWithZod(formData, { schema: followUpSchema(t) });
  if (submission.status !== "success") return invalid(FOLLOW_UP_INTENT, submission);
  try {
    const { answerDeliveryFollowUp: complaint } = await originGraphQL(account.app, account.session, AnswerDeliveryFollowUpDocument, {
      input: { complaintId: submission.value.complaintId, deliveredToday: submission.value.deliveredToday === "ja" },
    });
    const done =
      complaint.followUp === "DELIVERED"
        ? t("deliveryFollowUpThanks", "Fijn dat uw krant er weer is. Bedankt voor het laten weten.")
        : t("deliveryFollowUpEscalated", "Vervelend dat uw krant nog steeds niet komt. Onze klantenservice zoekt uit wat er misgaat en neemt binnen 2 werkdagen contact met u op. Uw dossiernummer is {case}.", {
            case: complaint.caseNumber ?? "",
          });
    return succeeded(FOLLOW_UP_INTENT, submission, done);
  } catch (error) {
    return rejected(account, FOLLOW_UP_INTENT, submission, error, { fields: [] });
  }
}

/** /bezorgservice: the instructions for the deliverer of one newspaper, saved (or removed when empty). */
export async function instructionsAction(account: AccountRequest, formData: FormData) {
  const { t } = account;
  const submission = parseWithZod(formData, { schema: instructionsSchema(t) });
  if (submission.status !== "success") return invalid(INSTRUCTIONS_INTENT, submission);
  try {
    const { updateDeliveryInstructions } = await originGraphQL(account.app, account.session, UpdateDeliveryInstructionsDocument, {
      input: { subscriptionId: submission.value.subscriptionId, instructions: submission.value.instructions ?? null },
    });
    const done = updateDeliveryInstructions.deliveryInstructions
      ? t("deliveryInstructionsSaved", "Uw instructie voor de bezorger is opgeslagen. De bezorger ziet die vanaf de volgende bezorgdag.")
      : t("deliveryInstructionsRemoved", "Uw instructie voor de bezorger is verwijderd.");
    return succeeded(INSTRUCTIONS_INTENT, submission, done, submission.value.subscriptionId);
  } catch (error) {
    return rejected(account, INSTRUCTIONS_INTENT, submission, error, { fields: ["instructions"] });
  }
}

/** The page's forms: the follow-up question and the instructions for the deliverer. */
export function deliveryOverviewAction(account: AccountRequest, formData: FormData) {
  return formData.get("intent") === INSTRUCTIONS_INTENT ? instructionsAction(account, formData) : followUpAction(account, formData);
}
