import { z } from "zod";
import { freeTextField, requiredMessage, unknownFormMessage } from "~/forms/field-rules";
import type { Translate } from "~/forms/translate";
import { COMPENSATIONS, COMPLAINT_TYPES, type ComplaintType, MESSAGE_MAX } from "./intent";
import { DeliveryComplaintType } from "@contracts/values";

// The forms of the delivery service, one schema for browser and server. The origin checks every
// rule again (window, already reported, suspension, re-delivery) against its own data.

/** The types whose complaint needs a description (the origin's options say the same). */
export const MESSAGE_REQUIRED: readonly ComplaintType[] = [DeliveryComplaintType.Damaged, DeliveryComplaintType.WrongProduct];

export function complaintSchema(t: Translate, messageRequiredFor: readonly string[] = MESSAGE_REQUIRED, max = MESSAGE_MAX) {
  return z
    .object({
      intent: z.literal("delivery-complaint", { error: unknownFormMessage(t) }),
      idempotencyKey: z.string({ error: unknownFormMessage(t) }).min(8, { error: unknownFormMessage(t) }),
      type: z.enum(COMPLAINT_TYPES, { error: t("deliveryTypeRequired", "Kies wat er aan de hand is.") }),
      editionDate: z
        .string({ error: t("deliveryEditionRequired", "Kies om welke krant of welk nummer het gaat.") })
        .regex(/^\d{4}-\d{2}-\d{2}$/, { error: t("deliveryEditionRequired", "Kies om welke krant of welk nummer het gaat.") }),
      message: freeTextField(t, max).optional(),
      compensation: z.enum(COMPENSATIONS, { error: t("deliveryCompensationUnknown", "Kies of u de krant nagebracht wilt krijgen of liever geld terug.") }).optional(),
    })
    .superRefine((value, context) => {
      if (messageRequiredFor.includes(value.type) && !value.message) {
        context.addIssue({ code: "custom", path: ["message"], message: t("deliveryMessageRequired", "Beschrijf wat er mis is (verplicht bij deze klacht).") });
      }
    });
}

export function followUpSchema(t: Translate) {
  return z.object({
    intent: z.literal("delivery-follow-up", { error: unknownFormMessage(t) }),
    complaintId: z.string({ error: unknownFormMessage(t) }).min(1),
    deliveredToday: z.enum(["ja", "nee"], { error: requiredMessage(t) }),
  });
}

/** Instructions for the deliverer: free text under the spec's rules, empty removes them (the origin checks again). */
export function instructionsSchema(t: Translate) {
  return z.object({
    intent: z.literal("delivery-instructions", { error: unknownFormMessage(t) }),
    subscriptionId: z.string({ error: unknownFormMessage(t) }).min(1).max(50),
    instructions: freeTextField(t, 200).optional(),
  });
}
