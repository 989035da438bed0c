import { getTextareaProps } from "@conform-to/react";
import { css } from "styled-system/css";
import { IntentForm, SubmitButton, useAccountForm, useHydrated } from "~/forms/form-kit";
import { type FormReply, replyFor } from "~/forms/form-reply";
import { useT } from "~/shell/i18n";
import { RadioGroupField } from "~/ui/forms/choice-group";
import { TextAreaField } from "~/ui/forms/text-area-field";
import type { ComplaintFlowView } from "./delivery.server";
import { COMPLAINT_INTENT, type ComplaintType } from "./intent";
import { complaintTypeLabel } from "./labels";

// The complaint form, loaded from its own chunk (lazy.ts): Conform is not first-load JS.

const LATE: ComplaintType = "RECEIVED_BUT_DELIVERED_LATER_THAN_EXPECTED";

function stringValue(value: unknown): string | null {
  return typeof value === "string" && value ? value : null;
}

/** `carry`: hidden fields of the step (reporting without a login: the origin's ticket). */
export function ComplaintForm({ flow, reply, carry = {} }: { flow: ComplaintFlowView; reply: FormReply | undefined; carry?: Record<string, string> }) {
  const t = useT();
  const hydrated = useHydrated();
  const { messageRequiredFor, messageMaxLength } = flow;
  const [form, fields] = useAccountForm({
    id: COMPLAINT_INTENT,
    schema: () => import("./schema").then((module) => module.complaintSchema(t, messageRequiredFor, messageMaxLength)),
    lastResult: replyFor(reply, COMPLAINT_INTENT),
  });
  const type = stringValue(fields.type.value) as ComplaintType | null;
  const editionDate = stringValue(fields.editionDate.value);
  const magazine = flow.subscription.category === "MAGAZINE";
  const todayEdition = flow.editions.find((edition) => edition.today && edition.available);
  // Re-delivery is for today's paper only: once the browser knows the choices, it is offered just then.
  const offerRedelivery = Boolean(flow.redeliveryUntil && todayEdition) && (!hydrated || (editionDate === todayEdition?.date && type !== LATE));
  const messageRequired = type !== null && messageRequiredFor.includes(type);
  const { key: _key, ...message } = getTextareaProps(fields.message);
  return (
    <IntentForm form={form} intent={COMPLAINT_INTENT} idempotencyKey={flow.idempotencyKey}>
      {Object.entries(carry).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <RadioGroupField
        legend={t("deliveryTypeLegend", "Wat is er aan de hand?")}
        name={fields.type.name}
        options={flow.types.map((value) => ({ value, label: complaintTypeLabel(value, flow.subscription.category, t) }))}
        defaultValue={stringValue(fields.type.initialValue)}
        errors={fields.type.errors}
        errorId={fields.type.errorId}
      />
      <RadioGroupField
        legend={magazine ? t("deliveryEditionLegendMagazine", "Om welk nummer gaat het?") : t("deliveryEditionLegend", "Om welke krant gaat het?")}
        name={fields.editionDate.name}
        options={flow.editions.map((edition) => ({
          value: edition.date,
          label: edition.today ? t("deliveryEditionToday", "Vandaag, {date}", { date: edition.label.toLowerCase() }) : edition.label,
          description: edition.note,
          disabled: !edition.available,
        }))}
        defaultValue={stringValue(fields.editionDate.initialValue)}
        errors={fields.editionDate.errors}
        errorId={fields.editionDate.errorId}
      />
      <TextAreaField
        key={fields.message.key}
        label={t("deliveryMessageLabel", "Wat is er mis?")}
        required={hydrated ? messageRequired : false}
        hint={
          hydrated && messageRequired
            ? t("deliveryMessageHintRequired", "Beschrijf kort wat er mis is, zodat de bezorger het kan verhelpen. Maximaal {max} tekens.", { max: messageMaxLength })
            : magazine
              ? t("deliveryMessageHintMagazine", "Verplicht als uw blad beschadigd is. Maximaal {max} tekens.", { max: messageMaxLength })
              : t("deliveryMessageHint", "Verplicht als uw krant beschadigd is of u een verkeerde krant kreeg. Maximaal {max} tekens.", { max: messageMaxLength })
        }
        errors={fields.message.errors}
        textAreaProps={{ ...message, maxLength: messageMaxLength }}
      />
      {offerRedelivery ? (
        <RadioGroupField
          legend={t("deliveryCompensationLegend", "Wat wilt u liever?")}
          name={fields.compensation.name}
          options={[
            { value: "REDELIVERY", label: t("deliveryCompensationRedelivery", "Breng mijn krant vandaag nog") },
            { value: "CREDIT", label: t("deliveryCompensationCredit", "Geef mij {amount} terug op mijn volgende factuur", { amount: flow.creditPerEdition }) },
          ]}
          defaultValue={stringValue(fields.compensation.initialValue) ?? "CREDIT"}
          errors={fields.compensation.errors}
          errorId={fields.compensation.errorId}
        />
      ) : null}
      {offerRedelivery && !hydrated ? (
        <p className={css({ m: "0", color: "fg.muted" })}>
          {t("deliveryRedeliveryTodayOnly", "Nabrengen kan alleen voor de krant van vandaag, als u het vóór {time} meldt.", { time: flow.redeliveryUntil ?? "" })}
        </p>
      ) : null}
      <div>
        <SubmitButton intent={COMPLAINT_INTENT} busyLabel={t("deliverySubmitting", "Bezig met versturen…")}>
          {t("deliverySubmit", "Melding versturen")}
        </SubmitButton>
      </div>
    </IntentForm>
  );
}
