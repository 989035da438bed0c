import { css } from "styled-system/css";
import { IntentForm, SubmitButton, SuccessNotice, inputProps, useAccountForm } from "~/forms/form-kit";
import { type FormReply, replyFor } from "~/forms/form-reply";
import { useT } from "~/shell/i18n";
import { TextField } from "~/ui/forms/field";
import { LINK_INTENT } from "./intent";

/** "Abonnement koppelen": a subscription taken out by phone or in a shop, by its number and postcode. */
export function LinkSubscriptionForm({ reply }: { reply: FormReply | undefined }) {
  const t = useT();
  const [form, fields] = useAccountForm({
    id: LINK_INTENT,
    schema: () => import("./schema").then((module) => module.linkSubscriptionSchema(t)),
    lastResult: replyFor(reply, LINK_INTENT),
  });
  return (
    <section aria-labelledby="koppelen" className={css({ mt: "10", pt: "6", borderTopWidth: "1px", borderTopStyle: "solid", borderColor: "border.default" })}>
      <h2 id="koppelen" className={css({ fontSize: "2xl", fontWeight: "bold", mb: "2" })}>
        {t("linkSubscriptionTitle", "Abonnement koppelen")}
      </h2>
      <p className={css({ mb: "4" })}>
        {t("linkSubscriptionIntro", "Staat een abonnement nog niet in uw overzicht? Vul het abonnementsnummer van uw factuur of bevestigingsbrief in en de postcode van het bezorgadres.")}
      </p>
      <SuccessNotice reply={reply} intents={[LINK_INTENT]} />
      <IntentForm form={form} intent={LINK_INTENT}>
        <TextField
          key={fields.subscriptionNumber.key}
          label={t("linkSubscriptionNumber", "Abonnementsnummer")}
          errors={fields.subscriptionNumber.errors}
          inputProps={{ ...inputProps(fields.subscriptionNumber, "text"), inputMode: "numeric", autoComplete: "off" }}
        />
        <TextField
          key={fields.zipCode.key}
          label={t("linkSubscriptionZip", "Postcode van het bezorgadres")}
          errors={fields.zipCode.errors}
          hint={t("linkSubscriptionZipHint", "Bijvoorbeeld 1234 AB (Nederland) of 1000 (België)")}
          inputProps={{ ...inputProps(fields.zipCode, "text"), autoComplete: "postal-code" }}
        />
        <div>
          <SubmitButton intent={LINK_INTENT} busyLabel={t("linkSubscriptionBusy", "Bezig met koppelen…")}>
            {t("linkSubscriptionSubmit", "Abonnement koppelen")}
          </SubmitButton>
        </div>
      </IntentForm>
    </section>
  );
}
