import { z } from "zod";
import type { PasswordRule } from "~/ui/forms/password-requirements";
import { requiredMessage } from "./field-rules";
import type { Translate } from "./translate";

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

export function passwordSchema(t: Translate, email: string) {
  const rules = passwordRules(t, email);
  return z.object({
    currentPassword: z.string({ error: t("currentPasswordRequired", "Vul uw huidige wachtwoord in.") }),
    newPassword: z
      .string({ error: requiredMessage(t) })
      .max(MAX_PASSWORD_LENGTH, t("passwordTooLong", "Uw nieuwe wachtwoord mag maximaal {max} tekens bevatten.", { max: MAX_PASSWORD_LENGTH }))
      .superRefine((value, ctx) => {
        for (const rule of rules) {
          if (!rule.test(value)) {
            ctx.addIssue({ code: "custom", message: t("passwordRuleFailed", "Uw nieuwe wachtwoord voldoet niet aan deze eis: {rule}.", { rule: rule.label }) });
          }
        }
      }),
    endOtherSessions: z.boolean().default(false),
  });
}
