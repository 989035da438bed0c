import { Form, useNavigation } from "react-router";
import { css } from "styled-system/css";
import type { FormReply } from "~/forms/form-reply";
import { mutedTextClass, pageHeadingClass } from "~/forms/form-styles";
import { ContentErrorPanel } from "~/shell/content-error-panel";
import { useT } from "~/shell/i18n";
import { Button, buttonRecipe } from "~/ui/button/button";
import { ErrorList } from "~/ui/forms/field";
import { Notification } from "~/ui/notification/notification";
import type { ChangeView, HolidaySubscriptionView } from "./changes.server";
import { CANCEL_INTENT, formPath } from "./intent";
import { SkippedText, StatusTag, cardClass, kindLabel } from "./change-texts";

const listClass = css({ listStyle: "none", p: "0", m: "0", display: "flex", flexDirection: "column", gap: "3" });
const itemClass = css({ borderTopWidth: "1px", borderTopStyle: "solid", borderColor: "border.default", pt: "3", _first: { borderTop: "none", pt: "0" } });
const actionsClass = css({ display: "flex", flexWrap: "wrap", gap: "3", alignItems: "center", mt: "2" });

function errorsOf(reply: FormReply | undefined, changeId: string): string[] | null {
  if (reply?.intent !== CANCEL_INTENT || reply.result.status !== "error") return null;
  const sent = (reply.result.initialValue as Record<string, unknown> | undefined)?.changeId;
  if (sent !== changeId) return null;
  return Object.values(reply.result.error ?? {}).flat().filter((error): error is string => typeof error === "string");
}

/** One planned, running or past change: what, when, where, how many papers; wijzigen and annuleren. */
function ChangeItem({ change, reply, magazine }: { change: ChangeView; reply: FormReply | undefined; magazine: boolean }) {
  const t = useT();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("changeId") === change.changeId;
  const what = kindLabel(change.kind, t);
  // The visible word first (WCAG 2.5.3), then which holiday: "Annuleren: Bezorging gepauzeerd, 1 t/m 5 maart 2027".
  const actionLabel = (action: string) => t("holidayActionLabel", "{action}: {what}, {period}", { action, what, period: change.period });
  const headingId = `wijziging-${change.changeId}`;
  return (
    <li className={itemClass} aria-labelledby={headingId}>
      <p id={headingId} className={css({ m: "0", fontWeight: "semibold", display: "flex", flexWrap: "wrap", gap: "2", alignItems: "center" })}>
        <span>
          {what}: {change.period}
        </span>
        <StatusTag status={change.status} />
      </p>
      {change.address ? <p className={css({ m: "0" })}>{t("holidayAddressAt", "Bezorgd op: {address}", { address: change.address })}</p> : null}
      {change.status !== "CANCELLED" ? (
        <p className={css({ m: "0" })}>
          <SkippedText kind={change.kind} count={change.skippedPapers} magazine={magazine} />
          {change.donation ? ` ${change.donation}` : null}
        </p>
      ) : null}
      {change.changeUrl || change.cancellable ? (
        <div className={actionsClass}>
          {change.changeUrl ? (
            <a href={change.changeUrl} className={buttonRecipe({ variant: "secondary" })} aria-label={actionLabel(change.shortenOnly ? t("holidayShorten", "Inkorten") : t("holidayChange", "Wijzigen"))}>
              {change.shortenOnly ? t("holidayShorten", "Inkorten") : t("holidayChange", "Wijzigen")}
            </a>
          ) : null}
          {change.cancellable ? (
            <Form method="post">
              <input type="hidden" name="intent" value={CANCEL_INTENT} />
              <input type="hidden" name="changeId" value={change.changeId} />
              <input type="hidden" name="kind" value={change.kind} />
              <Button type="submit" variant="secondary" aria-disabled={busy || undefined} aria-label={actionLabel(t("holidayCancel", "Annuleren"))}>
                {busy ? t("holidayCancelling", "Bezig met annuleren…") : t("holidayCancel", "Annuleren")}
              </Button>
            </Form>
          ) : null}
        </div>
      ) : null}
      <ErrorList errors={errorsOf(reply, change.changeId)} />
    </li>
  );
}

