/** Rules of the preferences area. */
import { violation, VALIDATION_ERROR, type Violation } from "../../rules/validation";

export const LANGUAGES = ["nl-NL", "nl-BE"] as const;

export type Language = (typeof LANGUAGES)[number];

/** updateLanguagePreference: "nl-NL", "nl-BE" or null (follow the brand). */
export function validateLanguage(value: string | null | undefined, field = "language"): { value: Language | null; violations: Violation[] } {
  if (value === null || value === undefined) return { value: null, violations: [] };
  if ((LANGUAGES as readonly string[]).includes(value)) return { value: value as Language, violations: [] };
  return {
    value: null,
    violations: [violation(VALIDATION_ERROR, "Kies Nederlands (Nederland), Nederlands (België) of de taal van het merk.", field)],
  };
}
