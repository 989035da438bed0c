import { parseWithZod } from "@conform-to/zod/v4";
import { CompletePhoneVerificationDocument, type PhoneVerificationScreenFragment, PhoneVerificationStateDocument, StartPhoneVerificationDocument } from "~/graphql/generated/graphql";
import { originGraphQL } from "~/platform/origin/graphql.server";
import { type AccountRequest, loaded, loadFromOrigin } from "~/forms/account-request.server";
import { invalid, rejected, succeeded } from "~/forms/form-reply.server";
import { displayPhoneNumber } from "~/forms/phone-display";
import { PHONE_RESEND_INTENT, PHONE_START_INTENT, PHONE_VERIFY_INTENT, newPhoneSchema, verifyCodeSchema } from "./verification-schema";
import type { PhoneVerificationState } from "./phone-verification-state";
import { challengeMessages, secondsUntil } from "./verification.server";

// /account/telefoonnummer: a NL/BE mobile number → code by SMS → the number is stored as verified.

async function readState(account: AccountRequest): Promise<PhoneVerificationState> {
  return phoneView(await originGraphQL(account.app, account.session, PhoneVerificationStateDocument, {}));
}

function phoneView(state: PhoneVerificationScreenFragment): PhoneVerificationState {
  const pending = state.pendingPhoneVerification ?? null;
  const phoneNumber = state.account?.profile.contact_information.phone_number ?? null;
  return {
    phoneNumber,
    phoneDisplay: phoneNumber ? displayPhoneNumber(phoneNumber) : null,
    phoneVerified: state.account?.profile.contact_information.phone_verified ?? false,
    pending,
    resendInSeconds: pending ? secondsUntil(pending.resendAvailableAt) : 0,
  };
}

export function loadPhoneVerification(account: AccountRequest) {
  return loadFromOrigin(account, "phone verification", () => readState(account));
}

async function sendCode(account: AccountRequest, formData: FormData, intent: string) {
  const { t } = account;
  const submission = parseWithZod(formData, { schema: newPhoneSchema(t) });
  if (submission.status !== "success") return invalid(intent, submission);
  let answer;
  try {
    answer = await originGraphQL(account.app, account.session, StartPhoneVerificationDocument, { phoneNumber: submission.value.phoneNumber });
  } catch (error) {
    return rejected(account, intent, submission, error, {
      fields: ["phoneNumber"],
      codeFields: { "INVALID-PHONE-NUMBER": "phoneNumber" },
      messages: challengeMessages(account, error),
    });
  }
  return succeeded(intent, submission, t("phoneCodeSent", "We hebben een sms met een code van 6 cijfers gestuurd naar {phoneNumber}.", { phoneNumber: displayPhoneNumber(submission.value.phoneNumber) }), null, loaded(phoneView(answer.after)));
}

export function startPhoneVerificationAction(account: AccountRequest, formData: FormData) {
  return sendCode(account, formData, PHONE_START_INTENT);
}

export function resendPhoneCodeAction(account: AccountRequest, formData: FormData) {
  return sendCode(account, formData, PHONE_RESEND_INTENT);
}

export async function verifyPhoneCodeAction(account: AccountRequest, formData: FormData) {
  const { t } = account;
  const submission = parseWithZod(formData, { schema: verifyCodeSchema(t) });
  if (submission.status !== "success") return invalid(PHONE_VERIFY_INTENT, submission);
  try {
    const { completeUpdateAccountPhoneNumber: verified, after } = await originGraphQL(account.app, account.session, CompletePhoneVerificationDocument, submission.value);
    const phoneNumber = verified.profile.contact_information.phone_number;
    return succeeded(PHONE_VERIFY_INTENT, submission, t("phoneVerified", "Uw mobiele nummer {phoneNumber} is bevestigd.", { phoneNumber: phoneNumber ? displayPhoneNumber(phoneNumber) : "" }), null, loaded(phoneView(after)));
  } catch (error) {
    return rejected(account, PHONE_VERIFY_INTENT, submission, error, { fields: ["code"], messages: challengeMessages(account, error) });
  }
}
