import type { Route } from "./+types/abonnementen";
import { SubscriptionsPage } from "~/features/subscriptions/subscriptions-page";
import { loadSubscriptions } from "~/features/subscriptions/subscriptions.server";
import { accountRequest, loadFromOrigin } from "~/forms/account-request.server";
import { todayIso } from "~/forms/translate";
import { requireAccount } from "~/platform/session.server";
import { ServicePage } from "~/shell/service-page";

export const middleware: Route.MiddlewareFunction[] = [requireAccount];

export async function loader({ context }: Route.LoaderArgs) {
  const request = accountRequest(context);
  return loadFromOrigin(request, "subscriptions overview", () => loadSubscriptions(request, todayIso()));
}

export default function SubscriptionsRoute({ loaderData }: Route.ComponentProps) {
  return (
    <ServicePage crumb={{ key: "subscriptionsTitle", label: "Abonnementen" }}>
      <SubscriptionsPage groups={loaderData.data} />
    </ServicePage>
  );
}
