import { lazyForm } from "~/forms/lazy-form";

/** The pay form, hydrated from its own chunk (ADR 13); the pay page's loader awaits `PayForm.preload()`. */
export const PayForm = lazyForm(() => import("./pay-form").then((module) => module.PayForm));
