/**
 * "Download mijn gegevens" (ADR 42). A request makes a `data_exports` row; when the archive will hold
 * few files (`DATA_EXPORT_INLINE_MAX_FILES`, default 40) it is built at once, else by the five-minute
 * job. A ready archive lies in R2 (`DATA_EXPORTS`) for EXPORT_AVAILABLE_DAYS and is announced by
 * e-mail; only its own account can download it (REST, bearer token), and not after it expired. The
 * hourly job deletes expired archives, and their rows 30 days later.
 */
import { nanoid } from "nanoid";
import { portalLink } from "../../demo/brands";
import { notFound } from "../../request/errors";
import { sendMessageStatement } from "../../records/outbox";
import { buildArchive, exportFileCount } from "../../records/personal-data";
import { dutchDateTime, isoIn, nowIso, nowMs } from "../../calendar/time";
import type { Area } from "../area";
import { retentionSummary } from "./deletion";
import { accountCountry, words } from "../../rules/words";

export const EXPORT_AVAILABLE_DAYS = 7;
/** One archive per account per this many hours: a request within them gets the last ready one again (ADR 46). */
export const EXPORT_INTERVAL_HOURS = 24;
const DEFAULT_INLINE_MAX_FILES = 40;
const ROW_RETENTION_DAYS = 30;
/** The newest exports the privacy page lists. */
const LISTED_EXPORTS = 5;

export type ExportStatus = "PREPARING" | "READY" | "FAILED" | "EXPIRED";

interface ExportRow {
  id: string;
  account_id: string;
  status: "PREPARING" | "READY" | "FAILED";
  requested_at: string;
  ready_at: string | null;
  expires_at: string | null;
  size_bytes: number | null;
  file_count: number | null;
}

const objectKey = (exportId: string) => `data-exports/${exportId}.zip`;

function toExport(row: ExportRow) {
  const expired = row.status === "READY" && (!row.expires_at || row.expires_at <= nowIso());
  return {
    id: row.id,
    status: (expired ? "EXPIRED" : row.status) as ExportStatus,
    requestedAt: row.requested_at,
    readyAt: row.ready_at,
    expiresAt: row.expires_at,
    sizeBytes: row.size_bytes,
    fileCount: row.file_count,
  };
}

export async function listExports(db: D1Database, accountId: string) {
  const { results } = await db
    .prepare("SELECT * FROM data_exports WHERE account_id = ? ORDER BY requested_at DESC, rowid DESC LIMIT ?")
    .bind(accountId, LISTED_EXPORTS)
    .all<ExportRow>();
  return results.map(toExport);
}

/** The brand whose portal the e-mail links to: the account's newest running subscription's, else its newest's. */
async function homeBrandOf(db: D1Database, accountId: string): Promise<string> {
  const row = await db
    .prepare("SELECT brand_key FROM subscriptions WHERE account_id = ? ORDER BY status = 'ACTIVE' DESC, start_date DESC LIMIT 1")
    .bind(accountId)
    .first<{ brand_key: string }>();
  return row?.brand_key ?? "dagkoerier";
}

/** Builds one waiting archive, stores it and tells the account. A failure marks it FAILED (the page offers to ask again). */
async function prepare(db: D1Database, env: OriginEnv, areas: readonly Area[], row: ExportRow): Promise<void> {
  const account = await db.prepare("SELECT email FROM accounts WHERE id = ?").bind(row.account_id).first<{ email: string }>();
  if (!account) return;
  const w = words(await accountCountry(db, row.account_id));
  try {
    const { bytes, fileCount } = await buildArchive(db, row.account_id, env, areas, account.email, await retentionSummary(db, row.account_id, areas));
    await env.DATA_EXPORTS.put(objectKey(row.id), bytes, { httpMetadata: { contentType: "application/zip" } });
    const expiresAt = isoIn(EXPORT_AVAILABLE_DAYS * 24 * 60 * 60);
    await db.batch([
      db
        .prepare("UPDATE data_exports SET status = 'READY', ready_at = ?, expires_at = ?, size_bytes = ?, file_count = ? WHERE id = ? AND status = 'PREPARING'")
        .bind(nowIso(), expiresAt, bytes.byteLength, fileCount, row.id),
      sendMessageStatement(
        db,
        {
          to: account.email,
          channel: "email",
          subject: "Uw gegevens staan klaar om te downloaden",
          body: [
            `${w.youHave} gevraagd om een overzicht van alle gegevens die wij van uw account bewaren. Het staat klaar.`,
            "",
            `Download het op ${portalLink(env, await homeBrandOf(db, row.account_id), "/account/privacy")} (${w.logInToIt}). Het bestand is te downloaden tot ${dutchDateTime(expiresAt)}.`,
            "",
            `${w.haveYou} dit niet zelf gevraagd? Wijzig dan uw wachtwoord en neem contact op met de ${w.customerService}.`,
          ].join("\n"),
        },
        { ifPreviousChanged: true },
      ),
    ]);
  } catch (error) {
    console.error(JSON.stringify({ event: "data-export-failed", exportId: row.id, error: String(error) }));
    await db.prepare("UPDATE data_exports SET status = 'FAILED' WHERE id = ? AND status = 'PREPARING'").bind(row.id).run();
  }
}

