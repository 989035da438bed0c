import { z } from "zod";
import { unknownFormMessage } from "~/forms/field-rules";
import type { Translate } from "~/forms/translate";

// The forms of /account/privacy (ADR 42): one schema for browser and server, dispatched on `intent`.

import { DELETE_INTENT, EXPORT_INTENT } from "./intent";

export function privacyFormSchema(t: Translate) {
  const passwordRequired = t("privacyDeletePasswordRequired", "Vul uw wachtwoord in om te bevestigen dat u het bent.");
  const confirmRequired = t("privacyDeleteConfirmRequired", "Vink aan dat u begrijpt dat uw account en gegevens worden verwijderd.");
  return z.discriminatedUnion(
    "intent",
    [
      z.object({ intent: z.literal(EXPORT_INTENT) }),
      z.object({
        intent: z.literal(DELETE_INTENT),
        password: z.string({ error: passwordRequired }).max(200, passwordRequired),
        understood: z.boolean({ error: confirmRequired }).refine((value) => value, { message: confirmRequired }),
      }),
    ],
    { error: unknownFormMessage(t) },
  );
}
