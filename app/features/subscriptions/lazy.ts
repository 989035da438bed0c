import { lazyForm } from "~/forms/lazy-form";

/** "Abonnement koppelen", hydrated from its own chunk (ADR 13); the loader awaits `preload()`. */
export const LinkSubscriptionForm = lazyForm(() => import("./link-form").then((module) => module.LinkSubscriptionForm));
