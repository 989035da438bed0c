import type { Brand, OpeningHours } from "~/platform/content/brand";
import type { Flags } from "~/platform/content/flags";
import { isServiceOpen } from "~/platform/locale/opening-hours";

// Whether the contact form is offered (the flags isContactFormHiddenForNewspapers and
// isContactFormHiddenDuringOpeningHours), a pure function of the brand, the flags and the moment.

export type FormHiddenReason = "newspaper" | "openingHours";

/** Why the form is hidden now, or null when it is offered. */
export function formHiddenReason(brand: Pick<Brand, "category" | "country" | "customerService"> | null, flags: Flags, now: Date): FormHiddenReason | null {
  if (!brand) return null;
  if (flags.general.isContactFormHiddenForNewspapers && brand.category === "newspaper") return "newspaper";
  if (flags.general.isContactFormHiddenDuringOpeningHours) {
    if (isServiceOpen(brand, now)) return "openingHours";
  }
  return null;
}
