import { getFormProps, getInputProps } from "@conform-to/react";
import { Form } from "react-router";
import { css } from "styled-system/css";
import { FormErrors, SubmitButton, formClass, inputProps, useAccountForm } from "~/forms/form-kit";
import { type FormReply, replyFor } from "~/forms/form-reply";
import { ContentErrorPanel } from "~/shell/content-error-panel";
import { useT } from "~/shell/i18n";
import { ErrorList, TextField } from "~/ui/forms/field";
import { Notification } from "~/ui/notification/notification";
import { Steps } from "~/ui/steps/steps";
import { Tag } from "~/ui/tag/tag";
import { DIRECT_DEBIT_INTENT } from "./intent";
import type { PaymentSubscription } from "./payment.server";

const list = css({ display: "flex", flexDirection: "column", gap: "3", listStyle: "none", p: "0", m: "0" });
const card = css({ display: "flex", flexWrap: "wrap", gap: "3", justifyContent: "space-between", alignItems: "center", p: "4", borderWidth: "1px", borderStyle: "solid", borderColor: "border.default", rounded: "lg", bg: "bg.canvas" });

/** /betaalservice and /betaalservice/wijzigen: how each subscription is paid, with "Wijzigen". */
export function PaymentOverviewPage({ subscriptions, changed, heading }: { subscriptions: PaymentSubscription[] | null; changed: PaymentSubscription | null; heading: string }) {
  const t = useT();
  return (
    <>
      <h1 className={css({ fontSize: "3xl", fontWeight: "bold", mb: "4" })}>{heading}</h1>
      {changed ? (
        <Notification variant="success" shouldAnnounce>
          {t("paymentChangedNotice", "De betaalwijze van {title} is gewijzigd: {payment}.", { title: changed.title, payment: changed.payment ?? "" })}
        </Notification>
      ) : null}
      {subscriptions === null ? (
        <ContentErrorPanel />
      ) : subscriptions.length === 0 ? (
        <p>{t("paymentNoSubscriptions", "U heeft geen lopende abonnementen waarvan u de betaalwijze kunt wijzigen.")}</p>
      ) : (
        <ul className={list}>
          {subscriptions.map((subscription) => (
            <li key={subscription.subscriptionId} className={card}>
              <div>
                <p className={css({ fontWeight: "bold", m: "0" })}>{subscription.title}</p>
                <p className={css({ m: "0" })}>{subscription.payment}</p>
                {subscription.paymentFailed ? <Tag color="red">{t("subscriptionStatusPaymentFailed", "Betaalachterstand")}</Tag> : null}
              </div>
              {subscription.changeUrl ? (
                <a href={subscription.changeUrl} aria-label={t("paymentChangeFor", "Betaalwijze wijzigen van {title}", { title: subscription.title })}>
                  {t("paymentChange", "Wijzigen")}
                </a>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/** /betaalservice/wijzigen/<brand>/<subscription>: direct debit with a mandate (other methods follow their flags). */
export function ChangePaymentPage({
  target,
  idempotencyKey,
  directDebit,
  reply,
}: {
  target: PaymentSubscription;
  idempotencyKey: string;
  directDebit: boolean;
  reply: FormReply | undefined;
}) {
  const t = useT();
  const [form, fields] = useAccountForm({
    id: DIRECT_DEBIT_INTENT,
    schema: () => import("./schema").then((module) => module.directDebitSchema(t)),
    lastResult: replyFor(reply, DIRECT_DEBIT_INTENT),
  });
  const { key: _key, ...mandate } = getInputProps(fields.mandateAccepted, { type: "checkbox" });
  const directDebitName = target.country === "be" ? t("directDebitNameBe", "Domiciliëring") : t("directDebitNameNl", "Automatische incasso");
  return (
    <>
      <h1 className={css({ fontSize: "3xl", fontWeight: "bold", mb: "2" })}>{t("paymentChangeTitle", "Betaalwijze wijzigen")}</h1>
      <p className={css({ mb: "4" })}>
        {target.title} · {t("paymentCurrent", "Nu: {payment}", { payment: target.payment ?? "" })}
      </p>
      <Steps
        orientation="horizontal"
        label={t("paymentChangeSteps", "Stappen")}
        steps={[
          { id: "kies", label: t("paymentStepChoose", "Kies betaalwijze"), status: "completed" },
          { id: "gegevens", label: t("paymentStepDetails", "Gegevens"), status: "active" },
          { id: "bevestigen", label: t("paymentStepConfirm", "Bevestigen"), status: "inactive" },
        ]}
      />
      {!directDebit ? (
        <Notification variant="info" className={css({ mt: "6" })}>
          {t("paymentChangeUnavailable", "Wijzigen kan op dit moment niet online. Neem contact op met de klantenservice.")}
        </Notification>
      ) : (
        <Form method="post" {...getFormProps(form)} className={formClass}>
          <h2 className={css({ fontSize: "xl", fontWeight: "bold", mt: "6" })}>{directDebitName}</h2>
          <input type="hidden" name="intent" value={DIRECT_DEBIT_INTENT} />
          <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
          <FormErrors id={form.errorId} errors={form.errors} />
          <TextField
            key={fields.iban.key}
            label={t("ibanLabel", "IBAN (rekeningnummer)")}
            hint={target.country === "be" ? t("ibanHintBe", "Een Belgisch rekeningnummer, begint met BE") : t("ibanHintNl", "Een Nederlands rekeningnummer, begint met NL")}
            errors={fields.iban.errors}
            inputProps={{ ...inputProps(fields.iban, "text"), autoComplete: "off", spellCheck: false, autoCapitalize: "characters" }}
          />
          <TextField
            key={fields.accountHolder.key}
            label={t("accountHolderLabel", "Naam rekeninghouder")}
            errors={fields.accountHolder.errors}
            inputProps={{ ...inputProps(fields.accountHolder, "text"), autoComplete: "name" }}
          />
          <div>
            <div className={css({ display: "flex", gap: "3", alignItems: "flex-start" })}>
              <input {...mandate} value="on" className={css({ mt: "1", w: "5", h: "5", flexShrink: 0, accentColor: "brand.primary" })} />
              <label htmlFor={fields.mandateAccepted.id}>
                {target.country === "be"
                  ? t("mandateTextBe", "Ik geef {brand} toestemming om de abonnementsgelden voortaan via domiciliëring van deze rekening af te schrijven. Ik kan een afschrijving binnen 8 weken laten terugboeken.", { brand: target.brandName })
                  : t("mandateTextNl", "Ik machtig {brand} om de abonnementsgelden voortaan automatisch van deze rekening af te schrijven. Ik kan een afschrijving binnen 8 weken laten terugboeken.", { brand: target.brandName })}
              </label>
            </div>
            <ErrorList id={fields.mandateAccepted.errorId} errors={fields.mandateAccepted.errors} />
          </div>
          <div>
            <SubmitButton intent={DIRECT_DEBIT_INTENT} busyLabel={t("savingLabel", "Bezig met opslaan…")}>
              {t("paymentChangeSubmit", "Betaalwijze wijzigen")}
            </SubmitButton>
          </div>
        </Form>
      )}
    </>
  );
}
