export const COUNTRIES = ["nl", "be"] as const;
export const CATEGORIES = ["newspaper", "magazine", "account"] as const;
export const DEFAULT_PRIMARY = "#fabb22";

export const BRAND_LINK_KEYS = [
  "homepageUrl",
  "contactPageUrl",
  "subscriptionOffersUrl",
  "subscriptionReadOnlineUrl",
  "subscriptionChangeLinkUrl",
  "subscriptionTerminateLinkUrl",
  "brandWebshopLinkUrl",
  "holidayTemporaryChangeCrossSellUrl",
  "holidayPauseCrossSellUrl",
  "changeAddressCrossSellUrl",
  "createAccountUrl",
  // The brand's own legal pages, linked in every footer (issue 58).
  "privacyStatementUrl",
  "cookieStatementUrl",
  "termsUrl",
] as const;
export type BrandLinkKey = (typeof BRAND_LINK_KEYS)[number];

/**
 * Content names brand links by type: the field name without its `Url`/`LinkUrl` suffix
 * (`homepage`, `contactPage`, `subscriptionChange`…, docs/content-model.md).
 */
export function brandLinkKeyFromType(type: unknown): BrandLinkKey | undefined {
  if (typeof type !== "string" || !type) return undefined;
  return BRAND_LINK_KEYS.find((key) => key.replace(/(LinkUrl|Url)$/, "") === type);
}

export const TOPIC_ICONS = [
  "newspaper", "user", "home", "info", "truck", "payment", "digital", "comments", "sharing", "newsletter", "calendar",
] as const;
export type TopicIcon = (typeof TOPIC_ICONS)[number];

/** Customer service hours: ISO weekdays (1 = Monday … 7 = Sunday), local time "HH:MM" of the brand's country. */
export interface OpeningHours {
  days: number[];
  opens: string;
  closes: string;
}

export interface Tile {
  label: string;
  url: string;
  icon: TopicIcon;
}

/** The brand as the app uses it: validated, hosts normalised, links flattened. */
export interface Brand {
  key: string;
  id: string;
  name: string;
  hosts: string[];
  /** The canonical host: the first listed. */
  host: string;
  country: (typeof COUNTRIES)[number];
  category: (typeof CATEGORIES)[number];
  seoTitle: string;
  theme: { primary: string; onPrimary: string; accent?: string; accentDark?: string };
  logo?: { url: string; alt: string };
  favicon: { ico?: string; svg?: string };
  links: Partial<Record<BrandLinkKey, string>>;
  serviceTiles: Tile[];
  chat: { liveChatEnabled: boolean; salesforceChatEnabled: boolean };
  /** Phone number (as shown, and for tel: links) and opening hours of the brand's customer service. */
  customerService: { phone?: { display: string; tel: string }; openingHours: OpeningHours[] };
}

const HOST_PATTERN = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+$/;

/** Lower-cases a host, drops a port and a trailing dot; null when it is not a plain DNS name. */
export function normalizeHost(raw: string | null | undefined): string | null {
  if (!raw) return null;
  let host = raw.trim().toLowerCase();
  if (host.startsWith("[")) return null; // IPv6 literals are never brand hosts
  const colon = host.lastIndexOf(":");
  if (colon !== -1) {
    const port = host.slice(colon + 1);
    if (!/^\d{1,5}$/.test(port)) return null;
    host = host.slice(0, colon);
  }
  if (host.endsWith(".")) host = host.slice(0, -1);
  if (host.length > 253 || !HOST_PATTERN.test(host)) return null;
  return host;
}

/** Spec §2: "<brand seo title> Mijn Omgeving", or "Mijn Omgeving" without a brand. */
export function pageTitle(brand: Pick<Brand, "seoTitle"> | null | undefined): string {
  return brand?.seoTitle ? `${brand.seoTitle} Mijn Omgeving` : "Mijn Omgeving";
}
