import { getFormProps, getTextareaProps } from "@conform-to/react";
import { Form } from "react-router";
import { css } from "styled-system/css";
import { FormErrors, SubmitButton, SuccessNotice, formClass, pageHeadingClass, useAccountForm } from "~/forms/form-kit";
import { type FormReply, replyFor } from "~/forms/form-reply";
import type { Translate } from "~/forms/translate";
import { useT } from "~/shell/i18n";
import { buttonRecipe } from "~/ui/button/button";
import { RadioGroupField } from "~/ui/forms/choice-group";
import { TextAreaField } from "~/ui/forms/text-area-field";
import type { CancellationView } from "./cancellation.server";
import { CANCEL_INTENT, CANCELLATION_REASONS, COMMENT_MAX, type CancellationReason, UNDO_INTENT } from "./intent";

const schema = (t: Translate) => () => import("./schema").then((module) => module.cancellationFormSchema(t));

const REASON_LABELS: Record<CancellationReason, [string, string]> = {
  TOO_EXPENSIVE: ["cancellationReasonTooExpensive", "Het is mij te duur"],
  NO_TIME_TO_READ: ["cancellationReasonNoTime", "Ik heb te weinig tijd om te lezen"],
  CONTENT: ["cancellationReasonContent", "De inhoud spreekt mij niet (meer) aan"],
  DELIVERY: ["cancellationReasonDelivery", "Problemen met de bezorging"],
  MOVING: ["cancellationReasonMoving", "Ik ga verhuizen"],
  OTHER: ["cancellationReasonOther", "Een andere reden"],
};

// The cancellation page's two states, loaded from their own chunk (lazy-forms.ts): Conform is not first-load JS.

const NOTICE_INTENTS = [CANCEL_INTENT, UNDO_INTENT];

const panel = css({ p: "4", borderWidth: "1px", borderStyle: "solid", borderColor: "border.default", rounded: "lg", bg: "bg.subtle", mt: "6" });
const actions = css({ display: "flex", flexWrap: "wrap", gap: "3", mt: "4" });

export function Cancelled({ view, reply }: { view: CancellationView; reply: FormReply | undefined }) {
  const t = useT();
  const result = replyFor(reply, UNDO_INTENT);
  const errors = result?.error?.[""] ?? null;
  return (
    <>
      <SuccessNotice reply={reply} intents={NOTICE_INTENTS} />
      <h1 className={pageHeadingClass}>{t("cancellationCancelledTitle", "Uw abonnement is opgezegd")}</h1>
      <p>
        {t("cancellationCancelledText", "{title} stopt op {date}. Tot die dag ontvangt u alles zoals u gewend bent.", { title: view.title, date: view.undoableUntil ?? "" })}
      </p>
      <div className={panel}>
        <h2 className={css({ fontSize: "lg", fontWeight: "bold", m: "0" })}>{t("cancellationUndoTitle", "Toch niet opzeggen?")}</h2>
        <p className={css({ mt: "2" })}>{t("cancellationUndoText", "Tot {date} kunt u de opzegging ongedaan maken. Uw abonnement loopt dan gewoon door.", { date: view.undoableUntil ?? "" })}</p>
        <Form method="post" className={formClass}>
          <input type="hidden" name="intent" value={UNDO_INTENT} />
          <FormErrors id="undo-errors" errors={errors} />
          <div>
            <SubmitButton intent={UNDO_INTENT} variant="secondary" busyLabel={t("savingLabel", "Bezig met opslaan…")}>
              {t("cancellationUndo", "Opzegging ongedaan maken")}
            </SubmitButton>
          </div>
        </Form>
      </div>
    </>
  );
}

export function CancelForm({ view, reply }: { view: CancellationView; reply: FormReply | undefined }) {
  const t = useT();
  const [form, fields] = useAccountForm({ id: CANCEL_INTENT, schema: schema(t), lastResult: replyFor(reply, CANCEL_INTENT) });
  const { key: _key, ...comment } = getTextareaProps(fields.comment);
  return (
    <>
      <SuccessNotice reply={reply} intents={NOTICE_INTENTS} />
      <h1 className={pageHeadingClass}>{t("cancellationTitle", "Abonnement opzeggen")}</h1>
      <p className={css({ fontWeight: "semibold", mb: "2" })}>{view.title}</p>
      <p>
        {view.basis === "FIXED_PERIOD"
          ? t("cancellationFixedPeriod", "Uw abonnement loopt in een vaste periode tot en met {date}. Als u nu opzegt, stopt het op die dag; eerder stoppen kan niet.", { date: view.endDate })
          : t("cancellationNoticePeriod", "Er geldt een opzegtermijn van één maand. Als u nu opzegt, stopt uw abonnement op {date}. Tot die dag ontvangt u alles zoals u gewend bent.", { date: view.endDate })}
      </p>
      {view.offerUrl ? (
        <section className={panel} aria-labelledby="opzeggen-aanbod">
          <h2 id="opzeggen-aanbod" className={css({ fontSize: "lg", fontWeight: "bold", m: "0" })}>
            {t("cancellationOfferTitle", "Liever iets anders?")}
          </h2>
          <p className={css({ mt: "2" })}>
            {t("cancellationOfferText", "Minder vaak of alleen digitaal lezen is vaak voordeliger. Bekijk wat {brand} u kan bieden; opzeggen kan daarna altijd nog.", { brand: view.brandName })}
          </p>
          <div className={actions}>
            <a href={view.offerUrl} className={buttonRecipe({ variant: "secondary" })}>
              {t("cancellationOfferLink", "Bekijk het aanbod")}
            </a>
            <a href="#opzegformulier" className={buttonRecipe({ variant: "ghost" })}>
              {t("cancellationOfferSkip", "Nee, bedankt: verder met opzeggen")}
            </a>
          </div>
        </section>
      ) : null}
      <Form method="post" {...getFormProps(form)} className={formClass}>
        <h2 id="opzegformulier" tabIndex={-1} className={css({ fontSize: "xl", fontWeight: "bold", mt: "8" })}>
          {t("cancellationFormTitle", "Opzeggen per {date}", { date: view.endDate })}
        </h2>
        <input type="hidden" name="intent" value={CANCEL_INTENT} />
        <FormErrors id={form.errorId} errors={form.errors} />
        <RadioGroupField
          legend={t("cancellationReasonLegend", "Waarom zegt u op?")}
          name={fields.reason.name}
          required={false}
          options={CANCELLATION_REASONS.map((reason) => ({ value: reason, label: t(...REASON_LABELS[reason]) }))}
          defaultValue={typeof fields.reason.initialValue === "string" ? fields.reason.initialValue : null}
          errors={fields.reason.errors}
          errorId={fields.reason.errorId}
        />
        <TextAreaField
          key={fields.comment.key}
          label={t("cancellationCommentLabel", "Wilt u nog iets kwijt?")}
          required={false}
          hint={t("cancellationCommentHint", "Maximaal {max} tekens. Uw antwoord helpt ons beter te worden, maar is niet nodig om op te zeggen.", { max: COMMENT_MAX })}
          errors={fields.comment.errors}
          textAreaProps={{ ...comment, maxLength: COMMENT_MAX }}
        />
        <div>
          <SubmitButton intent={CANCEL_INTENT} busyLabel={t("savingLabel", "Bezig met opslaan…")}>
            {t("cancellationSubmit", "Abonnement opzeggen per {date}", { date: view.endDate })}
          </SubmitButton>
        </div>
      </Form>
    </>
  );
}
