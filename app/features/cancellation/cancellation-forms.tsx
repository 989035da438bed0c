import { getFormProps, getTextareaProps } from "@conform-to/react";
import { Form, useNavigation } from "react-router";
import { css } from "styled-system/css";
import { FormErrors, SubmitButton, SuccessNotice, formClass, inputProps, pageHeadingClass, useAccountForm } from "~/forms/form-kit";
import { type FormReply, replyFor } from "~/forms/form-reply";
import type { Translate } from "~/forms/translate";
import { useT } from "~/shell/i18n";
import { buttonRecipe } from "~/ui/button/button";
import { RadioGroupField } from "~/ui/forms/choice-group";
import { TextField } from "~/ui/forms/field";
import { TextAreaField } from "~/ui/forms/text-area-field";
import { Steps } from "~/ui/steps/steps";
import { SubscriptionIdentityForm } from "~/forms/subscription-identity";
import type { CancellationReply, CancellationView, IdentifiedView, ReceiptView, StartView, Terms } from "./cancellation.server";
import { CANCEL_INTENT, CANCELLATION_REASONS, COMMENT_MAX, type CancellationReason, EDIT_INTENT, IDENTIFIED_FIELD, IDENTIFY_INTENT, REVIEW_INTENT, UNDO_INTENT } from "./intent";

// The cancellation pages' steps (Art. 11a CRD, ADR 39), loaded from their own chunk (lazy.ts):
// the statement (end date first, reason and remark optional), the confirmation ("Opzegging
// bevestigen"), the acknowledgement (received on, ends on, the receipt by e-mail and as PDF). The same
// steps serve the logged-in page and /opzeggen without a login, which carries its ticket along.

const schema = (t: Translate, country?: "NL" | "BE") => () => import("./schema").then((module) => module.cancellationFormSchema(t, country));

const REASON_LABELS: Record<CancellationReason, [string, string]> = {
  TOO_EXPENSIVE: ["cancellationReasonTooExpensive", "Het is mij te duur"],
  NO_TIME_TO_READ: ["cancellationReasonNoTime", "Ik heb te weinig tijd om te lezen"],
  CONTENT: ["cancellationReasonContent", "De inhoud spreekt mij niet (meer) aan"],
  DELIVERY: ["cancellationReasonDelivery", "Problemen met de bezorging"],
  MOVING: ["cancellationReasonMoving", "Ik ga verhuizen"],
  OTHER: ["cancellationReasonOther", "Een andere reden"],
};

const NOTICE_INTENTS = [CANCEL_INTENT, UNDO_INTENT];
const STATEMENT_FORM = "opzegformulier";

const panel = css({ p: "4", borderWidth: "1px", borderStyle: "solid", borderColor: "border.default", rounded: "lg", bg: "bg.subtle", mt: "6" });
const factList = css({ display: "grid", gridTemplateColumns: { base: "1fr", tablet: "max-content 1fr" }, columnGap: "6", rowGap: { base: "0", tablet: "2" }, m: "0", mt: "4", "& dt": { fontWeight: "semibold", mt: { base: "2", tablet: "0" } }, "& dd": { m: "0", overflowWrap: "anywhere" } });
const actions = css({ display: "flex", flexWrap: "wrap", gap: "3", alignItems: "center" });

/** The hidden fields of a step without a login: the ticket and the subscription it names. */
function Carried({ identified }: { identified: IdentifiedView | null | undefined }) {
  if (!identified) return null;
  return (
    <>
      <input type="hidden" name="ticket" value={identified.ticket} />
      <input type="hidden" name={IDENTIFIED_FIELD} value={identified.carried} />
    </>
  );
}

type Stage = "statement" | "confirm" | "received";

function CancelSteps({ stage }: { stage: Stage }) {
  const t = useT();
  const order: Stage[] = ["statement", "confirm", "received"];
  const at = order.indexOf(stage);
  const status = (index: number) => (index < at ? "completed" : index === at ? (stage === "received" ? "completed" : "active") : "inactive") as "completed" | "active" | "inactive";
  return (
    <Steps
      orientation="horizontal"
      label={t("cancellationStepsLabel", "Stappen van uw opzegging")}
      className={css({ mt: "6", mb: "6" })}
      steps={[
        { id: "opzegging", label: t("cancellationStepStatement", "Opzegging"), status: status(0) },
        { id: "bevestigen", label: t("cancellationStepConfirm", "Bevestigen"), status: status(1) },
        { id: "ontvangen", label: t("cancellationStepReceived", "Ontvangen"), status: status(2) },
      ]}
    />
  );
}

