import { z } from "zod";

// The forms of the preferences page: one schema for browser and server, dispatched on `intent`.

export const CHANNELS = ["email", "sms", "post", "phone"] as const;
export type Channel = (typeof CHANNELS)[number];

/** "website": no preference of its own, follow the brand's site (stored as null). */
export const LANGUAGE_CHOICES = ["nl-NL", "nl-BE", "website"] as const;
export type LanguageChoice = (typeof LANGUAGE_CHOICES)[number];

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

/** The stored value of a language choice: null follows the website. */
export function storedLanguage(choice: LanguageChoice): "nl-NL" | "nl-BE" | null {
  return choice === "website" ? null : choice;
}

/** The choice that shows a stored value; anything unknown follows the website. */
export function languageChoice(stored: string | null | undefined): LanguageChoice {
  return stored === "nl-NL" || stored === "nl-BE" ? stored : "website";
}
