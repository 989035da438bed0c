import { createExecutionContext, createScheduledController, waitOnExecutionContext } from "cloudflare:test";
import { afterEach, describe, expect, it } from "vitest";
import { sha256Hex } from "../request/crypto";
import {
  cleanupExpiredRows,
  DEAD_SESSION_RETENTION_SECONDS,
  ACTIVITY_RETENTION_SECONDS,
  OUTBOX_RETENTION_SECONDS,
  PAYMENT_CHANGE_RETENTION_SECONDS,
  PERSISTED_QUERY_RETENTION_SECONDS,
  SHORT_LIVED_RETENTION_SECONDS,
} from "./housekeeping";
import worker from "../index";
import { LOCKOUT_SECONDS } from "../identity/lockout";
import { DEMO } from "../demo/demo";
import { CookieJar, db, form, call, isAlive, login, moveClock, originEnv, refresh, resetClock, type Tokens } from "../test/helpers";
import { nowMs } from "../calendar/time";

const JAN = "jan.jansen@example.nl";
const ACCOUNT = DEMO.accounts.jan;
const HOUR = 60 * 60;
const DAY = 24 * HOUR;

afterEach(() => {
  resetClock();
});

/** ISO time `seconds` from `base` (negative: in the past). */
function at(base: number, seconds: number): string {
  return new Date(base + seconds * 1000).toISOString();
}

async function exists(table: string, where: string, value: string | number): Promise<boolean> {
  const row = await db.prepare(`SELECT COUNT(*) AS n FROM ${table} WHERE ${where} = ?`).bind(value).first<{ n: number }>();
  return (row?.n ?? 0) > 0;
}

async function revoke(tokens: Tokens): Promise<void> {
  const { body, headers } = form({ token: tokens.refresh_token, client_id: "mijn-omgeving" });
  await call("/oauth/revoke", { method: "POST", body, headers });
}

