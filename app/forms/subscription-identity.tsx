import type { FieldMetadata } from "@conform-to/react";
import { useT } from "~/shell/i18n";
import { TextField } from "~/ui/forms/field";
import { inputProps } from "./form-kit";

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
