/**
 * The contact area's personal data (ADR 42): the questions sent with the contact form and their
 * attachments (from R2). Erasure deletes both; the attachments' objects go after the D1 batch.
 */
import { countText, rows } from "../../records/personal-data";
import type { ExportFile, PersonalData } from "../area";
import { objectKey } from "./data";
import { accountCountry, words } from "../../rules/words";

const safeName = (name: string) => name.replace(/[^\w. -]/g, "_");

export const personalData: PersonalData = {
  tables: ["contact_cases", "contact_uploads"],
  export: async (db, accountId, env) => {
    const cases = await rows(
      db,
      `SELECT id, case_number, brand_key, topic, sub_topic, subscription_id, message, name, email, phone, answer_by, created_at
       FROM contact_cases WHERE account_id = ? ORDER BY created_at`,
      accountId,
    );
    const uploads = await rows(
      db,
      "SELECT id, case_id, file_name, content_type, size, created_at FROM contact_uploads WHERE account_id = ? AND case_id IS NOT NULL AND stored_at IS NOT NULL ORDER BY created_at",
      accountId,
    );
    const files: ExportFile[] = [];
    const attachments = [];
    for (const upload of uploads) {
      const object = await env.CONTACT_UPLOADS.get(objectKey(String(upload.id)));
      const name = `${String(upload.id)}-${safeName(String(upload.file_name))}`;
      if (object) files.push({ name, bytes: new Uint8Array(await object.arrayBuffer()) });
      attachments.push({ ...upload, file: object ? `contact/${name}` : null });
    }
    return {
      data: { cases, attachments },
      summary: [`${countText(cases.length, "vraag", "vragen")} aan de ${words(await accountCountry(db, accountId)).customerService}, met ${countText(files.length, "bijlage", "bijlagen")} in de map contact`],
      files,
    };
  },
  countFiles: async (db, accountId) =>
    Number((await rows(db, "SELECT COUNT(*) AS n FROM contact_uploads WHERE account_id = ? AND case_id IS NOT NULL", accountId))[0]?.n ?? 0),
  erase: async (db, accountId, env) => {
    const uploads = await rows(db, "SELECT id FROM contact_uploads WHERE account_id = ?", accountId);
    return {
      // The uploads refer to their case: they go first.
      statements: [
        db.prepare("DELETE FROM contact_uploads WHERE account_id = ?").bind(accountId),
        db.prepare("DELETE FROM contact_cases WHERE account_id = ?").bind(accountId),
      ],
      afterwards: async () => {
        for (const upload of uploads) await env.CONTACT_UPLOADS.delete(objectKey(String(upload.id)));
      },
    };
  },
};
