/** Commercial offerings per brand (Dutch texts, prices in euros). */

export async function offers(db: D1Database, brand: string) {
  const { results } = await db
    .prepare(
      "SELECT id, brand_key, title, description, price_cents, price_period, url, badge FROM offers WHERE brand_key = ? ORDER BY position",
    )
    .bind(brand)
    .all<{ id: string; brand_key: string; title: string; description: string; price_cents: number; price_period: string; url: string; badge: string | null }>();
  return results.map((r) => ({
    id: r.id,
    brand: r.brand_key,
    title: r.title,
    description: r.description,
    price: r.price_cents / 100,
    currency: "EUR",
    pricePeriod: r.price_period,
    url: r.url,
    badge: r.badge,
  }));
}
