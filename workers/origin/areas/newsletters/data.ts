/** Newsletters per brand and the account's subscriptions to them. */
import { nowIso } from "../../calendar/time";

export interface Newsletter {
  id: string;
  brand: string;
  title: string;
  description: string;
  frequency: string;
  subscribed: boolean;
}

interface NewsletterRow {
  id: string;
  brand_key: string;
  title: string;
  description: string;
  frequency: string;
  subscribed: number;
}

const SELECT = `SELECT n.id, n.brand_key, n.title, n.description, n.frequency,
  EXISTS (SELECT 1 FROM newsletter_subscriptions ns WHERE ns.newsletter_id = n.id AND ns.account_id = ?) AS subscribed
  FROM newsletters n`;

function toNewsletter(row: NewsletterRow): Newsletter {
  return {
    id: row.id,
    brand: row.brand_key,
    title: row.title,
    description: row.description,
    frequency: row.frequency,
    subscribed: row.subscribed === 1,
  };
}

/** The newsletters of these brands: brand by brand in the order given, each brand's in its own order. */
export async function listNewsletters(db: D1Database, accountId: string, brandKeys: string[]): Promise<Newsletter[]> {
  const { results } = await db
    .prepare(`${SELECT} WHERE n.brand_key IN (SELECT value FROM json_each(?)) ORDER BY n.position`)
    .bind(accountId, JSON.stringify(brandKeys))
    .all<NewsletterRow>();
  // Brand by brand in the order asked (a stable sort keeps each brand's position order).
  const order = new Map(brandKeys.map((brand, index) => [brand, index]));
  return results.map(toNewsletter).sort((a, b) => order.get(a.brand)! - order.get(b.brand)!);
}

export async function getNewsletter(db: D1Database, accountId: string, newsletterId: string): Promise<Newsletter | null> {
  const row = await db.prepare(`${SELECT} WHERE n.id = ?`).bind(accountId, newsletterId).first<NewsletterRow>();
  return row ? toNewsletter(row) : null;
}

export function subscribeStatement(db: D1Database, accountId: string, newsletterId: string) {
  return db
    .prepare("INSERT OR IGNORE INTO newsletter_subscriptions (account_id, newsletter_id, created_at) VALUES (?, ?, ?)")
    .bind(accountId, newsletterId, nowIso());
}

export function unsubscribeStatement(db: D1Database, accountId: string, newsletterId: string) {
  return db
    .prepare("DELETE FROM newsletter_subscriptions WHERE account_id = ? AND newsletter_id = ?")
    .bind(accountId, newsletterId);
}

export function unsubscribeBrandStatement(db: D1Database, accountId: string, brandKey: string) {
  return db
    .prepare(
      `DELETE FROM newsletter_subscriptions WHERE account_id = ?
       AND newsletter_id IN (SELECT id FROM newsletters WHERE brand_key = ?)`,
    )
    .bind(accountId, brandKey);
}
