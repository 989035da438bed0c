import { lazyForm } from "~/forms/lazy-form";

/** The page's two states, hydrated from their own chunk (ADR 13); the loader awaits `preloadCancellationForms()`. */
export const CancelForm = lazyForm(() => import("./cancellation-forms").then((module) => module.CancelForm));
export const Cancelled = lazyForm(() => import("./cancellation-forms").then((module) => module.Cancelled));

export async function preloadCancellationForms(): Promise<void> {
  await Promise.all([CancelForm.preload(), Cancelled.preload()]);
}
