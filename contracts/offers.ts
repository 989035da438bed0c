/** REST of the commercial offerings (`/api/commercial-offerings`): a brand's offers and the portal's banners. */
import { z } from "zod";
import { endpoint } from "./rest";

export const BANNER_SLOTS = ["service-home", "subscriptions"] as const;
export type BannerSlot = (typeof BANNER_SLOTS)[number];

export const offer = z.object({
  id: z.string(),
  brand: z.string(),
  title: z.string(),
  description: z.string(),
  price: z.number(),
  currency: z.literal("EUR"),
  pricePeriod: z.string(),
  url: z.string(),
  badge: z.string().nullable(),
});

/** One commercial banner as the page props carry it (spec §3: configuration.brand and configuration.type). */
export const commercialBanner = z.object({
  id: z.string(),
  headline: z.string(),
  description: z.string(),
  ctaLabel: z.string(),
  url: z.string(),
  badge: z.string().nullable(),
  price: z.number(),
  currency: z.literal("EUR"),
  pricePeriod: z.string(),
  configuration: z.object({ brand: z.string(), type: z.enum(BANNER_SLOTS) }),
});
export type CommercialBannerDto = z.infer<typeof commercialBanner>;

export const offersService = {
  offers: endpoint({ method: "GET", path: "/api/commercial-offerings/offers", input: z.object({ brand: z.string() }), output: z.array(offer) }),
  /** Public and the same for every visitor: every brand's banners (or one brand's with `brand`). */
  banners: endpoint({ method: "GET", path: "/api/commercial-offerings/banners", input: z.object({ brand: z.string().optional() }), output: z.array(commercialBanner) }),
};
