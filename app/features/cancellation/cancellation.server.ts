import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import type { Session } from "~/platform/session/session.server";
import { type VisitorRequest, visitorRequest } from "~/forms/account-request.server";
import { invalid, isOriginCode, refused, rejected, replyStatus, succeeded, violationErrors } from "~/forms/form-reply.server";
import type { FormReply } from "~/forms/form-reply";
import { CancellableSubscriptionsDocument, CancelSubscriptionDocument, type CancellationScreenFragment, CancellationTermsDocument, UndoCancellationDocument } from "~/graphql/generated/graphql";
import type { Brand } from "~/platform/content/brand";
import { type DateSettings, dateSettings, formatDate, formatDateTime } from "~/platform/locale/dates";
import type { Translate } from "~/forms/translate";
import { originGraphQL } from "~/platform/origin/graphql.server";
import { originRest } from "~/platform/origin/rest.server";
import { OriginError } from "~/platform/origin/violations";
import { changePagePath, resumedSubscriptionPath } from "~/platform/content/links";
import type { z } from "zod";
import { cancellationService, identifiedSubscription } from "@contracts/cancellation";
import { CANCEL_INTENT, cancellationPath, EDIT_INTENT, IDENTIFIED_FIELD, IDENTIFY_INTENT, receiptPath, REVIEW_INTENT, UNDO_INTENT } from "./intent";
import { cancellationFormSchema } from "./schema";
import type { S2CancellationBasis } from "@contracts/values";

type Basis = S2CancellationBasis;

/** The cancellation pages' request: logged in or not (/opzeggen is open to everyone). */
export type CancellationRequest = VisitorRequest;
export const cancellationRequest = visitorRequest;

function loggedIn(request: CancellationRequest): Session {
  if (!request.session) throw new Error("cancellation page without a session (requireAccount did not run)");
  return request.session;
}

/** What a subscriber is told about a subscription before cancelling: its end date and why that date. */
export interface Terms {
  subscriptionId: string;
  title: string;
  brandName: string;
  /** The earliest end date (formatted). */
  endDate: string;
  basis: Basis;
  /** The brand's own offers (one honest alternative beside the form), if it has a page for them. */
  offerUrl: string | null;
  /** A change still to come (issue 57) and what cancelling does to it; null without one (and without a login). */
  pendingChange: string | null;
  /**
   * The portal's own change page (issue 57), the honest alternative beside the form: another edition or
   * billing period often costs less. Logged-in owners of a running subscription of a brand that sells
   * editions; else null (then the brand's offers page, if any).
   */
  changeUrl: string | null;
}

/** A cancellation as the acknowledgement shows it. */
export interface ReceiptView {
  endDate: string;
  basis: Basis;
  /** "28 november 2026 om 17:05". */
  receivedAt: string;
  /** Where the receipt went: the account's address, or a hint of it. */
  sentTo: string;
  /** The PDF copy to download (logged in only). */
  receiptUrl: string | null;
  /** Until when it can be undone (formatted); null: it cannot. */
  undoableUntil: string | null;
}

export interface CancellationView extends Terms {
  /** Cancelled already: its receipt (and undo); else null. */
  cancellation: ReceiptView | null;
}

/** What an action answers beyond the form: the step to show next. */
export interface CancellationReply extends FormReply {
  /** Step 2: the statement to confirm. */
  review?: { reason: string | null; comment: string | null };
  /** Without a login: the subscription the details named, and its ticket. */
  identified?: IdentifiedView;
  /** Done without a login: the acknowledgement. */
  receipt?: ReceiptView & { title: string };
}

export interface IdentifiedView extends Terms {
  ticket: string;
  /** Cancelled already: the end date (formatted). */
  cancelledEndDate: string | null;
  emailHint: string;
  /** The origin's answer (without the ticket) as JSON: the form carries it to the next step. */
  carried: string;
}

const settingsOf = (request: CancellationRequest) => dateSettings(request.language);
const titleOf = (subscription: { title: string; subTitle?: string | null }) => [subscription.title, subscription.subTitle].filter(Boolean).join(" – ");

/** The brand's own terminate page, where it has one: the portal never runs a second flow for such a brand. */
export function externalTerminateUrl(brand: Pick<Brand, "links"> | undefined | null): string | null {
  return brand?.links.subscriptionTerminateLinkUrl ?? null;
}

// ── Logged in: /abonnementen/<id>/opzeggen ─────────────────────────────────────────────────────────

