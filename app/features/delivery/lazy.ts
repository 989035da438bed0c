import { lazyForm } from "~/forms/lazy-form";

/** The complaint form, hydrated from its own chunk (ADR 13); the loader awaits `preloadComplaintForm()`. */
export const ComplaintForm = lazyForm(() => import("./complaint-form").then((module) => module.ComplaintForm));

export async function preloadComplaintForm(): Promise<void> {
  await ComplaintForm.preload();
}

/** Reporting without a login, step one: which subscription (its own chunk too). */
export const ReportIdentifyForm = lazyForm(() => import("./report-identify").then((module) => module.ReportIdentifyForm));

export async function preloadReportForms(): Promise<void> {
  await Promise.all([ComplaintForm.preload(), ReportIdentifyForm.preload()]);
}
