/**
 * Deterministic demo data: fixed ids, fixed salts, fixed dates → the same rows every time. Each area
 * brings its fragment (areas/<area>/seed.ts, in the order of areas/index.ts, which respects the
 * foreign keys). Applied by the origin on its first request when SEED_DEMO_DATA is "true" and there
 * are no accounts yet, and by the test setup. Every INSERT is "OR IGNORE" and the whole seed is one
 * D1 batch (one transaction), so concurrent first requests cannot double or half-seed.
 */
import { areas } from "../areas";
import type { SeedTable } from "../areas/area";
import type { SeedRow } from "./demo";
import { isProduction } from "../request/env";

/** Every area's demo rows, in the order of areas/index.ts. */
export async function demoSeed(): Promise<SeedTable[]> {
  return (await Promise.all(areas.map((area) => area.seed?.() ?? []))).flat();
}

/** One INSERT of a seed row; `orIgnore` leaves a row that is already there alone. */
export function insertRow(db: D1Database, table: string, row: SeedRow, { orIgnore = false } = {}): D1PreparedStatement {
  const columns = Object.keys(row);
  const sql = `INSERT${orIgnore ? " OR IGNORE" : ""} INTO ${table} (${columns.map((c) => `"${c}"`).join(", ")}) VALUES (${columns.map(() => "?").join(", ")})`;
  return db.prepare(sql).bind(...columns.map((c) => row[c] ?? null));
}

/** Inserts the demo data (idempotent: existing rows are left alone). */
export async function seedDemoData(db: D1Database): Promise<void> {
  const tables = await demoSeed();
  await db.batch(tables.flatMap(({ table, rows }) => rows.map((row) => insertRow(db, table, row, { orIgnore: true }))));
}

/** One seeding attempt per database binding per isolate; concurrent first requests share it. */
const seeding = new WeakMap<D1Database, Promise<void>>();

/** Seeds when enabled and the accounts table is empty; never in production (known passwords). */
export function ensureSeeded(env: Pick<OriginEnv, "DB" | "SEED_DEMO_DATA" | "ENVIRONMENT">): Promise<void> {
  if (env.SEED_DEMO_DATA !== "true" || isProduction(env)) return Promise.resolve();
  let attempt = seeding.get(env.DB);
  if (!attempt) {
    attempt = (async () => {
      const row = await env.DB.prepare("SELECT EXISTS (SELECT 1 FROM accounts) AS seeded").first<{ seeded: number }>();
      if (!row?.seeded) await seedDemoData(env.DB);
    })().catch((error: unknown) => {
      seeding.delete(env.DB); // try again on the next request
      throw error;
    });
    seeding.set(env.DB, attempt);
  }
  return attempt;
}
