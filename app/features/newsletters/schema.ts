import { z } from "zod";

// The forms of the newsletters page: one schema for browser and server, dispatched on `intent`.

const UNKNOWN = "Deze nieuwsbrief is niet bekend. Vernieuw de pagina en probeer het opnieuw.";
const newsletterId = z.string({ error: UNKNOWN }).regex(/^[A-Za-z0-9_-]{1,64}$/, UNKNOWN);
const brand = z.string({ error: UNKNOWN }).regex(/^[a-z][a-z0-9-]{0,39}$/, UNKNOWN);

export const NewslettersFormSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({ intent: z.literal("subscribe"), newsletterId }),
    z.object({ intent: z.literal("unsubscribe"), newsletterId }),
    // Sent from the confirmation (the dialog, or ?alles-uitschrijven=<brand> without JavaScript).
    z.object({ intent: z.literal("unsubscribe-all"), brand }),
  ],
  { error: "Dit formulier is niet bekend. Vernieuw de pagina en probeer het opnieuw." },
);

export type NewslettersForm = z.infer<typeof NewslettersFormSchema>;
