import { data } from "react-router";
import type { Route } from "./+types/account.e-mailadres";
import type { AccountHandle } from "./account";
import { accountRequest } from "~/forms/account-request.server";
import { revalidateAfterSubmission } from "~/forms/form-reply";
import { useLatestScreen } from "~/forms/latest-screen";
import { applyEmailChangeAction, loadEmailChange, resendEmailCodeAction, startEmailChangeAction, verifyEmailCodeAction } from "~/features/account/email-change.server";
import { EmailChangeStep, EmailChangeView } from "~/features/account/email-change-view";
import { pageHeadingClass } from "~/forms/form-styles";
import { EMAIL_APPLY_INTENT, EMAIL_RESEND_INTENT, EMAIL_START_INTENT, EMAIL_VERIFY_INTENT } from "~/features/account/intent";
import { LazyContentErrorPanel, preloadErrorPanelIfNeeded } from "~/shell/lazy-content-error-panel";
import { useT } from "~/shell/i18n";
import { sendWhenOnline } from "~/forms/offline-submit";

export const handle: AccountHandle = { breadcrumb: { key: "accountNavEmail", label: "E-mailadres" } };

export async function loader({ context }: Route.LoaderArgs) {
  const [loaded] = await Promise.all([loadEmailChange(accountRequest(context)), EmailChangeStep.preload()]);
  return preloadErrorPanelIfNeeded(loaded);
}

export async function action({ request, context }: Route.ActionArgs) {
  const account = accountRequest(context);
  const formData = await request.formData();
  switch (formData.get("intent")) {
    case EMAIL_START_INTENT:
      return startEmailChangeAction(account, formData);
    case EMAIL_RESEND_INTENT:
      return resendEmailCodeAction(account, formData);
    case EMAIL_VERIFY_INTENT:
      return verifyEmailCodeAction(account, formData);
    case EMAIL_APPLY_INTENT:
      return applyEmailChangeAction(account, formData);
    default:
      throw data("Onbekende actie", { status: 400 });
  }
}

/** Sent when the connection allows, kept while it does not (app/forms/offline-submit.ts). */
export const clientAction = ({ request, serverAction }: Route.ClientActionArgs) => sendWhenOnline({ request, serverAction });

export const shouldRevalidate = revalidateAfterSubmission;

export default function EmailAddressPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  // After a change: the page as the write answered it (issue 59).
  const shown = useLatestScreen(loaderData, actionData).screen;
  return (
    <>
      <h1 className={pageHeadingClass}>{t("emailChangeHeading", "E-mailadres wijzigen")}</h1>
      {shown.data ? <EmailChangeView state={shown.data} reply={actionData} /> : <LazyContentErrorPanel />}
    </>
  );
}
