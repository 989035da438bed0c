import { useSearchParams } from "react-router";
import { css } from "styled-system/css";
import { useT } from "~/shell/i18n";
import { lazyForm } from "~/forms/lazy-form";
import { Tag } from "~/ui/tag/tag";
import type { FormReply } from "~/forms/form-reply";
import { sectionClass } from "~/forms/form-styles";
import { SuccessNotice } from "~/forms/success-notice";
import type { PhoneVerificationState } from "./phone-verification-state";
import { PHONE_RESEND_INTENT, PHONE_START_INTENT, PHONE_VERIFY_INTENT, RESTART_PARAM } from "./intent";

// /account/telefoonnummer. What the page shows renders from the route chunk (the number as people
// write it comes formatted from the server); the step forms hydrate from their own chunk
// (phone-verification-forms.tsx, ADR 13); the loader awaits `PhoneVerificationStep.preload()`.

export type { PhoneVerificationState } from "./phone-verification-state";

export const PhoneVerificationStep = lazyForm(() => import("./phone-verification-forms").then((module) => module.PhoneVerificationStep));

export function PhoneVerificationView({ state, reply }: { state: PhoneVerificationState; reply: FormReply | undefined }) {
  const t = useT();
  const [searchParams] = useSearchParams();
  const pending = searchParams.has(RESTART_PARAM) ? null : state.pending;
  return (
    <>
      <SuccessNotice reply={reply} intents={[PHONE_START_INTENT, PHONE_RESEND_INTENT, PHONE_VERIFY_INTENT]} />
      <p className={css({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: "2", mb: "6" })}>
        {state.phoneNumber ? (
          <>
            <span>
              {t("phoneCurrent", "Uw mobiele nummer")}: <strong>{state.phoneDisplay ?? state.phoneNumber}</strong>
            </span>
            {state.phoneVerified ? <Tag color="green">{t("verifiedLabel", "Bevestigd")}</Tag> : <Tag color="orange">{t("unverifiedLabel", "Niet bevestigd")}</Tag>}
          </>
        ) : (
          <span>{t("phoneNone", "U heeft nog geen mobiel nummer opgegeven.")}</span>
        )}
      </p>
      <section aria-labelledby="telefoon-stap" className={sectionClass}>
        <PhoneVerificationStep state={state} pending={pending} reply={reply} />
      </section>
    </>
  );
}
