/**
 * An account's personal data over every area (ADR 42): the archive of "Download mijn gegevens", what
 * stops deleting an account, and the erasure itself. Each area says what it keeps in its own folder
 * (`Area.personalData`); this module only puts the parts together, so a new area adds its part without
 * a change here. The areas are passed in (the GraphQL context and the Cron Triggers hold the list), so
 * the areas can use this module's helpers without an import circle.
 */
import { strToU8, zipSync, type Zippable } from "fflate";
import type { Area, DeletionBlocker, ExportPart } from "../areas/area";
import { dutchDate, nowIso } from "../calendar/time";
import { accountCountry, words } from "../rules/words";

type Areas = readonly Pick<Area, "name" | "personalData">[];

/** The rows of a query as plain objects (an area's part of the export). */
export async function rows(db: D1Database, sql: string, ...values: unknown[]): Promise<Record<string, unknown>[]> {
  return (await db.prepare(sql).bind(...values).all<Record<string, unknown>>()).results;
}

/** "3 facturen" / "1 factuur" / "geen facturen". */
export function countText(count: number, one: string, many: string): string {
  return count === 0 ? `geen ${many}` : `${count} ${count === 1 ? one : many}`;
}

/** DELETE of every row of the account in these tables (the column that names the account: `account_id`). */
export function deleteRowsOf(db: D1Database, accountId: string, tables: readonly string[], column = "account_id"): D1PreparedStatement[] {
  return tables.map((table) => db.prepare(`DELETE FROM ${table} WHERE ${column} = ?`).bind(accountId));
}

/** Every area's part, in the areas' order. */
export async function exportParts(db: D1Database, accountId: string, env: OriginEnv, areas: Areas): Promise<Array<{ area: string; part: ExportPart }>> {
  const parts: Array<{ area: string; part: ExportPart }> = [];
  for (const area of areas) if (area.personalData) parts.push({ area: area.name, part: await area.personalData.export(db, accountId, env) });
  return parts;
}

/** How many files the archive will hold (invoices' PDFs, attachments). */
export async function exportFileCount(db: D1Database, accountId: string, areas: Areas): Promise<number> {
  let count = 0;
  for (const area of areas) if (area.personalData?.countFiles) count += await area.personalData.countFiles(db, accountId);
  return count;
}

export const SUMMARY_FILE = "LEESMIJ.txt";

/**
 * The archive: `LEESMIJ.txt` (a readable summary in Dutch), `<area>.json` per area (machine-readable,
 * UTF-8, ISO dates, amounts in cents) and `<area>/<file>` for the files of an area.
 */
export async function buildArchive(
  db: D1Database,
  accountId: string,
  env: OriginEnv,
  areas: Areas,
  email: string,
  /** How long the data is kept (AVG art. 15(1)(d)): lines of the summary, from the privacy area. */
  retention: readonly string[] = [],
): Promise<{ bytes: Uint8Array; fileCount: number }> {
  const parts = await exportParts(db, accountId, env, areas);
  const { customerService } = words(await accountCountry(db, accountId));
  const files: Zippable = {};
  let fileCount = 0;
  for (const { area, part } of parts) {
    files[`${area}.json`] = strToU8(JSON.stringify(part.data, null, 2));
    for (const file of part.files ?? []) {
      files[`${area}/${file.name}`] = file.bytes;
      fileCount++;
    }
  }
  const summary = [
    "Uw gegevens bij Mijn Omgeving",
    "=============================",
    "",
    `Account: ${email}`,
    `Samengesteld op: ${dutchDate(nowIso().slice(0, 10))} (${nowIso()})`,
    "",
    "Dit archief bevat alle gegevens die wij van uw account bewaren, per onderdeel:",
    "- <onderdeel>.json: de gegevens zelf, leesbaar voor computers (JSON, UTF-8; datums in ISO 8601, bedragen in centen);",
    `- een map per onderdeel met bestanden, zoals uw facturen als PDF en de bijlagen van uw vragen aan de ${customerService}.`,
    "",
    ...parts.flatMap(({ area, part }) => [`${area}.json`, ...part.summary.map((line) => `  - ${line}`)]),
    "",
    ...(retention.length > 0 ? [...retention, ""] : []),
    `Vragen over uw gegevens? Neem contact op met de ${customerService} (onderwerp 'Privacy en mijn gegevens').`,
    "",
  ].join("\r\n");
  files[SUMMARY_FILE] = strToU8(summary);
  return { bytes: zipSync(files, { level: 6, mtime: new Date(nowIso()) }), fileCount };
}

/** What stops deleting the account now (an active subscription, an open invoice), from every area. */
export async function deletionBlockers(db: D1Database, accountId: string, areas: Areas): Promise<DeletionBlocker[]> {
  const blockers: DeletionBlocker[] = [];
  for (const area of areas) if (area.personalData?.blocksDeletion) blockers.push(...(await area.personalData.blocksDeletion(db, accountId)));
  return blockers;
}

/**
 * Erases an account in every area: one D1 batch of every area's statements plus `last` (the account's
 * tombstone), then each area's work outside D1. Nothing is half-erased in D1: the batch is one transaction.
 */
export async function eraseAccount(db: D1Database, accountId: string, env: OriginEnv, areas: Areas, last: D1PreparedStatement[]): Promise<void> {
  const erasures = [];
  for (const area of areas) if (area.personalData) erasures.push(await area.personalData.erase(db, accountId, env));
  await db.batch([...erasures.flatMap((erasure) => erasure.statements), ...last]);
  for (const erasure of erasures) await erasure.afterwards?.();
}

/**
 * The first day everything erasure kept of the account may go: the latest day any area's law asks for
 * (the invoices', ADR 42), or null when no area keeps anything longer.
 */
export async function keptErasableFrom(db: D1Database, accountId: string, areas: Areas): Promise<string | null> {
  let latest: string | null = null;
  for (const area of areas) {
    const day = (await area.personalData?.kept?.erasableFrom?.(db, accountId)) ?? null;
    if (day !== null && (latest === null || day > latest)) latest = day;
  }
  return latest;
}

/** Erases what erasure kept, in every area and `last` (the tombstone), in one D1 batch: all of it or nothing. */
export async function eraseKeptRecords(db: D1Database, accountId: string, areas: Areas, last: D1PreparedStatement[]): Promise<void> {
  await db.batch([...areas.flatMap((area) => area.personalData?.kept?.eraseKept(db, accountId) ?? []), ...last]);
}
