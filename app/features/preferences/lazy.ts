import { lazyForm } from "~/forms/lazy-form";

/** /account/voorkeuren is forms all the way down: the page hydrates from its own chunk (ADR 13); the loader awaits `preload()`. */
export const PreferencesPage = lazyForm(() => import("./preferences-page").then((module) => module.PreferencesPage));
