/**
 * Idempotency keys on every write (contracts/idempotency.ts, ADR 48): the routers put each GraphQL
 * mutation, each REST write and the token exchange through `idempotent`, so no area repeats it and a
 * new write cannot miss it (routers/idempotency.test.ts walks every mutation and REST write).
 *
 * The first request with a key claims it (a PENDING row, in one atomic INSERT); when its write applied
 * (2xx; for GraphQL, data without errors) the answer is stored with it (DONE). The same request with
 * the same key is answered from the table, marked `idempotent-replayed: true`. A refusal or failure
 * frees the key: nothing was applied, and a corrected form may send it again. Another request with
 * the key, or another owner, is refused (422); a retry while the first is still applying gets 409.
 */
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_PATTERN, IDEMPOTENCY_KEY_TTL_HOURS, IDEMPOTENT_REPLAY_HEADER, IdempotencyCode } from "../../../contracts/idempotency";
import { isoIn, nowIso, nowMs } from "../calendar/time";
import { base64UrlDecode, base64UrlEncode, sha256Hex } from "./crypto";
import { OriginError } from "./errors";

/** A PENDING key older than this belongs to a request that died mid-way: the next one with it may apply. */
export const PENDING_TAKEOVER_SECONDS = 60;

const encoder = new TextEncoder();
const decoder = new TextDecoder();

export const missingKey = () =>
  new OriginError("BAD_REQUEST", [{ code: IdempotencyCode.missing, message: "Dit verzoek mist zijn idempotency-key. Stuur het opnieuw met een sleutel." }]);
const invalidKey = () =>
  new OriginError("BAD_REQUEST", [{ code: IdempotencyCode.invalid, message: "De idempotency-key is ongeldig: 8 tot 100 letters, cijfers, - of _." }]);
const reusedKey = () =>
  new OriginError("UNPROCESSABLE_CONTENT", [{ code: IdempotencyCode.reused, message: "Deze idempotency-key is al gebruikt voor een ander verzoek. Er is niets gewijzigd." }]);
const keyInProgress = () =>
  new OriginError("CONFLICT", [{ code: IdempotencyCode.inProgress, message: "Dit verzoek wordt nog verwerkt. Probeer het over een paar seconden opnieuw." }], {
    extensions: { retryAfterSeconds: 1 },
  });

/** The request's key, checked: null when it sent none; a malformed key is refused. */
export function idempotencyKeyOf(request: Request): string | null {
  const key = request.headers.get(IDEMPOTENCY_KEY_HEADER);
  if (key === null) return null;
  if (!IDEMPOTENCY_KEY_PATTERN.test(key)) throw invalidKey();
  return key;
}

/** The request's key; a write without one is refused (400). */
export function requiredIdempotencyKey(request: Request): string {
  const key = idempotencyKeyOf(request);
  if (key === null) throw missingKey();
  return key;
}

/** What identifies the request behind a key: a second request with the key must ask the same. */
export function fingerprintOf(...parts: string[]): Promise<string> {
  return sha256Hex(parts.join("\n"));
}

interface KeyRow {
  owner: string;
  fingerprint: string;
  state: "PENDING" | "DONE";
  status: number | null;
  content_type: string | null;
  answer_iv: string | null;
  answer: string | null;
  created_at: string;
}

/** The answer's cipher key: derived from the idempotency key, which the table never holds. */
async function answerKey(key: string): Promise<CryptoKey> {
  const material = await crypto.subtle.digest("SHA-256", encoder.encode(`mo-idempotency-answer:${key}`));
  return crypto.subtle.importKey("raw", material, "AES-GCM", false, ["encrypt", "decrypt"]);
}

async function seal(key: string, text: string): Promise<{ iv: string; sealed: string }> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const sealed = await crypto.subtle.encrypt({ name: "AES-GCM", iv }, await answerKey(key), encoder.encode(text));
  return { iv: base64UrlEncode(iv), sealed: base64UrlEncode(sealed) };
}

async function open(key: string, iv: string, sealed: string): Promise<string> {
  const plain = await crypto.subtle.decrypt({ name: "AES-GCM", iv: base64UrlDecode(iv) }, await answerKey(key), base64UrlDecode(sealed));
  return decoder.decode(plain);
}

export interface IdempotentWrite {
  key: string;
  /** An account id, 'visitor' or 'client'. */
  owner: string;
  fingerprint: string;
  /**
   * What of an answer is kept when it means the write applied (and so spends the key), else null. Default: a
   * 2xx answer, whole. GraphQL: data without errors, without the per-request session facts.
   */
  keep?: (status: number, body: string) => string | null;
  /** The kept answer as it is sent again (default: as kept); e.g. GraphQL adds this request's session facts. */
  replayed?: (body: string) => string;
}

