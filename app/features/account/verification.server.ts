import { OriginError } from "~/platform/origin/violations";
import type { AccountRequest } from "~/forms/account-request.server";
import { type RejectOptions, isOriginCode } from "~/forms/form-reply.server";

// What the e-mail change and the phone verification share on the server: the resend countdown and
// the texts built from the numbers the origin sends with a refusal.

/** Whole seconds until an ISO moment, never below 0. */
export function secondsUntil(iso: string, now = Date.now()): number {
  const at = Date.parse(iso);
  return Number.isNaN(at) ? 0 : Math.max(0, Math.ceil((at - now) / 1000));
}

export function resendWaitText(request: Pick<AccountRequest, "t">, seconds: number): string {
  return seconds === 1
    ? request.t("resendWaitOne", "U heeft net een code gekregen. U kunt over 1 seconde een nieuwe code aanvragen.")
    : request.t("resendWait", "U heeft net een code gekregen. U kunt over {seconds} seconden een nieuwe code aanvragen.", { seconds });
}

export function wrongCodeText(request: Pick<AccountRequest, "t">, attemptsLeft: number): string {
  if (attemptsLeft <= 0) return request.t("verificationCodeNoAttemptsLeft", "Deze code klopt niet en u kunt het niet nog eens proberen. Vraag een nieuwe code aan.");
  return attemptsLeft === 1
    ? request.t("verificationCodeWrongOne", "Deze code klopt niet. U kunt het nog 1 keer proberen.")
    : request.t("verificationCodeWrong", "Deze code klopt niet. U kunt het nog {attempts} keer proberen.", { attempts: attemptsLeft });
}

/**
 * Texts built from the numbers the origin sends with a refusal (extensions, carried by toViolation):
 * the attempts left after a wrong code, the seconds until a new code may be sent. Without a number
 * the code's own text stands: for a spent code the origin sends no attempts, and its message says so.
 */
export function challengeMessages(request: Pick<AccountRequest, "t">, error: unknown): RejectOptions["messages"] {
  if (!(error instanceof OriginError)) return {};
  const { violations, attemptsLeft, retryAfterSeconds } = error.violation;
  const messages: RejectOptions["messages"] = {};
  if (isOriginCode(error, "INVALID-VERIFICATION-CODE") && attemptsLeft !== undefined) {
    messages["INVALID-VERIFICATION-CODE"] = wrongCodeText(request, attemptsLeft);
  }
  if (isOriginCode(error, "TOO-MANY-REQUESTS")) {
    // The throttle counts from the last code sent, also of a change already applied.
    const originText = violations.find((violation) => violation.code === "TOO-MANY-REQUESTS")?.message;
    const text = retryAfterSeconds ? resendWaitText(request, retryAfterSeconds) : originText;
    if (text) messages["TOO-MANY-REQUESTS"] = text;
  }
  return messages;
}
