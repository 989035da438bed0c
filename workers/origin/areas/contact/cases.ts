/**
 * The contact form's work: upload links, the upload itself into R2, and the case that takes the
 * uploads (by one of two routes), plus the housekeeping of uploads no case took (ADR 25).
 */
import { readBytesLimited } from "../../../../lib/request-body";
import type { AuthContext } from "../../request/auth";
import { brandByKey, type OriginBrand } from "../../demo/brands";
import { earliestAfterWorkingDays } from "../../calendar/calendar";
import { conflict, OriginError, tooManyRequests, validationFailed } from "../../request/errors";
import { LOCKOUT_SECONDS, withinLimit } from "../../identity/lockout";
import { nowIso, nowMs, todayLocal, dutchDate } from "../../calendar/time";
import { violation, type Violation } from "../../rules/validation";
import type { OutboxMessage } from "../../records/outbox";
import { linkedSubscription } from "../subscriptions";
import { words } from "../../rules/words";
import {
  type CaseRow,
  caseAttachments,
  caseByKey,
  claimUpload,
  deleteUploads,
  insertCase,
  insertUploadStatement,
  markStored,
  nextCaseSeq,
  objectKey,
  orphanUploads,
  uploadById,
  uploadsByIds,
  type UploadRow,
} from "./data";
import {
  ANSWER_WORKING_DAYS,
  ATTACHMENT_TYPES,
  bytesMatchType,
  type CaseInput,
  contactCaseNumber,
  MAX_ATTACHMENT_BYTES,
  MAX_CASES_PER_CLIENT,
  MAX_CASES_PER_RECIPIENT,
  MAX_UPLOAD_LINKS_PER_CLIENT,
  ORPHAN_UPLOAD_SECONDS,
  signUpload,
  UPLOAD_LINK_SECONDS,
  type UploadLinkInput,
  uploadId,
  validateCase,
  validateUploadRequest,
  verifyUploadSignature,
} from "./rules";

export type CaseChannel = "CIS" | "SALESFORCE";

/** Spec §3: ContactFormUploadLinkResult. `uploadUrl` is a path on this origin (the portal proxies it). */
export interface ContactFormUploadLinkResult {
  __typename: "ContactFormUploadLinkResult";
  uploadId: string;
  uploadUrl: string;
  expiresAt: string;
  maxBytes: number;
  contentType: string;
}

export interface ContactAttachment {
  id: string;
  fileName: string;
  contentType: string;
  size: number;
}

export interface ContactCase {
  __typename: "ContactFormCase";
  id: string;
  caseNumber: string;
  channel: CaseChannel;
  topic: string;
  subTopic: string;
  subscriptionId: string | null;
  answerBy: string;
  /** "2 werkdagen". */
  answerWithin: string;
  createdAt: string;
  attachments: ContactAttachment[];
}

function knownBrand(key: unknown): OriginBrand {
  const brand = typeof key === "string" ? brandByKey(key) : null;
  if (!brand) throw validationFailed([violation("UNKNOWN-BRAND", "Dit merk kennen we niet.", "brand")]);
  return brand;
}

const toAttachment = (row: UploadRow): ContactAttachment => ({ id: row.id, fileName: row.file_name, contentType: row.content_type, size: row.size });

export async function createUploadLink(
  env: OriginEnv,
  auth: AuthContext | null,
  input: Partial<UploadLinkInput> & { brand?: unknown },
  client: string,
): Promise<ContactFormUploadLinkResult> {
  const brand = knownBrand(input.brand);
  const request = { fileName: String(input.fileName ?? ""), contentType: String(input.contentType ?? ""), size: Number(input.size) };
  const violations = validateUploadRequest(request);
  if (violations.length) throw validationFailed(violations);
  if (!(await withinLimit(env.DB, `contact-upload-client:${client}`, MAX_UPLOAD_LINKS_PER_CLIENT))) {
    throw tooManyRequests("TOO-MANY-REQUESTS", "U heeft net al veel bestanden toegevoegd. Probeer het over een kwartier opnieuw.", LOCKOUT_SECONDS);
  }
  const id = uploadId();
  const expiresMs = nowMs() + UPLOAD_LINK_SECONDS * 1000;
  const expiresAt = new Date(expiresMs).toISOString();
  await insertUploadStatement(env.DB, {
    id,
    account_id: auth?.accountId ?? null,
    brand_key: brand.key,
    file_name: request.fileName.trim(),
    content_type: request.contentType as UploadRow["content_type"],
    size: request.size,
    expires_at: expiresAt,
    created_at: nowIso(),
  }).run();
  const signature = await signUpload(env.TOKEN_SIGNING_SECRET, id, expiresMs);
  return {
    __typename: "ContactFormUploadLinkResult",
    uploadId: id,
    uploadUrl: `/api/pass/contact-form/uploads/${id}?expires=${expiresMs}&signature=${signature}`,
    expiresAt,
    maxBytes: request.size,
    contentType: request.contentType,
  };
}

