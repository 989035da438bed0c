import { dateTimeFormat } from "~/platform/locale/intl";
export type { Translate } from "~/platform/content/translations";

/** Today as YYYY-MM-DD in the Netherlands/Belgium, the same on server and client. */
export function todayIso(now: Date = new Date()): string {
  return dateTimeFormat("en-CA", { timeZone: "Europe/Amsterdam", year: "numeric", month: "2-digit", day: "2-digit" }).format(now);
}