/**
 * Asks for an archive: the one being prepared if there is one, the one made in the last
 * EXPORT_INTERVAL_HOURS if it can still be downloaded, else a new one — built now when it holds few
 * files, else left for the five-minute job. Building one costs the whole account's data, so a stream
 * of requests (or one GraphQL request with many aliases) builds at most one a day.
 */
export async function requestExport(db: D1Database, env: OriginEnv, areas: readonly Area[], accountId: string) {
  const [waiting, recent] = await db.batch<ExportRow>([
    db.prepare("SELECT * FROM data_exports WHERE account_id = ? AND status = 'PREPARING'").bind(accountId),
    db
      .prepare("SELECT * FROM data_exports WHERE account_id = ?1 AND status = 'READY' AND requested_at > ?2 AND expires_at > ?3 ORDER BY requested_at DESC LIMIT 1")
      .bind(accountId, isoIn(-EXPORT_INTERVAL_HOURS * 60 * 60), nowIso()),
  ]);
  const current = waiting!.results[0] ?? recent!.results[0];
  if (current) return toExport(current);
  const row: ExportRow = {
    id: `dx_${nanoid()}`,
    account_id: accountId,
    status: "PREPARING",
    requested_at: nowIso(),
    ready_at: null,
    expires_at: null,
    size_bytes: null,
    file_count: null,
  };
  // One PREPARING archive per account, also when two requests arrive together.
  const inserted = await db
    .prepare(
      `INSERT INTO data_exports (id, account_id, status, requested_at) SELECT ?1, ?2, 'PREPARING', ?3
       WHERE NOT EXISTS (SELECT 1 FROM data_exports WHERE account_id = ?2 AND status = 'PREPARING')`,
    )
    .bind(row.id, accountId, row.requested_at)
    .run();
  if (!inserted.meta.changes) return requestExport(db, env, areas, accountId);
  const limit = Number(env.DATA_EXPORT_INLINE_MAX_FILES || DEFAULT_INLINE_MAX_FILES);
  if ((await exportFileCount(db, accountId, areas)) <= (Number.isFinite(limit) ? limit : DEFAULT_INLINE_MAX_FILES)) await prepare(db, env, areas, row);
  return toExport((await db.prepare("SELECT * FROM data_exports WHERE id = ?").bind(row.id).first<ExportRow>())!);
}

/** The five-minute job: builds the archives that wait (a few per run). */
export async function prepareWaitingExports(db: D1Database, env: OriginEnv, areas: readonly Area[]): Promise<number> {
  const { results } = await db.prepare("SELECT * FROM data_exports WHERE status = 'PREPARING' ORDER BY requested_at LIMIT 5").all<ExportRow>();
  for (const row of results) await prepare(db, env, areas, row);
  return results.length;
}

/** The hourly job: expired archives leave R2; their rows go 30 days later. */
export async function removeExpiredExports(db: D1Database, env: OriginEnv): Promise<number> {
  const now = nowIso();
  const { results } = await db
    .prepare("SELECT id FROM data_exports WHERE status = 'READY' AND expires_at <= ? AND size_bytes IS NOT NULL LIMIT 100")
    .bind(now)
    .all<{ id: string }>();
  for (const { id } of results) {
    await env.DATA_EXPORTS.delete(objectKey(id));
    await db.prepare("UPDATE data_exports SET size_bytes = NULL WHERE id = ?").bind(id).run();
  }
  const cutoff = new Date(nowMs() - ROW_RETENTION_DAYS * 24 * 60 * 60 * 1000).toISOString();
  await db.prepare("DELETE FROM data_exports WHERE (expires_at IS NOT NULL AND expires_at < ?1) OR (status = 'FAILED' AND requested_at < ?1)").bind(cutoff).run();
  return results.length;
}

/** GET the archive: only the account's own, ready and not expired; anything else is a 404. */
export async function downloadExport(db: D1Database, env: OriginEnv, accountId: string, exportId: string): Promise<Response> {
  const row = await db.prepare("SELECT * FROM data_exports WHERE id = ? AND account_id = ?").bind(exportId, accountId).first<ExportRow>();
  if (!row || toExport(row).status !== "READY") throw notFound();
  const object = await env.DATA_EXPORTS.get(objectKey(row.id));
  if (!object) throw notFound();
  return new Response(object.body, {
    headers: {
      "content-type": "application/zip",
      "content-disposition": `attachment; filename="mijn-gegevens-${row.ready_at!.slice(0, 10)}.zip"`,
      "cache-control": "private, no-store",
    },
  });
}

/** Every archive of an account and its objects, for the erasure. */
export async function exportObjectsOf(db: D1Database, accountId: string): Promise<string[]> {
  const { results } = await db.prepare("SELECT id FROM data_exports WHERE account_id = ?").bind(accountId).all<{ id: string }>();
  return results.map((row) => objectKey(row.id));
}

