import type { Route } from "./+types/account.voorkeuren";
import type { AccountHandle } from "./account";
import { accountRequest, loadFromOrigin } from "~/forms/account-request.server";
import { PreferencesPage } from "~/features/preferences/lazy";
import { handlePreferencesAction, loadPreferences } from "~/features/preferences/preferences.server";
import { sendWhenOnline } from "~/forms/offline-submit";
import { revalidateAfterSubmission } from "~/forms/form-reply";
import { useLatestScreen } from "~/forms/latest-screen";

export const handle: AccountHandle = { breadcrumb: { key: "accountNavPreferences", label: "Voorkeuren" } };

export async function loader({ context }: Route.LoaderArgs) {
  const request = accountRequest(context);
  const [loaded] = await Promise.all([loadFromOrigin(request, "preferences", () => loadPreferences(request)), PreferencesPage.preload()]);
  return loaded;
}

export async function action({ context, request }: Route.ActionArgs) {
  return handlePreferencesAction(accountRequest(context), await request.formData());
}

/** Sent when the connection allows, kept while it does not (app/forms/offline-submit.ts). */
export const clientAction = ({ request, serverAction }: Route.ClientActionArgs) => sendWhenOnline({ request, serverAction });

// After a save the page shows what the write answered; after a refused one it reads what is stored.
export const shouldRevalidate = revalidateAfterSubmission;

export default function PreferencesRoute({ loaderData, actionData }: Route.ComponentProps) {
  // After a write: the page as its answer left it (issue 59).
  const shown = useLatestScreen(loaderData, actionData).screen;
  return <PreferencesPage view={shown.data} reply={actionData} />;
}