/** When the subscription ends if cancelled now, and why that day. */
function TermsText({ terms }: { terms: Terms }) {
  const t = useT();
  if (terms.basis === "WITHDRAWAL") {
    return (
      <p>
        {t(
          "cancellationWithdrawal",
          "Uw abonnement is minder dan 14 dagen geleden gestart: u zit nog in de bedenktijd. Als u nu opzegt, stopt het vandaag en krijgt u terug wat u al betaalde voor de periode daarna.",
        )}
      </p>
    );
  }
  return (
    <>
      <p>
        {terms.basis === "FIXED_PERIOD"
          ? t("cancellationFixedPeriod", "Uw abonnement loopt in een vaste periode tot en met {date}. Als u nu opzegt, stopt het op die dag; eerder stoppen kan niet.", { date: terms.endDate })
          : t("cancellationNoticePeriod", "Er geldt een opzegtermijn van één maand. Als u nu opzegt, stopt uw abonnement op {date}. Tot die dag ontvangt u alles zoals u gewend bent.", { date: terms.endDate })}
      </p>
      {terms.pendingChange ? <p>{terms.pendingChange}</p> : null}
    </>
  );
}

/** The day it stops, as a phrase for buttons and summaries. */
function endPhrase(t: Translate, terms: Pick<Terms, "basis" | "endDate">): string {
  return terms.basis === "WITHDRAWAL" ? t("cancellationEndsToday", "vandaag ({date})", { date: terms.endDate }) : terms.endDate;
}

/** Step 1: the statement. Reason and remark are optional; "Verder" checks them and shows the confirmation. */
export function CancelStatement({ terms, reply, identified }: { terms: Terms; reply: FormReply | undefined; identified?: IdentifiedView | null }) {
  const t = useT();
  const lastResult = replyFor(reply, EDIT_INTENT) ?? (reply?.intent === REVIEW_INTENT && reply.result.status === "error" ? reply.result : undefined);
  const [form, fields] = useAccountForm({ id: STATEMENT_FORM, schema: schema(t), lastResult });
  const { key: _key, ...comment } = getTextareaProps(fields.comment);
  return (
    <>
      <CancelSteps stage="statement" />
      <p className={css({ fontWeight: "semibold", mb: "2" })}>{terms.title}</p>
      <TermsText terms={terms} />
      <Form method="post" {...getFormProps(form)} className={formClass}>
        <h2 className={css({ fontSize: "xl", fontWeight: "bold", mt: "6" })}>{t("cancellationFormTitle", "Opzeggen per {date}", { date: endPhrase(t, terms) })}</h2>
        <input type="hidden" name="intent" value={REVIEW_INTENT} />
        <Carried identified={identified} />
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
          <SubmitButton intent={REVIEW_INTENT} busyLabel={t("cancellationChecking", "Bezig…")}>
            {t("cancellationToConfirm", "Verder naar bevestigen")}
          </SubmitButton>
        </div>
      </Form>
      {terms.changeUrl || terms.offerUrl ? (
        // Beside the form, never before it: one honest alternative, no step in the way (ACM guidance) —
        // the portal's own change page where it can change the subscription, else the brand's offers.
        <aside className={panel} aria-labelledby="opzeggen-aanbod">
          <h2 id="opzeggen-aanbod" className={css({ fontSize: "lg", fontWeight: "bold", m: "0" })}>
            {t("cancellationOfferTitle", "Liever iets anders?")}
          </h2>
          <p className={css({ mt: "2" })}>
            {terms.changeUrl
              ? t("cancellationChangeText", "Minder vaak of alleen digitaal lezen is vaak voordeliger. U ziet meteen wat een andere editie of betaaltermijn kost en wanneer die ingaat; opzeggen kan daarna altijd nog.")
              : t("cancellationOfferText", "Minder vaak of alleen digitaal lezen is vaak voordeliger. Bekijk wat {brand} u kan bieden; opzeggen kan daarna altijd nog.", { brand: terms.brandName })}
          </p>
          <p className={css({ mt: "3" })}>
            <a href={terms.changeUrl ?? terms.offerUrl ?? undefined} className={buttonRecipe({ variant: "secondary" })}>
              {terms.changeUrl ? t("cancellationChangeLink", "Abonnement wijzigen") : t("cancellationOfferLink", "Bekijk het aanbod")}
            </a>
          </p>
        </aside>
      ) : null}
    </>
  );
}