/**
 * The page of one subscription the account owns, or a 404. A brand that cancels on its own site
 * (an external terminate link) is sent there.
 */
export async function loadCancellation(request: CancellationRequest, subscriptionId: string): Promise<CancellationView> {
  return cancellationView(request, subscriptionId, await originGraphQL(request.app, loggedIn(request), CancellationTermsDocument, { subscriptionId }));
}

function cancellationView(request: CancellationRequest, subscriptionId: string, { cancellationTerms: terms, linkedSubscriptions }: CancellationScreenFragment): CancellationView {
  const { app } = request;
  const session = loggedIn(request);
  const linked = linkedSubscriptions.find((item) => item.subscriptionId === subscriptionId && item.role === "OWNER");
  if (!terms || !linked) throw new Response("Niet gevonden", { status: 404 });
  const brand = app.brands.find((item) => item.key === linked.brand);
  const external = externalTerminateUrl(brand);
  if (external) throw redirect(external);
  const settings = settingsOf(request);
  const current = terms.cancellation;
  return {
    subscriptionId,
    title: titleOf(linked.subscription),
    brandName: brand?.name ?? linked.subscription.title,
    endDate: formatDate(terms.earliestEndDate, settings),
    basis: terms.basis,
    offerUrl: brand?.links.subscriptionOffersUrl ?? null,
    pendingChange: current ? null : pendingChangeText(linked.subscription.pendingChange, terms.earliestEndDate, settings, request.t),
    changeUrl: !current && linked.subscription.status === "ACTIVE" && brand && brand.category !== "account" ? changePagePath(subscriptionId) : null,
    cancellation: current
      ? {
          endDate: formatDate(current.endDate, settings),
          basis: current.basis,
          receivedAt: formatDateTime(current.receivedAt, settings),
          sentTo: session.username,
          receiptUrl: receiptPath(subscriptionId),
          undoableUntil: terms.undoableUntil ? formatDate(terms.undoableUntil, settings) : null,
        }
      : null,
  };
}

/** What cancelling per `endDate` does to a change still to come: it lapses when it would come after the end. */
function pendingChangeText(change: { productName: string; effectiveDate: string } | null | undefined, endDate: string, settings: DateSettings, t: Translate): string | null {
  if (!change) return null;
  const words = { product: change.productName, date: formatDate(change.effectiveDate, settings) };
  return change.effectiveDate > endDate
    ? t("cancellationChangeLapses", "Uw geplande wijziging naar {product} op {date} gaat dan niet door: uw abonnement stopt eerder.", words)
    : t("cancellationChangeStays", "Uw geplande wijziging naar {product} gaat op {date} gewoon in, tot uw abonnement stopt.", words);
}

/**
 * Review (step 2), edit (back to step 1), confirm, or undo. A step that writes makes one origin request
 * (issue 59): the origin checks that the account owns the subscription and may cancel or undo it, and
 * the cancellation answers with the page as it left it.
 */
export async function cancellationAction(request: CancellationRequest, subscriptionId: string, formData: FormData) {
  const { t, app } = request;
  const session = loggedIn(request);
  const submission = parseWithZod(formData, { schema: cancellationFormSchema(t) });
  const intent = String(formData.get("intent") ?? "");
  if (submission.status !== "success") return invalid(intent, submission);
  const value = submission.value;
  if (value.intent === IDENTIFY_INTENT) return refused(intent, submission, 400, [t("validationUnknownForm", "Dit formulier is niet bekend. Vernieuw de pagina en probeer het opnieuw.")]);
  if (value.intent === REVIEW_INTENT) return reviewReply(submission, value);
  if (value.intent === EDIT_INTENT) return data<CancellationReply>({ intent: EDIT_INTENT, result: submission.reply() }, { status: 200 });
  try {
    if (value.intent === UNDO_INTENT) {
      try {
        await originGraphQL(app, session, UndoCancellationDocument, { subscriptionId });
      } catch (error) {
        // A second tap (or a retried post) after the undo: it runs on already, so it lands where the first did.
        if (!isOriginCode(error, "NOT-CANCELLED")) throw error;
      }
      // Issue 58: one tap lands on the subscription itself, which says it runs on (not on step 1 of cancelling).
      return redirect(resumedSubscriptionPath(subscriptionId));
    }
    const { cancelSubscription, after } = await originGraphQL(app, session, CancelSubscriptionDocument, {
      input: { subscriptionId, reason: value.reason ?? null, comment: value.comment || null },
      subscriptionId,
    });
    const view = cancellationView(request, subscriptionId, after);
    const endDate = cancelSubscription.subscription.endDate;
    return succeeded(
      CANCEL_INTENT,
      submission,
      t("cancellationDone", "Wij hebben uw opzegging van {title} ontvangen. Uw abonnement stopt op {date}. U krijgt een bevestiging per e-mail.", {
        title: view.title,
        date: endDate ? formatDate(endDate, settingsOf(request)) : view.endDate,
      }),
      null,
      view,
    );
  } catch (error) {
    return rejected(request, intent, submission, error, { fields: ["comment", "reason"] });
  }
}

