import { css } from "styled-system/css";
import { pageHeadingClass } from "~/forms/form-styles";
import { useT } from "~/shell/i18n";
import type { DeliverySubscriptionView } from "./delivery.server";
import { NothingDelivered, SubscriptionHeading, cardClass } from "./subscription-heading";

/** /bezorgservice/klacht with more than one subscription: which one is it about? */
export function ComplaintChooserPage({ subscriptions }: { subscriptions: DeliverySubscriptionView[] }) {
  const t = useT();
  const deliverable = subscriptions.filter((subscription) => subscription.hasPhysicalDelivery);
  return (
    <>
      <h1 className={pageHeadingClass}>{t("deliveryChooseTitle", "Over welk abonnement gaat het?")}</h1>
      {deliverable.length === 0 ? (
        <div className={css({ display: "flex", flexDirection: "column", gap: "4" })}>
          {subscriptions.length === 0 ? <p>{t("deliveryNoSubscriptions", "Er zijn nog geen abonnementen aan uw account gekoppeld.")}</p> : null}
          {subscriptions.map((subscription) => (
            <article key={subscription.subscriptionId} aria-labelledby={`bezorging-${subscription.subscriptionId}`} className={cardClass}>
              <SubscriptionHeading subscription={subscription} />
              <NothingDelivered subscription={subscription} />
            </article>
          ))}
        </div>
      ) : (
        <ul className={css({ listStyle: "none", p: "0", m: "0", display: "flex", flexDirection: "column", gap: "3" })}>
          {deliverable.map((subscription) => (
            <li key={subscription.subscriptionId}>
              <a
                href={subscription.reportUrl}
                className={css({ display: "block", p: "4", borderWidth: "1px", borderStyle: "solid", borderColor: "border.default", rounded: "lg", bg: "bg.canvas", color: "fg.default", textDecoration: "none", _hover: { bg: "bg.subtle" } })}
              >
                <span className={css({ display: "block", fontWeight: "bold" })}>{subscription.title}</span>
                {subscription.schedule ? <span className={css({ display: "block" })}>{subscription.schedule}</span> : null}
              </a>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
