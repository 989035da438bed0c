import { css } from "styled-system/css";
import type { FormReply } from "~/forms/form-reply";
import { mutedTextClass, pageHeadingClass } from "~/forms/form-styles";
import { ContentErrorPanel } from "~/shell/content-error-panel";
import { useT } from "~/shell/i18n";
import { buttonRecipe } from "~/ui/button/button";
import { ConfirmationPanel, ConfirmedAction } from "~/forms/confirmed-action";
import { OutcomeNote } from "~/ui/outcome-note/outcome-note";
import { ErrorList } from "~/ui/forms/field";
import { Notification } from "~/ui/notification/notification";
import { Tag } from "~/ui/tag/tag";
import { CANCEL_INTENT, changeMovePath, confirmCancelMoveHref, OVERVIEW_PATH } from "./intent";
import type { MoveView, MovingOverview } from "./moving.server";
import { MoveSummary, cardClass } from "./move-summary";

const sectionHeading = css({ fontSize: "xl", fontWeight: "bold", m: "0", mb: "3" });

/** "Verhuizing annuleren": asked first (a dialog, or in place without JavaScript); the origin decides whether it still may. */
function CancelMove({ move, reply, confirming }: { move: MoveView; reply: FormReply | undefined; confirming: boolean }) {
  const t = useT();
  const errors = reply?.intent === CANCEL_INTENT && reply.result.status === "error" ? (reply.result.error?.[""] ?? null) : null;
  const texts = {
    title: t("movingCancelTitle", "Verhuizing annuleren?"),
    description: t("movingCancelDescription", "Uw verhuizing naar {address} op {date} gaat dan niet door. Uw krant blijft komen op uw huidige adres.", { address: move.address, date: move.date }),
    confirmLabel: t("movingCancelConfirm", "Ja, annuleren"),
    keepLabel: t("movingCancelKeep", "Nee, niet annuleren"),
    fields: { intent: CANCEL_INTENT, moveId: move.id },
  };
  if (confirming) {
    return (
      <>
        <ConfirmationPanel id={`annuleren-${move.id}`} {...texts} backHref={OVERVIEW_PATH} />
        <ErrorList errors={errors} />
      </>
    );
  }
  return <ConfirmedAction {...texts} label={t("movingCancel", "Verhuizing annuleren")} confirmHref={confirmCancelMoveHref(move.id)} errorsId={`annuleren-fout-${move.id}`} errors={errors} />;
}

function StatusTag({ status }: { status: MoveView["status"] }) {
  const t = useT();
  if (status === "COMPLETED") return <Tag color="green">{t("movingStatusCompleted", "Verhuisd")}</Tag>;
  if (status === "CANCELLED") return <Tag color="gray">{t("movingStatusCancelled", "Geannuleerd")}</Tag>;
  return <Tag color="blue">{t("movingStatusPlanned", "Gepland")}</Tag>;
}

/** /verhuisservice: the planned move (with "annuleren" while possible), earlier moves, the brand's offer. */
export function MovingOverviewPage({ overview, reply, confirming }: { overview: MovingOverview | null; reply: FormReply | undefined; confirming: string | null }) {
  const t = useT();
  const done = reply?.intent === CANCEL_INTENT ? reply.done : undefined;
  // What was just cancelled stays in view where it was planned (it moves to "Eerdere verhuizingen" below).
  const cancelled = done && reply?.subject ? overview?.past.find((move) => move.id === reply.subject && move.status === "CANCELLED") : undefined;
  return (
    <>
      <h1 className={pageHeadingClass}>{t("movingServiceTitle", "Verhuisservice")}</h1>
      {done ? (
        <Notification variant="success" shouldAnnounce className={css({ mb: "4" })}>
          {done}
        </Notification>
      ) : null}
      <p className={css({ mb: "4" })}>
        {t("movingIntro", "Gaat u verhuizen? Geef uw nieuwe adres en verhuisdatum door, dan verhuist uw krant of tijdschrift met u mee.")}
      </p>
      <p className={css({ mb: "8" })}>
        <a href={overview?.moveUrl ?? "/verhuisservice/doorgeven"} className={buttonRecipe({ variant: "primary" })}>
          {t("movingStart", "Verhuizing doorgeven")}
        </a>
      </p>
      {overview === null ? (
        <ContentErrorPanel />
      ) : (
        <div className={css({ display: "flex", flexDirection: "column", gap: "8" })}>
          <section aria-labelledby="gepland">
            <h2 id="gepland" className={sectionHeading}>
              {t("movingPlannedTitle", "Geplande verhuizing")}
            </h2>
            {cancelled ? (
              <OutcomeNote className={css({ mb: "3" })}>
                {t("movingJustCancelled", "Geannuleerd: uw verhuizing naar {address} op {date}.", { address: cancelled.address, date: cancelled.date })} {done}
              </OutcomeNote>
            ) : null}
            {overview.planned.length === 0 ? (
              <p className={css({ m: "0" })}>{t("movingNothingPlanned", "U heeft geen verhuizing gepland.")}</p>
            ) : (
              overview.planned.map((move) => (
                <article key={move.id} className={cardClass} aria-label={t("movingCardLabel", "Verhuizing op {date}", { date: move.date })}>
                  <MoveSummary move={move} />
                  {move.cancellable ? (
                    <div className={css({ display: "flex", flexWrap: "wrap", gap: "3", alignItems: "flex-start" })}>
                      {confirming === move.id ? null : (
                        <a href={changeMovePath(move.id)} className={buttonRecipe({ variant: "secondary" })}>
                          {t("movingChange", "Verhuizing wijzigen")}
                        </a>
                      )}
                      <CancelMove move={move} reply={reply} confirming={confirming === move.id} />
                    </div>
                  ) : (
                    <p className={mutedTextClass}>{t("movingNotCancellable", "Annuleren kan niet meer: wij zetten uw bezorging al om. Neem contact op met de klantenservice als er iets verandert.")}</p>
                  )}
                </article>
              ))
            )}
          </section>
          {overview.past.length > 0 ? (
            <section aria-labelledby="eerder">
              <h2 id="eerder" className={sectionHeading}>
                {t("movingPastTitle", "Eerdere verhuizingen")}
              </h2>
              <ul className={css({ listStyle: "none", p: "0", m: "0", display: "flex", flexDirection: "column", gap: "3" })}>
                {overview.past.map((move) => (
                  <li key={move.id} className={cardClass}>
                    <div className={css({ display: "flex", gap: "2", alignItems: "center", flexWrap: "wrap" })}>
                      <StatusTag status={move.status} />
                      <span className={css({ fontWeight: "semibold" })}>{move.date}</span>
                    </div>
                    <p className={css({ m: "0" })}>{move.address}</p>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          {overview.crossSellUrl ? (
            <p className={css({ m: "0" })}>
              <a href={overview.crossSellUrl}>{t("movingCrossSell", "Nieuw adres? Bekijk ons aanbod voor uw nieuwe woonplaats")}</a>
            </p>
          ) : null}
        </div>
      )}
    </>
  );
}
