import type { Route } from "./+types/bezorgservice.klacht";
import { ComplaintChooserPage } from "~/features/delivery/chooser-page";
import { loadComplaintChooser } from "~/features/delivery/delivery.server";
import { accountRequest } from "~/forms/account-request.server";
import { ServicePage } from "~/shell/service-page";
import { useFlowStep } from "~/shell/data-layer";

// /bezorgservice/klacht and /bezorgservice/app/klacht: choose the subscription (skipped when there is one).
export async function loader({ context, request }: Route.LoaderArgs) {
  const app = new URL(request.url).pathname.startsWith("/bezorgservice/app/");
  return { subscriptions: await loadComplaintChooser(accountRequest(context), app) };
}

export default function ComplaintChooserRoute({ loaderData }: Route.ComponentProps) {
  useFlowStep("choose-subscription");
  return (
    <ServicePage crumb={{ key: "deliveryServiceTitle", label: "Bezorgservice" }}>
      <ComplaintChooserPage subscriptions={loaderData.subscriptions} />
    </ServicePage>
  );
}