const linkRefused = (code: string, message: string, status: "FORBIDDEN" | "CONFLICT" | "NOT_FOUND" = "FORBIDDEN") =>
  new OriginError(status, [violation(code, message)]);

/**
 * PUT <uploadUrl>: the signed link is the credential (no login needed). It is checked (signature,
 * expiry), used once, and the body must be the announced file: its type, its size, its first bytes.
 */
export async function receiveUpload(env: OriginEnv, request: Request, url: URL, id: string): Promise<ContactAttachment> {
  const expiresMs = Number(url.searchParams.get("expires"));
  const signature = url.searchParams.get("signature") ?? "";
  if (!Number.isSafeInteger(expiresMs) || !(await verifyUploadSignature(env.TOKEN_SIGNING_SECRET, id, expiresMs, signature))) {
    throw linkRefused("UPLOAD-LINK-INVALID", "Deze uploadlink is niet geldig. Voeg het bestand opnieuw toe.");
  }
  if (expiresMs <= nowMs()) {
    throw linkRefused("UPLOAD-LINK-EXPIRED", "Deze uploadlink is verlopen. Voeg het bestand opnieuw toe.");
  }
  const row = await uploadById(env.DB, id);
  if (!row) throw linkRefused("UPLOAD-LINK-INVALID", "Deze uploadlink is niet geldig. Voeg het bestand opnieuw toe.", "NOT_FOUND");
  const type = (request.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (type !== row.content_type) {
    throw new OriginError("UNSUPPORTED_MEDIA_TYPE", [
      violation("ATTACHMENT-TYPE", `Dit bestand is geen ${ATTACHMENT_TYPES[row.content_type]}, zoals aangekondigd.`),
    ]);
  }
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > row.size) throw new OriginError("PAYLOAD_TOO_LARGE", [violation("ATTACHMENT-TOO-LARGE", "Dit bestand is groter dan aangekondigd.")]);
  if (!(await claimUpload(env.DB, id, nowIso()))) {
    throw linkRefused("UPLOAD-LINK-USED", "Deze uploadlink is al gebruikt. Voeg het bestand opnieuw toe.", "CONFLICT");
  }
  const bytes = await readBytesLimited(request, Math.min(row.size, MAX_ATTACHMENT_BYTES));
  if (bytes === null) throw new OriginError("PAYLOAD_TOO_LARGE", [violation("ATTACHMENT-TOO-LARGE", "Dit bestand is groter dan aangekondigd.")]);
  if (bytes.byteLength !== row.size) {
    throw validationFailed([violation("ATTACHMENT-INCOMPLETE", "Het bestand is niet helemaal aangekomen. Probeer het opnieuw.")]);
  }
  if (!bytesMatchType(bytes, row.content_type)) {
    throw validationFailed([violation("ATTACHMENT-CONTENT", `Dit bestand is geen echte ${ATTACHMENT_TYPES[row.content_type]}.`)]);
  }
  await env.CONTACT_UPLOADS.put(objectKey(id), bytes, {
    httpMetadata: { contentType: row.content_type },
    customMetadata: { fileName: row.file_name, brand: row.brand_key },
  });
  await markStored(env.DB, id, nowIso());
  return toAttachment(row);
}

