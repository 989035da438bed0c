import { useEffect } from "react";
import { css } from "styled-system/css";
import { HostedPaymentWayOn } from "~/forms/hosted-payment";
import { useDataLayerEvent } from "~/shell/data-layer";
import { useT } from "~/shell/i18n";
import { buttonRecipe } from "~/ui/button/button";
import type { PayStatusView } from "./pay.server";

const actions = css({ display: "flex", flexWrap: "wrap", gap: "3", mt: "6" });

/**
 * /facturen/betalen/status/<type>: what happened on the payment page, as the origin knows it. Every
 * outcome says whether money was taken and what the invoice says now; after a payment, a subscriber who
 * pays by transfer or whose direct debit failed may set up direct debit (one step, skippable).
 */
export function PayStatusPage({ view }: { view: PayStatusView }) {
  const t = useT();
  const push = useDataLayerEvent();
  useEffect(() => {
    push({ event: "invoice_payment_outcome", outcome: view.alreadyPaid ? "already_paid" : view.status.toLowerCase(), method: view.method });
    // Once per outcome shown.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [view.status]);
  const numbers = view.invoiceNumbers.join(", ");
  const one = view.invoiceNumbers.length === 1;
  const content = {
    success: {
      heading: t("payStatusSuccessTitle", "Uw betaling is gelukt"),
      text: one
        ? t("payStatusSuccessOne", "U heeft {amount} betaald met {method}. Factuur {numbers} staat nu op betaald. U krijgt een betalingsbewijs per e-mail.", { amount: view.amount, method: view.methodName, numbers })
        : t("payStatusSuccessMany", "U heeft {amount} betaald met {method}. De facturen {numbers} staan nu op betaald. U krijgt een betalingsbewijs per e-mail.", { amount: view.amount, method: view.methodName, numbers }),
    },
    failed: {
      heading: t("payStatusFailedTitle", "De betaling is niet gelukt"),
      text: t("payStatusFailedText", "Uw bank heeft de betaling met {method} geweigerd. Er is niets afgeschreven en {what} staat nog open. Probeer het opnieuw of kies een andere manier van betalen.", {
        method: view.methodName,
        what: one ? t("payStatusTheInvoice", "de factuur") : t("payStatusTheInvoices", "het bedrag"),
      }),
    },
    cancelled: view.alreadyPaid
      ? {
          heading: t("payStatusAlreadyPaidTitle", "Dit was al betaald"),
          text: t("payStatusAlreadyPaidText", "Er is niets afgeschreven: {numbers} was intussen al betaald, bijvoorbeeld in een ander venster.", { numbers }),
        }
      : {
          heading: t("payStatusCancelledTitle", "U heeft de betaling geannuleerd"),
          text: t("payStatusCancelledText", "Er is niets afgeschreven. Het bedrag van {amount} staat nog open.", { amount: view.amount }),
        },
    pending:
      view.status === "OPEN"
        ? {
            heading: t("payStatusOpenTitle", "U heeft de betaling nog niet afgerond"),
            text: t("payStatusOpenText", "Er is nog niets afgeschreven. Rond de betaling af op de betaalpagina."),
          }
        : {
            heading: t("payStatusPendingTitle", "Uw bank verwerkt de betaling nog"),
            text: t("payStatusPendingText", "Dit duurt meestal een paar minuten. U hoeft niets opnieuw te doen: zodra uw bank de betaling van {amount} bevestigt, staat {what} op betaald.", {
              amount: view.amount,
              what: one ? t("payStatusTheInvoice", "de factuur") : t("payStatusTheInvoicesPlural", "de facturen"),
            }),
          },
  }[view.type];
  return (
    <>
      <h1 className={css({ fontSize: "3xl", fontWeight: "bold", mb: "4" })}>{content.heading}</h1>
      <p className={css({ fontSize: "lg", maxW: "40rem" })}>{content.text}</p>
      {view.type === "success" && view.directDebitOffers.length > 0 ? (
        <section aria-labelledby="pay-automatic" className={css({ mt: "6", p: "4", borderWidth: "1px", borderStyle: "solid", borderColor: "border.default", rounded: "lg", maxW: "40rem" })}>
          <h2 id="pay-automatic" className={css({ fontSize: "xl", fontWeight: "bold", mb: "2" })}>
            {t("payOfferTitle", "Voortaan automatisch betalen?")}
          </h2>
          <p className={css({ mb: "4" })}>
            {t("payOfferText", "Dan hoeft u niet meer aan uw facturen te denken. U kunt ook een ander rekeningnummer opgeven dan waarvan de afschrijving niet lukte.")}
          </p>
          <div className={css({ display: "flex", flexWrap: "wrap", gap: "3" })}>
            {view.directDebitOffers.map((offer) => (
              <a key={offer.href} href={offer.href} className={buttonRecipe()} onClick={() => push({ event: "invoice_payment_direct_debit_offer", choice: "accept" })}>
                {view.directDebitOffers.length === 1 ? t("payOfferAccept", "Automatisch betalen instellen") : t("payOfferAcceptFor", "Automatisch betalen voor {title}", { title: offer.title })}
              </a>
            ))}
            <a href="/facturen" className={buttonRecipe({ variant: "secondary" })} onClick={() => push({ event: "invoice_payment_direct_debit_offer", choice: "skip" })}>
              {t("payOfferSkip", "Nee, bedankt")}
            </a>
          </div>
        </section>
      ) : null}
      <div className={actions}>
        <HostedPaymentWayOn
          continueUrl={view.continueUrl}
          pending={view.type === "pending"}
          labels={{ continue: t("payPageContinue", "Verder naar de betaalpagina"), refresh: t("payStatusRefresh", "Status vernieuwen") }}
        />
        {view.type === "failed" || (view.type === "cancelled" && !view.alreadyPaid) ? (
          <a href={view.retryUrl} className={buttonRecipe()}>
            {t("payStatusRetry", "Opnieuw betalen")}
          </a>
        ) : null}
        {view.type !== "success" || view.directDebitOffers.length === 0 ? (
          <a href="/facturen" className={buttonRecipe({ variant: view.type === "success" || view.alreadyPaid ? "primary" : "secondary" })}>
            {t("payToInvoices", "Naar mijn facturen")}
          </a>
        ) : null}
      </div>
    </>
  );
}
