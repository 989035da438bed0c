import type { Route } from "./+types/bezorgservice";
import { deliveryOverviewAction, overviewOf } from "~/features/delivery/delivery.server";
import { IncidentNotices } from "~/features/delivery/incident-notice";
import { loadDeliveryServicePage, loadTodaysIncidents } from "~/features/delivery/incidents.server";
import { IncidentList } from "~/features/delivery/incident-list";
import { DeliveryOverviewPage } from "~/features/delivery/overview-page";
import { accountRequest, loadFromOrigin, requestLanguage, visitorRequest } from "~/forms/account-request.server";
import { revalidateAfterSubmission } from "~/forms/form-reply";
import type { AnalyticsHandle } from "~/shell/data-layer";
import { ServicePage } from "~/shell/service-page";
import { readsAccountWhenLoggedIn } from "~/platform/session/session.server";
import { sendWhenOnline } from "~/forms/offline-submit";

// /bezorgservice: delivery days, recent complaints and credits per subscription; the follow-up question;
// the notices of delivery incidents that concern the account (ADR 40). Without a login: today's
// incidents of the brand by area and the way to report a missing paper without logging in.
/** The screen view counts the complaints listed per brand (ADR 31). */
export const handle: AnalyticsHandle = {
  analyticsItems: (data) =>
    ((data as Awaited<ReturnType<typeof loader>> | undefined)?.subscriptions ?? []).flatMap((subscription) => subscription.complaints.map(() => ({ brand: subscription.brandId }))),
};

export const middleware: Route.MiddlewareFunction[] = [readsAccountWhenLoggedIn];

export async function loader({ context }: Route.LoaderArgs) {
  const visitor = visitorRequest(context);
  if (!visitor.session) return { loggedIn: false as const, subscriptions: null, notices: [], incidents: await loadTodaysIncidents(visitor.app, visitor.t, visitor.language) };
  const account = accountRequest(context);
  // One origin round trip: the overview and the notices of delivery incidents that concern the account.
  const { data } = await loadFromOrigin(account, "delivery overview", async () => {
    const page = await loadDeliveryServicePage({ ...account, language: requestLanguage(account) });
    return { subscriptions: overviewOf(account, page.deliveryService), notices: page.notices };
  });
  return { loggedIn: true as const, subscriptions: data?.subscriptions ?? null, notices: data?.notices ?? [], incidents: [] };
}

export async function action({ context, request }: Route.ActionArgs) {
  return deliveryOverviewAction(accountRequest(context), await request.formData());
}

/** Sent when the connection allows, kept while it does not (app/forms/offline-submit.ts). */
export const clientAction = ({ request, serverAction }: Route.ClientActionArgs) => sendWhenOnline({ request, serverAction });

export const shouldRevalidate = revalidateAfterSubmission;

export default function DeliveryServiceRoute({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <ServicePage crumb={{ key: "deliveryServiceTitle", label: "Bezorgservice" }}>
      {loaderData.loggedIn ? (
        <DeliveryOverviewPage subscriptions={loaderData.subscriptions} reply={actionData} notices={<IncidentNotices notices={loaderData.notices} />} />
      ) : (
        <IncidentList incidents={loaderData.incidents} />
      )}
    </ServicePage>
  );
}