async function toCase(db: D1Database, row: CaseRow): Promise<ContactCase> {
  return {
    __typename: "ContactFormCase",
    id: row.id,
    caseNumber: row.case_number,
    channel: row.channel,
    topic: row.topic,
    subTopic: row.sub_topic,
    subscriptionId: row.subscription_id,
    answerBy: row.answer_by,
    answerWithin: `${ANSWER_WORKING_DAYS} werkdagen`,
    createdAt: row.created_at,
    attachments: (await caseAttachments(db, row.id)).map(toAttachment),
  };
}

/** What is wrong with the attachments a case names, per attachment (field `attachments`). */
async function attachmentProblems(env: OriginEnv, ids: readonly string[], accountId: string | null): Promise<Violation[]> {
  const rows = new Map((await uploadsByIds(env.DB, ids)).map((row) => [row.id, row]));
  const problems: Violation[] = [];
  for (const id of ids) {
    const row = rows.get(id);
    if (!row || row.account_id !== accountId) {
      problems.push(violation("ATTACHMENT-NOT-FOUND", "Een bijlage hebben we niet (meer). Voeg hem opnieuw toe.", "attachments"));
    } else if (!row.stored_at) {
      problems.push(violation("ATTACHMENT-NOT-UPLOADED", `${row.file_name} is nog niet helemaal geüpload. Probeer het opnieuw.`, "attachments"));
    } else if (row.case_id) {
      problems.push(violation("ATTACHMENT-USED", `${row.file_name} hoort al bij een andere vraag. Voeg hem opnieuw toe.`, "attachments"));
    } else if (!(await env.CONTACT_UPLOADS.head(objectKey(id)))) {
      problems.push(violation("ATTACHMENT-NOT-FOUND", `${row.file_name} hebben we niet (meer). Voeg hem opnieuw toe.`, "attachments"));
    }
  }
  return problems;
}

/**
 * The confirmation. `name` only when the address is the account's own (confirmed at registration): to any
 * other address the form sends nothing a visitor typed, so it cannot carry someone's text to a stranger.
 */
function confirmationEmail(brand: OriginBrand, to: string, name: string | null, caseNumber: string, answerBy: string, attachments: number): OutboxMessage {
  const { customerService } = words(brand.country);
  const lines = [
    name ? `Beste ${name},` : "Beste lezer,",
    "",
    `Bedankt voor uw vraag aan de ${customerService} van ${brand.name}. Uw dossiernummer is ${caseNumber}.`,
    `U krijgt binnen ${ANSWER_WORKING_DAYS} werkdagen antwoord, uiterlijk op ${dutchDate(answerBy, brand.country, { weekday: true })}.`,
    attachments ? `Wij hebben ${attachments === 1 ? "1 bijlage" : `${attachments} bijlagen`} ontvangen.` : "",
    "",
    `Met vriendelijke groet,`,
    `${customerService.charAt(0).toUpperCase()}${customerService.slice(1)} ${brand.name}`,
  ].filter((line, index, all) => line !== "" || all[index - 1] !== "");
  return { to, channel: "email", subject: `Uw vraag is ontvangen (${caseNumber})`, body: lines.join("\n") };
}

