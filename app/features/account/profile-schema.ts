import { z } from "zod";
import { COUNTRY_CODES, dateOfBirthField, freeTextField, postcodeProblem, requiredMessage } from "~/forms/field-rules";
import type { Translate } from "~/forms/translate";
import { UmsGender, valuesOf } from "@contracts/values";

// The forms of /account: one schema each, used by Conform in the browser and by the action.

export const GENDERS = valuesOf(UmsGender);

/** The account version the form was filled from; a stale one is refused by the origin (409). */
const expectedVersion = (t: Translate) =>
  z.number({ error: t("staleFormReload", "Dit formulier is verouderd. Laad de pagina opnieuw.") }).int().min(0);

export function personalInformationSchema(t: Translate) {
  return z.object({
    expectedVersion: expectedVersion(t),
    first_name: freeTextField(t),
    last_name: freeTextField(t),
    gender: z.enum(GENDERS, { error: t("validationGender", "Kies een van de opties.") }).optional(),
    date_of_birth: dateOfBirthField(t).optional(),
  });
}

const HOUSE_NUMBER = /^[1-9][0-9]{0,5}$/;
const HOUSE_NUMBER_SUFFIX = /^[A-Za-z0-9][A-Za-z0-9 -]*$/;

export function addressSchema(t: Translate) {
  return z
    .object({
      expectedVersion: expectedVersion(t),
      countryCode: z.enum(COUNTRY_CODES, { error: t("validationCountry", "Kies Nederland of België.") }).default("NL"),
      street: freeTextField(t),
      houseNumber: z
        .string({ error: requiredMessage(t) })
        .trim()
        .regex(HOUSE_NUMBER, t("validationHouseNumber", "Vul een geldig huisnummer in, alleen cijfers.")),
      houseNumberSuffix: freeTextField(t, 10)
        .refine((value) => HOUSE_NUMBER_SUFFIX.test(value), {
          message: t("validationHouseNumberSuffix", "Gebruik alleen letters, cijfers, spaties en streepjes."),
        })
        .optional(),
      zipCode: z.string({ error: requiredMessage(t) }),
      city: freeTextField(t, 80),
    })
    .superRefine((address, ctx) => {
      const problem = postcodeProblem(t, address.zipCode, address.countryCode);
      if (problem) ctx.addIssue({ code: "custom", path: ["zipCode"], message: problem });
    });
}

export function deleteAddressSchema(t: Translate) {
  return z.object({ expectedVersion: expectedVersion(t) });
}
