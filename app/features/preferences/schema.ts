import { z } from "zod";
import { LANGUAGE_CHOICES } from "./choices";

// The forms of the preferences page: one schema for browser and server, dispatched on `intent`.

export const LANGUAGE_MESSAGE = "Kies een taal.";
const BRAND_MESSAGE = "Dit merk is niet bekend. Vernieuw de pagina en probeer het opnieuw.";

const brandPreference = z.object({
  brand: z.string({ error: BRAND_MESSAGE }).regex(/^[a-z][a-z0-9-]{0,39}$/, BRAND_MESSAGE),
  // Unchecked boxes are not submitted at all.
  email: z.boolean().default(false),
  sms: z.boolean().default(false),
  post: z.boolean().default(false),
  phone: z.boolean().default(false),
});

export const PreferencesFormSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({
      intent: z.literal("communication"),
      preferences: z
        .array(brandPreference, { error: BRAND_MESSAGE })
        .min(1, BRAND_MESSAGE)
        .max(20, BRAND_MESSAGE)
        .refine((list) => new Set(list.map((entry) => entry.brand)).size === list.length, BRAND_MESSAGE),
    }),
    z.object({ intent: z.literal("language"), language: z.enum(LANGUAGE_CHOICES, { error: LANGUAGE_MESSAGE }) }),
  ],
  { error: "Dit formulier is niet bekend. Vernieuw de pagina en probeer het opnieuw." },
);

export type PreferencesForm = z.infer<typeof PreferencesFormSchema>;
