import { z } from "zod";
import { freeTextField, parseDate, postcodeProblem, requiredMessage, unknownFormMessage } from "~/forms/field-rules";
import type { Translate } from "~/forms/translate";
import { ADDRESS_COUNTRIES, CANCEL_INTENT, CHANGE_INTENT, COMPENSATIONS, KINDS, SUBMIT_INTENT } from "./intent";

// The forms of the holiday service, one schema for browser and server. The origin checks every rule
// again (lead time, length, yearly maximum, overlap, address) against its own data.

/** A date as YYYY-MM-DD; a typed "21-12-2026" or "21/12/2026" is read too. */
function dateField(message: string) {
  return z
    .string({ error: message })
    .transform((value, context) => {
      const date = parseDate(value.trim());
      if (!date) context.addIssue({ code: "custom", message });
      return date ?? "";
    });
}

export const abroadMessage = (t: Translate) =>
  t("holidayAbroad", "Wij bezorgen alleen in Nederland en België. Gaat u naar het buitenland? Lees de krant dan digitaal of pauzeer de bezorging.");

function periodRefinement(t: Translate) {
  return (value: { startDate: string; endDate: string }, context: z.RefinementCtx) => {
    if (value.startDate && value.endDate && value.endDate < value.startDate) {
      context.addIssue({ code: "custom", path: ["endDate"], message: t("holidayEndBeforeStart", "De einddatum ligt vóór de begindatum. Kies een latere einddatum.") });
    }
  };
}

export function holidaySchema(t: Translate) {
  const startDate = dateField(t("holidayStartRequired", "Kies de eerste dag van uw vakantie."));
  const endDate = dateField(t("holidayEndRequired", "Kies de laatste dag van uw vakantie."));
  return z
    .object({
      intent: z.literal(SUBMIT_INTENT, { error: unknownFormMessage(t) }),
      idempotencyKey: z.string({ error: unknownFormMessage(t) }).min(8, { error: unknownFormMessage(t) }),
      subscriptionIds: z
        .array(z.string().min(1), { error: t("holidaySubscriptionRequired", "Kies voor welk abonnement u dit doorgeeft.") })
        .min(1, { error: t("holidaySubscriptionRequired", "Kies voor welk abonnement u dit doorgeeft.") }),
      kind: z.enum(KINDS, { error: t("holidayKindRequired", "Kies of u de bezorging wilt pauzeren of de krant op een ander adres wilt ontvangen.") }),
      startDate,
      endDate,
      // A pause: the normal compensation unless "Doneer mijn krant" is chosen (then with a partner).
      compensation: z.enum(COMPENSATIONS, { error: t("holidayCompensationRequired", "Kies wat er met de kranten gebeurt die u mist.") }).default("EXTEND_SUBSCRIPTION"),
      donationPartnerId: z.string().trim().optional(),
      countryCode: z.enum(ADDRESS_COUNTRIES).optional(),
      street: freeTextField(t, 100).optional(),
      houseNumber: z.string().trim().optional(),
      houseNumberSuffix: freeTextField(t, 10).optional(),
      zipCode: z.string().trim().optional(),
      city: freeTextField(t, 80).optional(),
    })
    .superRefine((value, context) => {
      periodRefinement(t)(value, context);
      if (value.kind === "SUSPENSION" && value.compensation === "DONATE" && !value.donationPartnerId) {
        context.addIssue({ code: "custom", path: ["donationPartnerId"], message: t("holidayDonationPartnerRequired", "Kies de organisatie die uw kranten krijgt.") });
      }
      if (value.kind !== "TEMPORARY_ADDRESS") return;
      const country = value.countryCode;
      if (!country) {
        context.addIssue({ code: "custom", path: ["countryCode"], message: t("holidayCountryRequired", "Kies in welk land uw vakantieadres is.") });
        return;
      }
      if (country === "OTHER") {
        context.addIssue({ code: "custom", path: ["countryCode"], message: abroadMessage(t) });
        return;
      }
      for (const field of ["street", "houseNumber", "zipCode", "city"] as const) {
        if (!value[field]) context.addIssue({ code: "custom", path: [field], message: requiredMessage(t) });
      }
      if (value.houseNumber && !/^[0-9]{1,5}$/.test(value.houseNumber)) {
        context.addIssue({ code: "custom", path: ["houseNumber"], message: t("validationHouseNumber", "Vul een geldig huisnummer in, alleen cijfers.") });
      }
      const problem = value.zipCode ? postcodeProblem(t, value.zipCode, country) : null;
      if (problem) context.addIssue({ code: "custom", path: ["zipCode"], message: problem });
    });
}

export function changeSchema(t: Translate) {
  return z
    .object({
      intent: z.literal(CHANGE_INTENT, { error: unknownFormMessage(t) }),
      changeId: z.string({ error: unknownFormMessage(t) }).min(1, { error: unknownFormMessage(t) }),
      startDate: dateField(t("holidayStartRequired", "Kies de eerste dag van uw vakantie.")),
      endDate: dateField(t("holidayEndRequired", "Kies de laatste dag van uw vakantie.")),
    })
    .superRefine(periodRefinement(t));
}

export function cancelSchema(t: Translate) {
  return z.object({
    intent: z.literal(CANCEL_INTENT, { error: unknownFormMessage(t) }),
    changeId: z.string({ error: unknownFormMessage(t) }).min(1, { error: unknownFormMessage(t) }),
    kind: z.enum(KINDS, { error: unknownFormMessage(t) }),
  });
}
