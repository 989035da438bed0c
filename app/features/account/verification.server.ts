import type { AccountRequest } from "./account.server";
import { type RejectOptions, isOriginCode } from "./form-reply.server";

// What the e-mail change and the phone verification share on the server: the contract's timing
// (codes live 10 minutes, a new code at most every 60 s) and the texts built from it.

export const CODE_LIFETIME_SECONDS = 10 * 60;
export const RESEND_THROTTLE_SECONDS = 60;

/** Whole seconds until an ISO moment, never below 0. */
export function secondsUntil(iso: string, now = Date.now()): number {
  const at = Date.parse(iso);
  return Number.isNaN(at) ? 0 : Math.max(0, Math.ceil((at - now) / 1000));
}

/**
 * When the next e-mail code may be sent. The e-mail challenge carries no resendAvailableAt; it was
 * created CODE_LIFETIME before it expires, and the throttle counts from that moment.
 */
export function emailResendAvailableAt(expiresAt: string): string {
  const at = Date.parse(expiresAt) - (CODE_LIFETIME_SECONDS - RESEND_THROTTLE_SECONDS) * 1000;
  return Number.isNaN(at) ? expiresAt : new Date(at).toISOString();
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
 * Texts that need the origin's state after a refusal: the attempts left after a wrong code, the
 * seconds until a new code may be sent. Read again from the origin; without it the code's own text stands.
 */
export async function challengeMessages(
  request: AccountRequest,
  error: unknown,
  readState: () => Promise<{ pending: { attemptsLeft: number } | null; resendInSeconds: number }>,
): Promise<RejectOptions["messages"]> {
  const wrongCode = isOriginCode(error, "INVALID-VERIFICATION-CODE");
  const throttled = isOriginCode(error, "TOO-MANY-REQUESTS");
  if (!wrongCode && !throttled) return {};
  // The throttle counts from the last code sent, also of a change already applied (then there is no
  // open challenge to count from): the origin's own Dutch text names the seconds.
  const originThrottleText = throttled ? error.violation.violations.find((violation) => violation.code === "TOO-MANY-REQUESTS")?.message : undefined;
  const fallback = originThrottleText ? { "TOO-MANY-REQUESTS": originThrottleText } : {};
  try {
    const { pending, resendInSeconds } = await readState();
    return {
      ...fallback,
      ...(wrongCode && pending ? { "INVALID-VERIFICATION-CODE": wrongCodeText(request, pending.attemptsLeft) } : {}),
      ...(throttled && resendInSeconds > 0 ? { "TOO-MANY-REQUESTS": resendWaitText(request, resendInSeconds) } : {}),
    };
  } catch {
    return fallback;
  }
}
