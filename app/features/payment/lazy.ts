import { lazyForm } from "~/forms/lazy-form";

/** The change forms, hydrated from their own chunk (ADR 13); the change page's loader awaits `preloadChangeForms()`. */
export const DirectDebitForm = lazyForm(() => import("./payment-forms").then((module) => module.DirectDebitForm));
export const HostedPaymentForm = lazyForm(() => import("./payment-forms").then((module) => module.HostedPaymentForm));

export async function preloadChangeForms(): Promise<void> {
  await Promise.all([DirectDebitForm.preload(), HostedPaymentForm.preload()]);
}
