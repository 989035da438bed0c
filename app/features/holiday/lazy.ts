import { lazyForm } from "~/forms/lazy-form";

/** The holiday forms, hydrated from their own chunk (ADR 13); the loader awaits `preloadHolidayForms()`. */
export const HolidayForm = lazyForm(() => import("./holiday-form").then((module) => module.HolidayForm));
export const ChangeForm = lazyForm(() => import("./holiday-form").then((module) => module.ChangeForm));

export async function preloadHolidayForms(): Promise<void> {
  await Promise.all([HolidayForm.preload(), ChangeForm.preload()]);
}
