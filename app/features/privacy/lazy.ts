import { lazyForm } from "~/forms/lazy-form";

/** /account/privacy is forms all the way down: the page hydrates from its own chunk (ADR 13); the loader awaits `preload()`. */
export const PrivacyPage = lazyForm(() => import("./privacy-page").then((module) => module.PrivacyPage));
