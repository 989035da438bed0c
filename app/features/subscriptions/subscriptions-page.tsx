import { Form, useNavigation } from "react-router";
import { OpenBalanceNotices } from "~/shell/open-balance-notice";
import type { OpenBalanceView } from "~/shell/open-balance";
import { css } from "styled-system/css";
import { ContentErrorPanel } from "~/shell/content-error-panel";
import { useT } from "~/shell/i18n";
import { Button } from "~/ui/button/button";
import { OutcomeNote } from "~/ui/outcome-note/outcome-note";
import { Tag } from "~/ui/tag/tag";
import type { BrandGroup, SubscriptionView } from "./subscriptions.server";

const dl = css({ display: "grid", gridTemplateColumns: { base: "1fr", tablet: "12rem 1fr" }, columnGap: "4", rowGap: "1", m: "0", "& dt": { fontWeight: "semibold" }, "& dd": { m: "0", mb: { base: "2", tablet: "0" } } });

function SubscriptionCard({ subscription }: { subscription: SubscriptionView }) {
  const t = useT();
  const titleId = `abonnement-${subscription.id}`;
  const facts: [string, string | null][] = [
    [t("subscriptionProduct", "Product"), subscription.productDescription ? `${subscription.product}: ${subscription.productDescription}` : subscription.product],
    [t("subscriptionDelivery", "Wat u krijgt"), subscription.delivery.join(" · ") || null],
    [t("subscriptionPrice", "Prijs"), subscription.currentPrice ? `${subscription.currentPrice}${subscription.currentPhase ? ` (${subscription.currentPhase})` : ""}` : null],
    [t("subscriptionNext", "Daarna"), subscription.nextPhase],
    [t("subscriptionPendingChange", "Wijziging"), subscription.pendingChange],
    [t("subscriptionStart", "Ingangsdatum"), subscription.startDate],
    [t("subscriptionEnd", "Einddatum"), subscription.endDate],
    [t("subscriptionPayment", "Betaalwijze"), subscription.payment],
    [t("subscriptionDeliveryAddress", "Bezorgadres"), subscription.deliveryAddress],
    [t("subscriptionNumber", "Abonnementsnummer"), subscription.id],
  ];
  return (
    <article aria-labelledby={titleId} className={css({ display: "flex", flexDirection: "column", gap: "3", p: "4", bg: "bg.canvas", borderWidth: "1px", borderStyle: "solid", borderColor: "border.default", rounded: "lg" })}>
      <div className={css({ display: "flex", gap: "3", alignItems: "center" })}>
        {/* The name is the heading beside it: the logo is decoration. */}
        <img src={subscription.logoUrl} alt="" width={40} height={40} className={css({ w: "10", h: "10", objectFit: "contain", flexShrink: 0 })} />
        <div>
          <h3 id={titleId} className={css({ fontSize: "lg", fontWeight: "bold", m: "0" })}>
            {subscription.title}
            {subscription.subTitle ? <span className={css({ fontWeight: "normal" })}> – {subscription.subTitle}</span> : null}
          </h3>
        </div>
      </div>
      {subscription.resumed ? (
        <OutcomeNote>{t("subscriptionResumed", "De opzegging is ongedaan gemaakt. Uw abonnement loopt gewoon door.")}</OutcomeNote>
      ) : null}
      <ul aria-label={t("subscriptionStatusLabel", "Status")} className={css({ display: "flex", flexWrap: "wrap", gap: "2", listStyle: "none", p: "0", m: "0" })}>
        {subscription.tags.map((tag) => (
          <li key={tag.label}>
            <Tag color={tag.color}>{tag.label}</Tag>
          </li>
        ))}
      </ul>
      <dl className={dl}>
        {facts
          .filter((fact): fact is [string, string] => Boolean(fact[1]))
          .map(([label, value]) => (
            <div key={label} className={css({ display: "contents" })}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
      <p className={css({ m: "0", display: "flex", flexWrap: "wrap", gap: "4" })}>
        {subscription.owner ? <a href={`/facturen?abonnement=${encodeURIComponent(subscription.id)}`}>{t("subscriptionInvoicesLink", "Facturen van dit abonnement")}</a> : null}
        {subscription.links.map((link) => (
          <a key={link.href} href={link.href}>
            {link.label}
          </a>
        ))}
      </p>
      {subscription.undoCancellation ? <UndoCancellationForm undo={subscription.undoCancellation} /> : null}
    </article>
  );
}

/** "Opzegging ongedaan maken" in one tap; the cancellation page's action answers and lands back on this card. */
function UndoCancellationForm({ undo }: { undo: NonNullable<SubscriptionView["undoCancellation"]> }) {
  const t = useT();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formAction === undo.action && navigation.formData?.get("intent") === undo.intent;
  return (
    <Form method="post" action={undo.action} className={css({ m: "0" })}>
      <input type="hidden" name="intent" value={undo.intent} />
      <Button type="submit" variant="secondary" aria-disabled={busy || undefined}>
        {busy ? t("savingLabel", "Bezig met opslaan…") : t("subscriptionLinkUndoCancellation", "Opzegging ongedaan maken")}
      </Button>
    </Form>
  );
}

/** /abonnementen: every linked subscription, grouped by brand. */
export function SubscriptionsPage({ groups, notices }: { groups: BrandGroup[] | null; notices: readonly OpenBalanceView[] }) {
  const t = useT();
  return (
    <>
      <h1 className={css({ fontSize: "3xl", fontWeight: "bold", mb: "4" })}>{t("subscriptionsTitle", "Abonnementen")}</h1>
      <OpenBalanceNotices notices={notices} />
      <p className={css({ mb: "6" })}>
        <a href="/abonnementen/delen">{t("subscriptionsSharingLink", "Abonnement delen met huisgenoten")}</a>
      </p>
      {groups === null ? (
        <ContentErrorPanel />
      ) : groups.length === 0 ? (
        <p>{t("subscriptionsEmpty", "Er zijn nog geen abonnementen aan uw account gekoppeld.")}</p>
      ) : (
        groups.map((group) => (
          <section key={group.brandKey} aria-labelledby={`merk-${group.brandKey}`} className={css({ mb: "8" })}>
            <h2 id={`merk-${group.brandKey}`} className={css({ fontSize: "2xl", fontWeight: "bold", mb: "3" })}>
              {group.brandName}
            </h2>
            <div className={css({ display: "flex", flexDirection: "column", gap: "4" })}>
              {group.subscriptions.map((subscription) => (
                <SubscriptionCard key={subscription.id} subscription={subscription} />
              ))}
            </div>
          </section>
        ))
      )}
    </>
  );
}
