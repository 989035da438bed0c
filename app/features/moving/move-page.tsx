import { css } from "styled-system/css";
import { pageHeadingClass } from "~/forms/form-styles";
import { useT } from "~/shell/i18n";
import { buttonRecipe } from "~/ui/button/button";
import { Notification } from "~/ui/notification/notification";
import { MoveForms } from "./lazy";
import type { MoveFlowView, MovingReply } from "./moving.server";
import { MoveSummary, cardClass } from "./move-summary";

/** /verhuisservice/doorgeven and /verhuisservice/app/doorgeven: the new address, the date, what moves along. */
export function MovePage({ flow, reply }: { flow: MoveFlowView; reply: MovingReply | undefined }) {
  const t = useT();
  return (
    <>
      <h1 className={pageHeadingClass}>{t("movingFormTitle", "Verhuizing doorgeven")}</h1>
      {flow.submitted ? (
        <>
          <Notification variant="success" shouldAnnounce className={css({ mb: "4" })}>
            {t("movingSubmitted", "Bedankt, uw verhuizing is doorgegeven. Op de verhuisdatum wijzigen wij ook het adres van uw account.")}
          </Notification>
          <div className={cardClass}>
            <MoveSummary move={flow.submitted} />
          </div>
          <p className={css({ mt: "6", display: "flex", flexWrap: "wrap", gap: "4" })}>
            {flow.overviewUrl ? (
              <a href={flow.overviewUrl} className={buttonRecipe({ variant: "primary" })}>
                {t("movingToOverview", "Naar de verhuisservice")}
              </a>
            ) : null}
            {flow.crossSellUrl && !flow.webview ? <a href={flow.crossSellUrl}>{t("movingCrossSell", "Nieuw adres? Bekijk ons aanbod voor uw nieuwe woonplaats")}</a> : null}
          </p>
        </>
      ) : flow.planned ? (
        <>
          <Notification variant="info" className={css({ mb: "4" })}>
            {t("movingAlreadyPlanned", "U heeft al een verhuizing doorgegeven. Wilt u iets veranderen? Annuleer die verhuizing dan eerst op de verhuisservice en geef de nieuwe door.")}
          </Notification>
          <div className={cardClass}>
            <MoveSummary move={flow.planned} />
          </div>
          {flow.overviewUrl ? (
            <p className={css({ mt: "6" })}>
              <a href={flow.overviewUrl}>{t("movingBackToOverview", "Terug naar de verhuisservice")}</a>
            </p>
          ) : null}
        </>
      ) : (
        <>
          {flow.currentAddress ? (
            <p className={css({ mb: "6" })}>{t("movingCurrentAddress", "Uw huidige adres: {address}", { address: flow.currentAddress })}</p>
          ) : null}
          <MoveForms flow={flow} reply={reply} />
          {flow.overviewUrl ? (
            <p className={css({ mt: "8" })}>
              <a href={flow.overviewUrl}>{t("movingBackToOverview", "Terug naar de verhuisservice")}</a>
            </p>
          ) : null}
        </>
      )}
    </>
  );
}
