import { css } from "styled-system/css";
import { useT } from "~/shell/i18n";
import { Notification } from "~/ui/notification/notification";
import type { FormReply } from "~/forms/form-reply";
import { lazyForm } from "~/forms/lazy-form";
import { SuccessNotice } from "~/forms/success-notice";
import { PASSWORD_INTENT } from "./password-rules";

/** The form hydrates from its own chunk (ADR 13); the route's loader awaits `PasswordChangeForm.preload()`. */
export const PasswordChangeForm = lazyForm(() => import("./password-form").then((module) => module.PasswordChangeForm));

/** /account/wijzig-wachtwoord below its heading: the form (from its own chunk, ADR 13) and the reset warning. */
export function PasswordPage({ reply }: { reply: FormReply | undefined }) {
  const t = useT();
  return (
    <>
      <SuccessNotice reply={reply} intents={[PASSWORD_INTENT]} />
      <PasswordChangeForm reply={reply} />
      {/* Spec §2/§8: the reset-password link is replaced by this warning. */}
      <Notification variant="warning" className={css({ mt: "8" })}>
        {t(
          "resetPasswordWarning",
          "Vanwege technische problemen is het op dit moment niet mogelijk om uw wachtwoord te resetten via de Mijn Omgeving. U kunt uw wachtwoord wel wijzigen wanneer u uitlogt en op 'Ik ben mijn wachtwoord vergeten' klikt.",
        )}
      </Notification>
    </>
  );
}
