import { getFormProps } from "@conform-to/react";
import { Form } from "react-router";
import { css, cx } from "styled-system/css";
import { FormErrors, IntentForm, SubmitButton, formClass, inputProps, mutedTextClass, useAccountForm } from "~/forms/form-kit";
import { type FormReply, replyFor } from "~/forms/form-reply";
import { useT } from "~/shell/i18n";
import { Button } from "~/ui/button/button";
import { RadioGroupField } from "~/ui/forms/choice-group";
import { TextField } from "~/ui/forms/field";
import { TextAreaField } from "~/ui/forms/text-area-field";
import { ANSWER_REQUEST, REQUEST_ACCESS, REQUEST_MESSAGE_MAX, SHARING_PATH } from "./intent";
import type { RequestView, SharingView } from "./sharing.server";
import { cardClass, replyOf, sharingSchema, textAreaProps } from "./sharing-forms";

// Requests for access: one asked of this account (accept or decline), and asking a subscriber for access.

export function RequestCard({ request, reply }: { request: RequestView; reply: FormReply | undefined }) {
  const t = useT();
  const [form, fields] = useAccountForm({ id: `verzoek-${request.id}`, schema: sharingSchema(t), lastResult: replyOf(reply, ANSWER_REQUEST, "requestId", request.id) });
  return (
    <li className={cardClass}>
      <div>
        <p className={css({ m: "0", fontWeight: "semibold" })}>
          {t("sharingRequestFrom", "{name} wil meelezen met {brand}", { name: request.name, brand: request.brandName })}
        </p>
        <p className={cx(css({ m: "0", fontSize: "sm", overflowWrap: "anywhere" }), mutedTextClass)}>
          {request.email} · {t("sharingRequestSentOn", "gevraagd op {date}", { date: request.sent })}
        </p>
      </div>
      {request.message ? <blockquote className={css({ m: "0", pl: "3", borderLeftWidth: "3px", borderLeftStyle: "solid", borderLeftColor: "border.default" })}>{request.message}</blockquote> : null}
      <Form method="post" action={SHARING_PATH} {...getFormProps(form)} className={formClass}>
        <input type="hidden" name="requestId" value={request.id} />
        <FormErrors id={form.errorId} errors={form.errors} />
        {request.choices.length > 1 ? (
          <RadioGroupField
            legend={t("sharingRequestChoose", "Met welk abonnement mag {name} meelezen?", { name: request.name })}
            name="subscriptionId"
            options={request.choices.map((choice) => ({ value: choice.id, label: choice.label }))}
            errors={fields.subscriptionId.errors}
            errorId={`${form.id}-abonnement-fout`}
          />
        ) : request.choices.length === 1 ? (
          <input type="hidden" name="subscriptionId" value={request.choices[0]!.id} />
        ) : (
          <p className={css({ m: "0" })}>{t("sharingRequestNoSeat", "Alle plaatsen zijn bezet. Maak eerst een plaats vrij om dit verzoek te accepteren.")}</p>
        )}
        {request.choices.length <= 1 ? <FormErrors id={`${form.id}-abonnement-fout`} errors={fields.subscriptionId.errors} /> : null}
        <input type="hidden" name="intent" value={ANSWER_REQUEST} />
        <div className={css({ display: "flex", flexWrap: "wrap", gap: "3" })}>
          <Button type="submit" name="answer" value="approve" disabled={request.choices.length === 0}>
            {t("sharingRequestApprove", "Accepteren")}
          </Button>
          <Button type="submit" name="answer" value="decline" variant="secondary">
            {t("sharingRequestDecline", "Weigeren")}
          </Button>
        </div>
      </Form>
    </li>
  );
}

export function RequestAccessForm({ brand, idempotencyKey, reply }: { brand: { id: string; name: string }; idempotencyKey: string; reply: FormReply | undefined }) {
  const t = useT();
  const [form, fields] = useAccountForm({ id: "toegang-vragen", schema: sharingSchema(t), lastResult: replyFor(reply, REQUEST_ACCESS) });
  return (
    <IntentForm form={form} intent={REQUEST_ACCESS} idempotencyKey={idempotencyKey} action={SHARING_PATH}>
      <TextField
        key={fields.ownerEmail.key}
        label={t("sharingOwnerEmailLabel", "E-mailadres van de eigenaar van het abonnement")}
        hint={t("sharingOwnerEmailHint", "De eigenaar krijgt een e-mail en kan uw verzoek accepteren of weigeren.")}
        errors={fields.ownerEmail.errors}
        required
        inputProps={{ ...inputProps(fields.ownerEmail, "email"), autoComplete: "off" }}
      />
      <TextAreaField
        key={fields.message.key}
        label={t("sharingRequestMessageLabel", "Bericht aan de eigenaar")}
        hint={t("sharingRequestMessageHint", "Maximaal {max} tekens.", { max: REQUEST_MESSAGE_MAX })}
        errors={fields.message.errors}
        textAreaProps={{ ...textAreaProps(fields.message), rows: 3, maxLength: REQUEST_MESSAGE_MAX }}
      />
      <div>
        <SubmitButton intent={REQUEST_ACCESS} busyLabel={t("sharingInviteSending", "Bezig met versturen…")}>
          {t("sharingRequestSend", "Vraag toegang tot {brand}", { brand: brand.name })}
        </SubmitButton>
      </div>
    </IntentForm>
  );
}

export const REQUEST_STATUS: Record<SharingView["sentRequests"][number]["status"], [string, string, "blue" | "green" | "gray" | "red"]> = {
  PENDING: ["sharingRequestStatusPending", "Wacht op antwoord", "blue"],
  APPROVED: ["sharingRequestStatusApproved", "Geaccepteerd", "green"],
  DECLINED: ["sharingRequestStatusDeclined", "Niet geaccepteerd", "gray"],
  WITHDRAWN: ["sharingRequestStatusWithdrawn", "Ingetrokken", "gray"],
  EXPIRED: ["sharingRequestStatusExpired", "Vervallen", "gray"],
};
