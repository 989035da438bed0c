/**
 * Rules of the contact form (ADR 25): topics and their sub-topics (spec §9), the message, the contact
 * details, attachments (type, size, count), the signed upload link and the case number. Pure functions.
 */
import { CONTACT_TOPIC_TABLE } from "../../../../contracts/contact-topics";
import { base64UrlEncode, hmacSha256, timingSafeEqualText } from "../../request/crypto";
import { isValidEmail, validateFreeText, violation, type Violation } from "../../rules/validation";

/** Spec §9: the six topics and, per topic, its sub-topics: the contract's table (contracts/contact-topics.ts), which the portal offers. */
export const CONTACT_TOPICS = CONTACT_TOPIC_TABLE;

export type ContactTopic = keyof typeof CONTACT_TOPICS;

export const MESSAGE_MAX = 2000;
export const NAME_MAX = 100;
export const MAX_ATTACHMENTS = 5;
export const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024;
/** How long an upload link can be used. */
export const UPLOAD_LINK_SECONDS = 15 * 60;
/** Uploads no case took are deleted (row and R2 object) after this long. */
export const ORPHAN_UPLOAD_SECONDS = 24 * 60 * 60;
/**
 * Questions per 15 minutes: per client (the visitor's address as the portal tells it) and per e-mail
 * address the confirmation goes to, so the form cannot send a stream of brand e-mails to one address
 * or from one place (ADR 46).
 */
export const MAX_CASES_PER_CLIENT = 20;
export const MAX_CASES_PER_RECIPIENT = 5;
/** Upload links per client per 15 minutes: a question's five attachments, a few times over. */
export const MAX_UPLOAD_LINKS_PER_CLIENT = 30;
/** Customer service answers within this many working days. */
export const ANSWER_WORKING_DAYS = 2;

export const ATTACHMENT_TYPES = {
  "application/pdf": "PDF",
  "image/jpeg": "JPG",
  "image/png": "PNG",
  "image/heic": "HEIC",
} as const;
export type AttachmentType = keyof typeof ATTACHMENT_TYPES;

export function isAttachmentType(value: string): value is AttachmentType {
  return Object.hasOwn(ATTACHMENT_TYPES, value);
}

export function isTopic(value: string): value is ContactTopic {
  return Object.hasOwn(CONTACT_TOPICS, value);
}

export function subTopicBelongs(topic: string, subTopic: string): boolean {
  return isTopic(topic) && (CONTACT_TOPICS[topic] as readonly string[]).includes(subTopic);
}

export interface UploadLinkInput {
  fileName: string;
  contentType: string;
  size: number;
}

/** What a file must be before it gets an upload link. */
export function validateUploadRequest(input: UploadLinkInput): Violation[] {
  const violations: Violation[] = [];
  const name = typeof input.fileName === "string" ? input.fileName.trim() : "";
  if (!name || name.length > 200 || /[\u0000-\u001f/\\]/.test(name)) {
    violations.push(violation("INVALID-FILE-NAME", "Deze bestandsnaam kunnen we niet gebruiken. Geef het bestand een andere naam.", "fileName"));
  }
  if (typeof input.contentType !== "string" || !isAttachmentType(input.contentType)) {
    violations.push(violation("ATTACHMENT-TYPE", "Dit type bestand kunnen we niet ontvangen. Stuur een PDF, JPG, PNG of HEIC.", "contentType"));
  }
  if (!Number.isInteger(input.size) || input.size <= 0) {
    violations.push(violation("ATTACHMENT-EMPTY", "Dit bestand is leeg.", "size"));
  } else if (input.size > MAX_ATTACHMENT_BYTES) {
    violations.push(violation("ATTACHMENT-TOO-LARGE", "Dit bestand is groter dan 10 MB.", "size"));
  }
  return violations;
}

/** Whether the first bytes fit the declared type (so a renamed .exe is not stored as a PDF). */
export function bytesMatchType(bytes: Uint8Array, type: AttachmentType): boolean {
  const starts = (...signature: number[]) => signature.every((byte, index) => bytes[index] === byte);
  switch (type) {
    case "application/pdf":
      return starts(0x25, 0x50, 0x44, 0x46); // %PDF
    case "image/jpeg":
      return starts(0xff, 0xd8, 0xff);
    case "image/png":
      return starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a);
    case "image/heic": {
      // ISO BMFF: "ftyp" at offset 4, then a HEIF brand.
      const ftyp = String.fromCharCode(...bytes.slice(4, 8));
      const brand = String.fromCharCode(...bytes.slice(8, 12));
      return ftyp === "ftyp" && ["heic", "heix", "hevc", "hevx", "heim", "heis", "mif1", "msf1"].includes(brand);
    }
  }
}

