import { lazyForm } from "~/forms/lazy-form";

/**
 * The commercial banner slot hydrating from its own chunk (ADR 13's lazyForm; ADR 31): the banner is
 * server-rendered in full (its page's loader awaits `preload()`), and its close button and data-layer
 * events arrive after the page's first-load JS.
 */
export const LazyCommercialBannerSlot = lazyForm(() => import("./banner-slot").then((module) => module.CommercialBannerSlot));
