import type { Route } from "./+types/account.sessies";
import type { AccountHandle } from "./account";
import { accountRequest, loadFromOrigin } from "~/forms/account-request.server";
import { revalidateAfterSubmission } from "~/forms/form-reply";
import { useLatestScreen } from "~/forms/latest-screen";
import { assertSessionOverviewEnabled } from "~/features/sessions/flag";
import { SessionsPage } from "~/features/sessions/lazy";
import { handleSessionsAction, loadSessions } from "~/features/sessions/sessions.server";
import { appContext } from "~/platform/request/context";
import { sendWhenOnline } from "~/forms/offline-submit";

export const handle: AccountHandle = { breadcrumb: { key: "accountNavSessions", label: "Ingelogde apparaten" } };

export async function loader({ context }: Route.LoaderArgs) {
  assertSessionOverviewEnabled(context.get(appContext).flags);
  const request = accountRequest(context);
  const [loaded] = await Promise.all([loadFromOrigin(request, "session overview", () => loadSessions(request, Date.now())), SessionsPage.preload()]);
  return loaded;
}

export async function action({ context, request }: Route.ActionArgs) {
  assertSessionOverviewEnabled(context.get(appContext).flags);
  return handleSessionsAction(accountRequest(context), await request.formData());
}

/** Sent when the connection allows, kept while it does not (app/forms/offline-submit.ts). */
export const clientAction = ({ request, serverAction }: Route.ClientActionArgs) => sendWhenOnline({ request, serverAction });

// After a log-out the list the write answered with; after a refused post the list as the origin has it now.
export const shouldRevalidate = revalidateAfterSubmission;

export default function SessionsRoute({ loaderData, actionData }: Route.ComponentProps) {
  // After a write: the page as its answer left it (issue 59).
  const shown = useLatestScreen(loaderData, actionData).screen;
  return <SessionsPage sessions={shown.data} reply={actionData} />;
}
