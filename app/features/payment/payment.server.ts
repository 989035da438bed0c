import { parseWithZod } from "@conform-to/zod/v4";
import { nanoid } from "nanoid";
import { redirect } from "react-router";
import type { AccountRequest } from "~/forms/account-request.server";
import { invalid, refused, rejected } from "~/forms/form-reply.server";
import { HOSTED_STATUS_OF, hostedReturnUrl, isHostedPaymentPage, referenceOf, toHostedPaymentPage } from "~/forms/hosted-payment.server";
import { describePaymentOption } from "~/forms/payment-method";
import { ChangePaymentToCreditCardDocument, ChangePaymentToDirectDebitDocument, PaymentChangeStatusDocument, PaymentOverviewDocument } from "~/graphql/generated/graphql";
import type { Flags } from "~/platform/content/flags";
import { originGraphQL } from "~/platform/origin/graphql.server";
import { DIRECT_DEBIT_INTENT, HOSTED_METHODS, HOSTED_PAYMENT_INTENT, METHOD_CHOICES, type MethodChoice, type StatusType } from "./intent";
import { directDebitSchema, hostedPaymentSchema } from "./schema";
import type { S2PaymentChangeStatus } from "@contracts/values";

export interface PaymentSubscription {
  subscriptionId: string;
  brandId: string;
  brandKey: string;
  brandName: string;
  country: "nl" | "be";
  title: string;
  payment: string | null;
  paymentFailed: boolean;
  /** Null for subscriptions without anything to pay (a free account). */
  changeUrl: string | null;
  /** Whether the general flags allow any method for the brand's country; if not, the change page says so. */
  changeOnline: boolean;
}

/** The subscriptions whose payment the account decides: owned, not ended. */
export async function loadPaymentSubscriptions(account: AccountRequest): Promise<PaymentSubscription[]> {
  const { app, session, t } = account;
  const { linkedSubscriptions } = await originGraphQL(app, session, PaymentOverviewDocument, {});
  const brands = new Map(app.brands.map((brand) => [brand.key, brand]));
  return linkedSubscriptions
    .filter((linked) => linked.role === "OWNER" && linked.subscription.status !== "CANCELLED")
    .map((linked) => {
      const brand = brands.get(linked.brand);
      return {
        subscriptionId: linked.subscriptionId,
        brandId: linked.brandId,
        brandKey: linked.brand,
        brandName: brand?.name ?? linked.subscription.title,
        country: brand?.country ?? "nl",
        title: [linked.subscription.title, linked.subscription.subTitle].filter(Boolean).join(" – "),
        payment: describePaymentOption(linked.subscription.paymentOption, t) ?? t("paymentNone", "Geen betaalwijze nodig"),
        paymentFailed: linked.subscription.paymentStatus === "FAILED",
        changeUrl: linked.subscription.paymentOption
          ? `/betaalservice/wijzigen/${encodeURIComponent(linked.brandId)}/${encodeURIComponent(linked.subscriptionId)}`
          : null,
        changeOnline: availableMethods(app.flags, brand?.country ?? "nl").length > 0,
      };
    });
}

/**
 * The methods the general flags allow for a brand's country: direct debit of the brand's own
 * country (spec: DD NL for NL, DD BE for BE), credit card, and iDEAL for Dutch brands only (iDEAL
 * is a Dutch bank scheme; Belgian banks do not offer it).
 */
export function availableMethods(flags: Pick<Flags, "general">, country: "nl" | "be"): MethodChoice[] {
  const enabled: Record<MethodChoice, boolean> = {
    incasso: country === "be" ? flags.general.isChangePaymentDirectDebitBEEnabled : flags.general.isChangePaymentDirectDebitNLEnabled,
    creditcard: flags.general.isChangePaymentCreditCardEnabled,
    ideal: country === "nl" && flags.general.isChangePaymentIdealThroughWalletEnabled,
  };
  return METHOD_CHOICES.filter((method) => enabled[method]);
}

/** The change page's subscription, or a 404 (unknown, someone else's, ended, or the brand id does not match). */
async function changeTarget(account: AccountRequest, brandId: string, subscriptionId: string) {
  const target = (await loadPaymentSubscriptions(account)).find((item) => item.subscriptionId === subscriptionId && item.brandId === brandId && item.changeUrl);
  if (!target) throw new Response("Niet gevonden", { status: 404 });
  return target;
}

/**
 * The change page: the subscription, the methods on offer and the chosen one (`?methode=`, else the
 * first). A link to a method the flags switched off (an old e-mail, a bookmark) opens no form for
 * another method: the page names the method that is not available and lets the subscriber choose.
 */
export async function loadChangeTarget(account: AccountRequest, brandId: string, subscriptionId: string, url: URL) {
  const target = await changeTarget(account, brandId, subscriptionId);
  const methods = availableMethods(account.app.flags, target.country);
  const asked = url.searchParams.get("methode");
  const unavailableMethod = METHOD_CHOICES.find((method) => method === asked && !methods.includes(method)) ?? null;
  const selected = unavailableMethod ? null : (methods.find((method) => method === asked) ?? methods[0] ?? null);
  return { target, idempotencyKey: nanoid(), methods, selected, unavailableMethod };
}

