import { redirect } from "react-router";
import type { Route } from "./+types/account.activiteit";
import { ActivityTimelinePage, type ActivityData } from "~/features/activity/activity-page";
import { cursorParam, loadActivityPage } from "~/features/activity/activity.server";
import { settingsRequest } from "~/features/preferences/form-reply.server";
import { OriginError } from "~/platform/origin.server";

export const handle = { breadcrumb: { key: "accountNavActivity", label: "Activiteit" } };

export async function loader({ context, request }: Route.LoaderArgs): Promise<ActivityData> {
  const settings = settingsRequest(context);
  const after = cursorParam(new URL(request.url));
  if (after === undefined) throw redirect("/account/activiteit");
  const now = Date.now();
  try {
    return { page: await loadActivityPage(settings, after), now, language: settings.language };
  } catch (error) {
    if (!(error instanceof OriginError)) throw error;
    settings.app.report(error, "activity timeline");
    return { page: null, now, language: settings.language };
  }
}

export default function ActivityRoute({ loaderData }: Route.ComponentProps) {
  return <ActivityTimelinePage data={loaderData} />;
}
