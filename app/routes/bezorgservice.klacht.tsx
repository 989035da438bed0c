import type { Route } from "./+types/bezorgservice.klacht";
import { ComplaintChooserPage } from "~/features/delivery/chooser-page";
import { complaintChooserOf } from "~/features/delivery/delivery.server";
import { IncidentNotices } from "~/features/delivery/incident-notice";
import { loadDeliveryServicePage } from "~/features/delivery/incidents.server";
import { accountRequest, requestLanguage } from "~/forms/account-request.server";
import { isWebviewPath } from "~/platform/request/request-context.server";
import { ServicePage } from "~/shell/service-page";
import { useFlowStep } from "~/shell/data-layer";

// /bezorgservice/klacht and /bezorgservice/app/klacht: choose the subscription (skipped when there is one),
// below the notices of delivery incidents that concern the account (ADR 40).
export async function loader({ context, request }: Route.LoaderArgs) {
  const account = accountRequest(context);
  // One origin round trip: the subscriptions and the notices of delivery incidents that concern the account.
  const page = await loadDeliveryServicePage({ ...account, language: requestLanguage(account) });
  return { subscriptions: complaintChooserOf(account, page.deliveryService, isWebviewPath(request)), notices: page.notices };
}

export default function ComplaintChooserRoute({ loaderData }: Route.ComponentProps) {
  useFlowStep("choose-subscription");
  return (
    <ServicePage crumb={{ key: "deliveryServiceTitle", label: "Bezorgservice" }}>
      <IncidentNotices notices={loaderData.notices} />
      <ComplaintChooserPage subscriptions={loaderData.subscriptions} />
    </ServicePage>
  );
}
