import { getFormProps, getInputProps } from "@conform-to/react";
import { Form, Link } from "react-router";
import { css } from "styled-system/css";
import { FormErrors, SubmitButton, formClass, inputProps, useAccountForm } from "~/forms/form-kit";
import { type FormReply, replyFor } from "~/forms/form-reply";
import { ContentErrorPanel } from "~/shell/content-error-panel";
import { useT } from "~/shell/i18n";
import { ErrorList, TextField } from "~/ui/forms/field";
import { Notification } from "~/ui/notification/notification";
import { Steps } from "~/ui/steps/steps";
import { Tag } from "~/ui/tag/tag";
import { DIRECT_DEBIT_INTENT, HOSTED_METHODS, HOSTED_PAYMENT_INTENT, type MethodChoice } from "./intent";
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

const choiceList = css({ display: "grid", gap: "3", gridTemplateColumns: { base: "1fr", tablet: "repeat(auto-fit, minmax(12rem, 1fr))" }, listStyle: "none", p: "0", m: "0", mt: "6" });
const choiceLink = css({
  display: "block",
  h: "full",
  p: "4",
  borderWidth: "1px",
  borderStyle: "solid",
  borderColor: "border.default",
  rounded: "lg",
  bg: "bg.canvas",
  color: "fg.default",
  textDecoration: "none",
  _hover: { bg: "bg.subtle" },
  "&[aria-current=true]": { borderWidth: "2px", borderColor: "brand.primary", bg: "bg.subtle" },
});

/** /betaalservice/wijzigen/<brand>/<subscription>: choose a method the flags allow, then its form. */
export function ChangePaymentPage({
  target,
  idempotencyKey,
  methods,
  selected,
  reply,
}: {
  target: PaymentSubscription;
  idempotencyKey: string;
  methods: MethodChoice[];
  selected: MethodChoice | null;
  reply: FormReply | undefined;
}) {
  const t = useT();
  const label: Record<MethodChoice, { name: string; description: string }> = {
    incasso:
      target.country === "be"
        ? { name: t("directDebitNameBe", "Domiciliëring"), description: t("directDebitDescriptionBe", "Het bedrag wordt automatisch van uw Belgische rekening afgeschreven.") }
        : { name: t("directDebitNameNl", "Automatische incasso"), description: t("directDebitDescriptionNl", "Het bedrag wordt automatisch van uw Nederlandse rekening afgeschreven.") },
    creditcard: { name: t("creditCardName", "Creditcard"), description: t("creditCardDescription", "U vult uw kaartgegevens in op de beveiligde betaalpagina.") },
    ideal: { name: t("idealName", "iDEAL"), description: t("idealDescription", "U bevestigt de wijziging in de app of op de website van uw bank.") },
  };
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
          { id: "kies", label: t("paymentStepChoose", "Kies betaalwijze"), status: selected ? "completed" : "active" },
          { id: "gegevens", label: t("paymentStepDetails", "Gegevens"), status: selected ? "active" : "inactive" },
          { id: "bevestigen", label: t("paymentStepConfirm", "Bevestigen"), status: "inactive" },
        ]}
      />
      {selected === null ? (
        <Notification variant="info" className={css({ mt: "6" })}>
          {t("paymentChangeUnavailable", "Wijzigen kan op dit moment niet online. Neem contact op met de klantenservice.")}
        </Notification>
      ) : (
        <>
          {methods.length > 1 ? (
            <nav aria-label={t("paymentStepChoose", "Kies betaalwijze")}>
              <ul className={choiceList}>
                {methods.map((method) => (
                  <li key={method}>
                    <Link to={`?methode=${method}`} replace preventScrollReset aria-current={method === selected ? "true" : undefined} className={choiceLink}>
                      <span className={css({ display: "block", fontWeight: "bold" })}>{label[method].name}</span>
                      <span className={css({ display: "block", fontSize: "sm", color: "fg.muted" })}>{label[method].description}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
          {selected === "incasso" ? (
            <DirectDebitForm target={target} idempotencyKey={idempotencyKey} name={label.incasso.name} reply={reply} />
          ) : (
            <HostedPaymentForm method={selected} name={label[selected].name} idempotencyKey={idempotencyKey} reply={reply} />
          )}
        </>
      )}
    </>
  );
}

/** Direct debit: IBAN, account holder and the mandate, checked here and (checksum, country) at the origin. */
function DirectDebitForm({ target, idempotencyKey, name, reply }: { target: PaymentSubscription; idempotencyKey: string; name: string; reply: FormReply | undefined }) {
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
  );
}

/** Credit card or iDEAL: nothing to type here; the browser goes to the payment page and comes back to a status page. */
function HostedPaymentForm({ method, name, idempotencyKey, reply }: { method: "creditcard" | "ideal"; name: string; idempotencyKey: string; reply: FormReply | undefined }) {
  const t = useT();
  const result = replyFor(reply, HOSTED_PAYMENT_INTENT);
  const errors = result?.error?.[""] ?? null;
  return (
    <Form method="post" className={formClass} aria-describedby={errors ? "hosted-payment-errors" : undefined}>
      <h2 className={css({ fontSize: "xl", fontWeight: "bold", mt: "6" })}>{name}</h2>
      <input type="hidden" name="intent" value={HOSTED_PAYMENT_INTENT} />
      <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
      <input type="hidden" name="method" value={HOSTED_METHODS[method]} />
      <FormErrors id="hosted-payment-errors" errors={errors} />
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
