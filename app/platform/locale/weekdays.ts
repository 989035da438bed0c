import type { Translate } from "../content/translations";
import { PcsWeekday, valuesOf } from "@contracts/values";

// Weekdays in Dutch, for what several areas show of a paper's delivery days.

/** Monday to Sunday, as the SDL lists them (ISO order). */
export const WEEKDAYS = valuesOf(PcsWeekday);

export function weekdayName(day: string, t: Translate): string {
  const names: Record<string, [string, string]> = {
    MONDAY: ["weekdayMonday", "maandag"],
    TUESDAY: ["weekdayTuesday", "dinsdag"],
    WEDNESDAY: ["weekdayWednesday", "woensdag"],
    THURSDAY: ["weekdayThursday", "donderdag"],
    FRIDAY: ["weekdayFriday", "vrijdag"],
    SATURDAY: ["weekdaySaturday", "zaterdag"],
    SUNDAY: ["weekdaySunday", "zondag"],
  };
  const [key, fallback] = names[day] ?? ["", day.toLowerCase()];
  return key ? t(key, fallback) : fallback;
}

/** "maandag t/m zaterdag" for consecutive days, else "maandag, woensdag en vrijdag". */
export function describeDays(days: readonly string[], t: Translate): string {
  const sorted = WEEKDAYS.filter((day) => days.includes(day));
  if (sorted.length === 0) return "";
  if (sorted.length === 1) return weekdayName(sorted[0]!, t);
  const indexes = sorted.map((day) => WEEKDAYS.indexOf(day));
  const consecutive = indexes.every((index, i) => i === 0 || index === indexes[i - 1]! + 1);
  if (consecutive && sorted.length > 2) return t("weekdayRange", "{from} t/m {to}", { from: weekdayName(sorted[0]!, t), to: weekdayName(sorted.at(-1)!, t) });
  const names = sorted.map((day) => weekdayName(day, t));
  return t("listAnd", "{items} en {last}", { items: names.slice(0, -1).join(", "), last: names.at(-1)! });
}
