import { z } from "zod";
import { unknownFormMessage } from "~/forms/field-rules";
import type { Translate } from "~/forms/translate";

// The forms of the newsletters page: one schema for browser and server, dispatched on `intent`.

export function newslettersFormSchema(t: Translate) {
  const unknown = t("newsletterUnknown", "Deze nieuwsbrief is niet bekend. Vernieuw de pagina en probeer het opnieuw.");
  const newsletterId = z.string({ error: unknown }).regex(/^[A-Za-z0-9_-]{1,64}$/, unknown);
  const brand = z.string({ error: unknown }).regex(/^[a-z][a-z0-9-]{0,39}$/, unknown);
  return z.discriminatedUnion(
    "intent",
    [
      z.object({ intent: z.literal("subscribe"), newsletterId }),
      z.object({ intent: z.literal("unsubscribe"), newsletterId }),
      // Sent from the confirmation (the dialog, or ?alles-uitschrijven=<brand> without JavaScript).
      z.object({ intent: z.literal("unsubscribe-all"), brand }),
    ],
    { error: unknownFormMessage(t) },
  );
}

export type NewslettersForm = z.infer<ReturnType<typeof newslettersFormSchema>>;
