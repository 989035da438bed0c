import { getInputProps } from "@conform-to/react";
import { useMemo } from "react";
import { css } from "styled-system/css";
import { useRootData } from "~/shell/root-data";
import { useT } from "~/shell/i18n";
import { PasswordField } from "~/ui/forms/password-field";
import { IntentForm, SubmitButton, inputProps, useAccountForm } from "~/forms/form-kit";
import { type FormReply, replyFor } from "~/forms/form-reply";
import { PASSWORD_INTENT, passwordRules } from "./password-rules";

// The password form, hydrated from its own chunk (ADR 13); the page around it is
// password-page.tsx.

export function PasswordChangeForm({ reply }: { reply: FormReply | undefined }) {
  const t = useT();
  const email = useRootData()?.account?.username ?? "";
  const rules = useMemo(() => passwordRules(t, email), [t, email]);
  const [form, fields] = useAccountForm({
    id: PASSWORD_INTENT,
    schema: () => import("./password-schema").then((module) => module.passwordSchema(t, email)),
    lastResult: replyFor(reply, PASSWORD_INTENT),
  });
  const { key: _key, ...checkbox } = getInputProps(fields.endOtherSessions, { type: "checkbox" });
  return (
    <IntentForm form={form} intent={PASSWORD_INTENT}>
      <PasswordField
        key={fields.currentPassword.key}
        label={t("currentPasswordLabel", "Huidig wachtwoord")}
        errors={fields.currentPassword.errors}
        inputProps={{ ...inputProps(fields.currentPassword, "password"), autoComplete: "current-password" }}
      />
      <PasswordField
        key={fields.newPassword.key}
        label={t("newPasswordLabel", "Nieuw wachtwoord")}
        errors={fields.newPassword.errors}
        requirements={rules}
        inputProps={{ ...inputProps(fields.newPassword, "password"), autoComplete: "new-password" }}
      />
      <div className={css({ display: "flex", gap: "3", alignItems: "flex-start" })}>
        <input {...checkbox} className={css({ mt: "1", w: "5", h: "5", flexShrink: 0, accentColor: "brand.primary" })} />
        <label htmlFor={fields.endOtherSessions.id}>{t("endOtherSessionsLabel", "Log mijn andere apparaten uit")}</label>
      </div>
      <div>
        <SubmitButton intent={PASSWORD_INTENT} busyLabel={t("savingLabel", "Bezig met opslaan…")}>
          {t("passwordSave", "Wachtwoord wijzigen")}
        </SubmitButton>
      </div>
    </IntentForm>
  );
}