describe("housekeeping rules, one live and one dead row per table at a fixed 'now'", () => {
  it("deletes only the rows that can no longer matter", async () => {
    const now = Date.parse("2030-06-01T12:00:00.000Z");
    const old = DEAD_SESSION_RETENTION_SECONDS + HOUR; // past the retention window
    const recent = DEAD_SESSION_RETENTION_SECONDS - HOUR; // inside it
    const statements = [
      // SSO sessions: live, revoked recently, revoked long ago, expired long ago.
      ["sso_hk_live", null, at(now, 10 * DAY)],
      ["sso_hk_revoked_recent", at(now, -recent), at(now, 10 * DAY)],
      ["sso_hk_revoked_old", at(now, -old), at(now, 10 * DAY)],
      ["sso_hk_expired_old", null, at(now, -old)],
    ].map(([id, revokedAt, expiresAt]) =>
      db
        .prepare("INSERT INTO sso_sessions (id, token_hash, account_id, created_at, expires_at, revoked_at) VALUES (?, ?, ?, ?, ?, ?)")
        .bind(id, `hash-${id}`, ACCOUNT, at(now, -40 * DAY), expiresAt, revokedAt),
    );
    const sessions: [string, string | null, string][] = [
      ["ses_hk_live", null, at(now, 10 * DAY)],
      ["ses_hk_revoked_recent", at(now, -recent), at(now, 10 * DAY)],
      ["ses_hk_revoked_old", at(now, -old), at(now, 10 * DAY)],
      ["ses_hk_expired_recent", null, at(now, -recent)],
      ["ses_hk_expired_old", null, at(now, -old)],
    ];
    for (const [id, revokedAt, expiresAt] of sessions) {
      statements.push(
        db
          .prepare(
            `INSERT INTO sessions (id, account_id, sso_session_id, client_id, created_at, last_active_at, expires_at, revoked_at)
             VALUES (?, ?, 'sso_hk_live', 'mijn-omgeving', ?, ?, ?, ?)`,
          )
          .bind(id, ACCOUNT, at(now, -40 * DAY), at(now, -40 * DAY), expiresAt, revokedAt),
        // Each session: a spent refresh token (replay detection) and an access token.
        db
          .prepare("INSERT INTO tokens (token_hash, session_id, kind, created_at, expires_at, used_at) VALUES (?, ?, 'refresh', ?, ?, ?)")
          .bind(`refresh-${id}`, id, at(now, -2 * DAY), expiresAt, at(now, -DAY)),
      );
    }
    const insertAccess = db.prepare("INSERT INTO tokens (token_hash, session_id, kind, created_at, expires_at) VALUES (?, 'ses_hk_live', 'access', ?, ?)");
    const insertCode = db.prepare(
      `INSERT INTO authorization_codes (code_hash, client_id, redirect_uri, code_challenge, account_id, created_at, expires_at)
       VALUES (?, 'mijn-omgeving', 'http://localhost/', 'x', ?, ?, ?)`,
    );
    const insertChallenge = db.prepare(
      `INSERT INTO verification_challenges (id, account_id, kind, target, code_hash, attempts_left, created_at, expires_at)
       VALUES (?, ?, 'EMAIL', 'nieuw@example.nl', 'x', 5, ?, ?)`,
    );
    const insertThrottle = db.prepare("INSERT INTO login_throttle (email, failed_count, last_failed_at, locked_until) VALUES (?, ?, ?, ?)");
    const insertOutbox = db.prepare(`INSERT INTO outbox ("to", channel, subject, body, created_at) VALUES (?, 'email', 'Onderwerp', 'Tekst', ?)`);
    const insertEvent = db.prepare(`INSERT INTO activity_events (account_id, session_id, type, at, details) VALUES ('${ACCOUNT}', NULL, 'LOGIN', ?, ?)`);
    const insertQuery = db.prepare("INSERT INTO persisted_queries (hash, query, created_at, last_used_at) VALUES (?, '{ account { id } }', ?, ?)");
    const insertPaymentChange = db.prepare(
      `INSERT INTO hosted_payments (id, account_id, subscription_id, method, status, idempotency_key, return_url, created_at)
       VALUES (?, '${ACCOUNT}', '${DEMO.subscriptions.janDagkoerier}', 'CREDIT_CARD', 'SUCCEEDED', ?, 'http://localhost/betaalservice/wijzigen/status', ?)`,
    );
    const short = SHORT_LIVED_RETENTION_SECONDS;
    statements.push(
      insertPaymentChange.bind("pc_hk_recent", "hk-recent-key", at(now, -PAYMENT_CHANGE_RETENTION_SECONDS + HOUR)),
      insertPaymentChange.bind("pc_hk_old", "hk-old-key", at(now, -PAYMENT_CHANGE_RETENTION_SECONDS - HOUR)),
      insertAccess.bind("access-live", at(now, -60), at(now, 14 * 60)),
      insertAccess.bind("access-expired", at(now, -16 * 60), at(now, -60)),
      insertCode.bind("code-recent", ACCOUNT, at(now, -short + 60), at(now, -short + 120)),
      insertCode.bind("code-old", ACCOUNT, at(now, -short - 120), at(now, -short - 60)),
      insertChallenge.bind("vc_hk_open", ACCOUNT, at(now, -60), at(now, 9 * 60)),
      insertChallenge.bind("vc_hk_expired_recent", ACCOUNT, at(now, -short + 60), at(now, -short + 660)),
      insertChallenge.bind("vc_hk_expired_old", ACCOUNT, at(now, -short - 660), at(now, -short - 60)),
      // Locked now; counting (inside the window); lock over; last failure outside the window.
      insertThrottle.bind("locked@example.nl", 5, at(now, -60), at(now, LOCKOUT_SECONDS - 60)),
      insertThrottle.bind("counting@example.nl", 3, at(now, -LOCKOUT_SECONDS + 60), null),
      insertThrottle.bind("lock-over@example.nl", 5, at(now, -LOCKOUT_SECONDS - 60), at(now, -60)),
      insertThrottle.bind("stale@example.nl", 2, at(now, -LOCKOUT_SECONDS - 60), null),
      insertOutbox.bind("recent@example.nl", at(now, -OUTBOX_RETENTION_SECONDS + HOUR)),
      insertOutbox.bind("old@example.nl", at(now, -OUTBOX_RETENTION_SECONDS - HOUR)),
      insertEvent.bind(at(now, -ACTIVITY_RETENTION_SECONDS + HOUR), JSON.stringify({ hk: "recent" })),
      insertEvent.bind(at(now, -ACTIVITY_RETENTION_SECONDS - HOUR), JSON.stringify({ hk: "old" })),
      // Persisted queries: created long ago but used recently; never used since long ago; used long ago.
      insertQuery.bind("a".repeat(64), at(now, -90 * DAY), at(now, -PERSISTED_QUERY_RETENTION_SECONDS + HOUR)),
      insertQuery.bind("b".repeat(64), at(now, -PERSISTED_QUERY_RETENTION_SECONDS - HOUR), null),
      insertQuery.bind("c".repeat(64), at(now, -90 * DAY), at(now, -PERSISTED_QUERY_RETENTION_SECONDS - HOUR)),
    );
    await db.batch(statements);

    const counts = await cleanupExpiredRows(db, now);

    expect(await exists("sso_sessions", "id", "sso_hk_live")).toBe(true);
    expect(await exists("sso_sessions", "id", "sso_hk_revoked_recent")).toBe(true);
    expect(await exists("sso_sessions", "id", "sso_hk_revoked_old")).toBe(false);
    expect(await exists("sso_sessions", "id", "sso_hk_expired_old")).toBe(false);
    for (const [id] of sessions) {
      const kept = !id.endsWith("_old");
      expect(await exists("sessions", "id", id), id).toBe(kept);
      expect(await exists("tokens", "token_hash", `refresh-${id}`), `spent refresh token of ${id}`).toBe(kept);
    }
    expect(await exists("tokens", "token_hash", "access-live")).toBe(true);
    expect(await exists("tokens", "token_hash", "access-expired")).toBe(false);
    expect(await exists("authorization_codes", "code_hash", "code-recent")).toBe(true);
    expect(await exists("authorization_codes", "code_hash", "code-old")).toBe(false);
    expect(await exists("verification_challenges", "id", "vc_hk_open")).toBe(true);
    expect(await exists("verification_challenges", "id", "vc_hk_expired_recent")).toBe(true);
    expect(await exists("verification_challenges", "id", "vc_hk_expired_old")).toBe(false);
    expect(await exists("login_throttle", "email", "locked@example.nl")).toBe(true);
    expect(await exists("login_throttle", "email", "counting@example.nl")).toBe(true);
    expect(await exists("login_throttle", "email", "lock-over@example.nl")).toBe(false);
    expect(await exists("login_throttle", "email", "stale@example.nl")).toBe(false);
    expect(await exists("outbox", '"to"', "recent@example.nl")).toBe(true);
    expect(await exists("outbox", '"to"', "old@example.nl")).toBe(false);
    expect(counts).toMatchObject({ sessions: expect.any(Number), ssoSessions: expect.any(Number), outbox: expect.any(Number) });
    expect(counts.sessions).toBeGreaterThanOrEqual(2);

    expect(await exists("activity_events", "details", JSON.stringify({ hk: "recent" }))).toBe(true);
    expect(await exists("activity_events", "details", JSON.stringify({ hk: "old" }))).toBe(false);
    expect(await exists("persisted_queries", "hash", "a".repeat(64))).toBe(true);
    expect(await exists("persisted_queries", "hash", "b".repeat(64))).toBe(false);
    expect(await exists("persisted_queries", "hash", "c".repeat(64))).toBe(false);
    expect(counts.persistedQueries).toBe(2);
    expect(await exists("hosted_payments", "id", "pc_hk_recent")).toBe(true);
    expect(await exists("hosted_payments", "id", "pc_hk_old")).toBe(false);
    expect(counts.activityEvents).toBeGreaterThanOrEqual(1); // also the seed's events of 2026
  });
});