function SubscriptionCard({ subscription, reply }: { subscription: HolidaySubscriptionView; reply: FormReply | undefined }) {
  const t = useT();
  const headingId = `vakantie-${subscription.subscriptionId}`;
  return (
    <article aria-labelledby={headingId} className={cardClass}>
      <div>
        <h2 id={headingId} className={css({ fontSize: "lg", fontWeight: "bold", m: "0" })}>
          {subscription.title}
        </h2>
        <p className={css({ m: "0" })}>{subscription.schedule}</p>
        <p className={mutedTextClass}>{subscription.usage}</p>
      </div>
      {/* Named after the subscription too: one such section per subscription (axe landmark-unique). */}
      <section aria-labelledby={`${headingId}-gepland ${headingId}`}>
        <h3 id={`${headingId}-gepland`} className={css({ fontSize: "md", fontWeight: "bold", mb: "2", mt: "0" })}>
          {t("holidayCurrentTitle", "Gepland en lopend")}
        </h3>
        {subscription.current.length === 0 ? (
          <p className={css({ m: "0" })}>{t("holidayNoCurrent", "U heeft geen vakantie doorgegeven.")}</p>
        ) : (
          <ul className={listClass}>
            {subscription.current.map((change) => (
              <ChangeItem key={change.changeId} change={change} reply={reply} magazine={subscription.category === "MAGAZINE"} />
            ))}
          </ul>
        )}
      </section>
      <p className={css({ m: "0" })}>
        <a href={subscription.planUrl} className={buttonRecipe({ variant: "primary" })} aria-label={t("holidayPlanFor", "Vakantie doorgeven voor {title}", { title: subscription.title })}>
          {t("holidayPlan", "Vakantie doorgeven")}
        </a>
      </p>
      {subscription.pauseCrossSellUrl || subscription.temporaryCrossSellUrl ? (
        <ul className={css({ listStyle: "none", p: "0", m: "0", display: "flex", flexDirection: "column", gap: "1" })}>
          {subscription.pauseCrossSellUrl ? (
            <li>
              <a href={subscription.pauseCrossSellUrl}>{t("holidayPauseCrossSell", "Tijdens de pauze digitaal verder lezen")}</a>
            </li>
          ) : null}
          {subscription.temporaryCrossSellUrl ? (
            <li>
              <a href={subscription.temporaryCrossSellUrl}>{t("holidayTemporaryCrossSell", "Op vakantie de krant digitaal lezen")}</a>
            </li>
          ) : null}
        </ul>
      ) : null}
      {subscription.past.length > 0 ? (
        <details>
          <summary className={css({ cursor: "pointer", fontWeight: "bold" })}>
            {t("holidayPastTitle", "Eerdere vakanties")} ({subscription.past.length})
          </summary>
          <ul className={css({ listStyle: "none", p: "0", m: "0", mt: "2", display: "flex", flexDirection: "column", gap: "3" })}>
            {subscription.past.map((change) => (
              <ChangeItem key={change.changeId} change={change} reply={reply} magazine={subscription.category === "MAGAZINE"} />
            ))}
          </ul>
        </details>
      ) : null}
    </article>
  );
}

/** /vakantieservice: per paper subscription the planned, running and past holidays. */
export function HolidayOverviewPage({
  subscriptions,
  reply,
  done,
  digitalUrl,
}: {
  subscriptions: HolidaySubscriptionView[] | null;
  reply: FormReply | undefined;
  done: string | null;
  digitalUrl: string | null;
}) {
  const t = useT();
  const cancelled = reply?.intent === CANCEL_INTENT ? reply.done : undefined;
  const message = cancelled ?? done;
  return (
    <>
      <h1 className={pageHeadingClass}>{t("holidayServiceTitle", "Vakantieservice")}</h1>
      {message ? (
        <Notification variant="success" shouldAnnounce className={css({ mb: "4" })}>
          {message}
        </Notification>
      ) : null}
      <p className={css({ mt: "0", mb: "6" })}>
        {t("holidayIntro", "Gaat u op vakantie? Pauzeer de bezorging of laat uw krant op uw vakantieadres bezorgen. Geef het minstens 2 werkdagen van tevoren door. Heeft u ook digitaal toegang? Die loopt gewoon door.")}
      </p>
      {subscriptions === null ? (
        <ContentErrorPanel />
      ) : subscriptions.length === 0 ? (
        <div className={cardClass}>
          <p className={css({ m: "0" })}>
            {t("holidayNoPaper", "U heeft geen abonnement waarbij iets op papier wordt bezorgd. U hoeft voor uw vakantie dus niets door te geven.")}
          </p>
          {digitalUrl ? (
            <p className={css({ m: "0" })}>
              <a href={digitalUrl}>{t("holidayReadDigital", "Lees digitaal, waar u ook bent")}</a>
            </p>
          ) : null}
        </div>
      ) : (
        <div className={css({ display: "flex", flexDirection: "column", gap: "6" })}>
          {subscriptions.map((subscription) => (
            <SubscriptionCard key={subscription.subscriptionId} subscription={subscription} reply={reply} />
          ))}
          {subscriptions.length > 1 ? (
            <p className={css({ m: "0" })}>
              <a href={formPath(false)}>{t("holidayPlanSeveral", "Vakantie doorgeven voor meerdere abonnementen tegelijk")}</a>
            </p>
          ) : null}
        </div>
      )}
    </>
  );
}
