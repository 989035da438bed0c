import type { AppContext } from "~/platform/request/context";
import { LazyContentErrorPanel, LazyRichText } from "./lazy";

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
  let docs: unknown;
  try {
    docs = await app.content.documents<unknown[]>("email-service", EMAIL_SERVICE_QUERY, (value) => !Array.isArray(value) || value.length === 0);
  } catch (error) {
    app.report(error, "email service content");
    await LazyContentErrorPanel.preload();
    return null;
  }
  await LazyRichText.preload();
  const doc = (Array.isArray(docs) ? docs : []).find((candidate) => (candidate as { brand?: unknown })?.brand === app.brand?.key) as
    | { senders?: unknown }
    | undefined;
  const senders = (Array.isArray(doc?.senders) ? doc.senders : []).flatMap((raw): EmailSender[] => {
    const sender = raw as Partial<Record<keyof EmailSender, unknown>>;
    if (typeof sender.title !== "string" || typeof sender.address !== "string" || !ADDRESS.test(sender.address)) return [];
    return [{ title: sender.title, address: sender.address, description: typeof sender.description === "string" ? sender.description : "" }];
  });
  return { senders };
}