describe("housekeeping on the real flows, with the clock moved", () => {
  it("keeps a revoked session's tokens for the retention window, so a replayed refresh token is still recognised", async () => {
    const ended = await login(JAN);
    const rotated = await (await refresh(ended.refresh_token)).json<Tokens>();
    await revoke(rotated);
    const spentHash = await sha256Hex(ended.refresh_token);

    moveClock(DEAD_SESSION_RETENTION_SECONDS - HOUR);
    const live = await login(JAN); // a session started now, with a spent refresh token of its own
    const liveRotated = await (await refresh(live.refresh_token)).json<Tokens>();
    await cleanupExpiredRows(db);
    expect(await exists("tokens", "token_hash", spentHash)).toBe(true);
    expect(await exists("sessions", "id", ended.session_id)).toBe(true);

    moveClock(2 * HOUR);
    await cleanupExpiredRows(db);
    expect(await exists("tokens", "token_hash", spentHash)).toBe(false);
    expect(await exists("sessions", "id", ended.session_id)).toBe(false);
    expect((await refresh(ended.refresh_token)).status).toBe(400);

    // The live session and its spent refresh token survive: a replay of it still ends the session.
    expect(await exists("tokens", "token_hash", await sha256Hex(live.refresh_token))).toBe(true);
    const again = await (await refresh(liveRotated.refresh_token)).json<Tokens>();
    expect(await isAlive(again.access_token)).toBe(true);
    expect((await refresh(live.refresh_token)).status).toBe(400);
    expect(await isAlive(again.access_token)).toBe(false);
  });

  it("ends an SSO browser session's row only after the retention window, and never a live one", async () => {
    const jar = new CookieJar();
    const tokens = await login(JAN, undefined, jar);
    const sso = await db.prepare("SELECT sso_session_id FROM sessions WHERE id = ?").bind(tokens.session_id).first<{ sso_session_id: string }>();
    moveClock(20 * DAY);
    await cleanupExpiredRows(db);
    expect(await exists("sso_sessions", "id", sso!.sso_session_id)).toBe(true);
    // The SSO session expires after 30 days and is deleted 30 days later.
    moveClock(11 * DAY + DEAD_SESSION_RETENTION_SECONDS);
    await cleanupExpiredRows(db);
    expect(await exists("sso_sessions", "id", sso!.sso_session_id)).toBe(false);
    expect(await exists("sessions", "id", tokens.session_id)).toBe(false);
  });
});

