import { type FieldMetadata, getFormProps } from "@conform-to/react";
import type { ReactNode } from "react";
import { Form } from "react-router";
import { css } from "styled-system/css";
import type { z } from "zod";
import { useT } from "~/shell/i18n";
import { TextField } from "~/ui/forms/field";
import { FormErrors, SubmitButton, inputProps, useAccountForm } from "./form-kit";
import { type FormReply, replyFor } from "./form-reply";
import { formClass } from "./form-styles";

/** The three fields that name a subscription without a login (`subscriptionIdentityFields` is their schema). */
export function SubscriptionIdentityInputs({
  fields,
}: {
  // Any form's metadata (a form dispatched on `intent` types its fields loosely).
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  fields: Record<"subscriptionNumber" | "zipCode" | "houseNumber", FieldMetadata<any, any, string[]>>;
}) {
  const t = useT();
  return (
    <>
      <TextField label={t("cancellationNumberLabel", "Abonnementsnummer")} required errors={fields.subscriptionNumber.errors} inputProps={{ ...inputProps(fields.subscriptionNumber, "text"), inputMode: "numeric", autoComplete: "off" }} />
      <TextField label={t("cancellationZipLabel", "Postcode")} required errors={fields.zipCode.errors} inputProps={{ ...inputProps(fields.zipCode, "text"), autoComplete: "postal-code" }} />
      <TextField label={t("cancellationHouseNumberLabel", "Huisnummer en toevoeging")} required errors={fields.houseNumber.errors} inputProps={{ ...inputProps(fields.houseNumber, "text"), autoComplete: "off" }} />
    </>
  );
}

/**
 * Step one of a flow without a login (cancelling, reporting a missing paper): which subscription, by
 * its number and the delivery address's postcode and house number. `heading` comes before the intro.
 */
export function SubscriptionIdentityForm<Schema extends z.ZodType<Record<string, unknown>>>({
  id,
  intent,
  schema,
  reply,
  heading,
}: {
  id: string;
  intent: string;
  schema: () => Promise<Schema>;
  reply: FormReply | undefined;
  heading?: ReactNode;
}) {
  const t = useT();
  const [form, fields] = useAccountForm({ id, schema, lastResult: replyFor(reply, intent) });
  return (
    <Form method="post" {...getFormProps(form)} className={formClass}>
      {heading}
      <p className={css({ m: "0" })}>
        {t("cancellationIdentifyIntro", "Vul het abonnementsnummer in (op uw factuur of in de bevestiging van uw abonnement) en de postcode en het huisnummer van uw bezorgadres.")}
      </p>
      <input type="hidden" name="intent" value={intent} />
      <FormErrors id={form.errorId} errors={form.errors} />
      <SubscriptionIdentityInputs fields={fields as unknown as Parameters<typeof SubscriptionIdentityInputs>[0]["fields"]} />
      <div>
        <SubmitButton intent={intent} busyLabel={t("cancellationSearching", "Bezig met zoeken…")}>
          {t("cancellationIdentifySubmit", "Abonnement zoeken")}
        </SubmitButton>
      </div>
    </Form>
  );
}
