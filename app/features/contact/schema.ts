import { z } from "zod";
import { CONTACT_SUB_TOPIC_KEYS, CONTACT_TOPIC_KEYS, subTopicBelongsTo } from "@contracts/contact-topics";
import { emailField, freeTextField, unknownFormMessage } from "~/forms/field-rules";
import type { Translate } from "~/forms/translate";
import { CONTACT_FORM_INTENT } from "./intent";
import { topicLabel } from "./labels";
import { MAX_ATTACHMENTS, MESSAGE_MAX, NAME_MAX } from "./rules";

// The contact form, one schema for browser and server. The origin checks every rule again.

const PHONE = /^\+?[0-9 ()-]{6,20}$/;

export function contactFormSchema(t: Translate) {
  return z
    .object({
      intent: z.literal(CONTACT_FORM_INTENT, { error: unknownFormMessage(t) }),
      idempotencyKey: z.string({ error: unknownFormMessage(t) }).regex(/^[A-Za-z0-9_-]{8,64}$/, { error: unknownFormMessage(t) }),
      topic: z.enum(CONTACT_TOPIC_KEYS as [string, ...string[]], { error: t("contactFormTopicRequired", "Kies een onderwerp.") }),
      subTopic: z.enum(CONTACT_SUB_TOPIC_KEYS as [string, ...string[]], { error: t("contactFormSubTopicRequired", "Kies waar uw vraag over gaat.") }),
      subscriptionId: z.string().regex(/^[A-Za-z0-9-]{1,40}$/, { error: unknownFormMessage(t) }).optional(),
      message: freeTextField(t, MESSAGE_MAX),
      name: freeTextField(t, NAME_MAX),
      email: emailField(t),
      phone: z
        .string()
        .trim()
        .refine((value) => PHONE.test(value), { error: t("contactFormPhoneInvalid", "Vul een geldig telefoonnummer in, of laat het leeg.") })
        .optional(),
      attachments: z.array(z.string().regex(/^[A-Za-z0-9_-]{21}$/, { error: unknownFormMessage(t) })).max(MAX_ATTACHMENTS, {
        error: t("contactFormTooManyAttachments", "U kunt maximaal {max} bijlagen meesturen.", { max: MAX_ATTACHMENTS }),
      }).optional(),
      /** Set by the browser while a file is still uploading or failed: then the form waits. */
      attachmentsBusy: z.string().optional(),
    })
    .superRefine((value, context) => {
      if (!subTopicBelongsTo(value.topic, value.subTopic)) {
        context.addIssue({
          code: "custom",
          path: ["subTopic"],
          message: t("contactFormSubTopicMismatch", "Dit onderwerp hoort niet bij “{topic}”. Kies een onderwerp uit de lijst.", {
            topic: topicLabel(value.topic, t),
          }),
        });
      }
      if (value.attachmentsBusy) {
        context.addIssue({
          code: "custom",
          path: ["attachments"],
          message: t("contactFormAttachmentsBusy", "Niet alle bijlagen zijn geüpload. Wacht tot ze klaar zijn, probeer ze opnieuw of verwijder ze."),
        });
      }
    });
}

export type ContactFormValue = z.output<ReturnType<typeof contactFormSchema>>;
