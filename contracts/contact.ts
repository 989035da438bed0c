/**
 * REST of the contact form (ADR 25), all without a required login; with a bearer token the case is the
 * account's. Upload links point at the origin; the portal proxies the upload itself.
 */
import { z } from "zod";
import { endpoint } from "./rest";

/** A file's id in an upload path. */
export const UPLOAD_ID_PATTERN = "([A-Za-z0-9_-]{21})";

export const CASE_CHANNELS = ["CIS", "SALESFORCE"] as const;

const attachment = z.object({ id: z.string(), fileName: z.string(), contentType: z.string(), size: z.number() });

/** Spec §3: ContactFormCase. */
export const contactCase = z.object({
  __typename: z.literal("ContactFormCase"),
  id: z.string(),
  caseNumber: z.string(),
  channel: z.enum(CASE_CHANNELS),
  topic: z.string(),
  subTopic: z.string(),
  subscriptionId: z.string().nullable(),
  answerBy: z.string(),
  /** "2 werkdagen". */
  answerWithin: z.string(),
  createdAt: z.string(),
  attachments: z.array(attachment),
});

const caseInput = z.object({
  brand: z.string(),
  topic: z.string(),
  subTopic: z.string(),
  subscriptionId: z.string().nullable(),
  message: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  attachments: z.array(z.string()),
  idempotencyKey: z.string(),
});

/** Spec §3: ContactFormUploadLinkResult. `uploadUrl` is a path on the origin. */
export const uploadLink = z.object({
  __typename: z.literal("ContactFormUploadLinkResult"),
  uploadId: z.string(),
  uploadUrl: z.string(),
  expiresAt: z.string(),
  maxBytes: z.number(),
  contentType: z.string(),
});

export const contactService = {
  /** The case, by the customer information system (CIS). */
  cases: endpoint({ method: "POST", path: "/api/pass/contact-form/cases", input: caseInput, output: contactCase }),
  /** The same case, by Salesforce through CIS (flag isSalesforceThroughCISEnabled). */
  salesforceCases: endpoint({ method: "POST", path: "/api/pass/contact-form/salesforce-cases", input: caseInput, output: contactCase }),
  uploadLinks: endpoint({
    method: "POST",
    path: "/api/pass/contact-form/upload-links",
    input: z.object({ brand: z.string(), fileName: z.unknown(), contentType: z.unknown(), size: z.unknown() }),
    output: uploadLink,
  }),
  /** The file's bytes to its signed link (`expires` and `signature` from the link's query string). */
  upload: endpoint({
    method: "PUT",
    path: "/api/pass/contact-form/uploads/{uploadId}",
    input: z.object({ uploadId: z.string(), expires: z.string(), signature: z.string(), contentType: z.string(), body: z.instanceof(Uint8Array) }),
    query: ["expires", "signature"],
    binaryBody: true,
    output: attachment,
  }),
};
