import type { S2CancellationBasis } from "~/graphql/generated/graphql";
import { parseWithZod } from "@conform-to/zod/v4";
import { redirect } from "react-router";
import type { AccountRequest } from "~/forms/account-request.server";
import { requestLanguage } from "~/forms/account-request.server";
import { invalid, rejected, succeeded } from "~/forms/form-reply.server";
import { CancelSubscriptionDocument, CancellationTermsDocument, UndoCancellationDocument } from "~/graphql/generated/graphql";
import { dateSettings, formatDate } from "~/platform/locale/dates";
import { originGraphQL } from "~/platform/origin/graphql.server";
import { CANCEL_INTENT, UNDO_INTENT } from "./intent";
import { cancellationFormSchema } from "./schema";

export interface CancellationView {
  subscriptionId: string;
  title: string;
  brandName: string;
  /** Cancelled already: the end date (formatted) until which it can be undone. */
  undoableUntil: string | null;
  /** Not cancelled yet: the earliest end date (formatted) and why it is that date. */
  endDate: string;
  basis: S2CancellationBasis;
  /** The brand's own offers (one honest alternative), if it has a page for them. */
  offerUrl: string | null;
}

/**
 * The page of one subscription the account owns, or a 404. A brand that cancels on its own site
 * (an external terminate link) is sent there: the portal never runs a second, different flow for it.
 */
export async function loadCancellation(request: AccountRequest, subscriptionId: string): Promise<CancellationView> {
  const { app, session } = request;
  const { cancellationTerms: terms, linkedSubscriptions } = await originGraphQL(app, session, CancellationTermsDocument, { subscriptionId });
  const linked = linkedSubscriptions.find((item) => item.subscriptionId === subscriptionId && item.role === "OWNER");
  if (!terms || !linked) throw new Response("Niet gevonden", { status: 404 });
  const brand = app.brands.find((item) => item.key === linked.brand);
  const external = brand?.links.subscriptionTerminateLinkUrl;
  if (external) throw redirect(external);
  const settings = dateSettings(requestLanguage(request));
  return {
    subscriptionId,
    title: [linked.subscription.title, linked.subscription.subTitle].filter(Boolean).join(" – "),
    brandName: brand?.name ?? linked.subscription.title,
    undoableUntil: terms.undoableUntil ? formatDate(terms.undoableUntil, settings) : null,
    endDate: formatDate(terms.earliestEndDate, settings),
    basis: terms.basis,
    offerUrl: brand?.links.subscriptionOffersUrl ?? null,
  };
}

/** Cancel (reason and remark optional) or undo; either way the page shows the new state with a notice. */
export async function cancellationAction(request: AccountRequest, subscriptionId: string, formData: FormData) {
  const view = await loadCancellation(request, subscriptionId);
  const { t } = request;
  const submission = parseWithZod(formData, { schema: cancellationFormSchema(t) });
  const intent = formData.get("intent") === UNDO_INTENT ? UNDO_INTENT : CANCEL_INTENT;
  if (submission.status !== "success") return invalid(intent, submission);
  const value = submission.value;
  try {
    if (value.intent === UNDO_INTENT) {
      await originGraphQL(request.app, request.session, UndoCancellationDocument, { subscriptionId });
      return succeeded(UNDO_INTENT, submission, t("cancellationUndone", "De opzegging is ongedaan gemaakt. Uw abonnement {title} loopt gewoon door.", { title: view.title }));
    }
    const { cancelSubscription } = await originGraphQL(request.app, request.session, CancelSubscriptionDocument, {
      input: { subscriptionId, reason: value.reason ?? null, comment: value.comment || null },
    });
    const endDate = cancelSubscription.subscription.endDate;
    return succeeded(
      CANCEL_INTENT,
      submission,
      t("cancellationDone", "U heeft {title} opgezegd per {date}. U krijgt een bevestiging per e-mail.", {
        title: view.title,
        date: endDate ? formatDate(endDate, dateSettings(requestLanguage(request))) : view.endDate,
      }),
    );
  } catch (error) {
    return rejected(request, intent, submission, error, { fields: ["comment", "reason"] });
  }
}
