import type { Route } from "./+types/betaalservice.wijzigen.status.$";
import { PaymentStatusPage } from "~/features/payment/payment-status-page";
import { loadPaymentStatus } from "~/features/payment/payment.server";
import { accountRequest } from "~/forms/account-request.server";
import { ServicePage } from "~/shell/service-page";
import { useFlowStep } from "~/shell/data-layer";

// /betaalservice/wijzigen/status/{success|failed|cancelled|pending}?ref=<signed reference>: where the
// payment page returns to. It only reads: a reload or a second visit never changes anything.
export async function loader({ context, params, request }: Route.LoaderArgs) {
  return loadPaymentStatus(accountRequest(context), params["*"], new URL(request.url));
}

export default function PaymentStatusRoute({ loaderData }: Route.ComponentProps) {
  useFlowStep("status");
  return (
    <ServicePage crumb={{ key: "paymentChangeTitle", label: "Betaalwijze wijzigen" }}>
      <PaymentStatusPage view={loaderData} />
    </ServicePage>
  );
}
