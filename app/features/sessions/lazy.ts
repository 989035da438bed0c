import { lazyForm } from "~/forms/lazy-form";

/** /account/sessies is forms all the way down: the page hydrates from its own chunk (ADR 13); the loader awaits `preload()`. */
export const SessionsPage = lazyForm(() => import("./sessions-page").then((module) => module.SessionsPage));
