import type { Route } from "./+types/verhuisservice";
import { cancelMoveAction, loadMovingOverview } from "~/features/moving/moving.server";
import { MovingOverviewPage } from "~/features/moving/overview-page";
import { CONFIRM_CANCEL_PARAM } from "~/features/moving/intent";
import { accountRequest, loadFromOrigin } from "~/forms/account-request.server";
import { revalidateAfterSubmission } from "~/forms/form-reply";
import { useLatestScreen } from "~/forms/latest-screen";
import { ServicePage } from "~/shell/service-page";
import { sendWhenOnline } from "~/forms/offline-submit";

// /verhuisservice: the planned move (cancel while possible), earlier moves, the brand's offer.
export async function loader({ context, request }: Route.LoaderArgs) {
  const account = accountRequest(context);
  const { data } = await loadFromOrigin(account, "moving overview", () => loadMovingOverview(account));
  return { overview: data, confirming: new URL(request.url).searchParams.get(CONFIRM_CANCEL_PARAM) };
}

export async function action({ context, request }: Route.ActionArgs) {
  return cancelMoveAction(accountRequest(context), await request.formData());
}

/** Sent when the connection allows, kept while it does not (app/forms/offline-submit.ts). */
export const clientAction = ({ request, serverAction }: Route.ClientActionArgs) => sendWhenOnline({ request, serverAction });

export const shouldRevalidate = revalidateAfterSubmission;

export default function MovingServiceRoute({ loaderData, actionData }: Route.ComponentProps) {
  // After a write: the page as its answer left it (issue 59).
  const shown = useLatestScreen(loaderData.overview, actionData).screen;
  return (
    <ServicePage crumb={{ key: "movingServiceTitle", label: "Verhuisservice" }}>
      <MovingOverviewPage overview={shown} reply={actionData} confirming={loaderData.confirming} />
    </ServicePage>
  );
}
