import { z } from "zod";
import { unknownFormMessage } from "~/forms/field-rules";
import type { Translate } from "~/forms/translate";

// The forms of the session overview: one schema for browser and server, dispatched on `intent`.

export function sessionsFormSchema(t: Translate) {
  const chooseDevice = t("sessionsChooseDevice", "Kies het apparaat dat u wilt uitloggen.");
  return z.discriminatedUnion(
    "intent",
    [
      z.object({
        intent: z.literal("revoke-session"),
        sessionId: z.string({ error: chooseDevice }).trim().min(1, chooseDevice).max(200, chooseDevice),
      }),
      z.object({ intent: z.literal("revoke-other-sessions") }),
    ],
    { error: unknownFormMessage(t) },
  );
}

export type SessionsForm = z.infer<ReturnType<typeof sessionsFormSchema>>;
