/**
 * The chat desk of one brand: a Durable Object (`CHAT_DESK`, one instance per brand key) that holds
 * that brand's conversations and their messages in its SQLite storage, lets a subscriber's read wait
 * for the next message (long poll), limits how fast a subscriber sends and lets the development agent
 * page list and answer the open conversations. ADR 30.
 *
 * Idle conversations: an open conversation in which nothing has been said for CHAT_IDLE_MINUTES ends
 * by itself (an alarm at the earliest such moment, and a check on every use), waking a waiting read,
 * so both sides see it ended and the agent's list is freed of it.
 *
 * Access: every conversation has a secret token (only its hash is stored) returned once at the start;
 * a conversation started by an account can only be read with that token *and* that account's bearer
 * token. Anything else is "not found", so a conversation id reveals nothing.
 */
import { DurableObject } from "cloudflare:workers";
import { randomToken, sha256Hex, timingSafeEqualText } from "../../request/crypto";
import { nowMs } from "../../calendar/time";
import { ENDED_RETENTION_SECONDS, type EndedBy, idleMinutes, RATE_LIMIT_MESSAGES, RATE_WINDOW_SECONDS, type ChatAuthor } from "./rules";

export interface ChatMessage {
  seq: number;
  author: ChatAuthor;
  text: string;
  at: string;
}

export interface ChatConversation {
  id: string;
  status: "open" | "ended";
  name: string | null;
  startedAt: string;
  endedAt: string | null;
  endedBy: EndedBy | null;
  messages: ChatMessage[];
}

export interface ChatAccess {
  conversationId: string;
  token: string;
  accountId: string | null;
}

export type DeskResult<T> = { ok: true; value: T } | { ok: false; reason: "NOT_FOUND" | "ENDED" | "RATE_LIMITED"; retryAfterSeconds?: number };

interface ConversationRow extends Record<string, SqlStorageValue> {
  id: string;
  token_hash: string;
  account_id: string | null;
  name: string | null;
  status: "open" | "ended";
  started_at: string;
  ended_at: string | null;
  ended_by: EndedBy | null;
  /** The last message's moment, or the start: what idleness is measured from. */
  last_activity_at: string;
}

const iso = (ms: number) => new Date(ms).toISOString();

export class ChatDesk extends DurableObject<OriginEnv> {
  /** Reads waiting for the next message or the end, per conversation. */
  private readonly waiting = new Map<string, Set<() => void>>();

  constructor(ctx: DurableObjectState, env: OriginEnv) {
    super(ctx, env);
    ctx.storage.sql.exec(`CREATE TABLE IF NOT EXISTS conversations (
      id TEXT PRIMARY KEY, token_hash TEXT NOT NULL, account_id TEXT, name TEXT,
      status TEXT NOT NULL, started_at TEXT NOT NULL, ended_at TEXT)`);
    ctx.storage.sql.exec(`CREATE TABLE IF NOT EXISTS messages (
      seq INTEGER PRIMARY KEY AUTOINCREMENT, conversation_id TEXT NOT NULL, author TEXT NOT NULL,
      text TEXT NOT NULL, at TEXT NOT NULL)`);
    ctx.storage.sql.exec("CREATE INDEX IF NOT EXISTS messages_conversation ON messages (conversation_id, seq)");
    // Added later: who ended a conversation, and when it last saw a message.
    const columns = new Set(ctx.storage.sql.exec<{ name: string }>("SELECT name FROM pragma_table_info('conversations')").toArray().map((column) => column.name));
    if (!columns.has("ended_by")) ctx.storage.sql.exec("ALTER TABLE conversations ADD COLUMN ended_by TEXT");
    if (!columns.has("last_activity_at")) {
      ctx.storage.sql.exec("ALTER TABLE conversations ADD COLUMN last_activity_at TEXT");
      ctx.storage.sql.exec("UPDATE conversations SET last_activity_at = started_at WHERE last_activity_at IS NULL");
    }
  }

  private get idleMs(): number {
    return idleMinutes(this.env.CHAT_IDLE_MINUTES) * 60_000;
  }

