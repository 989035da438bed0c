import { z } from "zod";
import { emailField, freeTextField, unknownFormMessage } from "~/forms/field-rules";
import type { Translate } from "~/forms/translate";
import { ACCEPT_INVITE, ANSWER_REQUEST, LEAVE, REQUEST_ACCESS, REQUEST_MESSAGE_MAX, RESEND_INVITE, REVOKE_CO_READER, REVOKE_INVITE, SEND_INVITE, WITHDRAW_REQUEST } from "./intent";

// The forms of /abonnementen/delen, one schema for browser and server, dispatched on `intent`. The origin
// checks every rule again (seats, open invites, owner) against its own data.

export function sharingSchema(t: Translate) {
  const unknown = unknownFormMessage(t);
  const id = z.string({ error: unknown }).trim().min(1, unknown).max(200, unknown);
  const key = z.string({ error: unknown }).regex(/^[A-Za-z0-9_-]{8,100}$/, unknown);
  return z.discriminatedUnion(
    "intent",
    [
      z.object({
        intent: z.literal(SEND_INVITE),
        subscriptionId: id,
        idempotencyKey: key,
        email: z.string({ error: t("sharingEmailRequired", "Vul het e-mailadres in van wie u wilt uitnodigen.") }).pipe(emailField(t)),
      }),
      // The address comes from the expired invite's row (hidden); the origin checks it like a typed one.
      z.object({ intent: z.literal(RESEND_INVITE), inviteKey: id, subscriptionId: id, idempotencyKey: key, email: z.string({ error: unknown }).pipe(emailField(t)) }),
      z.object({ intent: z.literal(REVOKE_INVITE), inviteKey: id }),
      z.object({ intent: z.literal(REVOKE_CO_READER), accountId: id, subscriptionId: id }),
      z.object({
        intent: z.literal(ANSWER_REQUEST),
        requestId: id,
        answer: z.enum(["approve", "decline"], { error: unknown }),
        subscriptionId: id.optional(),
      }),
      z.object({
        intent: z.literal(REQUEST_ACCESS),
        idempotencyKey: key,
        ownerEmail: z.string({ error: t("sharingOwnerEmailRequired", "Vul het e-mailadres in van de eigenaar van het abonnement.") }).pipe(emailField(t)),
        message: freeTextField(t, REQUEST_MESSAGE_MAX).optional(),
      }),
      z.object({ intent: z.literal(WITHDRAW_REQUEST), requestId: id }),
      z.object({ intent: z.literal(LEAVE), subscriptionId: id }),
    ],
    { error: unknown },
  );
}

export type SharingForm = z.infer<ReturnType<typeof sharingSchema>>;

export function acceptSchema(t: Translate) {
  return z.object({ intent: z.literal(ACCEPT_INVITE, { error: unknownFormMessage(t) }) });
}
