import { parseWithZod } from "@conform-to/zod/v4";
import { ChangeEmailDocument, type ChangeEmailMutation, CompleteEmailChangeDocument, type EmailChangeScreenFragment, EmailChangeStateDocument, StartEmailChangeDocument } from "~/graphql/generated/graphql";
import { originGraphQL } from "~/platform/origin/graphql.server";
import { type AccountRequest, loaded, loadFromOrigin } from "~/forms/account-request.server";
import { type RejectOptions, invalid, rejected, succeeded } from "~/forms/form-reply.server";
import {
  EMAIL_APPLY_INTENT,
  EMAIL_RESEND_INTENT,
  EMAIL_START_INTENT,
  EMAIL_VERIFY_INTENT,
  challengeSchema,
  newEmailSchema,
  startEmailSchema,
  verifyCodeSchema,
} from "./verification-schema";
import { challengeMessages, secondsUntil } from "./verification.server";

// /account/e-mailadres: new address → code to that address → check the code → apply the change.

/** The address, the open change (if any) and the subscriptions that use the address, in one read (spec §7: re-read after every change). */
export function loadEmailChange(account: AccountRequest) {
  return loadFromOrigin(account, "e-mail change", async () => emailChangeView(account, await originGraphQL(account.app, account.session, EmailChangeStateDocument, {})));
}

function emailChangeView(account: AccountRequest, state: EmailChangeScreenFragment) {
  const pending = state.pendingEmailChange ?? null;
  return {
    email: state.account?.profile.contact_information.email ?? account.session.username,
    pending,
    resendInSeconds: pending ? secondsUntil(pending.resendAvailableAt) : 0,
    subscriptions: state.linkedSubscriptions,
  };
}

/** The taken-address error belongs next to the address even when the origin names no field; the password never goes back into the page. */
const startOptions = (messages: RejectOptions["messages"]): RejectOptions => ({
  fields: ["newEmail", "currentPassword"],
  codeFields: { "EMAIL-ALREADY-IN-USE": "newEmail", "INVALID-CURRENT-PASSWORD": "currentPassword" },
  hideFields: ["currentPassword"],
  messages,
});

/**
 * A code to the new address: the first with the current password (start), a new one for the open change
 * without it (resend; the origin knows the change was started with it).
 */
async function sendCode(account: AccountRequest, formData: FormData, intent: typeof EMAIL_START_INTENT | typeof EMAIL_RESEND_INTENT) {
  const { t } = account;
  const schema = intent === EMAIL_START_INTENT ? startEmailSchema(t, account.session.username) : newEmailSchema(t, account.session.username);
  const submission = parseWithZod(formData, { schema });
  if (submission.status !== "success") return invalid(intent, submission, { hideFields: ["currentPassword"] });
  const value: { newEmail: string; currentPassword?: string } = submission.value;
  const currentPassword = value.currentPassword ?? null;
  let answer;
  try {
    answer = await originGraphQL(account.app, account.session, StartEmailChangeDocument, { newEmail: submission.value.newEmail, currentPassword });
  } catch (error) {
    return rejected(account, intent, submission, error, startOptions(challengeMessages(account, error)));
  }
  return succeeded(intent, submission, t("emailCodeSent", "We hebben een code van 6 cijfers gestuurd naar {email}.", { email: submission.value.newEmail }), null, loaded(emailChangeView(account, answer.after)));
}

export function startEmailChangeAction(account: AccountRequest, formData: FormData) {
  return sendCode(account, formData, EMAIL_START_INTENT);
}

export function resendEmailCodeAction(account: AccountRequest, formData: FormData) {
  return sendCode(account, formData, EMAIL_RESEND_INTENT);
}

/** Changes the address of a verified challenge; the session follows the new username. */
async function applyChange(account: AccountRequest, challengeId: string) {
  const { changeEmail } = await originGraphQL(account.app, account.session, ChangeEmailDocument, { challengeId });
  return changed(account, changeEmail);
}

/** The session follows the account's new username; the address it now has. */
function changed(account: AccountRequest, updated: ChangeEmailMutation["changeEmail"]) {
  account.sessionState.set({ ...account.session, username: updated.username });
  return updated.profile.contact_information.email;
}

const applied = (account: AccountRequest, email: string) =>
  account.t("emailChanged", "Uw e-mailadres is gewijzigd. U logt voortaan in met {email}.", { email });

export async function verifyEmailCodeAction(account: AccountRequest, formData: FormData) {
  const submission = parseWithZod(formData, { schema: verifyCodeSchema(account.t) });
  if (submission.status !== "success") return invalid(EMAIL_VERIFY_INTENT, submission);
  const { challengeId, code } = submission.value;
  try {
    // The code and the change in one request (issue 59); a refused code changes nothing.
    const { changeEmail } = await originGraphQL(account.app, account.session, CompleteEmailChangeDocument, { challengeId, code });
    return succeeded(EMAIL_VERIFY_INTENT, submission, applied(account, changed(account, changeEmail)));
  } catch (error) {
    return rejected(account, EMAIL_VERIFY_INTENT, submission, error, { fields: ["code"], messages: challengeMessages(account, error) });
  }
}

/** A verified change whose apply step failed earlier (e.g. the origin was away) is finished here. */
export async function applyEmailChangeAction(account: AccountRequest, formData: FormData) {
  const submission = parseWithZod(formData, { schema: challengeSchema(account.t) });
  if (submission.status !== "success") return invalid(EMAIL_APPLY_INTENT, submission);
  try {
    return succeeded(EMAIL_APPLY_INTENT, submission, applied(account, await applyChange(account, submission.value.challengeId)));
  } catch (error) {
    return rejected(account, EMAIL_APPLY_INTENT, submission, error, { fields: [] });
  }
}
