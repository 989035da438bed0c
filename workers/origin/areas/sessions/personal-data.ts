/**
 * The sessions area's personal data (ADR 42): where and when the account was logged in, and the
 * identity provider's records of it (browser sessions, authorization codes, one-time codes — their
 * hashes are never exported).
 */
import { countText, deleteRowsOf, rows } from "../../records/personal-data";
import type { PersonalData } from "../area";

export const personalData: PersonalData = {
  tables: ["sessions", "sso_sessions", "authorization_codes", "identity_codes"],
  export: async (db, accountId) => {
    const sessions = await rows(
      db,
      `SELECT id, client_id, created_at, last_active_at, expires_at, revoked_at, user_agent, ip, ip_country, ip_city
       FROM sessions WHERE account_id = ? ORDER BY created_at`,
      accountId,
    );
    const browserSessions = await rows(db, "SELECT id, created_at, expires_at, revoked_at FROM sso_sessions WHERE account_id = ? ORDER BY created_at", accountId);
    const codes = await rows(db, "SELECT purpose, created_at, expires_at, used_at FROM identity_codes WHERE account_id = ? ORDER BY created_at", accountId);
    return {
      data: { sessions, browserSessions, oneTimeCodes: codes },
      summary: [`${countText(sessions.length, "sessie", "sessies")} (apparaat, IP-adres en plaats, wanneer actief)`],
    };
  },
  // Tokens go with their sessions (ON DELETE CASCADE); codes before the browser sessions they name.
  erase: async (db, accountId) => ({
    statements: deleteRowsOf(db, accountId, ["authorization_codes", "identity_codes", "sessions", "sso_sessions"]),
  }),
};
