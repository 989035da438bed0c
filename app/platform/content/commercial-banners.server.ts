import { type CacheStrategy, cached } from "./cache.server";
import { readCookie } from "../session/cookies.server";

// Spec §3 page props "commercialBanner": the origin's banners (GET /api/commercial-offerings/banners,
// public and the same for every visitor), cached like content (KV, stale-while-revalidate), so a page
// never waits for the origin once the cache is warm; on a cold cache a page waits BANNER_WAIT_MS at
// most and shows none, while the fetch goes on to fill the cache. A failing or empty answer: no banners.

export type BannerSlot = "service-home" | "subscriptions";
const SLOTS: readonly string[] = ["service-home", "subscriptions"] satisfies BannerSlot[];

export interface CommercialBanner {
  id: string;
  headline: string;
  description: string;
  ctaLabel: string;
  url: string;
  badge: string | null;
  configuration: { brand: string; type: BannerSlot };
}

export const BANNERS_PATH = "/api/commercial-offerings/banners";
/** A cold cache costs a page this much at most (once per KV expiry); the answer still fills the cache. */
export const BANNER_WAIT_MS = 300;
/** The fetch never runs past the page's budget for origin reads (ADR 18), nor this. */
const FETCH_TIMEOUT_MS = 3000;
const BannerCache: CacheStrategy = { name: "banners", softTtlMs: 5 * 60_000, hardTtlSeconds: 24 * 3600 };

/** Banners a visitor closed in this browser session (a session cookie the banner sets; ids only). */
export const DISMISSED_BANNERS_COOKIE = "mo-banners-dismissed";
const ID = /^[A-Za-z0-9_-]{1,64}$/;

const text = (value: unknown): value is string => typeof value === "string" && value.trim() !== "";

/** Keeps the well-formed banners only: known slot, texts present, an https link (never another scheme). */
export function parseBanners(raw: unknown): CommercialBanner[] {
  if (!Array.isArray(raw)) throw new Error("commercial banners: not a list");
  return raw.flatMap((item): CommercialBanner[] => {
    const banner = item as Partial<CommercialBanner> | null;
    const configuration = banner?.configuration;
    if (!banner || !text(banner.id) || !ID.test(banner.id) || !text(banner.headline) || !text(banner.ctaLabel) || !text(banner.url)) return [];
    if (!configuration || !text(configuration.brand) || !SLOTS.includes(configuration.type)) return [];
    if (!/^https:\/\//.test(banner.url)) return [];
    return [
      {
        id: banner.id,
        headline: banner.headline,
        description: text(banner.description) ? banner.description : "",
        ctaLabel: banner.ctaLabel,
        url: banner.url,
        badge: text(banner.badge) ? banner.badge : null,
        configuration: { brand: configuration.brand, type: configuration.type },
      },
    ];
  });
}

interface BannerDeps {
  originUrl: string;
  /** The page's deadline for origin reads (AppContext.originReads.deadline). */
  deadline: number;
  kv: KVNamespace;
  waitUntil: (promise: Promise<unknown>) => void;
  report: (error: unknown, context: string) => void;
}

/** Every brand's banners: from the cache, else from the origin within BANNER_WAIT_MS; never throws. */
export async function commercialBanners({ originUrl, deadline, kv, waitUntil, report }: BannerDeps): Promise<CommercialBanner[]> {
  const fetcher = async () => {
    const response = await fetch(`${originUrl.replace(/\/$/, "")}${BANNERS_PATH}`, {
      headers: { accept: "application/json" },
      signal: AbortSignal.timeout(Math.max(BANNER_WAIT_MS, Math.min(FETCH_TIMEOUT_MS, deadline - Date.now()))),
    });
    if (!response.ok) throw new Error(`commercial banners: origin answered ${response.status}`);
    return parseBanners(await response.json());
  };
  const loading = cached({ key: `origin:${BANNERS_PATH}`, kv, waitUntil, strategy: BannerCache, fetcher, onError: (error) => report(error, "commercial banners") });
  const settled = loading.catch((error: unknown) => {
    report(error, "commercial banners");
    return [] as CommercialBanner[];
  });
  waitUntil(settled); // a cold fetch that outlasts the wait still fills the cache
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<CommercialBanner[]>((resolve) => {
    timer = setTimeout(() => resolve([]), BANNER_WAIT_MS);
  });
  try {
    return await Promise.race([settled, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** The current brand's banners a visitor has not closed in this session. */
export function bannersForPage(all: readonly CommercialBanner[], brandKey: string | null, request: Request): CommercialBanner[] {
  if (!brandKey) return [];
  const dismissed = new Set((readCookie(request, DISMISSED_BANNERS_COOKIE) ?? "").split(",").filter((id) => ID.test(id)));
  return all.filter((banner) => banner.configuration.brand === brandKey && !dismissed.has(banner.id));
}
