import type { Route } from "./+types/account.privacy";
import type { AccountHandle } from "./account";
import { accountRequest, loadFromOrigin } from "~/forms/account-request.server";
import { revalidateAfterSubmission } from "~/forms/form-reply";
import { useLatestScreen } from "~/forms/latest-screen";
import { PrivacyPage } from "~/features/privacy/lazy";
import { handlePrivacyAction, loadPrivacy } from "~/features/privacy/privacy.server";
import { ContentErrorPanel } from "~/shell/content-error-panel";
import { flowStepOf, useFlowStep } from "~/shell/data-layer";
import { sendWhenOnline } from "~/forms/offline-submit";

export const handle: AccountHandle = { breadcrumb: { key: "accountNavPrivacy", label: "Privacy en gegevens" } };

// /account/privacy (ADR 42): download the account's data, delete the account.
export async function loader({ context }: Route.LoaderArgs) {
  const request = accountRequest(context);
  const [loaded] = await Promise.all([loadFromOrigin(request, "privacy overview", () => loadPrivacy(request)), PrivacyPage.preload()]);
  return loaded;
}

export async function action({ context, request }: Route.ActionArgs) {
  return handlePrivacyAction(accountRequest(context), await request.formData());
}

/** Sent when the connection allows, kept while it does not (app/forms/offline-submit.ts). */
export const clientAction = ({ request, serverAction }: Route.ClientActionArgs) => sendWhenOnline({ request, serverAction });

// Also after a refused post: the page shows what the origin has now (a new archive, new blockers).
export const shouldRevalidate = revalidateAfterSubmission;

export default function PrivacyRoute({ loaderData, actionData }: Route.ComponentProps) {
  // Asking for the data and deleting the account are steps in the data layer (spec §7).
  useFlowStep(actionData ? flowStepOf(actionData) : null, actionData);
  const shown = useLatestScreen(loaderData, actionData).screen;
  return shown.data ? <PrivacyPage privacy={shown.data} reply={actionData} /> : <ContentErrorPanel />;
}
