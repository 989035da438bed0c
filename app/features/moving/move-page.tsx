import { css } from "styled-system/css";
import { pageHeadingClass } from "~/forms/form-styles";
import { useT } from "~/shell/i18n";
import { buttonRecipe } from "~/ui/button/button";
import { Notification } from "~/ui/notification/notification";
import { MoveForms } from "./lazy";
import { changeMovePath } from "./intent";
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
            {flow.planned.cancellable
              ? t("movingAlreadyPlannedChange", "U heeft al een verhuizing doorgegeven. Klopt er iets niet meer? Wijzig die verhuizing dan.")
              : t("movingAlreadyPlanned", "U heeft al een verhuizing doorgegeven. Wilt u iets veranderen? Neem dan contact op met de klantenservice.")}
          </Notification>
          <div className={cardClass}>
            <MoveSummary move={flow.planned} />
            {flow.planned.cancellable ? (
              <p className={css({ m: "0" })}>
                <a href={changeMovePath(flow.planned.id)} className={buttonRecipe({ variant: "primary" })}>
                  {t("movingChange", "Verhuizing wijzigen")}
                </a>
              </p>
            ) : null}
          </div>
          {flow.overviewUrl ? (
            <p className={css({ mt: "6" })}>
              <a href={flow.overviewUrl}>{t("movingBackToOverview", "Terug naar de verhuisservice")}</a>
            </p>
          ) : null}
        </>
      ) : (
        <>
          {flow.changing ? (
            <Notification variant="info" className={css({ mb: "4" })}>
              {t("movingChanging", "U wijzigt uw verhuizing naar {address} op {date}. Pas aan wat niet meer klopt; de nieuwe gegevens vervangen de oude.", { address: flow.changing.address, date: flow.changing.date })}
            </Notification>
          ) : null}
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
