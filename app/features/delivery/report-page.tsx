import { getFormProps } from "@conform-to/react";
import { Form } from "react-router";
import { css } from "styled-system/css";
import { FormErrors, SubmitButton, formClass, pageHeadingClass, useAccountForm } from "~/forms/form-kit";
import { replyFor } from "~/forms/form-reply";
import { SubscriptionIdentityInputs } from "~/forms/subscription-identity";
import { useT } from "~/shell/i18n";
import { Notification } from "~/ui/notification/notification";
import { REPORT_IDENTIFY_INTENT } from "./intent";
import { outcomeText } from "./labels";
import { ComplaintForm } from "./lazy-forms";
import { CARRIED_FIELD_NAME } from "./report-fields";
import type { ReportReply } from "./report.server";

// /bezorgservice/melden: identify, report (the logged-in complaint form), the outcome (ADR 40).

const schema = (t: ReturnType<typeof useT>, country: "NL" | "BE") => () =>
  Promise.all([import("zod"), import("~/forms/field-rules")]).then(([{ z }, rules]) =>
    z.object({ intent: z.literal(REPORT_IDENTIFY_INTENT), ...rules.subscriptionIdentityFields(t, country) }),
  );

function IdentifyStep({ country, reply }: { country: "NL" | "BE"; reply: ReportReply | undefined }) {
  const t = useT();
  const [form, fields] = useAccountForm({ id: "krant-melden", schema: schema(t, country), lastResult: replyFor(reply, REPORT_IDENTIFY_INTENT) });
  return (
    <Form method="post" {...getFormProps(form)} className={formClass}>
      <p className={css({ m: "0" })}>
        {t("deliveryReportIdentifyIntro", "Vul het abonnementsnummer in (op uw factuur of in de bevestiging van uw abonnement) en de postcode en het huisnummer van uw bezorgadres.")}
      </p>
      <input type="hidden" name="intent" value={REPORT_IDENTIFY_INTENT} />
      <FormErrors id={form.errorId} errors={form.errors} />
      <SubscriptionIdentityInputs fields={fields} />
      <div>
        <SubmitButton intent={REPORT_IDENTIFY_INTENT} busyLabel={t("cancellationSearching", "Bezig met zoeken…")}>
          {t("cancellationIdentifySubmit", "Abonnement zoeken")}
        </SubmitButton>
      </div>
    </Form>
  );
}

export function ReportPage({ country, reply }: { country: "NL" | "BE"; reply: ReportReply | undefined }) {
  const t = useT();
  const receipt = reply?.receipt;
  const identified = reply?.identified;
  return (
    <>
      <h1 className={pageHeadingClass}>{t("deliveryReportTitle", "Geen krant ontvangen? Meld het hier")}</h1>
      {receipt ? (
        <Notification variant="info" shouldAnnounce>
          <div className={css({ display: "flex", flexDirection: "column", gap: "2" })}>
            <p className={css({ m: "0", fontWeight: "bold" })}>{t("deliveryReportReceived", "Wij hebben uw melding ontvangen.")}</p>
            <p className={css({ m: "0" })}>
              {receipt.title} · {receipt.complaint.edition}
            </p>
            <p className={css({ m: "0" })}>{outcomeText(receipt.complaint, t)}</p>
            <p className={css({ m: "0" })}>{t("deliveryReportSentTo", "U krijgt een bevestiging op {email}.", { email: receipt.sentTo })}</p>
          </div>
        </Notification>
      ) : identified ? (
        <>
          <p className={css({ m: "0", mb: "2", fontWeight: "semibold" })}>{identified.flow.subscription.title}</p>
          <p className={css({ m: "0", mb: "4" })}>
            {t("deliveryReportRules", "Kwam uw krant of blad niet, of beschadigd? Dan krijgt u {amount} terug op uw volgende factuur. De bevestiging sturen wij naar {email}.", {
              amount: identified.flow.creditPerEdition,
              email: identified.emailHint,
            })}
          </p>
          <ComplaintForm flow={identified.flow} reply={reply} carry={{ ticket: identified.ticket, [CARRIED_FIELD_NAME]: identified.carried }} />
        </>
      ) : (
        <IdentifyStep country={country} reply={reply} />
      )}
    </>
  );
}
