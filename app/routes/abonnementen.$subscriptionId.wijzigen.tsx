import type { Route } from "./+types/abonnementen.$subscriptionId.wijzigen";
import { ChangePage } from "~/features/subscription-change/change-page";
import { changeAction, loadChangePage } from "~/features/subscription-change/change.server";
import { accountRequest } from "~/forms/account-request.server";
import { sendWhenOnline } from "~/forms/offline-submit";
import { todayIso } from "~/forms/translate";
import { isWebviewPath } from "~/platform/request/request-context.server";
import { ServicePage } from "~/shell/service-page";

// Changing a subscription (issue 57): /abonnementen/<nr>/wijzigen and, in the brand's app,
// /abonnementen/app/<nr>/wijzigen (no site chrome; no screen view: spec §2). The choice in the URL
// (?editie=…&termijn=…) shows its preview; the page's POST confirms it or undoes a pending one.
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const view = await loadChangePage(accountRequest(context), params.subscriptionId, url, todayIso(), isWebviewPath(url));
  const undone = url.searchParams.has("herroepen") ? ("withdrawn" as const) : url.searchParams.has("ongedaan") ? ("undone" as const) : null;
  return { view, confirmed: url.searchParams.has("bevestigd"), undone };
}

export async function action({ context, params, request }: Route.ActionArgs) {
  return changeAction(accountRequest(context), params.subscriptionId, await request.formData(), isWebviewPath(request));
}

/** Sent when the connection allows, kept while it does not (app/forms/offline-submit.ts). */
export const clientAction = ({ request, serverAction }: Route.ClientActionArgs) => sendWhenOnline({ request, serverAction });

export default function ChangeSubscriptionRoute({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <ServicePage crumb={{ key: "changeTitle", label: "Abonnement wijzigen" }} parent={{ key: "subscriptionsTitle", label: "Abonnementen", path: "/abonnementen" }}>
      <ChangePage view={loaderData.view} reply={actionData} confirmed={loaderData.confirmed} undone={loaderData.undone} />
    </ServicePage>
  );
}
