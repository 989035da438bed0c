import type { PasswordRule } from "~/ui/forms/password-requirements";
import type { Translate } from "~/forms/translate";

// The password form's intent and rules, apart from its schema (which the page imports lazily).

export const PASSWORD_INTENT = "update-password";
export const MAX_PASSWORD_LENGTH = 200;

/** The contract's five password rules, in its order (the origin enforces the same ones). */
export function passwordRules(t: Translate, email: string): PasswordRule[] {
  const sameAsEmail = (value: string) => email !== "" && value.trim().toLowerCase() === email.trim().toLowerCase();
  return [
    { id: "length", label: t("passwordRuleMinLength", "minimaal 10 tekens"), test: (value) => [...value].length >= 10 },
    { id: "letters", label: t("passwordRuleLetters", "een hoofdletter en een kleine letter"), test: (value) => /\p{Ll}/u.test(value) && /\p{Lu}/u.test(value) },
    { id: "number", label: t("passwordRuleNumber", "minimaal één cijfer"), test: (value) => /\p{Nd}/u.test(value) },
    { id: "special", label: t("passwordRuleSpecial", "minimaal één teken dat geen letter of cijfer is"), test: (value) => /[^\p{L}\p{N}]/u.test(value) },
    { id: "not-email", label: t("passwordRuleNotEmail", "niet uw e-mailadres"), test: (value) => value !== "" && !sameAsEmail(value) },
  ];
}