/** Step 2: what will happen, and the one button that does it ("Opzegging bevestigen"). */
export function CancelConfirm({ terms, reply, identified }: { terms: Terms; reply: CancellationReply; identified?: IdentifiedView | null }) {
  const t = useT();
  const review = reply.review ?? { reason: null, comment: null };
  const navigation = useNavigation();
  const sending = navigation.state === "submitting" && navigation.formData?.get("intent") === CANCEL_INTENT;
  const refused = reply.result.status === "error" ? (reply.result.error?.[""] ?? reply.result.error?.comment ?? null) : null;
  return (
    <>
      <CancelSteps stage="confirm" />
      <h2 className={css({ fontSize: "xl", fontWeight: "bold" })}>{t("cancellationConfirmTitle", "Controleer en bevestig uw opzegging")}</h2>
      <dl className={factList}>
        <dt>{t("cancellationFactSubscription", "Abonnement")}</dt>
        <dd>{terms.title}</dd>
        <dt>{t("cancellationFactEnds", "Stopt op")}</dt>
        <dd>{endPhrase(t, terms)}</dd>
        <dt>{t("cancellationFactReason", "Reden")}</dt>
        <dd>{review.reason ? t(...REASON_LABELS[review.reason as CancellationReason]) : t("cancellationNoReason", "Geen reden opgegeven")}</dd>
        {review.comment ? (
          <>
            <dt>{t("cancellationFactComment", "Toelichting")}</dt>
            <dd>{review.comment}</dd>
          </>
        ) : null}
      </dl>
      <p className={css({ mt: "4" })}>
        {t("cancellationConfirmText", "Pas als u op “Opzegging bevestigen” klikt, is uw opzegging verstuurd. U krijgt meteen een bevestiging per e-mail, met een PDF-kopie.")}
      </p>
      <Form method="post" className={css({ mt: "4" })}>
        <input type="hidden" name="reason" value={review.reason ?? ""} />
        <input type="hidden" name="comment" value={review.comment ?? ""} />
        <Carried identified={identified} />
        <FormErrors id="opzegging-bevestigen-error" errors={refused} />
        <div className={actions}>
          {/* Two buttons, one form: the pressed button's intent is the one sent. */}
          <button type="submit" name="intent" value={CANCEL_INTENT} className={buttonRecipe({ variant: "primary" })} aria-disabled={sending || undefined}>
            {sending ? t("cancellationSending", "Bezig met versturen…") : t("cancellationConfirm", "Opzegging bevestigen")}
          </button>
          <button type="submit" name="intent" value={EDIT_INTENT} className={buttonRecipe({ variant: "ghost" })}>
            {t("cancellationEdit", "Wijzigen")}
          </button>
        </div>
      </Form>
    </>
  );
}

/** Step 3: the acknowledgement, as the e-mail and its PDF say it. */
export function CancelReceived({ title, receipt }: { title: string; receipt: ReceiptView }) {
  const t = useT();
  const withdrawal = receipt.basis === "WITHDRAWAL";
  return (
    <>
      <CancelSteps stage="received" />
      <h2 className={css({ fontSize: "xl", fontWeight: "bold" })}>
        {withdrawal ? t("cancellationReceivedWithdrawalTitle", "Wij hebben uw herroeping ontvangen") : t("cancellationReceivedTitle", "Wij hebben uw opzegging ontvangen")}
      </h2>
      <dl className={factList}>
        <dt>{t("cancellationFactSubscription", "Abonnement")}</dt>
        <dd>{title}</dd>
        <dt>{t("cancellationFactReceivedAt", "Ontvangen op")}</dt>
        <dd>{receipt.receivedAt}</dd>
        <dt>{withdrawal ? t("cancellationFactEnds", "Stopt op") : t("cancellationFactRunsUntil", "Loopt tot en met")}</dt>
        <dd>{receipt.endDate}</dd>
        <dt>{t("cancellationFactSentTo", "Bevestiging gestuurd naar")}</dt>
        <dd>{receipt.sentTo}</dd>
      </dl>
      <p className={css({ mt: "4" })}>
        {withdrawal
          ? t("cancellationReceivedWithdrawalText", "Uw abonnement stopt vandaag. Wat u al betaalde voor de periode daarna krijgt u binnen 14 dagen terug.")
          : t("cancellationReceivedText", "Tot en met {date} ontvangt u alles zoals u gewend bent. Daarna stopt uw abonnement vanzelf.", { date: receipt.endDate })}
      </p>
      {receipt.receiptUrl ? (
        <p className={css({ mt: "3" })}>
          <a href={receipt.receiptUrl} download>
            {t("cancellationReceiptDownload", "Download de bevestiging (PDF)")}
          </a>
        </p>
      ) : null}
    </>
  );
}

