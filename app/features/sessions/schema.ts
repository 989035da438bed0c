import { z } from "zod";

// The forms of the session overview: one schema for browser and server, dispatched on `intent`.

export const SESSION_ID_MESSAGE = "Kies het apparaat dat u wilt uitloggen.";

export const SessionsFormSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({
      intent: z.literal("revoke-session"),
      sessionId: z.string({ error: SESSION_ID_MESSAGE }).trim().min(1, SESSION_ID_MESSAGE).max(200, SESSION_ID_MESSAGE),
    }),
    z.object({ intent: z.literal("revoke-other-sessions") }),
  ],
  { error: "Dit formulier is niet bekend. Vernieuw de pagina en probeer het opnieuw." },
);

export type SessionsForm = z.infer<typeof SessionsFormSchema>;
