import type { Route } from "./+types/bezorgservice";
import { followUpAction, loadDeliveryOverview } from "~/features/delivery/delivery.server";
import { DeliveryOverviewPage } from "~/features/delivery/overview-page";
import { accountRequest, loadFromOrigin } from "~/forms/account-request.server";
import { revalidateAfterSubmission } from "~/forms/form-reply";
import type { AnalyticsHandle } from "~/shell/data-layer";
import { ServicePage } from "~/shell/service-page";

// /bezorgservice: delivery days, recent complaints and credits per subscription; the follow-up question.
/** The screen view counts the complaints listed per brand (ADR 31). */
export const handle: AnalyticsHandle = {
  analyticsItems: (data) =>
    ((data as Awaited<ReturnType<typeof loader>> | undefined)?.subscriptions ?? []).flatMap((subscription) => subscription.complaints.map(() => ({ brand: subscription.brandId }))),
};

export async function loader({ context }: Route.LoaderArgs) {
  const account = accountRequest(context);
  const { data } = await loadFromOrigin(account, "delivery overview", () => loadDeliveryOverview(account));
  return { subscriptions: data };
}

export async function action({ context, request }: Route.ActionArgs) {
  return followUpAction(accountRequest(context), await request.formData());
}

export const shouldRevalidate = revalidateAfterSubmission;

export default function DeliveryServiceRoute({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <ServicePage crumb={{ key: "deliveryServiceTitle", label: "Bezorgservice" }}>
      <DeliveryOverviewPage subscriptions={loaderData.subscriptions} reply={actionData} />
    </ServicePage>
  );
}
