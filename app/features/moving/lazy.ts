import { lazyForm } from "~/forms/lazy-form";

/** The two-step move form, hydrated from its own chunk (ADR 13); the loader awaits `preloadMoveForm()`. */
export const MoveForms = lazyForm(() => import("./move-form").then((module) => module.MoveForms));

export async function preloadMoveForm(): Promise<void> {
  await MoveForms.preload();
}
