import { data } from "react-router";
import type { Route } from "./+types/account._index";
import type { AccountHandle } from "./account";
import { accountRequest } from "~/forms/account-request.server";
import { revalidateAfterSubmission } from "~/forms/form-reply";
import { useLatestScreen } from "~/forms/latest-screen";
import { pageHeadingClass } from "~/forms/form-styles";
import { AccountProfileView, preloadProfileForms } from "~/features/account/profile-page";
import { ADDRESS_INTENT, DELETE_ADDRESS_INTENT, PERSONAL_INTENT } from "~/features/account/intent";
import { deleteAddressAction, loadAccountProfile, updateAddressAction, updatePersonalInformationAction } from "~/features/account/profile.server";
import { useT } from "~/shell/i18n";
import { LazyContentErrorPanel, preloadErrorPanelIfNeeded } from "~/shell/lazy-content-error-panel";
import { sendWhenOnline } from "~/forms/offline-submit";

// The layout's own "Mijn account" crumb is the last one here, so no crumb of its own.
export const handle: AccountHandle = {};

export async function loader({ context }: Route.LoaderArgs) {
  const [loaded] = await Promise.all([loadAccountProfile(accountRequest(context)), preloadProfileForms()]);
  return preloadErrorPanelIfNeeded(loaded);
}

export async function action({ request, context }: Route.ActionArgs) {
  const account = accountRequest(context);
  const formData = await request.formData();
  switch (formData.get("intent")) {
    case PERSONAL_INTENT:
      return updatePersonalInformationAction(account, formData);
    case ADDRESS_INTENT:
      return updateAddressAction(account, formData);
    case DELETE_ADDRESS_INTENT:
      return deleteAddressAction(account, formData);
    default:
      throw data("Onbekende actie", { status: 400 });
  }
}

/** Sent when the connection allows, kept while it does not (app/forms/offline-submit.ts). */
export const clientAction = ({ request, serverAction }: Route.ClientActionArgs) => sendWhenOnline({ request, serverAction });

export const shouldRevalidate = revalidateAfterSubmission;

export default function AccountPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  // After a change: the page as the write answered it (issue 59).
  const shown = useLatestScreen(loaderData, actionData).screen;
  return (
    <>
      <h1 className={pageHeadingClass}>{t("accountHeading", "Mijn account")}</h1>
      {shown.data ? <AccountProfileView account={shown.data} reply={actionData} /> : <LazyContentErrorPanel />}
    </>
  );
}
