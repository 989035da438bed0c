import type { ShouldRevalidateFunction } from "react-router";
import type { Route } from "./+types/account.sessies";
import { settingsRequest } from "~/features/preferences/form-reply.server";
import { assertSessionOverviewEnabled } from "~/features/sessions/flag";
import { SessionsPage } from "~/features/sessions/sessions-page";
import { handleSessionsAction, loadSessions } from "~/features/sessions/sessions.server";
import { appContext } from "~/platform/context";
import { OriginError } from "~/platform/origin.server";

export const handle = { breadcrumb: { key: "accountNavSessions", label: "Ingelogde apparaten" } };

export async function loader({ context }: Route.LoaderArgs) {
  assertSessionOverviewEnabled(context.get(appContext).flags);
  const request = settingsRequest(context);
  try {
    return { sessions: await loadSessions(request, Date.now()) };
  } catch (error) {
    if (!(error instanceof OriginError)) throw error;
    request.app.report(error, "session overview");
    return { sessions: null };
  }
}

export async function action({ context, request }: Route.ActionArgs) {
  assertSessionOverviewEnabled(context.get(appContext).flags);
  return handleSessionsAction(settingsRequest(context), await request.formData());
}

// Also after a refused post (React Router skips 4xx by default): the list shows what the origin has now.
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) =>
  formMethod?.toUpperCase() === "POST" || defaultShouldRevalidate;

export default function SessionsRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <SessionsPage sessions={loaderData.sessions} reply={actionData} />;
}