/** Logged in, cancelled already: the acknowledgement, and the undo until the end date. */
export function Cancelled({ view, reply }: { view: CancellationView; reply: FormReply | undefined }) {
  const t = useT();
  const cancellation = view.cancellation!;
  const errors = replyFor(reply, UNDO_INTENT)?.error?.[""] ?? null;
  return (
    <>
      <SuccessNotice reply={reply} intents={NOTICE_INTENTS} />
      <h1 className={pageHeadingClass}>{t("cancellationCancelledTitle", "Uw abonnement is opgezegd")}</h1>
      <CancelReceived title={view.title} receipt={cancellation} />
      {cancellation.undoableUntil ? (
        <div className={panel}>
          <h2 className={css({ fontSize: "lg", fontWeight: "bold", m: "0" })}>{t("cancellationUndoTitle", "Toch niet opzeggen?")}</h2>
          <p className={css({ mt: "2" })}>{t("cancellationUndoText", "Tot {date} kunt u de opzegging ongedaan maken. Uw abonnement loopt dan gewoon door.", { date: cancellation.undoableUntil })}</p>
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
      ) : null}
    </>
  );
}

/** Logged in, not cancelled: the statement, then the confirmation. */
export function CancelForm({ view, reply }: { view: CancellationView; reply: CancellationReply | undefined }) {
  const t = useT();
  return (
    <>
      <SuccessNotice reply={reply} intents={NOTICE_INTENTS} />
      <h1 className={pageHeadingClass}>{t("cancellationTitle", "Abonnement opzeggen")}</h1>
      {reply?.intent === REVIEW_INTENT && reply.review ? <CancelConfirm terms={view} reply={reply} /> : <CancelStatement terms={view} reply={reply} />}
    </>
  );
}

/** /opzeggen without a login, step 0: which subscription (number, postcode, house number of the delivery address). */
export function IdentifyForm({ view, reply }: { view: StartView; reply: FormReply | undefined }) {
  const t = useT();
  return (
    <SubscriptionIdentityForm
      id="abonnement-zoeken"
      intent={IDENTIFY_INTENT}
      schema={schema(t, view.country)}
      reply={reply}
      heading={<h2 className={css({ fontSize: "xl", fontWeight: "bold", mt: "6" })}>{t("cancellationIdentifyTitle", "Opzeggen zonder in te loggen")}</h2>}
    />
  );
}

/** /opzeggen without a login: identify, then the same statement and confirmation, then the acknowledgement. */
export function CancelStartFlow({ view, reply }: { view: StartView; reply: CancellationReply | undefined }) {
  const t = useT();
  if (reply?.receipt) return <CancelReceived title={reply.receipt.title} receipt={reply.receipt} />;
  const identified = reply?.identified;
  if (!identified) return <IdentifyForm view={view} reply={reply} />;
  if (identified.cancelledEndDate) {
    return (
      <p className={css({ mt: "6" })}>
        {t("cancellationAlreadyCancelled", "{title} is al opgezegd en stopt op {date}. De bevestiging heeft u per e-mail gekregen.", { title: identified.title, date: identified.cancelledEndDate })}
      </p>
    );
  }
  if (reply.intent === REVIEW_INTENT && reply.review) return <CancelConfirm terms={identified} reply={reply} identified={identified} />;
  return <CancelStatement terms={identified} reply={reply} identified={identified} />;
}
