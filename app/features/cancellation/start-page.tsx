import { css } from "styled-system/css";
import { inlineLinkClass, pageHeadingClass } from "~/forms/form-styles";
import { useT } from "~/shell/i18n";
import { loginLink } from "~/platform/content/links";
import { useRootData } from "~/shell/root-data";
import { buttonRecipe } from "~/ui/button/button";
import type { CancellationReply, StartView } from "./cancellation.server";
import { CANCEL_START_PATH } from "./intent";
import { CancelStartFlow } from "./lazy";

const list = css({ listStyle: "none", p: "0", m: "0", mt: "4", display: "flex", flexDirection: "column", gap: "3" });
const card = css({ display: "flex", flexWrap: "wrap", gap: "3", alignItems: "center", justifyContent: "space-between", p: "4", borderWidth: "1px", borderStyle: "solid", borderColor: "border.default", rounded: "lg" });

/**
 * /opzeggen, the portal's "Abonnement opzeggen" (Art. 11a CRD, ADR 39): in the navigation and the
 * footer of every page. Logged in, the account's running subscriptions, each with its way to cancel;
 * without a login, the same flow after naming the subscription (number, postcode, house number), or
 * the brand's own terminate page where the brand cancels on its own site.
 */
export function CancelStartPage({ view, reply }: { view: StartView; reply: CancellationReply | undefined }) {
  const t = useT();
  const loginUrl = loginLink(useRootData()?.siteBase ?? "", CANCEL_START_PATH);
  return (
    <>
      <h1 className={pageHeadingClass}>{t("cancellationTitle", "Abonnement opzeggen")}</h1>
      {view.loggedIn ? (
        view.subscriptions.length > 0 ? (
          <>
            <p>{t("cancellationStartChoose", "Kies het abonnement dat u wilt opzeggen. U ziet eerst tot wanneer het loopt; pas na uw bevestiging is het opgezegd.")}</p>
            <ul className={list}>
              {view.subscriptions.map((subscription) => (
                <li key={subscription.subscriptionId} className={card}>
                  <div>
                    <p className={css({ m: "0", fontWeight: "semibold" })}>{subscription.title}</p>
                    <p className={css({ m: "0", fontSize: "sm", color: "fg.muted" })}>
                      {subscription.cancelledEndDate
                        ? t("cancellationStartCancelled", "Opgezegd, stopt op {date}", { date: subscription.cancelledEndDate })
                        : t("cancellationStartNumber", "Abonnementsnummer {number}", { number: subscription.subscriptionId })}
                    </p>
                  </div>
                  <a href={subscription.href} className={buttonRecipe({ variant: "secondary" })}>
                    {subscription.cancelledEndDate ? t("cancellationStartView", "Bekijk de opzegging") : t("cancellationStartCancel", "Opzeggen")}
                    <span className={css({ srOnly: true })}> {subscription.title}</span>
                    {subscription.external ? <span className={css({ srOnly: true })}> {t("cancellationStartExternal", "(op de website van {brand})", { brand: subscription.brandName })}</span> : null}
                  </a>
                </li>
              ))}
            </ul>
          </>
        ) : (
          <p>{t("cancellationStartNone", "Er staat geen lopend abonnement op uw naam. Leest u mee met het abonnement van een ander? Dan stopt u daarmee op de pagina Abonnement delen.")}</p>
        )
      ) : view.brandTerminateUrl ? (
        <>
          <p>{t("cancellationStartExternalIntro", "Uw abonnement op {brand} zegt u op via de website van {brand}. Dat kan zonder in te loggen.", { brand: view.brandName ?? "" })}</p>
          <p className={css({ mt: "4" })}>
            <a href={view.brandTerminateUrl} className={buttonRecipe({ variant: "primary" })}>
              {t("cancellationStartExternalLink", "Naar opzeggen bij {brand}", { brand: view.brandName ?? "" })}
            </a>
          </p>
        </>
      ) : (
        <>
          <p>
            {t("cancellationStartLoginHint", "Heeft u een account? Log dan in: u ziet meteen al uw abonnementen.")} <a href={loginUrl} className={inlineLinkClass}>{t("cancellationStartLogin", "Inloggen")}</a>
          </p>
          <CancelStartFlow view={view} reply={reply} />
        </>
      )}
    </>
  );
}
