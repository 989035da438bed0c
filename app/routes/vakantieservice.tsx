import type { Route } from "./+types/vakantieservice";
import { doneText } from "~/features/holiday/changes.server";
import { cancelAction, loadHolidayOverview } from "~/features/holiday/overview.server";
import { CONFIRM_CANCEL_PARAM, DONE_PARAM } from "~/features/holiday/intent";
import { HolidayOverviewPage } from "~/features/holiday/overview-page";
import { accountRequest, loadFromOrigin } from "~/forms/account-request.server";
import { revalidateAfterSubmission } from "~/forms/form-reply";
import { useLatestScreen } from "~/forms/latest-screen";
import { ServicePage } from "~/shell/service-page";
import { sendWhenOnline } from "~/forms/offline-submit";

// /vakantieservice: per paper subscription the planned, running and past holidays; wijzigen, annuleren.
export async function loader({ context, request }: Route.LoaderArgs) {
  const account = accountRequest(context);
  const { data } = await loadFromOrigin(account, "holiday overview", () => loadHolidayOverview(account));
  const links = account.app.brand?.links ?? {};
  return {
    subscriptions: data,
    done: doneText(new URL(request.url).searchParams.get(DONE_PARAM), account.t),
    digitalUrl: links.holidayTemporaryChangeCrossSellUrl ?? links.subscriptionReadOnlineUrl ?? null,
    confirming: new URL(request.url).searchParams.get(CONFIRM_CANCEL_PARAM),
  };
}

export async function action({ context, request }: Route.ActionArgs) {
  return cancelAction(accountRequest(context), await request.formData());
}

/** Sent when the connection allows, kept while it does not (app/forms/offline-submit.ts). */
export const clientAction = ({ request, serverAction }: Route.ClientActionArgs) => sendWhenOnline({ request, serverAction });

export const shouldRevalidate = revalidateAfterSubmission;

export default function HolidayServiceRoute({ loaderData, actionData }: Route.ComponentProps) {
  // After a write: the page as its answer left it (issue 59).
  const shown = useLatestScreen(loaderData.subscriptions, actionData).screen;
  return (
    <ServicePage crumb={{ key: "holidayServiceTitle", label: "Vakantieservice" }}>
      <HolidayOverviewPage subscriptions={shown} reply={actionData} done={loaderData.done} digitalUrl={loaderData.digitalUrl} confirming={loaderData.confirming} />
    </ServicePage>
  );
}
