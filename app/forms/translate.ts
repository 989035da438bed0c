import { dateTimeFormat } from "~/platform/locale/intl";
/** `t(key, dutchDefault, values)`: `useT()` in components, the request's translations on the server. */
export type Translate = (key: string, fallback: string, values?: Record<string, string | number>) => string;

/** Today as YYYY-MM-DD in the Netherlands/Belgium, the same on server and client. */
export function todayIso(now: Date = new Date()): string {
  return dateTimeFormat("en-CA", { timeZone: "Europe/Amsterdam", year: "numeric", month: "2-digit", day: "2-digit" }).format(now);
}
