/**
 * Communication preferences: per account and brand, which channels the brand may use. Only brands
 * the account has a linked subscription with have preferences; without a stored row the default
 * applies (e-mail yes, the rest no).
 */
import { brandIdOf } from "../../demo/brands";
import { nowIso } from "../../calendar/time";
import { linkedBrandKeys } from "../subscriptions";

export const CHANNELS = ["email", "sms", "post", "phone"] as const;
export type Channel = (typeof CHANNELS)[number];

export type ChannelSettings = Record<Channel, boolean>;

export const DEFAULT_CHANNELS: ChannelSettings = { email: true, sms: false, post: false, phone: false };

export interface CommunicationPreference extends ChannelSettings {
  brand: string;
  brandId: string;
  /** Optional service notices (ADR 50), apart from the marketing channels above. */
  serviceNotices: boolean;
}

/** Without a stored choice the optional service notices are on (a subscriber expects to hear of a missed paper). */
export const DEFAULT_SERVICE_NOTICES = true;

interface PreferenceRow {
  brand_key: string;
  email: number;
  sms: number;
  post: number;
  phone: number;
  service_notices: number;
}

/** One entry per linked brand (BRANDS order), stored values or the default. */
export async function listPreferences(db: D1Database, accountId: string): Promise<CommunicationPreference[]> {
  const brands = await linkedBrandKeys(db, accountId);
  if (brands.length === 0) return [];
  const { results } = await db
    .prepare("SELECT brand_key, email, sms, post, phone, service_notices FROM communication_preferences WHERE account_id = ?")
    .bind(accountId)
    .all<PreferenceRow>();
  const stored = new Map(results.map((row) => [row.brand_key, row]));
  return brands.map((brand) => {
    const row = stored.get(brand);
    const settings: ChannelSettings = row
      ? { email: row.email === 1, sms: row.sms === 1, post: row.post === 1, phone: row.phone === 1 }
      : { ...DEFAULT_CHANNELS };
    return { brand, brandId: brandIdOf(brand), ...settings, serviceNotices: row ? row.service_notices === 1 : DEFAULT_SERVICE_NOTICES };
  });
}

export function upsertPreferenceStatement(
  db: D1Database,
  accountId: string,
  brand: string,
  settings: ChannelSettings,
  serviceNotices: boolean,
): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO communication_preferences (account_id, brand_key, email, sms, post, phone, service_notices, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (account_id, brand_key) DO UPDATE SET
         email = excluded.email, sms = excluded.sms, post = excluded.post, phone = excluded.phone,
         service_notices = excluded.service_notices, updated_at = excluded.updated_at`,
    )
    .bind(accountId, brand, ...CHANNELS.map((c) => (settings[c] ? 1 : 0)), serviceNotices ? 1 : 0, nowIso());
}

/** The language preference (a column of the account). Not a profile change: the version stays. */
export function setLanguageStatement(db: D1Database, accountId: string, language: string | null): D1PreparedStatement {
  return db.prepare("UPDATE accounts SET language_preference = ?, updated_at = ? WHERE id = ?").bind(language, nowIso(), accountId);
}

/**
 * Whether the brand may send the account its optional service notices (delivery incidents): the subscriber's
 * own switch for them, else on. Marketing consent (the email channel) plays no part (ADR 50).
 */
export async function allowsServiceNotices(db: D1Database, accountId: string, brand: string): Promise<boolean> {
  const row = await db.prepare("SELECT service_notices FROM communication_preferences WHERE account_id = ? AND brand_key = ?").bind(accountId, brand).first<{ service_notices: number }>();
  return row ? row.service_notices === 1 : DEFAULT_SERVICE_NOTICES;
}
