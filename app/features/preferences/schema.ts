import { z } from "zod";
import { unknownFormMessage } from "~/forms/field-rules";
import type { Translate } from "~/forms/translate";
import { LANGUAGE_CHOICES } from "./choices";

// The forms of the preferences page: one schema for browser and server, dispatched on `intent`.

export function preferencesFormSchema(t: Translate) {
  const unknownBrand = t("preferencesUnknownBrand", "Dit merk is niet bekend. Vernieuw de pagina en probeer het opnieuw.");
  const brandPreference = z.object({
    brand: z.string({ error: unknownBrand }).regex(/^[a-z][a-z0-9-]{0,39}$/, unknownBrand),
    // Unchecked boxes are not submitted at all.
    email: z.boolean().default(false),
    sms: z.boolean().default(false),
    post: z.boolean().default(false),
    phone: z.boolean().default(false),
    // The service notices of the brand (ADR 50): a box of the same form, apart from the offers.
    serviceNotices: z.boolean().default(false),
  });
  return z.discriminatedUnion(
    "intent",
    [
      z.object({
        intent: z.literal("communication"),
        preferences: z
          .array(brandPreference, { error: unknownBrand })
          .min(1, unknownBrand)
          .max(20, unknownBrand)
          .refine((list) => new Set(list.map((entry) => entry.brand)).size === list.length, unknownBrand),
      }),
      z.object({
        intent: z.literal("language"),
        language: z.enum(LANGUAGE_CHOICES, { error: t("preferencesChooseLanguage", "Kies een taal.") }),
      }),
    ],
    { error: unknownFormMessage(t) },
  );
}

export type PreferencesForm = z.infer<ReturnType<typeof preferencesFormSchema>>;