/**
 * Runs `write` once per key: the first request applies it, a repeat gets the first answer. Throws
 * OriginError for a reused key (422) or one still applying (409); the router renders it.
 */
export async function idempotent(db: D1Database, idempotency: IdempotentWrite, write: () => Promise<Response>): Promise<Response> {
  const { key, owner, fingerprint } = idempotency;
  const keyHash = await sha256Hex(`mo-idempotency-key:${key}`);
  const now = nowIso();
  const stale = new Date(nowMs() - PENDING_TAKEOVER_SECONDS * 1000).toISOString();
  // Claim the key, or take over a PENDING claim whose request died; a live claim or an answer stays.
  const claimed = await db
    .prepare(
      `INSERT INTO idempotency_keys (key_hash, owner, fingerprint, state, created_at, expires_at) VALUES (?1, ?2, ?3, 'PENDING', ?4, ?5)
       ON CONFLICT (key_hash) DO UPDATE SET created_at = excluded.created_at, expires_at = excluded.expires_at
         WHERE idempotency_keys.state = 'PENDING' AND idempotency_keys.created_at < ?6
           AND idempotency_keys.owner = excluded.owner AND idempotency_keys.fingerprint = excluded.fingerprint
       RETURNING key_hash`,
    )
    .bind(keyHash, owner, fingerprint, now, isoIn(IDEMPOTENCY_KEY_TTL_HOURS * 3600), stale)
    .first<{ key_hash: string }>();
  if (!claimed) return answerOfClaimed(db, keyHash, idempotency);

  let response: Response;
  try {
    response = await write();
  } catch (error) {
    await release(db, keyHash);
    throw error;
  }
  const body = await response.text();
  const kept = (idempotency.keep ?? ((status, text) => (status >= 200 && status < 300 ? text : null)))(response.status, body);
  if (kept === null) {
    await release(db, keyHash);
    return new Response(body, response);
  }
  const contentType = response.headers.get("content-type");
  const { iv, sealed } = await seal(key, kept);
  await db
    .prepare("UPDATE idempotency_keys SET state = 'DONE', status = ?2, content_type = ?3, answer_iv = ?4, answer = ?5 WHERE key_hash = ?1")
    .bind(keyHash, response.status, contentType, iv, sealed)
    .run();
  return new Response(body, response);
}

/** The key was there already: the stored answer for the same request, else a refusal. */
async function answerOfClaimed(db: D1Database, keyHash: string, idempotency: IdempotentWrite): Promise<Response> {
  const row = await db.prepare("SELECT * FROM idempotency_keys WHERE key_hash = ?").bind(keyHash).first<KeyRow>();
  // Freed between the claim and this read: the caller's retry will find it free.
  if (!row) throw keyInProgress();
  if (row.owner !== idempotency.owner || row.fingerprint !== idempotency.fingerprint) throw reusedKey();
  if (row.state !== "DONE" || row.answer === null || row.answer_iv === null) throw keyInProgress();
  const kept = await open(idempotency.key, row.answer_iv, row.answer);
  const headers: Record<string, string> = { "cache-control": "no-store", [IDEMPOTENT_REPLAY_HEADER]: "true" };
  if (row.content_type) headers["content-type"] = row.content_type;
  return new Response((idempotency.replayed ?? ((text) => text))(kept), { status: row.status ?? 200, headers });
}

/** Nothing applied: the key is free again. */
async function release(db: D1Database, keyHash: string): Promise<void> {
  await db.prepare("DELETE FROM idempotency_keys WHERE key_hash = ? AND state = 'PENDING'").bind(keyHash).run();
}

async function bytesHex(bytes: ArrayBuffer): Promise<string> {
  return [...new Uint8Array(await crypto.subtle.digest("SHA-256", bytes))].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** Whether a REST method writes (every method but GET and HEAD). */
export const isWriteMethod = (method: string) => method !== "GET" && method !== "HEAD";

/**
 * A REST write (or the token exchange) under its key: the request's method, path, query and body bytes
 * are what the key stands for. A write without a key is refused (400) before it is applied.
 */
export async function idempotentRequest(db: D1Database, request: Request, owner: string, write: () => Promise<Response>): Promise<Response> {
  const key = requiredIdempotencyKey(request);
  const url = new URL(request.url);
  const body = await bytesHex(await request.clone().arrayBuffer());
  const fingerprint = await fingerprintOf(request.method, `${url.pathname}${url.search}`, body);
  return idempotent(db, { key, owner, fingerprint }, write);
}
