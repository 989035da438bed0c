/** SQL of the contact form: upload rows (one per upload link) and cases (ADR 25, migration 0018). */
import { activityStatement, type ActivityInput } from "../../records/activity";
import { sendMessageStatement, type OutboxMessage } from "../../records/outbox";
import type { AttachmentType } from "./rules";

export interface UploadRow {
  id: string;
  account_id: string | null;
  brand_key: string;
  file_name: string;
  content_type: AttachmentType;
  size: number;
  expires_at: string;
  claimed_at: string | null;
  stored_at: string | null;
  case_id: string | null;
  created_at: string;
}

export interface CaseRow {
  id: string;
  seq: number;
  case_number: string;
  channel: "CIS" | "SALESFORCE";
  account_id: string | null;
  brand_key: string;
  topic: string;
  sub_topic: string;
  subscription_id: string | null;
  message: string;
  name: string;
  email: string;
  phone: string | null;
  answer_by: string;
  idempotency_key: string;
  created_at: string;
}

/** The R2 key of an upload's object. */
export function objectKey(uploadId: string): string {
  return `contact-uploads/${uploadId}`;
}

export function insertUploadStatement(db: D1Database, row: Omit<UploadRow, "claimed_at" | "stored_at" | "case_id">): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO contact_uploads (id, account_id, brand_key, file_name, content_type, size, expires_at, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .bind(row.id, row.account_id, row.brand_key, row.file_name, row.content_type, row.size, row.expires_at, row.created_at);
}

export function uploadById(db: D1Database, id: string): Promise<UploadRow | null> {
  return db.prepare("SELECT * FROM contact_uploads WHERE id = ?").bind(id).first<UploadRow>();
}

/** Uses the link: true only for the first caller (single use). */
export async function claimUpload(db: D1Database, id: string, now: string): Promise<boolean> {
  const result = await db.prepare("UPDATE contact_uploads SET claimed_at = ? WHERE id = ? AND claimed_at IS NULL").bind(now, id).run();
  return (result.meta.changes ?? 0) > 0;
}

export async function markStored(db: D1Database, id: string, now: string): Promise<void> {
  await db.prepare("UPDATE contact_uploads SET stored_at = ? WHERE id = ?").bind(now, id).run();
}

export async function uploadsByIds(db: D1Database, ids: readonly string[]): Promise<UploadRow[]> {
  if (ids.length === 0) return [];
  const { results } = await db
    .prepare(`SELECT * FROM contact_uploads WHERE id IN (${ids.map(() => "?").join(", ")})`)
    .bind(...ids)
    .all<UploadRow>();
  return results;
}

export function caseById(db: D1Database, id: string): Promise<CaseRow | null> {
  return db.prepare("SELECT * FROM contact_cases WHERE id = ?").bind(id).first<CaseRow>();
}

export function caseByKey(db: D1Database, idempotencyKey: string): Promise<CaseRow | null> {
  return db.prepare("SELECT * FROM contact_cases WHERE idempotency_key = ?").bind(idempotencyKey).first<CaseRow>();
}

export async function caseAttachments(db: D1Database, caseId: string): Promise<UploadRow[]> {
  const { results } = await db.prepare("SELECT * FROM contact_uploads WHERE case_id = ? ORDER BY created_at, id").bind(caseId).all<UploadRow>();
  return results;
}

export async function nextCaseSeq(db: D1Database): Promise<number> {
  const row = await db.prepare("SELECT COALESCE(MAX(seq), 0) + 1 AS seq FROM contact_cases").first<{ seq: number }>();
  return row?.seq ?? 1;
}

export interface NewCase extends Omit<CaseRow, "created_at"> {
  now: string;
  attachmentIds: readonly string[];
  event: ActivityInput | null;
  confirmation: OutboxMessage;
}

/**
 * One batch (one transaction): the case, only when every attachment is stored, free and the
 * caller's (so no case without its attachments, and no attachment in two cases); its confirmation
 * e-mail and activity event, each only when the case was written; then the attachments are taken.
 * Returns whether the case was stored (false: the key or the sequence number was taken meanwhile,
 * or an attachment was not available any more).
 */
export async function insertCase(db: D1Database, row: NewCase): Promise<boolean> {
  const ids = row.attachmentIds;
  const placeholders = ids.map(() => "?").join(", ");
  const attachmentsFree = ids.length
    ? `(SELECT COUNT(*) FROM contact_uploads WHERE id IN (${placeholders}) AND stored_at IS NOT NULL AND case_id IS NULL
         AND account_id IS ?) = ${ids.length}`
    : "1";
  const statements: D1PreparedStatement[] = [
    db
      .prepare(
        `INSERT INTO contact_cases (id, seq, case_number, channel, account_id, brand_key, topic, sub_topic, subscription_id, message,
           name, email, phone, answer_by, idempotency_key, created_at)
         SELECT ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ? WHERE ${attachmentsFree}
         ON CONFLICT DO NOTHING`,
      )
      .bind(
        row.id,
        row.seq,
        row.case_number,
        row.channel,
        row.account_id,
        row.brand_key,
        row.topic,
        row.sub_topic,
        row.subscription_id,
        row.message,
        row.name,
        row.email,
        row.phone,
        row.answer_by,
        row.idempotency_key,
        row.now,
        ...(ids.length ? [...ids, row.account_id] : []),
      ),
    sendMessageStatement(db, row.confirmation, { ifPreviousChanged: true }),
  ];
  if (row.event) statements.push(activityStatement(db, row.event, { ifPreviousChanged: true }));
  if (ids.length) {
    statements.push(
      db
        .prepare(
          `UPDATE contact_uploads SET case_id = ? WHERE id IN (${placeholders}) AND case_id IS NULL
             AND EXISTS (SELECT 1 FROM contact_cases WHERE id = ?)`,
        )
        .bind(row.id, ...ids, row.id),
    );
  }
  const [insert] = await db.batch(statements);
  return (insert?.meta.changes ?? 0) > 0;
}

/** Uploads no case took, made before `cutoff`: the housekeeping removes them with their objects. */
export async function orphanUploads(db: D1Database, cutoff: string, limit: number): Promise<string[]> {
  const { results } = await db
    .prepare("SELECT id FROM contact_uploads WHERE case_id IS NULL AND created_at < ? ORDER BY created_at LIMIT ?")
    .bind(cutoff, limit)
    .all<{ id: string }>();
  return results.map((row) => row.id);
}

export async function deleteUploads(db: D1Database, ids: readonly string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const result = await db
    .prepare(`DELETE FROM contact_uploads WHERE case_id IS NULL AND id IN (${ids.map(() => "?").join(", ")})`)
    .bind(...ids)
    .run();
  return result.meta.changes ?? 0;
}