function reviewReply(submission: { reply: () => FormReply["result"] }, value: { reason?: string; comment?: string }) {
  return data<CancellationReply>({ intent: REVIEW_INTENT, result: submission.reply(), review: { reason: value.reason ?? null, comment: value.comment || null } }, { status: 200 });
}

// ── Everyone: /opzeggen ──────────────────────────────────────────────────────────────────────────

export interface StartSubscription {
  subscriptionId: string;
  title: string;
  brandName: string;
  /** Where "Opzeggen" leads: the portal's own flow, or the brand's terminate page. */
  href: string;
  external: boolean;
  /** Cancelled already: the end date (formatted). */
  cancelledEndDate: string | null;
}

export interface StartView {
  loggedIn: boolean;
  /** Logged in: the running subscriptions the account owns. */
  subscriptions: StartSubscription[];
  /** The current brand's own terminate page: without a login, the portal has no flow of its own for it. */
  brandTerminateUrl: string | null;
  brandName: string | null;
  /** Digits the postcode field expects: the brand's country. */
  country: "NL" | "BE";
}

export async function loadCancelStart(request: CancellationRequest): Promise<StartView> {
  const { app, session } = request;
  const base = {
    brandTerminateUrl: externalTerminateUrl(app.brand),
    brandName: app.brand?.name ?? null,
    country: app.brand?.country === "be" ? ("BE" as const) : ("NL" as const),
  };
  if (!session) return { loggedIn: false, subscriptions: [], ...base };
  const { linkedSubscriptions } = await originGraphQL(app, session, CancellableSubscriptionsDocument, {});
  const settings = settingsOf(request);
  const subscriptions = linkedSubscriptions
    .filter((linked) => linked.role === "OWNER" && linked.subscription.status !== "CANCELLED")
    .map((linked) => {
      const brand = app.brands.find((item) => item.key === linked.brand);
      const external = externalTerminateUrl(brand);
      return {
        subscriptionId: linked.subscriptionId,
        title: titleOf(linked.subscription),
        brandName: brand?.name ?? linked.subscription.title,
        href: external ?? cancellationPath(linked.subscriptionId),
        external: external !== null,
        cancelledEndDate: linked.subscription.status === "PENDING_CANCELLATION" && linked.subscription.endDate ? formatDate(linked.subscription.endDate, settings) : null,
      };
    });
  return { loggedIn: true, subscriptions, ...base };
}

/** The subscription carried from step to step (display only: the ticket is what the origin trusts). */
const carriedSchema = identifiedSubscription.omit({ ticket: true });
type Identified = z.infer<typeof identifiedSubscription>;

function identifiedView(request: CancellationRequest, answer: Identified): IdentifiedView {
  const { ticket, ...rest } = answer;
  const brand = request.app.brands.find((item) => item.key === answer.brand);
  const settings = settingsOf(request);
  return {
    ticket,
    subscriptionId: answer.subscriptionId,
    title: answer.title,
    brandName: brand?.name ?? answer.title,
    endDate: formatDate(answer.earliestEndDate, settings),
    basis: answer.basis,
    offerUrl: brand?.links.subscriptionOffersUrl ?? null,
    pendingChange: null,
    changeUrl: null,
    cancelledEndDate: answer.cancelledEndDate ? formatDate(answer.cancelledEndDate, settings) : null,
    emailHint: answer.emailHint,
    carried: JSON.stringify(rest),
  };
}

function identifiedFrom(request: CancellationRequest, formData: FormData): IdentifiedView | null {
  const ticket = formData.get("ticket");
  if (typeof ticket !== "string" || !ticket) return null;
  try {
    const parsed = carriedSchema.safeParse(JSON.parse(String(formData.get(IDENTIFIED_FIELD) ?? "")));
    return parsed.success ? identifiedView(request, { ...parsed.data, ticket }) : null;
  } catch {
    return null;
  }
}

