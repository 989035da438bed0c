import type { Route } from "./+types/betaalservice";
import { PaymentOverviewPage } from "~/features/payment/payment-overview";
import { loadPaymentSubscriptions } from "~/features/payment/payment.server";
import { accountRequest, loadFromOrigin } from "~/forms/account-request.server";
import { useT } from "~/shell/i18n";
import { ServicePage } from "~/shell/service-page";
import { useFlowStep } from "~/shell/data-layer";

// /betaalservice (overview) and /betaalservice/wijzigen (choose the subscription to change).
export async function loader({ context, request }: Route.LoaderArgs) {
  const account = accountRequest(context);
  const { data } = await loadFromOrigin(account, "payment overview", () => loadPaymentSubscriptions(account));
  const changedId = new URL(request.url).searchParams.get("gewijzigd");
  const choose = new URL(request.url).pathname.startsWith("/betaalservice/wijzigen");
  return { subscriptions: data, changed: data?.find((item) => item.subscriptionId === changedId) ?? null, choose };
}

export default function PaymentRoute({ loaderData }: Route.ComponentProps) {
  useFlowStep(loaderData.choose ? "choose-subscription" : null);
  const t = useT();
  const heading = loaderData.choose ? t("paymentChooseTitle", "Betaalwijze wijzigen: kies een abonnement") : t("paymentServiceTitle", "Betaalservice");
  return (
    <ServicePage crumb={{ key: "paymentServiceTitle", label: "Betaalservice" }}>
      <PaymentOverviewPage subscriptions={loaderData.subscriptions} changed={loaderData.changed} heading={heading} />
    </ServicePage>
  );
}