  /** Ends every open conversation idle for too long; then sets the alarm for the next one to go idle. */
  private async expireIdle(): Promise<void> {
    const now = nowMs();
    const idle = this.ctx.storage.sql
      .exec<{ id: string }>("SELECT id FROM conversations WHERE status = 'open' AND last_activity_at <= ?", iso(now - this.idleMs))
      .toArray();
    for (const { id } of idle) this.close(id, "idle");
    const next = this.ctx.storage.sql.exec<{ at: string | null }>("SELECT MIN(last_activity_at) AS at FROM conversations WHERE status = 'open'").one().at;
    const due = next ? Date.parse(next) + this.idleMs : null;
    // Every read of a waiting subscriber comes through here: the alarm is written only when it moves.
    if (due === this.alarmAt) return;
    this.alarmAt = due;
    if (due !== null) await this.ctx.storage.setAlarm(due);
    else await this.ctx.storage.deleteAlarm();
  }

  /** The alarm this instance last set (undefined: not known yet, so the first check writes it). */
  private alarmAt: number | null | undefined = undefined;

  /** The Durable Object's alarm: the moment a conversation goes idle. */
  override async alarm(): Promise<void> {
    await this.expireIdle();
  }

  /** A new open conversation; the token is returned only here. */
  async start(accountId: string | null, name: string | null): Promise<{ token: string; conversation: ChatConversation }> {
    this.forgetEnded();
    const id = crypto.randomUUID();
    const token = randomToken(24);
    const startedAt = iso(nowMs());
    this.ctx.storage.sql.exec(
      "INSERT INTO conversations (id, token_hash, account_id, name, status, started_at, last_activity_at) VALUES (?, ?, ?, ?, 'open', ?, ?)",
      id, await sha256Hex(token), accountId, name, startedAt, startedAt,
    );
    await this.expireIdle();
    return { token, conversation: { id, status: "open", name, startedAt, endedAt: null, endedBy: null, messages: [] } };
  }

  /** The conversation with the messages after `after`; waits up to `waitMs` when there are none yet. */
  async read(access: ChatAccess, after: number, waitMs: number): Promise<DeskResult<ChatConversation>> {
    await this.expireIdle();
    const row = await this.authorised(access);
    if (!row) return { ok: false, reason: "NOT_FOUND" };
    if (waitMs > 0 && row.status === "open" && this.messagesAfter(row.id, after).length === 0) await this.waitForChange(row.id, waitMs);
    return { ok: true, value: this.view(this.row(row.id)!, after) };
  }

  /** A subscriber's message (already validated), within the rate limit. */
  async send(access: ChatAccess, text: string): Promise<DeskResult<ChatMessage>> {
    await this.expireIdle();
    const row = await this.authorised(access);
    if (!row) return { ok: false, reason: "NOT_FOUND" };
    if (row.status === "ended") return { ok: false, reason: "ENDED" };
    const now = nowMs();
    const recent = this.ctx.storage.sql
      .exec<{ at: string }>("SELECT at FROM messages WHERE conversation_id = ? AND author = 'subscriber' AND at > ? ORDER BY seq", row.id, iso(now - RATE_WINDOW_SECONDS * 1000))
      .toArray();
    if (recent.length >= RATE_LIMIT_MESSAGES) {
      return { ok: false, reason: "RATE_LIMITED", retryAfterSeconds: (Date.parse(recent[0]!.at) + RATE_WINDOW_SECONDS * 1000 - now) / 1000 };
    }
    return { ok: true, value: this.append(row.id, "subscriber", text) };
  }

  /** The subscriber ends the conversation (ending twice is fine). */
  async end(access: ChatAccess): Promise<DeskResult<ChatConversation>> {
    const row = await this.authorised(access);
    if (!row) return { ok: false, reason: "NOT_FOUND" };
    this.close(row.id, "subscriber");
    return { ok: true, value: this.view(this.row(row.id)!, 0) };
  }

  // ── the agent (development page; no subscriber token) ──────────────────────────────────────────

  /** The open conversations, oldest first, with all their messages. */
  async openConversations(): Promise<ChatConversation[]> {
    await this.expireIdle();
    return this.ctx.storage.sql
      .exec<ConversationRow>("SELECT * FROM conversations WHERE status = 'open' ORDER BY started_at, id")
      .toArray()
      .map((row) => this.view(row, 0));
  }

  async agentReply(conversationId: string, text: string): Promise<DeskResult<ChatMessage>> {
    await this.expireIdle();
    const row = this.row(conversationId);
    if (!row) return { ok: false, reason: "NOT_FOUND" };
    if (row.status === "ended") return { ok: false, reason: "ENDED" };
    return { ok: true, value: this.append(row.id, "agent", text) };
  }

