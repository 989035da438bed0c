import type { BannerSlot, CommercialBannerDto } from "../../../../contracts/offers";
/** Commercial offerings per brand (Dutch texts, prices in euros), and the banners that advertise them. */

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
    currency: "EUR" as const,
    pricePeriod: r.price_period,
    url: r.url,
    badge: r.badge,
  }));
}

export type BannerType = BannerSlot;

/** One commercial banner as the portal's page props carry it (the contract's, contracts/offers.ts). */
export type CommercialBanner = CommercialBannerDto;

/** The active banners of every brand (or of one), in slot order. */
export async function banners(db: D1Database, brand: string | null): Promise<CommercialBanner[]> {
  const { results } = await db
    .prepare(
      `SELECT b.id, b.brand_key, b.type, b.headline, b.cta_label, o.description, o.url, o.badge, o.price_cents, o.price_period
         FROM commercial_banners b JOIN offers o ON o.id = b.offer_id
        WHERE b.active = 1 AND (?1 IS NULL OR b.brand_key = ?1)
        ORDER BY b.brand_key, b.type, b.position`,
    )
    .bind(brand)
    .all<{ id: string; brand_key: string; type: BannerType; headline: string; cta_label: string; description: string; url: string; badge: string | null; price_cents: number; price_period: string }>();
  return results.map((r) => ({
    id: r.id,
    headline: r.headline,
    description: r.description,
    ctaLabel: r.cta_label,
    url: r.url,
    badge: r.badge,
    price: r.price_cents / 100,
    currency: "EUR" as const,
    pricePeriod: r.price_period,
    configuration: { brand: r.brand_key, type: r.type },
  }));
}
