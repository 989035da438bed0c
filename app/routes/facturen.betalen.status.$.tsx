import type { Route } from "./+types/facturen.betalen.status.$";
import { PayStatusPage } from "~/features/invoices/pay-status-page";
import { loadPayStatus } from "~/features/invoices/pay.server";
import { accountRequest } from "~/forms/account-request.server";
import { useFlowStep } from "~/shell/data-layer";
import { ServicePage } from "~/shell/service-page";

// /facturen/betalen/status/{success|failed|cancelled|pending}?ref=<signed reference>: where the payment
// page returns to. It only reads: a reload or a second visit never changes anything.
export async function loader({ context, params, request }: Route.LoaderArgs) {
  return loadPayStatus(accountRequest(context), params["*"], new URL(request.url));
}

export default function PayStatusRoute({ loaderData }: Route.ComponentProps) {
  useFlowStep("status");
  return (
    <ServicePage crumb={{ key: "payTitle", label: "Facturen betalen" }} parent={{ key: "invoicesTitle", label: "Facturen", path: "/facturen" }}>
      <PayStatusPage view={loaderData} />
    </ServicePage>
  );
}
