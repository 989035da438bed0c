import { describeDays, WEEKDAYS } from "~/platform/locale/weekdays";
import type { Translate } from "~/forms/translate";
import type { OpeningHours } from "~/platform/content/brand";
import type { PageLanguage } from "~/platform/locale/language";

// The brand's customer-service hours (brand content `customerService.openingHours`): as text, and
// whether the phone is answered at a given moment (the brand country's local time).


/** "08.00" in the Netherlands, "8u" or "8u30" in Belgium. */
export function formatClock(clock: string, language: PageLanguage): string {
  const [hours = "0", minutes = "00"] = clock.split(":");
  if (language === "be") return `${Number(hours)}u${minutes === "00" ? "" : minutes}`;
  return `${hours}.${minutes}`;
}

/** One line per block of days: "maandag t/m vrijdag: 08.00 – 18.00 uur". */
export function describeOpeningHours(hours: readonly OpeningHours[], t: Translate, language: PageLanguage): string[] {
  return hours.map((block) => {
    const days = describeDays(block.days.map((day) => WEEKDAYS[day - 1] ?? ""), t);
    const time = t("openingHoursTime", "{opens} – {closes} uur", { opens: formatClock(block.opens, language), closes: formatClock(block.closes, language) });
    return t("openingHoursLine", "{days}: {time}", { days: days.charAt(0).toUpperCase() + days.slice(1), time });
  });
}
