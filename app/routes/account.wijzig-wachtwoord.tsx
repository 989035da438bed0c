import { data } from "react-router";
import type { Route } from "./+types/account.wijzig-wachtwoord";
import type { AccountHandle } from "./account";
import { accountRequest } from "~/forms/account-request.server";
import { pageHeadingClass } from "~/forms/form-styles";
import { PasswordChangeForm, PasswordPage } from "~/features/account/password-page";
import { PASSWORD_INTENT } from "~/features/account/password-rules";
import { updatePasswordAction } from "~/features/account/password.server";
import { useT } from "~/shell/i18n";
import { sendWhenOnline } from "~/forms/offline-submit";

export const handle: AccountHandle = { breadcrumb: { key: "accountNavPassword", label: "Wachtwoord" } };

// Nothing to load: the server waits for the form's chunk so that it renders the form in place (ADR 13).
export async function loader() {
  await PasswordChangeForm.preload();
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const account = accountRequest(context);
  const formData = await request.formData();
  if (formData.get("intent") !== PASSWORD_INTENT) throw data("Onbekende actie", { status: 400 });
  return updatePasswordAction(account, formData);
}

/** Sent when the connection allows, kept while it does not (app/forms/offline-submit.ts). */
export const clientAction = ({ request, serverAction }: Route.ClientActionArgs) => sendWhenOnline({ request, serverAction });

export default function ChangePasswordPage({ actionData }: Route.ComponentProps) {
  const t = useT();
  return (
    <>
      <h1 className={pageHeadingClass}>{t("changePasswordHeading", "Wachtwoord wijzigen")}</h1>
      <PasswordPage reply={actionData} />
    </>
  );
}
