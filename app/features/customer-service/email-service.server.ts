import type { AppContext } from "~/platform/request/context";
import { brandContent } from "./brand-content.server";

// /klantenservice/email (analytics category Emailservice): the e-mails a brand sends and from which
// address. Content: one `emailService` document per brand (docs/content-model.md), cached in KV.

export const EMAIL_SERVICE_QUERY = `*[_type == "emailService"]`;

export interface EmailSender {
  title: string;
  address: string;
  description: string;
}

export interface EmailServiceView {
  senders: EmailSender[];
}

const ADDRESS = /^[^\s@<>]+@[a-z0-9.-]+\.[a-z]{2,}$/i;

/** null: the content API failed and nothing is cached. A brand without a document lists no senders. */
export async function loadEmailService(app: AppContext): Promise<EmailServiceView | null> {
  const doc = await brandContent(app, "email-service", EMAIL_SERVICE_QUERY);
  if (doc === null) return null;
  const senders = (Array.isArray(doc?.senders) ? doc.senders : []).flatMap((raw): EmailSender[] => {
    const sender = raw as Partial<Record<keyof EmailSender, unknown>>;
    if (typeof sender.title !== "string" || typeof sender.address !== "string" || !ADDRESS.test(sender.address)) return [];
    return [{ title: sender.title, address: sender.address, description: typeof sender.description === "string" ? sender.description : "" }];
  });
  return { senders };
}
