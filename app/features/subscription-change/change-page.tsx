import { useEffect, useState } from "react";
import { Form } from "react-router";
import { Link } from "~/ui/link";
import { css } from "styled-system/css";
import { FormErrors } from "~/forms/form-errors";
import { type FormReply, replyFor } from "~/forms/form-reply";
import { inlineLinkClass } from "~/forms/form-styles";
import { flowStepOf, useFlowStep } from "~/shell/data-layer";
import { useT } from "~/shell/i18n";
import { Button } from "~/ui/button/button";
import { RadioGroupField } from "~/ui/forms/choice-group";
import { Notification } from "~/ui/notification/notification";
import type { ChangePageView } from "./change.server";
import { CONFIRM_CHANGE_INTENT, UNDO_CHANGE_INTENT } from "./intent";

const section = css({ display: "flex", flexDirection: "column", gap: "4", mt: "6", maxW: "44rem" });
const dl = css({ display: "grid", gridTemplateColumns: { base: "1fr", tablet: "12rem 1fr" }, columnGap: "4", rowGap: "1", m: "0", "& dt": { fontWeight: "semibold" }, "& dd": { m: "0", mb: { base: "2", tablet: "0" } } });

/**
 * /abonnementen/<nr>/wijzigen: what the subscriber has, the brand's other editions and billing periods (a
 * GET form), what the choice does before it is confirmed, and a pending change with its undo. The same page in
 * the brand's app (/abonnementen/app/<nr>/wijzigen), where the shell leaves out the site's chrome.
 */
