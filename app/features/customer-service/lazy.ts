// Parts of the customer-service pages that hydrate from their own chunk, so they are not first-load JS
// (ADR 13's lazyForm works for any component): the Portable Text renderer of the answers (inside closed
// questions, so nobody waits for it) and the content error panel (only when content failed). The
// loaders await `preload()`, so the server renders them in full, also for visitors without JavaScript.

export { LazyRichText } from "~/shell/lazy-rich-text";
export { LazyContentErrorPanel } from "~/shell/lazy-content-error-panel";
