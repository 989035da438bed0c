import { z } from "zod";
import { BRAND_LINK_KEYS, type Brand, type BrandLinkKey, CATEGORIES, COUNTRIES, DEFAULT_PRIMARY, type OpeningHours, TOPIC_ICONS, type Tile, normalizeHost } from "./brand";

// Brand documents come from content, so every field is parsed with a safe default: a document
// with missing or malformed fields still renders, it just shows less.

const hexColour = z.string().regex(/^#[0-9a-fA-F]{6}$/);
// Brand links must be absolute https URLs (or root-relative paths); anything else is dropped.
const linkUrl = z
  .string()
  .refine((value) => /^https:\/\/[^\s/]+/i.test(value) || /^\/(?!\/)/.test(value))
  .optional()
  .catch(undefined);
const assetPath = z.string().regex(/^\/[\w./-]+$/).optional().catch(undefined);





const clock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/);
const openingHoursSchema = z
  .object({ days: z.array(z.number().int().min(1).max(7)).min(1), opens: clock, closes: clock })
  .refine((hours) => hours.opens < hours.closes);

const tileSchema = z.object({
  label: z.string().min(1),
  url: z.string().regex(/^\/(?!\/)|^https:\/\//),
  icon: z.enum(TOPIC_ICONS).catch("info"),
});

export const brandDocumentSchema = z.object({
  key: z.string().regex(/^[a-z0-9-]+$/),
  brandId: z.string().min(1).catch(""),
  name: z.string().min(1),
  hosts: z.array(z.string()).catch([]),
  country: z.enum(COUNTRIES).catch("nl"),
  category: z.enum(CATEGORIES).catch("newspaper"),
  seoTitle: z.string().optional().catch(undefined),
  theme: z
    .object({
      primary: hexColour.catch(DEFAULT_PRIMARY),
      onPrimary: hexColour.catch("#1a1a1a"),
      accent: hexColour.optional().catch(undefined),
      accentDark: hexColour.optional().catch(undefined),
    })
    .catch({ primary: DEFAULT_PRIMARY, onPrimary: "#1a1a1a" }),
  logo: z.object({ url: assetPath, alt: z.string().catch("") }).optional().catch(undefined),
  favicon: z.object({ ico: assetPath, svg: assetPath }).optional().catch(undefined),
  homepageUrl: linkUrl,
  contactPageUrl: linkUrl,
  subscriptionOffersLink: z.object({ url: linkUrl }).optional().catch(undefined),
  subscriptionReadOnlineUrl: linkUrl,
  subscriptionChangeLinkUrl: linkUrl,
  subscriptionTerminateLinkUrl: linkUrl,
  brandWebshopLinkUrl: linkUrl,
  holidayTemporaryChangeCrossSellUrl: linkUrl,
  holidayPauseCrossSellUrl: linkUrl,
  changeAddressCrossSellUrl: linkUrl,
  createAccountUrl: linkUrl,
  privacyStatementUrl: linkUrl,
  cookieStatementUrl: linkUrl,
  termsUrl: linkUrl,
  serviceTiles: z.array(tileSchema.nullable().catch(null)).catch([]),
  chat: z
    .object({ liveChatEnabled: z.boolean().catch(false), salesforceChatEnabled: z.boolean().catch(false) })
    .catch({ liveChatEnabled: false, salesforceChatEnabled: false }),
  customerService: z
    .object({
      phone: z.object({ display: z.string().min(1), tel: z.string().regex(/^\+\d{8,15}$/) }).optional().catch(undefined),
      openingHours: z.array(openingHoursSchema.nullable().catch(null)).catch([]),
    })
    .catch({ openingHours: [] }),
});
export type BrandDocument = z.infer<typeof brandDocumentSchema>;

/** Parses raw brand documents; invalid ones are dropped, never thrown. */
export function toBrands(documents: unknown): Brand[] {
  if (!Array.isArray(documents)) return [];
  const brands: Brand[] = [];
  for (const document of documents) {
    const parsed = brandDocumentSchema.safeParse(document);
    if (!parsed.success) continue;
    const doc = parsed.data;
    const hosts = doc.hosts.map(normalizeHost).filter((host): host is string => host !== null);
    if (hosts.length === 0) continue;
    const links: Partial<Record<BrandLinkKey, string>> = {};
    for (const key of BRAND_LINK_KEYS) {
      const value = key === "subscriptionOffersUrl" ? doc.subscriptionOffersLink?.url : doc[key];
      if (value) links[key] = value;
    }
    brands.push({
      key: doc.key,
      id: doc.brandId || doc.key.toUpperCase(),
      name: doc.name,
      hosts,
      host: hosts[0]!,
      country: doc.country,
      category: doc.category,
      seoTitle: doc.seoTitle ?? doc.name,
      theme: doc.theme,
      logo: doc.logo?.url ? { url: doc.logo.url, alt: doc.logo.alt || doc.name } : undefined,
      favicon: { ico: doc.favicon?.ico, svg: doc.favicon?.svg },
      links,
      serviceTiles: doc.serviceTiles.filter((tile): tile is Tile => tile !== null),
      chat: doc.chat,
      customerService: {
        phone: doc.customerService.phone,
        openingHours: doc.customerService.openingHours.filter((hours): hours is OpeningHours => hours !== null),
      },
    });
  }
  return brands;
}

