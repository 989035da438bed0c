import { type CacheStrategy, cached } from "~/platform/content/cache.server";
import type { RetryPolicy } from "~/platform/origin/retry";
import { originRest } from "~/platform/origin/rest.server";
import type { AppContext } from "~/platform/request/context";
import { readCookie } from "~/platform/session/cookies.server";
import { type CommercialBannerDto, offersService } from "@contracts/offers";

// Spec §3 page props "commercialBanner": the origin's banners (contracts/offers.ts, public and the same
// for every visitor), cached like content (KV, stale-while-revalidate), so a page never waits for the
// origin once the cache is warm; on a cold cache a page waits BANNER_WAIT_MS at most and shows none,
// while the fetch goes on to fill the cache. A failing or empty answer: no banners, never a failed page.

export type { BannerSlot } from "@contracts/offers";
export type CommercialBanner = CommercialBannerDto;

/** A cold cache costs a page this much at most (once per KV expiry); the answer still fills the cache. */
export const BANNER_WAIT_MS = 300;
/** The fetch never runs past the page's budget for origin reads (ADR 18), nor this. */
const FETCH_TIMEOUT_MS = 3000;

/** One attempt within the page's budget for origin reads (at least BANNER_WAIT_MS); a failure fails no page. */
function bannerRead(app: AppContext): RetryPolicy {
  const timeoutMs = Math.max(BANNER_WAIT_MS, Math.min(FETCH_TIMEOUT_MS, app.originReads.deadline - Date.now()));
  return { name: "banners", retries: 0, baseDelayMs: 0, maxDelayMs: 0, timeoutMs, deadlineMs: timeoutMs };
}
const BannerCache: CacheStrategy = { name: "banners", softTtlMs: 5 * 60_000, hardTtlSeconds: 24 * 3600 };

/** Banners a visitor closed in this browser session (a session cookie the banner sets; ids only). */
export const DISMISSED_BANNERS_COOKIE = "mo-banners-dismissed";
const ID = /^[A-Za-z0-9_-]{1,64}$/;

/** Keeps the banners safe to show: an id fit for the cookie and an https link (never another scheme). */
export function showableBanners(banners: readonly CommercialBanner[]): CommercialBanner[] {
  return banners.filter((banner) => ID.test(banner.id) && /^https:\/\//.test(banner.url) && banner.headline.trim() !== "" && banner.ctaLabel.trim() !== "");
}

/** Every brand's banners: from the cache, else from the origin within BANNER_WAIT_MS; never throws. */
export async function loadCommercialBanners(app: AppContext): Promise<CommercialBanner[]> {
  const fetcher = async () => showableBanners(await originRest(app, null, offersService.banners, {}, bannerRead(app)));
  const loading = cached({
    key: `origin:${offersService.banners.path}`,
    kv: app.contentCache,
    waitUntil: app.waitUntil,
    strategy: BannerCache,
    fetcher,
    onError: (error) => app.report(error, "commercial banners"),
  });
  const settled = loading.catch((error: unknown) => {
    app.report(error, "commercial banners");
    return [] as CommercialBanner[];
  });
  app.waitUntil(settled); // a cold fetch that outlasts the wait still fills the cache
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
