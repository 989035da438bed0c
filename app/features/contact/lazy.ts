import { lazyForm } from "~/forms/lazy-form";

/** The contact form with its upload list, hydrated from its own chunk (ADR 13); the loader awaits `preloadContactForm()`. */
export const ContactForm = lazyForm(() => import("./contact-form").then((module) => module.ContactForm));

export async function preloadContactForm(): Promise<void> {
  await ContactForm.preload();
}
