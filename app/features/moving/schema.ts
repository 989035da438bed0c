import { z } from "zod";
import { freeTextField, postcodeProblem, unknownFormMessage } from "~/forms/field-rules";
import type { Translate } from "~/forms/translate";
import { CANCEL_INTENT, COUNTRIES, deliveryField, firstEditionField, LOOKUP_INTENT, MANUAL_VALUE, MOVE_INTENT } from "./intent";
import { MovingHouseDelivery } from "@contracts/values";

// The moving-house forms, one schema for browser and server. The origin checks every rule again:
// whether the address exists, the lead time, the delivery areas, ownership.

const HOUSE_NUMBER = /^[1-9][0-9]{0,4}$/;

/** The address fields of both steps: NL postcode + number (+ suffix); BE also street and municipality. */
function addressShape(t: Translate) {
  return {
    countryCode: z.enum(COUNTRIES, { error: t("movingCountryRequired", "Kies het land van uw nieuwe adres.") }),
    zipCode: z.string({ error: t("movingZipRequired", "Vul de postcode in.") }).trim().min(1, { error: t("movingZipRequired", "Vul de postcode in.") }),
    houseNumber: z
      .string({ error: t("movingHouseNumberRequired", "Vul het huisnummer in.") })
      .trim()
      .regex(HOUSE_NUMBER, { error: t("movingHouseNumberInvalid", "Vul een huisnummer in met alleen cijfers.") }),
    houseNumberSuffix: z
      .string()
      .trim()
      .max(10, { error: t("movingTooLong", "Maximaal {max} tekens.", { max: 10 }) })
      .regex(/^(bus\s*)?[A-Za-z0-9]{1,6}$/i, { error: t("movingSuffixInvalid", "Alleen letters of cijfers, bijvoorbeeld A of 2.") })
      .optional(),
    street: z.string().trim().optional(),
    city: z.string().trim().optional(),
    /** NL: "Ik vul mijn adres zelf in" (issue 58): street and place typed, checked by customer service. */
    manual: z.literal(MANUAL_VALUE).optional(),
  };
}

type AddressValue = { countryCode: "NL" | "BE"; zipCode: string; street?: string; city?: string; manual?: string };

/**
 * The checks across fields run even when a field failed on its own (an empty house number is a missing
 * field, which Zod would let stop them): every problem of one submit shows at once.
 */
const ALWAYS = { when: (payload: { value: unknown }) => typeof payload.value === "object" && payload.value !== null };

function refineAddress(t: Translate, value: AddressValue, context: z.RefinementCtx) {
  const zipProblem = typeof value.zipCode === "string" && value.zipCode ? postcodeProblem(t, value.zipCode, value.countryCode) : null;
  if (zipProblem) context.addIssue({ code: "custom", path: ["zipCode"], message: zipProblem });
  if (value.countryCode !== "BE" && value.manual !== MANUAL_VALUE) return;
  for (const field of ["street", "city"] as const) {
    const typed = value[field] ?? "";
    if (!typed.trim()) {
      const required = field === "street" ? t("movingStreetRequired", "Vul de straat in.") : value.countryCode === "BE" ? t("movingMunicipalityRequired", "Vul de gemeente in.") : t("movingPlaceRequired", "Vul de plaats in.");
      context.addIssue({ code: "custom", path: [field], message: required });
      continue;
    }
    const result = freeTextField(t, 80).safeParse(typed);
    if (!result.success) context.addIssue({ code: "custom", path: [field], message: result.error.issues[0]?.message ?? "" });
  }
}

/** The address alone (step 2 sends it again in hidden fields). */
export function addressSchema(t: Translate) {
  return z.object(addressShape(t)).superRefine((value, context) => refineAddress(t, value, context), ALWAYS);
}

/** "Annuleren" of a planned move on the overview. */
export function cancelSchema(t: Translate) {
  return z.object({ intent: z.literal(CANCEL_INTENT, { error: unknownFormMessage(t) }), moveId: z.string({ error: unknownFormMessage(t) }).min(1) });
}

/** Step 1: the new address, looked up by the origin. */
export function lookupSchema(t: Translate) {
  return z
    .object({ intent: z.literal(LOOKUP_INTENT, { error: unknownFormMessage(t) }), ...addressShape(t) })
    .superRefine((value, context) => refineAddress(t, value, context), ALWAYS);
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Step 2: the looked-up address (hidden), the move date, the subscriptions that move and, for each
 * of them outside its brand's delivery area, post or digital; per subscription optionally a later
 * first edition at the new address (empty: the move date; the origin checks the upper limit).
 */
export function moveSchema(t: Translate, outsideArea: readonly string[] = [], subscriptions: readonly string[] = []) {
  const deliveries = Object.fromEntries(outsideArea.map((id) => [deliveryField(id), z.enum([MovingHouseDelivery.Postal, MovingHouseDelivery.Digital]).optional()]));
  const firstEditions = Object.fromEntries(
    subscriptions.map((id) => [
      firstEditionField(id),
      z
        .string()
        .trim()
        .regex(ISO_DATE, { error: t("movingDateInvalid", "Vul een geldige datum in.") })
        .optional(),
    ]),
  );
  return z
    .object({
      intent: z.literal(MOVE_INTENT, { error: unknownFormMessage(t) }),
      idempotencyKey: z.string({ error: unknownFormMessage(t) }).min(8, { error: unknownFormMessage(t) }),
      ...addressShape(t),
      moveDate: z
        .string({ error: t("movingDateRequired", "Kies uw verhuisdatum.") })
        .regex(/^\d{4}-\d{2}-\d{2}$/, { error: t("movingDateInvalid", "Vul een geldige datum in.") }),
      subscriptionIds: z.array(z.string()).default([]),
      /** Changing a planned move: the one this replaces (the origin checks it is the caller's and may still change). */
      replacesMoveId: z.string().max(100).optional(),
      ...deliveries,
      ...firstEditions,
    })
    .superRefine((value, context) => {
      refineAddress(t, value, context);
      const values = value as Record<string, unknown>;
      for (const id of outsideArea) {
        if ((value.subscriptionIds ?? []).includes(id) && !values[deliveryField(id)]) {
          context.addIssue({
            code: "custom",
            path: [deliveryField(id)],
            message: t("movingDeliveryRequired", "Op uw nieuwe adres bezorgen wij deze krant niet. Kies bezorging per post of digitaal lezen."),
          });
        }
      }
      for (const id of subscriptions) {
        const first = values[firstEditionField(id)];
        if (typeof first === "string" && first && typeof value.moveDate === "string" && ISO_DATE.test(value.moveDate) && first < value.moveDate) {
          context.addIssue({
            code: "custom",
            path: [firstEditionField(id)],
            message: t("movingFirstEditionBeforeMove", "De eerste krant op uw nieuwe adres komt op of na de verhuisdatum. Kies een latere datum of laat het veld leeg."),
          });
        }
      }
    }, ALWAYS);
}
