import { lazyForm } from "~/forms/lazy-form";

/** /account/nieuwsbrieven is forms all the way down: the page hydrates from its own chunk (ADR 13); the loader awaits `preload()`. */
export const NewslettersPage = lazyForm(() => import("./newsletters-page").then((module) => module.NewslettersPage));
