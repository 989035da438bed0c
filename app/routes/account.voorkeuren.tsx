import type { Route } from "./+types/account.voorkeuren";
import { settingsRequest } from "~/features/preferences/form-reply.server";
import { PreferencesPage } from "~/features/preferences/preferences-page";
import { handlePreferencesAction, loadPreferences } from "~/features/preferences/preferences.server";
import { OriginError } from "~/platform/origin.server";

export const handle = { breadcrumb: { key: "accountNavPreferences", label: "Voorkeuren" } };

export async function loader({ context }: Route.LoaderArgs) {
  const request = settingsRequest(context);
  try {
    return { view: await loadPreferences(request) };
  } catch (error) {
    if (!(error instanceof OriginError)) throw error;
    request.app.report(error, "preferences");
    return { view: null };
  }
}

export async function action({ context, request }: Route.ActionArgs) {
  return handlePreferencesAction(settingsRequest(context), await request.formData());
}

export default function PreferencesRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <PreferencesPage view={loaderData.view} reply={actionData} />;
}