/**
 * The change form's action, by intent: one origin request (issue 59). The methods on offer follow the
 * brand of the page's URL; the origin refuses a subscription that is not the account's (NOT-FOUND, the
 * same 404 as the page) and a method or account its brand does not take, with the write itself.
 */
export async function changePaymentAction(account: AccountRequest, brandId: string, subscriptionId: string, formData: FormData) {
  const brand = account.app.brands.find((item) => item.id === brandId);
  if (!brand) throw new Response("Niet gevonden", { status: 404 });
  const target = { subscriptionId, country: brand.country };
  const methods = availableMethods(account.app.flags, target.country);
  if (formData.get("intent") === HOSTED_PAYMENT_INTENT) return startHostedChange(account, target, methods, formData);
  return changeToDirectDebitAction(account, subscriptionId, methods, formData);
}

function unavailable(account: AccountRequest): string {
  return account.t("paymentMethodUnavailable", "Deze betaalwijze kunt u voor dit abonnement niet online kiezen. Kies een andere betaalwijze.");
}

/** Credit card or iDEAL: the origin starts a change (the same one for the same form key) and the browser goes to its payment page. */
async function startHostedChange(account: AccountRequest, target: Pick<PaymentSubscription, "subscriptionId">, methods: MethodChoice[], formData: FormData) {
  const submission = parseWithZod(formData, { schema: hostedPaymentSchema(account.t) });
  if (submission.status !== "success") return invalid(HOSTED_PAYMENT_INTENT, submission);
  const { method, idempotencyKey } = submission.value;
  if (!methods.some((choice) => choice !== "incasso" && HOSTED_METHODS[choice] === method)) {
    return refused(HOSTED_PAYMENT_INTENT, submission, 400, [unavailable(account)]); // a method this brand does not offer
  }
  let paymentUrl: string | null | undefined;
  try {
    const { changePaymentToCreditCard } = await originGraphQL(account.app, account.session, ChangePaymentToCreditCardDocument, {
      input: { subscriptionId: target.subscriptionId, method, returnUrl: hostedReturnUrl(account, "/betaalservice/wijzigen/status"), idempotencyKey },
    });
    paymentUrl = changePaymentToCreditCard.paymentUrl;
  } catch (error) {
    return rejected(account, HOSTED_PAYMENT_INTENT, submission, error, { fields: [] });
  }
  toHostedPaymentPage(account, paymentUrl, "payment change");
}

export interface PaymentStatusView {
  type: StatusType;
  status: S2PaymentChangeStatus;
  method: string;
  subscription: PaymentSubscription | null;
  /** The payment page while the change is still open (the subscriber has not finished it). */
  continueUrl: string | null;
  retryUrl: string | null;
}

/**
 * The status page after the payment page: what happened is read from the origin by the signed
 * reference, never taken from the URL. A path that does not match the change's real status is
 * redirected to the one that does; an unknown, tampered or someone else's reference is a 404.
 */
export async function loadPaymentStatus(account: AccountRequest, type: string | undefined, url: URL): Promise<PaymentStatusView> {
  const reference = referenceOf(url, "pc");
  const [{ paymentChange: change }, subscriptions] = await Promise.all([
    originGraphQL(account.app, account.session, PaymentChangeStatusDocument, { reference }),
    loadPaymentSubscriptions(account),
  ]);
  if (!change) throw new Response("Niet gevonden", { status: 404 });
  const actual: StatusType = HOSTED_STATUS_OF[change.status];
  if (type !== actual) throw redirect(`/betaalservice/wijzigen/status/${actual}?ref=${encodeURIComponent(reference)}`);
  const subscription = subscriptions.find((item) => item.subscriptionId === change.subscriptionId) ?? null;
  return {
    type: actual,
    status: change.status,
    method: change.method,
    subscription,
    continueUrl: change.status === "OPEN" && isHostedPaymentPage(account, change.paymentUrl) ? change.paymentUrl : null,
    retryUrl: subscription?.changeUrl ?? null,
  };
}

/** Direct debit: validated here, the IBAN's checksum and country at the origin; success goes back to the overview. */
async function changeToDirectDebitAction(account: AccountRequest, subscriptionId: string, methods: MethodChoice[], formData: FormData) {
  const submission = parseWithZod(formData, { schema: directDebitSchema(account.t) });
  if (submission.status !== "success") return invalid(DIRECT_DEBIT_INTENT, submission);
  if (!methods.includes("incasso")) return refused(DIRECT_DEBIT_INTENT, submission, 400, [unavailable(account)]);
  const { iban, accountHolder, mandateAccepted, idempotencyKey } = submission.value;
  try {
    await originGraphQL(account.app, account.session, ChangePaymentToDirectDebitDocument, {
      input: { subscriptionId, iban, accountHolder, mandateAccepted, idempotencyKey },
    });
  } catch (error) {
    return rejected(account, DIRECT_DEBIT_INTENT, submission, error, { fields: ["iban", "accountHolder", "mandateAccepted"] });
  }
  throw redirect(`/betaalservice?gewijzigd=${encodeURIComponent(subscriptionId)}`);
}
