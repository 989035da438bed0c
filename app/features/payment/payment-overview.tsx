import { css } from "styled-system/css";
import { ContentErrorPanel } from "~/shell/content-error-panel";
import { useT } from "~/shell/i18n";
import { Notification } from "~/ui/notification/notification";
import { Tag } from "~/ui/tag/tag";
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
                {subscription.paymentFailed ? <Tag color="red">{t("subscriptionStatusPaymentFailed", "Betaling achterstallig")}</Tag> : null}
              </div>
              {subscription.changeUrl && subscription.changeOnline ? (
                <a href={subscription.changeUrl} aria-label={t("paymentChangeFor", "Betaalwijze wijzigen van {title}", { title: subscription.title })}>
                  {t("paymentChange", "Wijzigen")}
                </a>
              ) : subscription.changeUrl ? (
                <p className={css({ m: "0", color: "fg.muted", fontSize: "sm" })}>{t("paymentChangeNotOnline", "Wijzigen kan nu niet online")}</p>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
