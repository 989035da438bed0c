// Writes workers/origin/calendar/public-holidays.json (and its dates for the portal's opening hours,
// app/platform/locale/public-holidays.json): the public holidays of the Netherlands
// and Belgium from `date-holidays` (days without a paper), per year. The origin reads this table
// instead of bundling date-holidays (its rules engine and the data of every country, about 1 MB;
// ADR 19). The unit test `scripts/public-holidays.test.mjs` fails when the installed date-holidays
// disagrees with the file: run `node scripts/public-holidays.mjs` after upgrading it.
import { writeFileSync } from "node:fs";
import path from "node:path";
import Holidays from "date-holidays";

export const FIRST_YEAR = 2020;
export const LAST_YEAR = 2040;
export const COUNTRIES = ["NL", "BE"];
export const OUTPUT = path.join(import.meta.dirname, "../workers/origin/calendar/public-holidays.json");
/** The portal's copy: dates only (customer service is closed on them), read on the server only. */
export const PORTAL_OUTPUT = path.join(import.meta.dirname, "../app/platform/locale/public-holidays.json");

/** `{ NL: { "2026-01-01": "Nieuwjaar", … }, BE: { … } }`: public holidays only, Dutch names. */
export function holidayData() {
  const data = { source: "date-holidays (public holidays)", firstYear: FIRST_YEAR, lastYear: LAST_YEAR };
  for (const country of COUNTRIES) {
    const calendar = new Holidays(country, { languages: ["nl"], types: ["public"] });
    const days = {};
    for (let year = FIRST_YEAR; year <= LAST_YEAR; year++) {
      for (const holiday of calendar.getHolidays(year)) {
        if (holiday.type === "public") days[holiday.date.slice(0, 10)] = holiday.name;
      }
    }
    data[country] = days;
  }
  return data;
}

/** `{ nl: ["2026-01-01", …], be: [ … ] }`: the dates of the table above, for the portal's opening hours. */
export function portalHolidayData(data = holidayData()) {
  return { source: data.source, firstYear: data.firstYear, lastYear: data.lastYear, nl: Object.keys(data.NL).sort(), be: Object.keys(data.BE).sort() };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  writeFileSync(OUTPUT, `${JSON.stringify(holidayData(), null, 1)}\n`);
  writeFileSync(PORTAL_OUTPUT, `${JSON.stringify(portalHolidayData())}\n`);
  console.log(`wrote ${path.relative(process.cwd(), OUTPUT)} and ${path.relative(process.cwd(), PORTAL_OUTPUT)}`);
}
