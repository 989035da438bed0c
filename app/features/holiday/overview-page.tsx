import { css } from "styled-system/css";
import type { FormReply } from "~/forms/form-reply";
import { mutedTextClass, pageHeadingClass } from "~/forms/form-styles";
import { ContentErrorPanel } from "~/shell/content-error-panel";
import { useT } from "~/shell/i18n";
import { buttonRecipe } from "~/ui/button/button";
import { ErrorList } from "~/ui/forms/field";
import { ConfirmationPanel, ConfirmedAction } from "~/forms/confirmed-action";
import { OutcomeNote } from "~/ui/outcome-note/outcome-note";
import { Notification } from "~/ui/notification/notification";
import type { ChangeView, HolidaySubscriptionView } from "./changes.server";
import { CANCEL_INTENT, confirmCancelHref, formPath, holidayBase } from "./intent";
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

/** The change a successful "Annuleren" just cancelled, as the origin now has it. */
function cancelledChange(reply: FormReply | undefined, subscription: HolidaySubscriptionView): ChangeView | null {
  if (reply?.intent !== CANCEL_INTENT || !reply.done || !reply.subject) return null;
  return subscription.past.find((change) => change.changeId === reply.subject && change.status === "CANCELLED") ?? null;
}

/** One planned, running or past change: what, when, where, how many papers; wijzigen and annuleren. */
function ChangeItem({ change, reply, magazine, confirming }: { change: ChangeView; reply: FormReply | undefined; magazine: boolean; confirming: boolean }) {
  const t = useT();
  const what = kindLabel(change.kind, t);
  // The visible word first (WCAG 2.5.3), then which holiday: "Annuleren: Bezorging gepauzeerd, 1 t/m 5 maart 2027".
  const actionLabel = (action: string) => t("holidayActionLabel", "{action}: {what}, {period}", { action, what, period: change.period });
  const headingId = `wijziging-${change.changeId}`;
  // Issue 58: "Annuleren" asked nothing, and after the layout shifted the next holiday's sat under the finger.
  const cancelTexts = {
    title: t("holidayCancelTitle", "Vakantie annuleren?"),
    description: magazine
      ? t("holidayCancelDescriptionMagazine", "{what}: {period}. Uw blad wordt dan in die periode gewoon op uw vaste adres bezorgd.", { what, period: change.period })
      : t("holidayCancelDescription", "{what}: {period}. Uw krant wordt dan in die periode gewoon op uw vaste adres bezorgd.", { what, period: change.period }),
    confirmLabel: t("holidayCancelConfirm", "Ja, annuleren"),
    keepLabel: t("holidayCancelKeep", "Nee, niet annuleren"),
    fields: { intent: CANCEL_INTENT, changeId: change.changeId, kind: change.kind },
  };
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
          {change.cancellable && !confirming ? (
            <ConfirmedAction
              {...cancelTexts}
              label={t("holidayCancel", "Annuleren")}
              ariaLabel={actionLabel(t("holidayCancel", "Annuleren"))}
              confirmHref={confirmCancelHref(change.changeId)}
              errorsId={`annuleren-fout-${change.changeId}`}
              errors={errorsOf(reply, change.changeId)}
            />
          ) : null}
        </div>
      ) : null}
      {change.cancellable && confirming ? (
        <ConfirmationPanel id={`annuleren-${change.changeId}`} {...cancelTexts} backHref={holidayBase(false)} />
      ) : null}
      {/* A refusal where no "Annuleren" carries it (the flag went off meanwhile, the question in place). */}
      {change.cancellable && !confirming ? null : <ErrorList errors={errorsOf(reply, change.changeId)} />}
    </li>
  );
}

function SubscriptionCard({ subscription, reply, confirming }: { subscription: HolidaySubscriptionView; reply: FormReply | undefined; confirming: string | null }) {
  const t = useT();
  const headingId = `vakantie-${subscription.subscriptionId}`;
  // What was just cancelled stays in view where it was (it moves to "Eerdere vakanties" below).
  const cancelled = cancelledChange(reply, subscription);
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
              <ChangeItem key={change.changeId} change={change} reply={reply} magazine={subscription.category === "MAGAZINE"} confirming={confirming === change.changeId} />
            ))}
          </ul>
        )}
        {cancelled ? (
          <OutcomeNote className={css({ mt: "3" })}>
            {t("holidayJustCancelled", "Geannuleerd: {what}, {period}.", { what: kindLabel(cancelled.kind, t), period: cancelled.period })} {reply?.done}
          </OutcomeNote>
        ) : null}
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
              <ChangeItem key={change.changeId} change={change} reply={reply} magazine={subscription.category === "MAGAZINE"} confirming={false} />
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
  confirming,
}: {
  subscriptions: HolidaySubscriptionView[] | null;
  reply: FormReply | undefined;
  done: string | null;
  digitalUrl: string | null;
  /** The change whose cancellation is asked in place (no JavaScript). */
  confirming: string | null;
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
            <SubscriptionCard key={subscription.subscriptionId} subscription={subscription} reply={reply} confirming={confirming} />
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
