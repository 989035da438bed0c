import { data } from "react-router";
import type { Route } from "./+types/account.telefoonnummer";
import type { AccountHandle } from "./account";
import { accountRequest } from "~/forms/account-request.server";
import { revalidateAfterSubmission } from "~/forms/form-reply";
import { useLatestScreen } from "~/forms/latest-screen";
import { pageHeadingClass } from "~/forms/form-styles";
import { loadPhoneVerification, resendPhoneCodeAction, startPhoneVerificationAction, verifyPhoneCodeAction } from "~/features/account/phone-verification.server";
import { PhoneVerificationStep, PhoneVerificationView } from "~/features/account/phone-verification-view";
import { PHONE_RESEND_INTENT, PHONE_START_INTENT, PHONE_VERIFY_INTENT } from "~/features/account/intent";
import { LazyContentErrorPanel, preloadErrorPanelIfNeeded } from "~/shell/lazy-content-error-panel";
import { useT } from "~/shell/i18n";
import { sendWhenOnline } from "~/forms/offline-submit";

export const handle: AccountHandle = { breadcrumb: { key: "accountNavPhone", label: "Telefoonnummer" } };

export async function loader({ context }: Route.LoaderArgs) {
  const [loaded] = await Promise.all([loadPhoneVerification(accountRequest(context)), PhoneVerificationStep.preload()]);
  return preloadErrorPanelIfNeeded(loaded);
}

export async function action({ request, context }: Route.ActionArgs) {
  const account = accountRequest(context);
  const formData = await request.formData();
  switch (formData.get("intent")) {
    case PHONE_START_INTENT:
      return startPhoneVerificationAction(account, formData);
    case PHONE_RESEND_INTENT:
      return resendPhoneCodeAction(account, formData);
    case PHONE_VERIFY_INTENT:
      return verifyPhoneCodeAction(account, formData);
    default:
      throw data("Onbekende actie", { status: 400 });
  }
}

/** Sent when the connection allows, kept while it does not (app/forms/offline-submit.ts). */
export const clientAction = ({ request, serverAction }: Route.ClientActionArgs) => sendWhenOnline({ request, serverAction });

export const shouldRevalidate = revalidateAfterSubmission;

export default function PhoneNumberPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  // After a change: the page as the write answered it (issue 59).
  const shown = useLatestScreen(loaderData, actionData).screen;
  return (
    <>
      <h1 className={pageHeadingClass}>{t("phoneHeading", "Mobiel nummer")}</h1>
      {shown.data ? <PhoneVerificationView state={shown.data} reply={actionData} /> : <LazyContentErrorPanel />}
    </>
  );
}
