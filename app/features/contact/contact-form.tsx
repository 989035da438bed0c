import { getTextareaProps } from "@conform-to/react";
import { useState } from "react";
import { css, cx } from "styled-system/css";
import { CONTACT_TOPIC_KEYS, CONTACT_TOPIC_TABLE, isContactTopicKey, subTopicBelongsTo } from "@contracts/contact-topics";
import { IntentForm, SubmitButton, inputProps, useAccountForm, useHydrated } from "~/forms/form-kit";
import { type FormReply, replyFor } from "~/forms/form-reply";
import { useT } from "~/shell/i18n";
import { FileUpload, type UploadItem } from "~/ui/file-upload/file-upload";
import { FieldShell, inputClass, TextField, useField } from "~/ui/forms/field";
import { TextAreaField } from "~/ui/forms/text-area-field";
import type { ContactFormView } from "./contact-form.server";
import { CONTACT_FORM_INTENT } from "./intent";
import { subTopicLabel, topicLabel } from "./labels";
import { ACCEPT, attachmentProblem, MAX_ATTACHMENT_MB, MAX_ATTACHMENTS, MESSAGE_MAX } from "./rules";
import { contactUpload } from "./uploads";

// The contact form, from its own chunk (lazy-form.ts): Conform, the upload list and its XHR code are
// not first-load JS. Without JavaScript it is a plain form that posts to the action (no attachments).

function text(value: unknown): string {
  return typeof value === "string" ? value : "";
}

function SelectField({
  label,
  name,
  defaultValue,
  errors,
  required = true,
  placeholder,
  onChange,
  hint,
  children,
}: {
  label: string;
  name: string;
  defaultValue: string;
  errors?: string[];
  required?: boolean;
  placeholder: string;
  onChange?: (value: string) => void;
  hint?: string;
  children: React.ReactNode;
}) {
  const field = useField({ errors, required, hint });
  const { onBlur, id, ...control } = field.controlProps();
  return (
    <FieldShell field={field} label={label} hint={hint}>
      <select
        id={id}
        name={name}
        defaultValue={defaultValue}
        onBlur={onBlur as unknown as React.FocusEventHandler<HTMLSelectElement>}
        onChange={(event) => onChange?.(event.currentTarget.value)}
        aria-invalid={control["aria-invalid"]}
        aria-describedby={control["aria-describedby"]}
        required={required}
        className={cx(inputClass, css({ appearance: "auto" }))}
      >
        <option value="">{placeholder}</option>
        {children}
      </select>
    </FieldShell>
  );
}

