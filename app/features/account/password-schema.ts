import { z } from "zod";
import { requiredMessage } from "~/forms/field-rules";
import { MAX_PASSWORD_LENGTH, passwordRules } from "./password-rules";
import type { Translate } from "~/forms/translate";

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