  async agentEnd(conversationId: string): Promise<DeskResult<null>> {
    if (!this.row(conversationId)) return { ok: false, reason: "NOT_FOUND" };
    this.close(conversationId, "agent");
    return { ok: true, value: null };
  }

  /** The account's conversations on this desk with all their messages: its part of a data export (ADR 42). */
  async conversationsOf(accountId: string): Promise<ChatConversation[]> {
    this.forgetEnded();
    return this.ctx.storage.sql
      .exec<ConversationRow>("SELECT * FROM conversations WHERE account_id = ? ORDER BY started_at, id", accountId)
      .toArray()
      .map((row) => this.view(row, 0));
  }

  /** Deletes the account's conversations and their messages on this desk (erasure, ADR 42); a waiting read then finds nothing. */
  async forgetAccount(accountId: string): Promise<number> {
    const ids = this.ctx.storage.sql.exec<{ id: string }>("SELECT id FROM conversations WHERE account_id = ?", accountId).toArray().map((row) => row.id);
    this.ctx.storage.sql.exec("DELETE FROM messages WHERE conversation_id IN (SELECT id FROM conversations WHERE account_id = ?)", accountId);
    this.ctx.storage.sql.exec("DELETE FROM conversations WHERE account_id = ?", accountId);
    for (const id of ids) this.wake(id);
    return ids.length;
  }

  // ── internals ───────────────────────────────────────────────────────────────────────────────────

  private row(id: string): ConversationRow | null {
    return this.ctx.storage.sql.exec<ConversationRow>("SELECT * FROM conversations WHERE id = ?", id).toArray()[0] ?? null;
  }

  private async authorised(access: ChatAccess): Promise<ConversationRow | null> {
    const row = this.row(access.conversationId);
    if (!row) return null;
    if (!timingSafeEqualText(row.token_hash, await sha256Hex(access.token))) return null;
    if (row.account_id !== null && row.account_id !== access.accountId) return null;
    return row;
  }

  private messagesAfter(id: string, after: number): ChatMessage[] {
    return this.ctx.storage.sql
      .exec<{ seq: number; author: ChatAuthor; text: string; at: string }>("SELECT seq, author, text, at FROM messages WHERE conversation_id = ? AND seq > ? ORDER BY seq", id, after)
      .toArray()
      .map((message) => ({ ...message }));
  }

  private view(row: ConversationRow, after: number): ChatConversation {
    return { id: row.id, status: row.status, name: row.name, startedAt: row.started_at, endedAt: row.ended_at, endedBy: row.ended_by ?? null, messages: this.messagesAfter(row.id, after) };
  }

  private append(id: string, author: ChatAuthor, text: string): ChatMessage {
    const at = iso(nowMs());
    const { seq } = this.ctx.storage.sql
      .exec<{ seq: number }>("INSERT INTO messages (conversation_id, author, text, at) VALUES (?, ?, ?, ?) RETURNING seq", id, author, text, at)
      .one();
    this.ctx.storage.sql.exec("UPDATE conversations SET last_activity_at = ? WHERE id = ?", at, id);
    this.wake(id);
    return { seq, author, text, at };
  }

  private close(id: string, by: EndedBy): void {
    this.ctx.storage.sql.exec("UPDATE conversations SET status = 'ended', ended_at = ?, ended_by = ? WHERE id = ? AND status = 'open'", iso(nowMs()), by, id);
    this.wake(id);
  }

  private wake(id: string): void {
    const waiters = this.waiting.get(id);
    this.waiting.delete(id);
    for (const wake of waiters ?? []) wake();
  }

  private waitForChange(id: string, ms: number): Promise<void> {
    return new Promise((resolve) => {
      const waiters = this.waiting.get(id) ?? new Set();
      this.waiting.set(id, waiters);
      const done = () => {
        clearTimeout(timer);
        waiters.delete(done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      waiters.add(done);
    });
  }

  /** Ended conversations and their messages are kept for a day, then deleted. */
  private forgetEnded(): void {
    const before = iso(nowMs() - ENDED_RETENTION_SECONDS * 1000);
    this.ctx.storage.sql.exec("DELETE FROM messages WHERE conversation_id IN (SELECT id FROM conversations WHERE status = 'ended' AND ended_at < ?)", before);
    this.ctx.storage.sql.exec("DELETE FROM conversations WHERE status = 'ended' AND ended_at < ?", before);
  }
}
