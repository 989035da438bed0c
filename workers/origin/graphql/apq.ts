/**
 * Automatic persisted queries, Apollo-style: `extensions.persistedQuery { version: 1, sha256Hash }`.
 * With the query: the hash must be sha256(query) (hex); the query is then remembered (D1 + a
 * bounded in-isolate map). Hash only and unknown: PersistedQueryNotFound with HTTP 200.
 */
import { parse } from "graphql";
import { sha256Hex } from "../request/crypto";
import { nowIso } from "../calendar/time";

const MEMORY_LIMIT = 1000;
const memory = new Map<string, string>();
/** Per hash, the day (YYYY-MM-DD) this isolate last wrote `last_used_at`: at most one write a day. */
const touched = new Map<string, string>();

function remember(hash: string, query: string): void {
  if (memory.size >= MEMORY_LIMIT) memory.delete(memory.keys().next().value!);
  memory.set(hash, query);
}

export interface GraphqlBody {
  query?: unknown;
  operationName?: unknown;
  variables?: unknown;
  extensions?: { persistedQuery?: { version?: unknown; sha256Hash?: unknown } } & Record<string, unknown>;
}

function apqError(message: string, code: string, status: number): Response {
  return new Response(JSON.stringify({ errors: [{ message, extensions: { code } }] }), {
    status,
    headers: { "content-type": "application/json; charset=utf-8", "cache-control": "no-store" },
  });
}

/** The query text to execute, or the response to send instead. */
/**
 * `supported: false` is an origin without persisted queries (the dev switch /dev/no-persisted-queries/):
 * any request that carries the extension gets PersistedQueryNotSupported, as Apollo servers answer.
 */
export async function resolveQuery(body: GraphqlBody, db: D1Database, supported = true): Promise<{ query: unknown } | Response> {
  const persisted = body.extensions?.persistedQuery;
  if (!persisted) return { query: body.query };
  if (!supported) return apqError("PersistedQueryNotSupported", "PERSISTED_QUERY_NOT_SUPPORTED", 200);
  if (persisted.version !== 1) return apqError("Unsupported persisted query version", "PERSISTED_QUERY_NOT_SUPPORTED", 400);
  const hash = typeof persisted.sha256Hash === "string" ? persisted.sha256Hash.toLowerCase() : "";
  if (!/^[0-9a-f]{64}$/.test(hash)) return apqError("Invalid persisted query hash", "BAD_REQUEST", 400);

  if (typeof body.query === "string") {
    if ((await sha256Hex(body.query)) !== hash) {
      return apqError("provided sha does not match query", "PERSISTED_QUERY_HASH_MISMATCH", 400);
    }
    let parses = true;
    try {
      parse(body.query);
    } catch {
      parses = false; // executed below so the caller gets the syntax error, but not remembered
    }
    if (parses && !memory.has(hash)) {
      await db
        .prepare("INSERT OR IGNORE INTO persisted_queries (hash, query, created_at) VALUES (?, ?, ?)")
        .bind(hash, body.query, nowIso())
        .run();
      remember(hash, body.query);
    }
    return { query: body.query };
  }

  const cached = memory.get(hash);
  if (cached !== undefined) {
    await touch(db, hash);
    return { query: cached };
  }
  const row = await db.prepare("SELECT query FROM persisted_queries WHERE hash = ?").bind(hash).first<{ query: string }>();
  if (!row) return apqError("PersistedQueryNotFound", "PERSISTED_QUERY_NOT_FOUND", 200);
  remember(hash, row.query);
  await touch(db, hash);
  return { query: row.query };
}

/** Marks a persisted query as used today (housekeeping deletes those unused for 30 days). */
async function touch(db: D1Database, hash: string): Promise<void> {
  const now = nowIso();
  const today = now.slice(0, 10);
  if (touched.get(hash) === today) return;
  if (touched.size >= MEMORY_LIMIT) touched.delete(touched.keys().next().value!);
  touched.set(hash, today);
  await db.prepare("UPDATE persisted_queries SET last_used_at = ? WHERE hash = ?").bind(now, hash).run();
}

/** Forgets the in-isolate copies (tests). */
export function clearPersistedQueryMemory(): void {
  memory.clear();
  touched.clear();
}
