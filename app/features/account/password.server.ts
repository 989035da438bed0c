import { parseWithZod } from "@conform-to/zod/v4";
import { UpdatePasswordDocument } from "~/graphql/generated/graphql";
import { originGraphQL } from "~/platform/origin/graphql.server";
import type { AccountRequest } from "~/forms/account-request.server";
import { invalid, rejected, succeeded } from "~/forms/form-reply.server";
import { PASSWORD_INTENT } from "./password-rules";
import { passwordSchema } from "./password-schema";

// Passwords never travel back into the page, not even after a refused submit.
const hideFields = ["currentPassword", "newPassword"];

/** Changes the password; the current session stays valid, the others end when asked. */
export async function updatePasswordAction(account: AccountRequest, formData: FormData) {
  const { t } = account;
  const submission = parseWithZod(formData, { schema: passwordSchema(t, account.session.username) });
  if (submission.status !== "success") return invalid(PASSWORD_INTENT, submission, { hideFields });
  try {
    await originGraphQL(account.app, account.session, UpdatePasswordDocument, submission.value);
  } catch (error) {
    return rejected(account, PASSWORD_INTENT, submission, error, {
      fields: ["currentPassword", "newPassword"],
      codeFields: { "SAME-PASSWORD": "newPassword", "WEAK-PASSWORD": "newPassword", "INVALID-CURRENT-PASSWORD": "currentPassword" },
      hideFields,
    });
  }
  return succeeded(
    PASSWORD_INTENT,
    submission,
    submission.value.endOtherSessions
      ? t("passwordChangedOthersLoggedOut", "Uw wachtwoord is gewijzigd. U bent op uw andere apparaten uitgelogd.")
      : t("passwordChanged", "Uw wachtwoord is gewijzigd."),
  );
}