export function ContactForm({ view, reply }: { view: ContactFormView; reply: FormReply | undefined }) {
  const t = useT();
  const hydrated = useHydrated();
  const [form, fields] = useAccountForm({
    id: CONTACT_FORM_INTENT,
    schema: () => import("./schema").then((module) => module.contactFormSchema(t)),
    lastResult: replyFor(reply, CONTACT_FORM_INTENT),
    defaultValue: { ...view.defaults, phone: view.defaults.phone || undefined },
  });
  const initialTopic = text(fields.topic.initialValue);
  const [topic, setTopic] = useState(isContactTopicKey(initialTopic) ? initialTopic : "");
  const [uploads, setUploads] = useState<UploadItem[]>([]);
  const [upload] = useState(() => contactUpload(t));
  const initialSubTopic = text(fields.subTopic.initialValue);
  const busy = uploads.some((item) => item.status !== "done");
  const { key: _key, ...message } = getTextareaProps(fields.message);
  // Before hydration every sub-topic is offered, grouped by topic (the action checks the pair).
  const subTopicTopics = hydrated && isContactTopicKey(topic) ? [topic] : CONTACT_TOPIC_KEYS;

  return (
    <IntentForm form={form} intent={CONTACT_FORM_INTENT} idempotencyKey={view.idempotencyKey}>
      <SelectField
        label={t("contactFormTopicLabel", "Onderwerp")}
        name={fields.topic.name}
        defaultValue={initialTopic}
        errors={fields.topic.errors}
        placeholder={t("contactFormTopicPlaceholder", "Kies een onderwerp")}
        onChange={setTopic}
      >
        {CONTACT_TOPIC_KEYS.map((key) => (
          <option key={key} value={key}>
            {topicLabel(key, t)}
          </option>
        ))}
      </SelectField>
      <SelectField
        key={hydrated ? topic : "all"}
        label={t("contactFormSubTopicLabel", "Waar gaat uw vraag over?")}
        name={fields.subTopic.name}
        defaultValue={subTopicBelongsTo(topic, initialSubTopic) || !hydrated ? initialSubTopic : ""}
        errors={fields.subTopic.errors}
        placeholder={t("contactFormSubTopicPlaceholder", "Kies wat het beste past")}
      >
        {subTopicTopics.map((key) =>
          subTopicTopics.length === 1 ? (
            CONTACT_TOPIC_TABLE[key].map((subTopic) => (
              <option key={subTopic} value={subTopic}>
                {subTopicLabel(subTopic, t)}
              </option>
            ))
          ) : (
            <optgroup key={key} label={topicLabel(key, t)}>
              {CONTACT_TOPIC_TABLE[key].map((subTopic) => (
                <option key={subTopic} value={subTopic}>
                  {subTopicLabel(subTopic, t)}
                </option>
              ))}
            </optgroup>
          ),
        )}
      </SelectField>
      {view.subscriptions.length ? (
        <SelectField
          label={t("contactFormSubscriptionLabel", "Over welk abonnement gaat het?")}
          name={fields.subscriptionId.name}
          defaultValue={text(fields.subscriptionId.initialValue)}
          errors={fields.subscriptionId.errors}
          required={false}
          placeholder={t("contactFormSubscriptionNone", "Geen bepaald abonnement")}
        >
          {view.subscriptions.map((subscription) => (
            <option key={subscription.id} value={subscription.id}>
              {subscription.label}
            </option>
          ))}
        </SelectField>
      ) : null}
      <TextAreaField
        key={fields.message.key}
        label={t("contactFormMessageLabel", "Uw vraag")}
        hint={t("contactFormMessageHint", "Maximaal {max} tekens. Gebruik geen < > ^ # = / of :.", { max: MESSAGE_MAX })}
        errors={fields.message.errors}
        textAreaProps={{ ...message, maxLength: MESSAGE_MAX, rows: 7 }}
      />
      {view.attachmentsEnabled ? (
        hydrated ? (
          <fieldset className={css({ border: "none", p: "0", m: "0", display: "flex", flexDirection: "column", gap: "2", minW: "0" })}>
            <legend className={css({ fontWeight: "semibold", mb: "2" })}>
              {t("contactFormAttachmentsLegend", "Bijlagen")}
              <span className={css({ fontWeight: "normal", color: "fg.muted" })}> {t("contactFormOptional", "(optioneel)")}</span>
            </legend>
            <FileUpload
              label={t("contactFormAttachmentAdd", "Bijlage toevoegen")}
              accept={ACCEPT}
              max={MAX_ATTACHMENTS}
              maxInfo={t("contactFormAttachmentInfo", "Maximaal {count} bestanden van {size} MB: PDF, JPG, PNG of HEIC.", { count: MAX_ATTACHMENTS, size: MAX_ATTACHMENT_MB })}
              upload={upload}
              check={(file) => attachmentProblem(file, t)}
              onChange={setUploads}
              errors={fields.attachments.errors}
            />
            {uploads.map((item) =>
              item.status === "done" && typeof item.result === "string" ? <input key={item.key} type="hidden" name="attachments" value={item.result} /> : null,
            )}
            {busy ? <input type="hidden" name="attachmentsBusy" value="1" /> : null}
          </fieldset>
        ) : (
          <p className={css({ m: "0", color: "fg.muted" })}>
            {t("contactFormAttachmentsNoScript", "Bijlagen toevoegen kan als JavaScript aan staat. Uw vraag kunt u ook zonder bijlage versturen.")}
          </p>
        )
      ) : null}
      <fieldset className={css({ border: "none", p: "0", m: "0", display: "flex", flexDirection: "column", gap: "4", minW: "0" })}>
        <legend className={css({ fontWeight: "semibold", fontSize: "lg", mb: "2" })}>{t("contactFormDetailsLegend", "Uw gegevens")}</legend>
        <TextField label={t("contactFormNameLabel", "Naam")} errors={fields.name.errors} inputProps={{ ...inputProps(fields.name, "text"), autoComplete: "name" }} />
        <TextField
          label={t("contactFormEmailLabel", "E-mailadres")}
          hint={t("contactFormEmailHint", "Hierop krijgt u ons antwoord.")}
          errors={fields.email.errors}
          inputProps={{ ...inputProps(fields.email, "email"), autoComplete: "email" }}
        />
        <TextField
          label={t("contactFormPhoneLabel", "Telefoonnummer")}
          required={false}
          hint={t("contactFormPhoneHint", "Als wij u liever bellen.")}
          errors={fields.phone.errors}
          inputProps={{ ...inputProps(fields.phone, "tel"), autoComplete: "tel" }}
        />
      </fieldset>
      <div>
        <SubmitButton intent={CONTACT_FORM_INTENT} busyLabel={t("contactFormSubmitting", "Bezig met versturen…")}>
          {t("contactFormSubmit", "Vraag versturen")}
        </SubmitButton>
      </div>
    </IntentForm>
  );
}
