import { redirect } from "react-router";
import type { Route } from "./+types/account.activiteit";
import type { AccountHandle } from "./account";
import { accountRequest, loadFromOrigin } from "~/forms/account-request.server";
import { ActivityTimelinePage, type ActivityData } from "~/features/activity/activity-page";
import { cursorParam, loadActivityPage } from "~/features/activity/activity.server";
import { requestLanguage } from "~/forms/account-request.server";

export const handle: AccountHandle = { breadcrumb: { key: "accountNavActivity", label: "Activiteit" } };

export async function loader({ context, request }: Route.LoaderArgs): Promise<ActivityData> {
  const account = accountRequest(context);
  const after = cursorParam(new URL(request.url));
  if (after === undefined) throw redirect("/account/activiteit");
  const { data } = await loadFromOrigin(account, "activity timeline", () => loadActivityPage(account, after));
  return { page: data, now: Date.now(), language: requestLanguage(account) };
}

export default function ActivityRoute({ loaderData }: Route.ComponentProps) {
  return <ActivityTimelinePage data={loaderData} />;
}
