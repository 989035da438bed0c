import { css } from "styled-system/css";
import { HostedPaymentWayOn } from "~/forms/hosted-payment";
import { useT } from "~/shell/i18n";
import { buttonRecipe } from "~/ui/button/button";
import type { PaymentStatusView } from "./payment.server";

const actions = css({ display: "flex", flexWrap: "wrap", gap: "3", mt: "6" });

/**
 * /betaalservice/wijzigen/status/<type>: what happened on the payment page, as the origin knows it,
 * and what the subscriber can do next. Every outcome says whether anything changed.
 */
export function PaymentStatusPage({ view }: { view: PaymentStatusView }) {
  const t = useT();
  const title = view.subscription?.title ?? t("paymentStatusYourSubscription", "uw abonnement");
  const payment = view.subscription?.payment ?? "";
  const methodName = view.method === "IDEAL" ? t("idealName", "iDEAL") : t("creditCardName", "Creditcard");
  const retry = view.retryUrl ? `${view.retryUrl}?methode=${view.method === "IDEAL" ? "ideal" : "creditcard"}` : null;
  const content = {
    success: {
      heading: t("paymentStatusSuccessTitle", "Uw betaalwijze is gewijzigd"),
      text: t("paymentStatusSuccessText", "U betaalt {title} voortaan met {payment}. Dit ziet u ook bij uw abonnementen.", { title, payment }),
    },
    failed: {
      heading: t("paymentStatusFailedTitle", "De wijziging is niet gelukt"),
      text: t("paymentStatusFailedText", "De betaling met {method} is geweigerd. Er is niets gewijzigd: u betaalt {title} nog steeds met {payment}. Probeer het opnieuw of kies een andere betaalwijze.", { method: methodName, title, payment }),
    },
    cancelled: {
      heading: t("paymentStatusCancelledTitle", "U heeft de wijziging geannuleerd"),
      text: t("paymentStatusCancelledText", "Er is niets gewijzigd: u betaalt {title} nog steeds met {payment}.", { title, payment }),
    },
    pending: view.status === "OPEN"
      ? {
          heading: t("paymentStatusOpenTitle", "U heeft de wijziging nog niet afgerond"),
          text: t("paymentStatusOpenText", "Er is nog niets gewijzigd. Rond de wijziging af op de betaalpagina; u betaalt {title} tot dan met {payment}.", { title, payment }),
        }
      : {
          heading: t("paymentStatusPendingTitle", "Uw bank verwerkt de wijziging nog"),
          text: t("paymentStatusPendingText", "Dit duurt meestal een paar minuten. U hoeft niets opnieuw te doen. Zodra uw bank de betaling heeft bevestigd, betaalt u {title} met {method}; tot dan blijft het {payment}.", { title, method: methodName, payment }),
        },
  }[view.type];
  return (
    <>
      <h1 className={css({ fontSize: "3xl", fontWeight: "bold", mb: "4" })}>{content.heading}</h1>
      <p className={css({ fontSize: "lg", maxW: "40rem" })}>{content.text}</p>
      <div className={actions}>
        <HostedPaymentWayOn
          continueUrl={view.continueUrl}
          pending={view.type === "pending"}
          labels={{ continue: t("paymentPageContinue", "Verder naar de betaalpagina"), refresh: t("paymentStatusRefresh", "Status vernieuwen") }}
        />
        {(view.type === "failed" || view.type === "cancelled") && retry ? (
          <a href={retry} className={buttonRecipe()}>
            {t("paymentStatusRetry", "Opnieuw proberen")}
          </a>
        ) : null}
        {view.type === "success" ? (
          <a href="/abonnementen" className={buttonRecipe()}>
            {t("paymentStatusToSubscriptions", "Naar mijn abonnementen")}
          </a>
        ) : null}
        <a href="/betaalservice" className={buttonRecipe({ variant: "secondary" })}>
          {t("paymentStatusToOverview", "Naar de betaalservice")}
        </a>
      </div>
    </>
  );
}
