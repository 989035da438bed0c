// The choices of the preferences page, apart from its schema (which the page imports lazily).

export const CHANNELS = ["email", "sms", "post", "phone"] as const;
export type Channel = (typeof CHANNELS)[number];

/** "website": no preference of its own, follow the brand's site (stored as null). */
export const LANGUAGE_CHOICES = ["nl-NL", "nl-BE", "website"] as const;
export type LanguageChoice = (typeof LANGUAGE_CHOICES)[number];

/** The stored value of a language choice: null follows the website. */
export function storedLanguage(choice: LanguageChoice): "nl-NL" | "nl-BE" | null {
  return choice === "website" ? null : choice;
}

/** The choice that shows a stored value; anything unknown follows the website. */
export function languageChoice(stored: string | null | undefined): LanguageChoice {
  return stored === "nl-NL" || stored === "nl-BE" ? stored : "website";
}
