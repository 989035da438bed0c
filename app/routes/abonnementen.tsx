import type { Route } from "./+types/abonnementen";
import { LinkSubscriptionForm } from "~/features/subscriptions/lazy";
import { linkSubscriptionAction } from "~/features/subscriptions/link.server";
import { SubscriptionsPage } from "~/features/subscriptions/subscriptions-page";
import { loadSubscriptions } from "~/features/subscriptions/subscriptions.server";
import { accountRequest, loadFromOrigin } from "~/forms/account-request.server";
import { revalidateAfterSubmission } from "~/forms/form-reply";
import { useLatestScreen } from "~/forms/latest-screen";
import { todayIso } from "~/forms/translate";
import { LazyCommercialBannerSlot } from "~/features/offers/lazy";
import type { AnalyticsHandle } from "~/shell/data-layer";
import { ServicePage } from "~/shell/service-page";
import { sendWhenOnline } from "~/forms/offline-submit";
import { RESUMED_PARAM } from "~/platform/content/links";

/** The screen view counts the subscriptions per brand (ADR 31). */
export const handle: AnalyticsHandle = {
  analyticsItems: (data) => ((data as Awaited<ReturnType<typeof loader>> | undefined)?.data?.groups ?? []).flatMap((group) => group.subscriptions.map(() => ({ brand: group.brandId }))),
};

export async function loader({ context, request: http }: Route.LoaderArgs) {
  const request = accountRequest(context);
  const resumed = new URL(http.url).searchParams.get(RESUMED_PARAM);
  const [loaded] = await Promise.all([loadFromOrigin(request, "subscriptions overview", () => loadSubscriptions(request, todayIso(), resumed)), LinkSubscriptionForm.preload(), LazyCommercialBannerSlot.preload()]);
  return loaded;
}

export async function action({ context, request }: Route.ActionArgs) {
  return linkSubscriptionAction(accountRequest(context), await request.formData());
}

/** Sent when the connection allows, kept while it does not (app/forms/offline-submit.ts). */
export const clientAction = ({ request, serverAction }: Route.ClientActionArgs) => sendWhenOnline({ request, serverAction });

// After a link the list its answer carried; after a refused one the list as the origin has it now.
export const shouldRevalidate = revalidateAfterSubmission;

export default function SubscriptionsRoute({ loaderData, actionData }: Route.ComponentProps) {
  const shown = useLatestScreen(loaderData, actionData).screen;
  return (
    <ServicePage crumb={{ key: "subscriptionsTitle", label: "Abonnementen" }}>
      <SubscriptionsPage groups={shown.data?.groups ?? null} notices={shown.data?.notices ?? []} />
      <LazyCommercialBannerSlot slot="subscriptions" />
      <LinkSubscriptionForm reply={actionData} />
    </ServicePage>
  );
}
