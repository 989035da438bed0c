import { css } from "styled-system/css";
import type { FormReply } from "~/forms/form-reply";
import { pageHeadingClass } from "~/forms/form-styles";
import { useT } from "~/shell/i18n";
import { buttonRecipe } from "~/ui/button/button";
import { Notification } from "~/ui/notification/notification";
import type { HolidayFormView } from "./form.server";
import { CHANGE_PARAM } from "./intent";
import { ChangeForm, HolidayForm } from "./lazy";
import { cardClass, kindLabel } from "./change-texts";

/** After a submit in the app: what was done, and the way to plan another. */
function Done({ view, text }: { view: HolidayFormView; text: string }) {
  const t = useT();
  return (
    <>
      <Notification variant="success" shouldAnnounce className={css({ mb: "4" })}>
        {text}
      </Notification>
      <p className={css({ m: "0" })}>
        <a href={view.formUrl} className={buttonRecipe({ variant: "secondary" })}>
          {t("holidayPlanAnother", "Nog een vakantie doorgeven")}
        </a>
      </p>
    </>
  );
}

/** /vakantieservice/doorgeven and /vakantieservice/app/doorgeven: plan a holiday, or change one (`?wijziging=`). */
export function HolidayFormPage({ view, reply, doneText }: { view: HolidayFormView; reply: FormReply | undefined; doneText: string | null }) {
  const t = useT();
  const change = view.change;
  return (
    <>
      <h1 className={pageHeadingClass}>{change ? t("holidayChangeTitle", "Vakantie wijzigen") : t("holidayFormTitle", "Vakantie doorgeven")}</h1>
      {doneText ? (
        <Done view={view} text={doneText} />
      ) : view.subscriptions.length === 0 ? (
        <div className={cardClass}>
          <p className={css({ m: "0" })}>
            {t("holidayNoPaper", "U heeft geen abonnement waarbij iets op papier wordt bezorgd. U hoeft voor uw vakantie dus niets door te geven.")}
          </p>
          {view.digitalUrl ? (
            <p className={css({ m: "0" })}>
              <a href={view.digitalUrl}>{t("holidayReadDigital", "Lees digitaal, waar u ook bent")}</a>
            </p>
          ) : null}
        </div>
      ) : change ? (
        <>
          <div className={css({ mb: "6" })}>
            <p className={css({ m: "0", fontWeight: "semibold" })}>
              {change.subscriptionTitle} · {kindLabel(change.kind, t)}
            </p>
            <p className={css({ m: "0" })}>{change.period}</p>
            {change.address ? <p className={css({ m: "0" })}>{change.address}</p> : null}
            {change.donation ? <p className={css({ m: "0" })}>{change.donation}</p> : null}
          </div>
          {view.changeClosed ? (
            <Notification variant="info">{t("holidayChangeClosed", "Deze vakantie is voorbij of geannuleerd en kan niet meer worden gewijzigd.")}</Notification>
          ) : (
            <ChangeForm
              change={change}
              subscription={view.subscriptions.find((item) => item.subscriptionId === change.subscriptionId) ?? null}
              locale={view.locale}
              action={`${view.formUrl}?${CHANGE_PARAM}=${encodeURIComponent(change.changeId)}`}
              reply={reply}
            />
          )}
        </>
      ) : (
        <>
          <p className={css({ mt: "0", mb: "6" })}>
            {t("holidayFormIntro", "Pauzeer de bezorging tijdens uw vakantie, of laat uw krant op uw vakantieadres in Nederland of België bezorgen.")}
          </p>
          <HolidayForm view={view} reply={reply} />
        </>
      )}
      {view.webview ? null : (
        <p className={css({ mt: "8" })}>
          <a href={view.overviewUrl}>{t("holidayBackToOverview", "Terug naar de vakantieservice")}</a>
        </p>
      )}
    </>
  );
}
