import { lazyForm } from "~/forms/lazy-form";

/** The complaint form, hydrated from its own chunk (ADR 13); the loader awaits `preloadComplaintForm()`. */
export const ComplaintForm = lazyForm(() => import("./complaint-form").then((module) => module.ComplaintForm));

export async function preloadComplaintForm(): Promise<void> {
  await ComplaintForm.preload();
}
