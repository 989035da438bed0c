import { css } from "styled-system/css";
import { useT } from "~/shell/i18n";
import type { DeliverySubscriptionView } from "./delivery.server";

// What the delivery service's pages share: the card, a subscription's heading, "nothing delivered".

export const cardClass = css({ display: "flex", flexDirection: "column", gap: "4", p: "4", bg: "bg.canvas", borderWidth: "1px", borderStyle: "solid", borderColor: "border.default", rounded: "lg" });
/** The title of a subscription and what comes when: the heading of its card. */
export function SubscriptionHeading({ subscription }: { subscription: DeliverySubscriptionView }) {
  return (
    <div>
      <h2 id={`bezorging-${subscription.subscriptionId}`} className={css({ fontSize: "lg", fontWeight: "bold", m: "0" })}>
        {subscription.title}
      </h2>
      {subscription.schedule ? <p className={css({ m: "0" })}>{subscription.schedule}</p> : null}
    </div>
  );
}

/** A subscription without anything on paper: nothing to report, and where to go instead. */
export function NothingDelivered({ subscription }: { subscription: DeliverySubscriptionView }) {
  const t = useT();
  return (
    <div>
      <p className={css({ m: "0" })}>
        {subscription.category === "ACCOUNT"
          ? t("deliveryNothingAccount", "Bij dit account wordt niets bezorgd, dus er valt niets te melden.")
          : t("deliveryNothingDigital", "U leest dit abonnement digitaal: er wordt niets bezorgd, dus er valt niets te melden.")}
      </p>
      <p className={css({ m: "0", mt: "2", display: "flex", flexWrap: "wrap", gap: "4" })}>
        {subscription.readOnlineUrl ? <a href={subscription.readOnlineUrl}>{t("deliveryReadOnline", "Online lezen")}</a> : null}
        <a href={subscription.contactUrl ?? "/klantenservice/contact"}>{t("deliveryOtherProblem", "Een ander probleem? Neem contact op")}</a>
      </p>
    </div>
  );
}