/** The signed part of an upload link: id and expiry (ms), under the origin's signing secret. */
function signedText(uploadId: string, expiresMs: number): string {
  return `contact-upload:${uploadId}:${expiresMs}`;
}

export async function signUpload(secret: string, uploadId: string, expiresMs: number): Promise<string> {
  return hmacSha256(secret, signedText(uploadId, expiresMs));
}

export async function verifyUploadSignature(secret: string, uploadId: string, expiresMs: number, signature: string): Promise<boolean> {
  return timingSafeEqualText(await signUpload(secret, uploadId, expiresMs), signature);
}

/** A 21-character URL-safe id (the spec's upload key length). */
export function uploadId(): string {
  return base64UrlEncode(crypto.getRandomValues(new Uint8Array(16))).slice(0, 21);
}

export interface CaseInput {
  brand: string;
  topic: string;
  subTopic: string;
  subscriptionId?: string | null;
  message: string;
  name: string;
  email: string;
  phone?: string | null;
  attachments?: string[];
  idempotencyKey: string;
}

/** Everything of a case that can be checked without the database. */
export function validateCase(input: CaseInput): Violation[] {
  const violations: Violation[] = [];
  if (typeof input.topic !== "string" || !isTopic(input.topic)) {
    violations.push(violation("UNKNOWN-TOPIC", "Kies een onderwerp.", "topic"));
  } else if (typeof input.subTopic !== "string" || !subTopicBelongs(input.topic, input.subTopic)) {
    violations.push(violation("SUB-TOPIC-MISMATCH", "Dit onderwerp hoort niet bij het gekozen hoofdonderwerp. Kies een onderwerp uit de lijst.", "subTopic"));
  }
  violations.push(...validateFreeText(input.message, "message", "Uw bericht", { maxLength: MESSAGE_MAX }));
  violations.push(...validateFreeText(input.name, "name", "Uw naam", { maxLength: NAME_MAX }));
  if (typeof input.email !== "string" || !isValidEmail(input.email.trim())) {
    violations.push(violation("INVALID-EMAIL", "Vul een geldig e-mailadres in.", "email"));
  }
  if (input.phone && !/^\+?[0-9 ()-]{6,20}$/.test(input.phone)) {
    violations.push(violation("INVALID-PHONE", "Vul een geldig telefoonnummer in, of laat het leeg.", "phone"));
  }
  const attachments = input.attachments ?? [];
  if (!Array.isArray(attachments) || attachments.some((id) => typeof id !== "string")) {
    violations.push(violation("INVALID-ATTACHMENTS", "De bijlagen zijn niet goed doorgekomen. Voeg ze opnieuw toe.", "attachments"));
  } else if (attachments.length > MAX_ATTACHMENTS) {
    violations.push(violation("TOO-MANY-ATTACHMENTS", `U kunt maximaal ${MAX_ATTACHMENTS} bijlagen meesturen.`, "attachments"));
  } else if (new Set(attachments).size !== attachments.length) {
    violations.push(violation("DUPLICATE-ATTACHMENT", "Een bijlage staat er twee keer in. Verwijder er één.", "attachments"));
  }
  if (typeof input.idempotencyKey !== "string" || !/^[A-Za-z0-9_-]{8,64}$/.test(input.idempotencyKey)) {
    violations.push(violation("INVALID-IDEMPOTENCY-KEY", "Dit formulier is niet bekend. Vernieuw de pagina en probeer het opnieuw.", "idempotencyKey"));
  }
  return violations;
}

/** "KS-2026-100042" for the CIS route, "SF-2026-100042" for Salesforce through CIS. */
export function contactCaseNumber(channel: "CIS" | "SALESFORCE", year: string, seq: number): string {
  return `${channel === "CIS" ? "KS" : "SF"}-${year}-${String(100000 + seq)}`;
}
