import { lazyForm } from "~/forms/lazy-form";

/** The pages' steps, hydrated from their own chunk (ADR 13); the loaders await `preloadCancellationForms()`. */
export const CancelForm = lazyForm(() => import("./cancellation-forms").then((module) => module.CancelForm));
export const Cancelled = lazyForm(() => import("./cancellation-forms").then((module) => module.Cancelled));
export const CancelStartFlow = lazyForm(() => import("./cancellation-forms").then((module) => module.CancelStartFlow));

export async function preloadCancellationForms(): Promise<void> {
  await Promise.all([CancelForm.preload(), Cancelled.preload(), CancelStartFlow.preload()]);
}
