import type { FieldMetadata } from "@conform-to/react";
import { css } from "styled-system/css";
import { TextField } from "~/ui/forms/field";
import { inputProps } from "./form-kit";
import type { Translate } from "./translate";

// The address fieldset of the form kit (ADR 35): street; house number and suffix; postcode and place,
// in the subscriber's country (a Belgian postcode is 4 digits, and a Belgian suffix may be called "Bus").
// Used by the profile's address and the holiday address. The moving form is a postcode lookup with its
// own order and hints, so it keeps its own fields.

type Field = FieldMetadata<string | undefined, Record<string, unknown>, string[]>;

export interface AddressFieldMetadata {
  street: Field;
  houseNumber: Field;
  houseNumberSuffix: Field;
  zipCode: Field;
  city: Field;
}

const rowClass = css({ display: "grid", gap: "4", gridTemplateColumns: { base: "1fr", sm: "1fr 1fr" } });

export function AddressFields({ fields, country, suffixLabel, t }: { fields: AddressFieldMetadata; country: string; suffixLabel?: string; t: Translate }) {
  return (
    <>
      <TextField
        key={fields.street.key}
        label={t("streetLabel", "Straat")}
        errors={fields.street.errors}
        inputProps={{ ...inputProps(fields.street, "text"), autoComplete: "address-line1" }}
      />
      <div className={rowClass}>
        <TextField
          key={fields.houseNumber.key}
          label={t("houseNumberLabel", "Huisnummer")}
          errors={fields.houseNumber.errors}
          inputProps={{ ...inputProps(fields.houseNumber, "text"), inputMode: "numeric" }}
        />
        <TextField
          key={fields.houseNumberSuffix.key}
          label={suffixLabel ?? t("houseNumberSuffixLabel", "Toevoeging")}
          required={false}
          errors={fields.houseNumberSuffix.errors}
          inputProps={inputProps(fields.houseNumberSuffix, "text")}
        />
      </div>
      <div className={rowClass}>
        <TextField
          key={fields.zipCode.key}
          label={t("zipCodeLabel", "Postcode")}
          hint={country === "BE" ? t("zipCodeHintBe", "4 cijfers, bijvoorbeeld 2000") : t("zipCodeHintNl", "Bijvoorbeeld 1234 AB")}
          errors={fields.zipCode.errors}
          inputProps={{ ...inputProps(fields.zipCode, "text"), autoComplete: "postal-code" }}
        />
        <TextField
          key={fields.city.key}
          label={t("cityLabel", "Woonplaats")}
          errors={fields.city.errors}
          inputProps={{ ...inputProps(fields.city, "text"), autoComplete: "address-level2" }}
        />
      </div>
    </>
  );
}