/**
 * /opzeggen without a login: identify (subscription number, postcode, house number), the statement,
 * the confirmation, the acknowledgement. Each step answers the next; nothing is kept between them but
 * the origin's ticket in the form.
 */
export async function cancelStartAction(request: CancellationRequest, httpRequest: Request, formData: FormData) {
  const { app, t } = request;
  const country = app.brand?.country === "be" ? "BE" : "NL";
  const submission = parseWithZod(formData, { schema: cancellationFormSchema(t, country) });
  const intent = String(formData.get("intent") ?? "");
  if (submission.status !== "success") {
    const identified = identifiedFrom(request, formData);
    return data<CancellationReply>({ intent, result: submission.reply(), ...(identified ? { identified } : {}) }, { status: 400 });
  }
  const value = submission.value;
  if (!app.brand || externalTerminateUrl(app.brand)) throw new Response("Niet gevonden", { status: 404 });
  if (value.intent === UNDO_INTENT) return refused(intent, submission, 400, [t("validationUnknownForm", "Dit formulier is niet bekend. Vernieuw de pagina en probeer het opnieuw.")]);
  if (value.intent === IDENTIFY_INTENT) {
    try {
      const answer = await originRest(app, null, cancellationService.identify, {
        brand: app.brand.key,
        subscriptionNumber: value.subscriptionNumber,
        zipCode: value.zipCode,
        houseNumber: value.houseNumber,
      });
      return data<CancellationReply>({ intent: IDENTIFY_INTENT, result: submission.reply(), identified: identifiedView(request, answer) }, { status: 200 });
    } catch (error) {
      return rejected(request, IDENTIFY_INTENT, submission, error, {
        fields: ["subscriptionNumber", "zipCode", "houseNumber"],
        messages: {
          "TOO-MANY-REQUESTS": t(
            "cancellationTooManyGuesses",
            "U heeft te vaak gegevens ingevuld die niet bij een abonnement horen. Probeer het over 15 minuten opnieuw, of log in om op te zeggen.",
          ),
        },
      });
    }
  }
  const identified = identifiedFrom(request, formData);
  if (!identified) return ticketExpired(request, submission);
  if (value.intent === REVIEW_INTENT) {
    return data<CancellationReply>({ intent: REVIEW_INTENT, result: submission.reply(), identified, review: { reason: value.reason ?? null, comment: value.comment || null } }, { status: 200 });
  }
  if (value.intent === EDIT_INTENT) return data<CancellationReply>({ intent: EDIT_INTENT, result: submission.reply(), identified }, { status: 200 });
  try {
    const done = await originRest(app, null, cancellationService.cancel, { ticket: identified.ticket, reason: value.reason ?? null, comment: value.comment || null });
    const settings = settingsOf(request);
    return data<CancellationReply>(
      {
        intent: CANCEL_INTENT,
        result: submission.reply({ resetForm: true }),
        done: t("cancellationReceived", "Wij hebben uw opzegging ontvangen."),
        receipt: {
          title: done.title,
          endDate: formatDate(done.endDate, settings),
          basis: done.basis,
          receivedAt: formatDateTime(done.receivedAt, settings),
          sentTo: done.emailHint,
          receiptUrl: null,
          undoableUntil: null,
        },
      },
      { status: 200 },
    );
  } catch (error) {
    if (!(error instanceof OriginError)) throw error;
    if (error.violation.status === 401) return ticketExpired(request, submission);
    // Refused (a remark the origin does not take, an ended subscription): the confirmation step stays, with the reason.
    const { fieldErrors, formErrors } = violationErrors(request, error.violation, { fields: ["comment", "reason"] });
    return data<CancellationReply>(
      { intent: REVIEW_INTENT, result: submission.reply({ fieldErrors, formErrors }), identified, review: { reason: value.reason ?? null, comment: value.comment || null } },
      { status: replyStatus(error.violation) },
    );
  }
}

function ticketExpired(request: CancellationRequest, submission: Parameters<typeof refused>[1]) {
  return data<CancellationReply>(
    {
      intent: IDENTIFY_INTENT,
      result: submission.reply({
        formErrors: [request.t("cancellationTicketExpired", "Deze stap is verlopen. Vul uw abonnementsnummer, postcode en huisnummer opnieuw in.")],
      }),
    },
    { status: 401 },
  );
}
