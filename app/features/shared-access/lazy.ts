import { lazyForm } from "~/forms/lazy-form";

/** /abonnementen/delen is forms all the way down: the page hydrates from its own chunk (ADR 13); the loader awaits `preload()`. */
export const SharingPage = lazyForm(() => import("./sharing-page").then((module) => module.SharingPage));