/** Stores a case by the given route: every rule, the attachments taken in the same transaction. */
export async function createCase(
  env: OriginEnv,
  auth: AuthContext | null,
  channel: CaseChannel,
  input: CaseInput,
  client: string,
): Promise<{ created: boolean; value: ContactCase }> {
  const db = env.DB;
  const brand = knownBrand(input.brand);
  const violations = validateCase(input);
  if (violations.length) throw validationFailed(violations);
  const accountId = auth?.accountId ?? null;
  const repeated = await caseByKey(db, input.idempotencyKey);
  if (repeated) {
    if (repeated.account_id !== accountId) throw conflict("IDEMPOTENCY-KEY-USED", "Dit formulier is al verstuurd. Vernieuw de pagina.");
    return { created: false, value: await toCase(db, repeated) };
  }
  const today = todayLocal();
  const subscriptionId = input.subscriptionId?.trim() || null;
  if (subscriptionId) {
    if (!accountId) throw validationFailed([violation("LOGIN-REQUIRED", "Log in om een abonnement te kiezen.", "subscriptionId")]);
    if (!(await linkedSubscription(db, accountId, subscriptionId, today))) {
      throw validationFailed([violation("UNKNOWN-SUBSCRIPTION", "Dit abonnement hoort niet bij uw account.", "subscriptionId")]);
    }
  }
  const attachmentIds = input.attachments ?? [];
  const problems = await attachmentProblems(env, attachmentIds, accountId);
  if (problems.length) throw validationFailed(problems);

  const name = input.name.trim();
  const email = input.email.trim().toLowerCase();
  // Counted only for a new question (a repeated submit answered above is free).
  const allowed =
    (await withinLimit(db, `contact-case-client:${client}`, MAX_CASES_PER_CLIENT)) && (await withinLimit(db, `contact-case-to:${email}`, MAX_CASES_PER_RECIPIENT));
  if (!allowed) {
    throw tooManyRequests("TOO-MANY-REQUESTS", "U heeft net al een paar vragen gestuurd. Probeer het over een kwartier opnieuw, of bel de klantenservice.", LOCKOUT_SECONDS);
  }
  const ownAddress = accountId ? (await db.prepare("SELECT email FROM accounts WHERE id = ?").bind(accountId).first<{ email: string }>())?.email === email : false;

  const answerBy = earliestAfterWorkingDays(today, ANSWER_WORKING_DAYS, brand.country);
  const id = crypto.randomUUID();
  for (let attempt = 0; attempt < 3; attempt++) {
    const seq = await nextCaseSeq(db);
    const caseNumber = contactCaseNumber(channel, today.slice(0, 4), seq);
    const stored = await insertCase(db, {
      id,
      seq,
      case_number: caseNumber,
      channel,
      account_id: accountId,
      brand_key: brand.key,
      topic: input.topic,
      sub_topic: input.subTopic,
      subscription_id: subscriptionId,
      message: input.message.trim(),
      name,
      email,
      phone: input.phone?.trim() || null,
      answer_by: answerBy,
      idempotency_key: input.idempotencyKey,
      now: nowIso(),
      attachmentIds,
      event: auth
        ? {
            accountId: auth.accountId,
            sessionId: auth.sessionId,
            type: "CONTACT_FORM_CASE_CREATED",
            details: { caseId: id, caseNumber, topic: input.topic, subTopic: input.subTopic, channel, attachments: String(attachmentIds.length) },
          }
        : null,
      confirmation: confirmationEmail(brand, email, ownAddress ? name : null, caseNumber, answerBy, attachmentIds.length),
    });
    if (stored) {
      const row = await caseByKey(db, input.idempotencyKey);
      return { created: true, value: await toCase(db, row!) };
    }
    const twin = await caseByKey(db, input.idempotencyKey);
    if (twin) {
      if (twin.account_id !== accountId) throw conflict("IDEMPOTENCY-KEY-USED", "Dit formulier is al verstuurd. Vernieuw de pagina.");
      return { created: false, value: await toCase(db, twin) };
    }
    const taken = await attachmentProblems(env, attachmentIds, accountId);
    if (taken.length) throw validationFailed(taken);
  }
  throw conflict("CHANGED-MEANWHILE", "Dit is intussen al gewijzigd. Probeer het opnieuw.");
}

/** Rows per housekeeping pass (R2 deletes take up to 1000 keys). */
const ORPHAN_BATCH = 200;

/** Hourly: uploads no case took within 24 hours go, object first, then the row. Returns the rows deleted. */
export async function removeOrphanUploads(db: D1Database, bucket: R2Bucket, now = nowMs()): Promise<number> {
  const cutoff = new Date(now - ORPHAN_UPLOAD_SECONDS * 1000).toISOString();
  let deleted = 0;
  for (let pass = 0; pass < 10; pass++) {
    const ids = await orphanUploads(db, cutoff, ORPHAN_BATCH);
    if (ids.length === 0) break;
    await bucket.delete(ids.map(objectKey));
    deleted += await deleteUploads(db, ids);
    if (ids.length < ORPHAN_BATCH) break;
  }
  return deleted;
}
