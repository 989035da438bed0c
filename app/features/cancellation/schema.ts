import { z } from "zod";
import { freeTextField, unknownFormMessage } from "~/forms/field-rules";
import type { Translate } from "~/forms/translate";
import { CANCELLATION_REASONS, COMMENT_MAX } from "./intent";

// The forms of the cancellation page: one schema for browser and server, dispatched on `intent`.
// Reason and remark are both optional; the origin checks the remark again.

export function cancellationFormSchema(t: Translate) {
  return z.discriminatedUnion(
    "intent",
    [
      z.object({
        intent: z.literal("cancel-subscription"),
        reason: z.enum(CANCELLATION_REASONS, { error: t("cancellationReasonUnknown", "Kies een van de redenen, of geen.") }).optional(),
        comment: freeTextField(t, COMMENT_MAX).optional(),
      }),
      z.object({ intent: z.literal("undo-cancellation") }),
    ],
    { error: unknownFormMessage(t) },
  );
}
