import { data } from "react-router";
import type { Route } from "./+types/account.wijzig-wachtwoord";
import type { AccountHandle } from "./account";
import { accountRequest } from "~/forms/account-request.server";
import { pageHeadingClass } from "~/forms/form-kit";
import { PasswordChangeForm } from "~/features/account/password-form";
import { PASSWORD_INTENT } from "~/features/account/password-rules";
import { updatePasswordAction } from "~/features/account/password.server";
import { useT } from "~/shell/i18n";

export const handle: AccountHandle = { breadcrumb: { key: "accountNavPassword", label: "Wachtwoord" } };

export async function action({ request, context }: Route.ActionArgs) {
  const account = accountRequest(context);
  const formData = await request.formData();
  if (formData.get("intent") !== PASSWORD_INTENT) throw data("Onbekende actie", { status: 400 });
  return updatePasswordAction(account, formData);
}

export default function ChangePasswordPage({ actionData }: Route.ComponentProps) {
  const t = useT();
  return (
    <>
      <h1 className={pageHeadingClass}>{t("changePasswordHeading", "Wachtwoord wijzigen")}</h1>
      <PasswordChangeForm reply={actionData} />
    </>
  );
}