describe("persisted queries stay while they are used", () => {
  it("keeps a query that is asked for by its hash and drops one unused for 30 days", async () => {
    const post = async (body: unknown) => {
      const tokens = await login(JAN); // fresh tokens: the clock moves by days in this test
      return call("/graphql", {
        method: "POST",
        headers: { authorization: `Bearer ${tokens.access_token}`, "content-type": "application/json" },
        body: JSON.stringify(body),
      });
    };
    const used = "query HkUsed { account { id } }";
    const unused = "query HkUnused { account { username } }";
    for (const query of [used, unused]) {
      const response = await post({ query, extensions: { persistedQuery: { version: 1, sha256Hash: await sha256Hex(query) } } });
      expect(response.status).toBe(200);
    }
    moveClock(20 * DAY);
    const byHash = await post({ extensions: { persistedQuery: { version: 1, sha256Hash: await sha256Hex(used) } } });
    expect(((await byHash.json()) as { data?: unknown }).data).toEqual({ account: { id: ACCOUNT } });
    moveClock(15 * DAY);

    await cleanupExpiredRows(db, nowMs());

    expect(await exists("persisted_queries", "hash", await sha256Hex(used))).toBe(true);
    expect(await exists("persisted_queries", "hash", await sha256Hex(unused))).toBe(false);
  });
});

describe("the Cron Trigger", () => {
  it("runs the cleanup from the scheduled handler", async () => {
    await db
      .prepare(`INSERT INTO outbox ("to", channel, subject, body, created_at) VALUES ('cron@example.nl', 'email', 'Oud', 'Tekst', ?)`)
      .bind(at(nowMs(), -OUTBOX_RETENTION_SECONDS - HOUR))
      .run();
    const ctx = createExecutionContext();
    await worker.scheduled(createScheduledController({ cron: "23 * * * *", scheduledTime: nowMs() }), originEnv, ctx);
    await waitOnExecutionContext(ctx);
    expect(await exists("outbox", '"to"', "cron@example.nl")).toBe(false);
  });
});
