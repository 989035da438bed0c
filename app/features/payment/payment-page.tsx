import { Link } from "~/ui/link";
import { css } from "styled-system/css";
import type { FormReply } from "~/forms/form-reply";
import { inlineLinkClass } from "~/forms/form-styles";
import { useContactHref } from "~/shell/contact-href";
import { useT } from "~/shell/i18n";
import { Notification } from "~/ui/notification/notification";
import { Steps } from "~/ui/steps/steps";
import type { MethodChoice } from "./intent";
import { DirectDebitForm, HostedPaymentForm } from "./lazy";
import type { PaymentSubscription } from "./payment.server";

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
  unavailableMethod,
  reply,
}: {
  target: PaymentSubscription;
  idempotencyKey: string;
  methods: MethodChoice[];
  selected: MethodChoice | null;
  /** The method the link asked for, which the flags do not offer (a clear notice instead of another method's form). */
  unavailableMethod: MethodChoice | null;
  reply: FormReply | undefined;
}) {
  const t = useT();
  const contactHref = useContactHref();
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
      {unavailableMethod && methods.length > 0 ? (
        <Notification variant="warning" className={css({ mt: "6" })}>
          {t("paymentMethodNotOffered", "{method} kunt u op dit moment niet online kiezen. Kies hieronder een andere betaalwijze.", { method: label[unavailableMethod].name })}
        </Notification>
      ) : null}
      {methods.length === 0 ? (
        <Notification variant="info" className={css({ mt: "6" })}>
          {t("paymentChangeUnavailable", "Wijzigen kan op dit moment niet online. Neem contact op met de klantenservice.")}
          {contactHref ? (
            <>
              {" "}
              <a href={contactHref} className={inlineLinkClass}>{t("paymentChangeContact", "Naar klantenservice")}</a>
            </>
          ) : null}
        </Notification>
      ) : (
        <>
          {methods.length > 1 || unavailableMethod ? (
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
          ) : selected ? (
            <HostedPaymentForm method={selected} name={label[selected].name} idempotencyKey={idempotencyKey} reply={reply} />
          ) : null}
        </>
      )}
    </>
  );
}
