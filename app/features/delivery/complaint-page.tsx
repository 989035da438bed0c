import { css } from "styled-system/css";
import type { FormReply } from "~/forms/form-reply";
import { pageHeadingClass } from "~/forms/form-styles";
import { useT } from "~/shell/i18n";
import { buttonRecipe } from "~/ui/button/button";
import { Notification } from "~/ui/notification/notification";
import type { ComplaintFlowView, ComplaintView } from "./delivery.server";
import { complaintTypeLabel, outcomeText } from "./labels";
import { ComplaintForm } from "./lazy";
import { NothingDelivered, SubscriptionHeading, cardClass } from "./subscription-heading";

const infoList = css({ display: "flex", flexDirection: "column", gap: "3", mb: "6" });

/** After the submit: what happens now, at once (credit, re-delivery, customer service). */
function Outcome({ flow, complaint }: { flow: ComplaintFlowView; complaint: ComplaintView }) {
  const t = useT();
  return (
    <>
      <Notification variant="success" shouldAnnounce className={css({ mb: "4" })}>
        {t("complaintThanks", "Bedankt, uw melding is ontvangen.")}
      </Notification>
      <div className={cardClass}>
        <h2 className={css({ fontSize: "xl", fontWeight: "bold", m: "0" })}>{t("complaintOutcomeTitle", "Wat er nu gebeurt")}</h2>
        <p className={css({ m: "0" })}>
          {complaintTypeLabel(complaint.type, flow.subscription.category, t)} · {complaint.edition}
        </p>
        <p className={css({ m: "0", fontWeight: "semibold" })}>{outcomeText(complaint, t)}.</p>
        {complaint.caseNumber ? (
          <p className={css({ m: "0" })}>
            {t("complaintEscalatedText", "Omdat u vaker last heeft van de bezorging, zoekt onze klantenservice uit wat er misgaat. U hoort binnen 2 werkdagen van ons. Uw dossiernummer is {case}.", { case: complaint.caseNumber })}
          </p>
        ) : null}
        {complaint.type === "NOT_DELIVERED" && flow.subscription.category === "NEWSPAPER" ? (
          <p className={css({ m: "0" })}>{t("complaintFollowUpNotice", "Morgen vragen wij u hier of uw krant weer gewoon bezorgd is.")}</p>
        ) : null}
      </div>
      <p className={css({ mt: "6", display: "flex", flexWrap: "wrap", gap: "4" })}>
        {flow.webview ? null : (
          <a href={flow.overviewUrl} className={buttonRecipe({ variant: "primary" })}>
            {t("complaintToOverview", "Naar de bezorgservice")}
          </a>
        )}
        <a href={flow.subscription.reportUrl} className={buttonRecipe({ variant: "secondary" })}>
          {t("complaintAnother", "Nog een probleem melden")}
        </a>
      </p>
    </>
  );
}

/** What the subscriber should know before choosing: not yet delivered today, what they get back, escalation. */
function Rules({ flow }: { flow: ComplaintFlowView }) {
  const t = useT();
  const magazine = flow.subscription.category === "MAGAZINE";
  return (
    <div className={infoList}>
      {flow.todayDeliveredBy ? (
        <Notification variant="info">
          {t("deliveryTodayNotYet", "Uw krant wordt vandaag uiterlijk om {time} bezorgd. Is hij er dan nog niet? Meld het daarna hier.", { time: flow.todayDeliveredBy })}
        </Notification>
      ) : null}
      <p className={css({ m: "0" })}>
        {magazine
          ? t("deliveryCreditRuleMagazine", "Is een nummer niet, beschadigd of onvolledig bezorgd? Dan krijgt u {amount} terug op uw volgende factuur.", { amount: flow.creditPerEdition })
          : t("deliveryCreditRule", "Is uw krant niet, beschadigd, onvolledig of verkeerd bezorgd? Dan krijgt u {amount} terug op uw volgende factuur. Een krant die te laat kwam, geven wij door aan de bezorger.", { amount: flow.creditPerEdition })}
      </p>
      {flow.redeliveryUntil ? (
        <p className={css({ m: "0" })}>
          {t("deliveryRedeliveryRule", "Meldt u het vandaag vóór {time}? Dan kunnen wij de krant van vandaag nog nabrengen.", { time: flow.redeliveryUntil })}
        </p>
      ) : null}
      {flow.escalates ? (
        <Notification variant="warning">
          {t("deliveryEscalationRule", "U heeft de afgelopen 14 dagen al vaker een melding gedaan. Deze melding gaat daarom ook naar onze klantenservice, die uitzoekt wat er misgaat.")}
        </Notification>
      ) : null}
    </div>
  );
}

/** /bezorgservice/<brand>/<subscription> and its app twin: report a problem, see the outcome at once. */
export function ComplaintPage({ flow, reply }: { flow: ComplaintFlowView; reply: FormReply | undefined }) {
  const t = useT();
  const reportable = flow.subscription.hasPhysicalDelivery && flow.types.length > 0;
  return (
    <>
      <h1 className={pageHeadingClass}>{t("deliveryComplaintTitle", "Probleem met de bezorging melden")}</h1>
      <div className={css({ mb: "6" })}>
        <SubscriptionHeading subscription={flow.subscription} />
      </div>
      {flow.submitted ? (
        <Outcome flow={flow} complaint={flow.submitted} />
      ) : !reportable ? (
        <NothingDelivered subscription={flow.subscription} />
      ) : (
        <>
          <Rules flow={flow} />
          {flow.editions.length === 0 ? (
            <p>{t("deliveryNoEditions", "Er is de afgelopen tijd niets bezorgd waarover u nu nog een melding kunt doen.")}</p>
          ) : (
            <ComplaintForm flow={flow} reply={reply} />
          )}
        </>
      )}
      {!flow.webview && !flow.submitted ? (
        <p className={css({ mt: "8" })}>
          <a href={flow.overviewUrl}>{t("deliveryBackToOverview", "Terug naar de bezorgservice")}</a>
        </p>
      ) : null}
    </>
  );
}
