/**
 * The demo brands as the origin knows them: ids used in subscriptions, names and colours for the
 * login page. Keys and hosts match the portal's brand documents (design/ARCHITECTURE.md).
 */
export interface OriginBrand {
  key: string;
  id: string;
  name: string;
  country: "nl" | "be";
  category: "newspaper" | "magazine" | "account";
  host: string;
  /** Login page theme: button/heading colour and its text colour (contrast ≥ 4.5:1). */
  primaryColor: string;
  onPrimaryColor: string;
}

export const BRANDS: Record<string, OriginBrand> = {
  dagkoerier: {
    key: "dagkoerier",
    id: "DK",
    name: "De Dagkoerier",
    country: "nl",
    category: "newspaper",
    host: "mijn.dagkoerier.example",
    primaryColor: "#a4161a",
    onPrimaryColor: "#ffffff",
  },
  wereldwijzer: {
    key: "wereldwijzer",
    id: "WW",
    name: "Wereldwijzer",
    country: "nl",
    category: "magazine",
    host: "mijn.wereldwijzer.example",
    primaryColor: "#1d4f91",
    onPrimaryColor: "#ffffff",
  },
  ochtendpost: {
    key: "ochtendpost",
    id: "OP",
    name: "De Ochtendpost",
    country: "be",
    category: "newspaper",
    host: "mijn.ochtendpost.example",
    primaryColor: "#0b5d3b",
    onPrimaryColor: "#ffffff",
  },
  zendernet: {
    key: "zendernet",
    id: "ZN",
    name: "Zendernet",
    country: "be",
    category: "account",
    host: "mijn.zendernet.example",
    primaryColor: "#5b2a86",
    onPrimaryColor: "#ffffff",
  },
};

/** The brand-less look: the spec's primary yellow with dark text. */
export const DEFAULT_THEME = { name: "Mijn Omgeving", primaryColor: "#fabb22", onPrimaryColor: "#1a1a1a" };

export function brandByKey(key: string | null | undefined): OriginBrand | null {
  return key && Object.hasOwn(BRANDS, key) ? (BRANDS[key] ?? null) : null;
}

/** The country of a brand ("nl" for an unknown key): whose holidays, words and number formats apply. */
export function brandCountry(key: string | null | undefined): OriginBrand["country"] {
  return brandByKey(key)?.country ?? "nl";
}

/** Logo path on the portal's own host (public/brands/<key>/logo.svg). */
export function brandLogoUrl(key: string): string {
  return `/brands/${key}/logo.svg`;
}

/** The brand id ("DK") of a brand key ("dagkoerier"). */
export function brandIdOf(brandKey: string): string {
  return BRANDS[brandKey]?.id ?? brandKey.toUpperCase();
}

/** The brand of a brand id ("DK"), or null. */
export function brandById(id: string): OriginBrand | null {
  return Object.values(BRANDS).find((brand) => brand.id === id) ?? null;
}

/**
 * A link into the portal for an e-mail or a notice: on the brand's own host, as in production; or, where
 * the environment names the host its recipients can open (`PORTAL_LINK_TEMPLATE`, `{brand}` replaced by
 * the brand key, e.g. `http://{brand}.localhost:8787` for the local stack), on that one. Only an http(s)
 * template counts; anything else falls back to the brand's host.
 */
export function portalLink(env: { PORTAL_LINK_TEMPLATE?: string }, brandKey: string, path: string): string {
  const brand = brandByKey(brandKey);
  const template = env.PORTAL_LINK_TEMPLATE?.trim();
  if (brand && template && /^https?:\/\/[^/?#\s]+$/.test(template.replace("{brand}", brand.key))) return `${template.replace("{brand}", brand.key)}${path}`;
  return `https://${brand?.host ?? BRANDS.dagkoerier!.host}${path}`;
}
