import { lazyForm } from "~/forms/lazy-form";

// Parts of the customer-service pages that hydrate from their own chunk, so they are not first-load JS
// (ADR 13's lazyForm works for any component): the Portable Text renderer of the answers (inside closed
// questions, so nobody waits for it) and the content error panel (only when content failed). The
// loaders await `preload()`, so the server renders them in full, also for visitors without JavaScript.

export const LazyRichText = lazyForm(() => import("~/ui/rich-text/rich-text").then((module) => module.RichText));
export const LazyContentErrorPanel = lazyForm(() => import("~/shell/content-error-panel").then((module) => module.ContentErrorPanel));
