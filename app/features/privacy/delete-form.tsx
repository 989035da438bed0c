import { getInputProps } from "@conform-to/react";
import { css } from "styled-system/css";
import { useT } from "~/shell/i18n";
import { ErrorList } from "~/ui/forms/field";
import { PasswordField } from "~/ui/forms/password-field";
import { IntentForm, SubmitButton, inputProps, useAccountForm } from "~/forms/form-kit";
import { type FormReply, replyFor } from "~/forms/form-reply";
import { DELETE_INTENT } from "./intent";

// "Account verwijderen", confirmed with the password; hydrated from its own chunk (ADR 13).

export function DeleteAccountForm({ reply }: { reply: FormReply | undefined }) {
  const t = useT();
  const [form, fields] = useAccountForm({
    id: DELETE_INTENT,
    schema: () => import("./schema").then((module) => module.privacyFormSchema(t)),
    lastResult: replyFor(reply, DELETE_INTENT),
  });
  const { key: _key, ...checkbox } = getInputProps(fields.understood, { type: "checkbox" });
  const understoodError = fields.understood.errors?.[0];
  return (
    <IntentForm form={form} intent={DELETE_INTENT}>
      <PasswordField
        key={fields.password.key}
        label={t("privacyDeletePasswordLabel", "Uw wachtwoord")}
        errors={fields.password.errors}
        inputProps={{ ...inputProps(fields.password, "password"), autoComplete: "current-password" }}
      />
      <div>
        <div className={css({ display: "flex", gap: "3", alignItems: "flex-start" })}>
          <input
            {...checkbox}
            aria-invalid={understoodError ? true : undefined}
            aria-describedby={understoodError ? `${fields.understood.id}-fout` : undefined}
            className={css({ mt: "1", w: "5", h: "5", flexShrink: 0, accentColor: "brand.primary" })}
          />
          <label htmlFor={fields.understood.id}>
            {t("privacyDeleteConfirmLabel", "Ik begrijp dat mijn account en mijn gegevens worden verwijderd en dat ik daarna niet meer kan inloggen.")}
          </label>
        </div>
        <ErrorList id={`${fields.understood.id}-fout`} errors={fields.understood.errors} />
      </div>
      <div>
        <SubmitButton intent={DELETE_INTENT} busyLabel={t("privacyDeleteBusy", "Bezig met verwijderen…")}>
          {t("privacyDeleteSubmit", "Account verwijderen")}
        </SubmitButton>
      </div>
    </IntentForm>
  );
}
