import { describe, expect, it } from "vitest";
import { handleRequest } from "../index";
import { DEMO } from "./demo";
import { BASE, db, originEnv } from "../test/helpers";

const TABLES = ["activity_events", "accounts", "newsletters", "commercial_banners", "offers", "unlinked_subscriptions", "catalog_prices", "products", "outbox", "persisted_queries", "login_throttle", "moving_nl_addresses", "moving_be_postcodes", "moving_delivery_areas", "holiday_donation_partners", "faq_feedback"];

async function counts(): Promise<Record<string, number>> {
  const result: Record<string, number> = {};
  for (const table of ["accounts", "subscriptions", "unlinked_subscriptions", "invoices", "holiday_suspensions", "holiday_temporary_addresses", "holiday_batch_guard", "shared_access_invites", "co_readers", "newsletters", "offers", "commercial_banners", "delivery_complaints", "delivery_credits", "shared_access_requests", "moving_house_moves", "moving_house_changes", "moving_nl_addresses", "moving_be_postcodes", "moving_delivery_areas", "holiday_donation_partners", "faq_feedback", "contact_cases", "contact_uploads"]) {
    result[table] = (await db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).first<{ n: number }>())!.n;
  }
  return result;
}

async function wipe(): Promise<void> {
  await db.batch(TABLES.map((table) => db.prepare(`DELETE FROM ${table}`)));
}

/** A fresh binding object for the same database, so the per-binding seeding guard starts over. */
function freshBinding(): D1Database {
  return new Proxy(db, {
    get(target, property) {
      const value = Reflect.get(target, property) as unknown;
      return typeof value === "function" ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

describe("demo seed", () => {
  it("seeds on the first requests of an empty database, once, with the same data every time", async () => {
    const expected = await counts();
    expect(expected).toEqual({
      accounts: 8, subscriptions: 7, unlinked_subscriptions: 2, invoices: 17, holiday_suspensions: 2, holiday_temporary_addresses: 2, holiday_batch_guard: 0, shared_access_invites: 3, co_readers: 2, newsletters: 13, offers: 9, commercial_banners: 7, delivery_complaints: 3, delivery_credits: 2, shared_access_requests: 0,
      moving_house_moves: 1, moving_house_changes: 2, moving_nl_addresses: 458, moving_be_postcodes: 18, moving_delivery_areas: 5, holiday_donation_partners: 16, faq_feedback: 0, contact_cases: 0, contact_uploads: 0,
    });
    const janHash = await db.prepare("SELECT password_hash FROM accounts WHERE id = ?").bind(DEMO.accounts.jan).first<{ password_hash: string }>();
    expect(janHash!.password_hash).toMatch(/^pbkdf2\$100000\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);

    await wipe();
    expect((await counts()).accounts).toBe(0);

    // Concurrent first requests on a fresh binding.
    const env = { ...originEnv, DB: freshBinding() };
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => handleRequest(new Request(`${BASE}/oauth/authorize`), env)),
    );
    expect(responses.every((r) => r.status === 400)).toBe(true);
    expect(await counts()).toEqual(expected);
    const again = await db.prepare("SELECT password_hash FROM accounts WHERE id = ?").bind(DEMO.accounts.jan).first<{ password_hash: string }>();
    expect(again).toEqual(janHash);
  });

  it("leaves an empty database empty when SEED_DEMO_DATA is not true, or in production", async () => {
    await wipe();
    await handleRequest(new Request(`${BASE}/oauth/authorize`), { ...originEnv, DB: freshBinding(), SEED_DEMO_DATA: "false" });
    expect((await counts()).accounts).toBe(0);
    await handleRequest(new Request(`${BASE}/oauth/authorize`), { ...originEnv, DB: freshBinding(), ENVIRONMENT: "production" });
    expect((await counts()).accounts).toBe(0);
  });
});
