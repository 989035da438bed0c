import { parseWithZod } from "@conform-to/zod/v4";
import { nanoid } from "nanoid";
import { redirect } from "react-router";
import type { AccountRequest } from "~/forms/account-request.server";
import { invalid, rejected } from "~/forms/form-reply.server";
import { describePaymentOption } from "~/forms/payment-method";
import { ChangePaymentToDirectDebitDocument, PaymentOverviewDocument } from "~/graphql/generated/graphql";
import type { Flags } from "~/platform/flags";
import { originGraphQL } from "~/platform/origin.server";
import { DIRECT_DEBIT_INTENT } from "./intent";
import { directDebitSchema } from "./schema";

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
}

/** The subscriptions whose payment the account decides: owned, not ended. */
export async function loadPaymentSubscriptions(request: AccountRequest): Promise<PaymentSubscription[]> {
  const { app, session, t } = request;
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
      };
    });
}

/** The methods the general flags allow for a brand's country (spec: only DD NL for NL, DD BE for BE). */
export function directDebitEnabled(flags: Pick<Flags, "general">, country: "nl" | "be"): boolean {
  return country === "be" ? flags.general.isChangePaymentDirectDebitBEEnabled : flags.general.isChangePaymentDirectDebitNLEnabled;
}

/** The change page's subscription, or a 404 (unknown, someone else's, ended, or the brand id does not match). */
export async function loadChangeTarget(request: AccountRequest, brandId: string, subscriptionId: string) {
  const target = (await loadPaymentSubscriptions(request)).find((item) => item.subscriptionId === subscriptionId && item.brandId === brandId && item.changeUrl);
  if (!target) throw new Response("Niet gevonden", { status: 404 });
  return { target, idempotencyKey: nanoid(), directDebit: directDebitEnabled(request.app.flags, target.country) };
}

/** Direct debit: validated here, the IBAN's checksum and country at the origin; success goes back to the overview. */
export async function changeToDirectDebitAction(request: AccountRequest, subscriptionId: string, formData: FormData) {
  const submission = parseWithZod(formData, { schema: directDebitSchema(request.t) });
  if (submission.status !== "success") return invalid(DIRECT_DEBIT_INTENT, submission);
  const { iban, accountHolder, mandateAccepted, idempotencyKey } = submission.value;
  try {
    await originGraphQL(request.app, request.session, ChangePaymentToDirectDebitDocument, {
      input: { subscriptionId, iban, accountHolder, mandateAccepted, idempotencyKey },
    });
  } catch (error) {
    return rejected(request, DIRECT_DEBIT_INTENT, submission, error, { fields: ["iban", "accountHolder", "mandateAccepted"] });
  }
  throw redirect(`/betaalservice?gewijzigd=${encodeURIComponent(subscriptionId)}`);
}
