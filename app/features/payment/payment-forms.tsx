import { getFormProps, getInputProps } from "@conform-to/react";
import { Form } from "react-router";
import { css } from "styled-system/css";
import { FormErrors, IdempotencyKeyField, PendingSubmitNotice, SubmitButton, formClass, inputProps, useAccountForm } from "~/forms/form-kit";
import { type FormReply, replyFor } from "~/forms/form-reply";
import { useT } from "~/shell/i18n";
import { ErrorList, TextField } from "~/ui/forms/field";
import { DIRECT_DEBIT_INTENT, HOSTED_METHODS, HOSTED_PAYMENT_INTENT } from "./intent";
import type { PaymentSubscription } from "./payment.server";

// The change forms, loaded from their own chunk (lazy.ts): Conform is not first-load JS.

/** Direct debit: IBAN, account holder and the mandate, checked here and (checksum, country) at the origin. */
export function DirectDebitForm({ target, idempotencyKey, name, reply }: { target: PaymentSubscription; idempotencyKey: string; name: string; reply: FormReply | undefined }) {
  const t = useT();
  const [form, fields] = useAccountForm({
    id: DIRECT_DEBIT_INTENT,
    schema: () => import("./schema").then((module) => module.directDebitSchema(t)),
    lastResult: replyFor(reply, DIRECT_DEBIT_INTENT),
  });
  const { key: _key, ...mandate } = getInputProps(fields.mandateAccepted, { type: "checkbox" });
  return (
    <Form method="post" {...getFormProps(form)} className={formClass}>
      <h2 className={css({ fontSize: "xl", fontWeight: "bold", mt: "6" })}>{name}</h2>
      <input type="hidden" name="intent" value={DIRECT_DEBIT_INTENT} />
      <IdempotencyKeyField form={form} idempotencyKey={idempotencyKey} />
      <FormErrors id={form.errorId} errors={form.errors} />
      <PendingSubmitNotice intent={DIRECT_DEBIT_INTENT} />
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
  );
}

/** Credit card or iDEAL: nothing to type here; the browser goes to the payment page and comes back to a status page. */
export function HostedPaymentForm({ method, name, idempotencyKey, reply }: { method: "creditcard" | "ideal"; name: string; idempotencyKey: string; reply: FormReply | undefined }) {
  const t = useT();
  const result = replyFor(reply, HOSTED_PAYMENT_INTENT);
  const errors = result?.error?.[""] ?? null;
  return (
    <Form method="post" className={formClass} aria-describedby={errors ? "hosted-payment-errors" : undefined}>
      <h2 className={css({ fontSize: "xl", fontWeight: "bold", mt: "6" })}>{name}</h2>
      <input type="hidden" name="intent" value={HOSTED_PAYMENT_INTENT} />
      <IdempotencyKeyField form={{ initialValue: result?.initialValue ?? undefined }} idempotencyKey={idempotencyKey} />
      <input type="hidden" name="method" value={HOSTED_METHODS[method]} />
      <FormErrors id="hosted-payment-errors" errors={errors} />
      <PendingSubmitNotice intent={HOSTED_PAYMENT_INTENT} />
      <p className={css({ m: "0" })}>
        {method === "creditcard"
          ? t("creditCardIntro", "U gaat naar de beveiligde betaalpagina. Daar vult u uw kaartgegevens in. Daarna komt u hier terug en ziet u of de wijziging is gelukt.")
          : t("idealIntro", "U gaat naar de beveiligde betaalpagina en kiest daar uw bank. Na de bevestiging in uw bank-app komt u hier terug en ziet u of de wijziging is gelukt.")}
      </p>
      <div>
        <SubmitButton intent={HOSTED_PAYMENT_INTENT} busyLabel={t("paymentPageOpening", "Betaalpagina openen…")}>
          {t("paymentPageContinue", "Verder naar de betaalpagina")}
        </SubmitButton>
      </div>
    </Form>
  );
}
