import { lazyForm } from "~/forms/lazy-form";

/**
 * The Portable Text renderer hydrating from its own chunk (ADR 13's lazyForm works for any component),
 * so pages whose rich text needs no JavaScript to be read do not carry it as first-load JS. A loader
 * that renders it awaits `LazyRichText.preload()`, so the server renders the text in full.
 */
export const LazyRichText = lazyForm(() => import("~/ui/rich-text/rich-text").then((module) => module.RichText));