export function ChangePage({ view, reply, confirmed, undone }: { view: ChangePageView; reply: FormReply | undefined; confirmed: boolean; undone: "undone" | "withdrawn" | null }) {
  const t = useT();
  // One flow_step per step shown (spec §2): choose → preview (or preview:refused) → confirm-change:done → undo-change:done,
  // and each refusal of a POST; a second choice previewed is a second preview step.
  const step = reply ? flowStepOf(reply) : confirmed ? "confirm-change:done" : undone ? `${UNDO_CHANGE_INTENT}:${undone === "withdrawn" ? "withdrawn" : "done"}` : view.step;
  useFlowStep(step, reply ?? `${view.chosen.productCode}/${view.chosen.billingPeriod}`);
  // Another choice ticked after a preview: that preview no longer shows what would be confirmed, so its
  // confirm button gives way to "look first" until the new choice is previewed (the server only ever
  // confirms what the hidden fields of the preview carry).
  const [ticked, setTicked] = useState<{ editie: string; termijn: string } | null>(null);
  useEffect(() => setTicked(null), [view.preview?.productCode, view.preview?.billingPeriod]);
  const stale = Boolean(view.preview && ticked && (ticked.editie !== view.preview.productCode || ticked.termijn !== view.preview.billingPeriod));
  const confirmErrors = replyFor(reply, CONFIRM_CHANGE_INTENT)?.error?.[""] ?? null;
  const undoErrors = replyFor(reply, UNDO_CHANGE_INTENT)?.error?.[""] ?? null;
  return (
    <>
      <h1 className={css({ fontSize: "3xl", fontWeight: "bold", mb: "2" })}>{t("changeTitle", "Abonnement wijzigen")}</h1>
      {view.current ? <p>{t("changeCurrent", "Nu: {current}", { current: view.current })}</p> : null}
      {undone === "undone" ? <Notification variant="success">{t("changeUndone", "De wijziging is ongedaan gemaakt. Uw abonnement blijft zoals het was.")}</Notification> : null}
      {undone === "withdrawn" ? <Notification variant="success">{t("changeWithdrawn", "De wijziging is herroepen. Uw abonnement is weer zoals het was.")}</Notification> : null}
      {!view.changeable ? (
        <Notification variant="info" className={css({ mt: "4" })}>
          {view.reason}
          {view.brandChangeUrl ? (
            <>
              {" "}
              <a href={view.brandChangeUrl} className={inlineLinkClass}>
                {t("changeBrandLink", "Bekijk het aanbod van het merk")}
              </a>
            </>
          ) : null}
        </Notification>
      ) : view.pending ? (
        <section aria-labelledby="change-pending" className={section}>
          {confirmed ? (
            <Notification variant="info">
              {t("changeReceived", "Wij hebben uw wijziging ontvangen op {moment}. U krijgt een bevestiging per e-mail.", { moment: view.pending.receivedAt })}
            </Notification>
          ) : null}
          <h2 id="change-pending" className={css({ fontSize: "xl", fontWeight: "bold" })}>
            {t("changePendingTitle", "Uw wijziging staat klaar")}
          </h2>
          <p className={css({ m: "0" })}>{view.pending.summary}</p>
          {view.pending.undoable ? (
            <Form method="post">
              <input type="hidden" name="intent" value={UNDO_CHANGE_INTENT} />
              <input type="hidden" name="changeId" value={view.pending.id} />
              <FormErrors id="change-undo-errors" errors={undoErrors} />
              <p className={css({ mb: "3" })}>{t("changeUndoUntil", "Bedacht? Tot en met {date} maakt u de wijziging ongedaan.", { date: view.pending.undoUntil })}</p>
              <Button type="submit" variant="secondary">
                {t("changeUndo", "Wijziging ongedaan maken")}
              </Button>
            </Form>
          ) : null}
        </section>
      ) : view.withdrawable ? (
        <section aria-labelledby="change-withdrawable" className={section}>
          <h2 id="change-withdrawable" className={css({ fontSize: "xl", fontWeight: "bold" })}>
            {t("changeWithdrawableTitle", "Uw wijziging is ingegaan")}
          </h2>
          <p className={css({ m: "0" })}>{view.withdrawable.summary}</p>
          <Form method="post">
            <input type="hidden" name="intent" value={UNDO_CHANGE_INTENT} />
            <input type="hidden" name="changeId" value={view.withdrawable.id} />
            <FormErrors id="change-undo-errors" errors={undoErrors} />
            <p className={css({ mb: "3" })}>
              {t("changeWithdrawableUntil", "Bedacht? Tot en met {date} herroept u de wijziging kosteloos (herroepingsrecht); dan is uw abonnement weer zoals het was. Een andere wijziging kan daarna.", { date: view.withdrawable.until })}
            </p>
            <Button type="submit" variant="secondary">
              {t("changeWithdraw", "Wijziging herroepen")}
            </Button>
          </Form>
        </section>
      ) : (
        <>
          {confirmErrors && !view.preview ? <FormErrors id="change-confirm-errors" errors={confirmErrors} /> : null}
          <Form
            method="get"
            className={section}
            onChange={(event) => {
              const choice = new FormData(event.currentTarget);
              setTicked({ editie: String(choice.get("editie") ?? ""), termijn: String(choice.get("termijn") ?? "") });
            }}
          >
            <RadioGroupField legend={t("changeEditionLegend", "Wat wilt u ontvangen?")} name="editie" options={view.editions} defaultValue={view.chosen.productCode} errors={view.choiceError ? [view.choiceError] : null} errorId="change-choice-errors" />
            <RadioGroupField legend={t("changePeriodLegend", "Hoe vaak wilt u betalen?")} name="termijn" options={view.periods} defaultValue={view.chosen.billingPeriod} errorId="change-period-errors" />
            <div>
              <Button type="submit" variant={view.preview && !stale ? "secondary" : "primary"}>
                {t("changePreviewSubmit", "Bekijk wat er verandert")}
              </Button>
            </div>
          </Form>
          <div aria-live="polite">
            {stale ? (
              <p className={css({ mt: "6", maxW: "44rem" })}>{t("changePreviewStale", "U heeft iets anders gekozen. Kies ‘Bekijk wat er verandert’ om te zien wat dat voor u betekent.")}</p>
            ) : null}
          </div>
          {view.preview && !stale ? (
            <section aria-labelledby="change-preview" className={section}>
              <h2 id="change-preview" className={css({ fontSize: "xl", fontWeight: "bold" })}>
                {t("changePreviewTitle", "Zo wordt uw abonnement")}
              </h2>
              <dl className={dl}>
                {view.preview.facts.map(([label, value]) => (
                  <div key={label} className={css({ display: "contents" })}>
                    <dt>{label}</dt>
                    <dd>{value}</dd>
                  </div>
                ))}
              </dl>
              <p className={css({ m: "0", color: "fg.muted" })}>{view.preview.summary}</p>
              {view.preview.ends.length > 0 ? (
                <Notification variant="warning">
                  <ul className={css({ m: "0", pl: "5" })}>
                    {view.preview.ends.map((line) => (
                      <li key={line}>{line}</li>
                    ))}
                  </ul>
                </Notification>
              ) : null}
              <h3 id="change-keeps" className={css({ fontSize: "md", fontWeight: "bold", m: "0" })}>
                {t("changeKeepsTitle", "Dit blijft hetzelfde")}
              </h3>
              <ul aria-labelledby="change-keeps" className={css({ m: "0", pl: "5" })}>
                {view.preview.keeps.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
              {view.preview.withdrawal ? <p className={css({ m: "0" })}>{view.preview.withdrawal}</p> : null}
              <Form method="post">
                <input type="hidden" name="intent" value={CONFIRM_CHANGE_INTENT} />
                <input type="hidden" name="idempotencyKey" value={view.idempotencyKey} />
                <input type="hidden" name="productCode" value={view.preview.productCode} />
                <input type="hidden" name="billingPeriod" value={view.preview.billingPeriod} />
                <input type="hidden" name="expectedPriceCents" value={view.preview.expectedPriceCents} />
                <input type="hidden" name="expectedEffectiveDate" value={view.preview.expectedEffectiveDate} />
                <FormErrors id="change-confirm-errors" errors={confirmErrors} />
                <div className={css({ display: "flex", gap: "3", flexWrap: "wrap", alignItems: "center" })}>
                  <Button type="submit">{t("changeConfirm", "Wijziging bevestigen")}</Button>
                  <Link to={view.leaveUrl} className={inlineLinkClass}>
                    {t("changeCancel", "Niets wijzigen")}
                  </Link>
                </div>
              </Form>
            </section>
          ) : null}
        </>
      )}
    </>
  );
}
