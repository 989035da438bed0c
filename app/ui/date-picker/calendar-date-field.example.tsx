import type { GalleryExample } from "~/ui/gallery/gallery";
import { Example } from "~/ui/gallery/example";
import { CalendarDateField } from "./calendar-date-field";

// Demo rules in the shape the holiday and moving areas compute from origin data: a first date two
// days out, a last one three months out, public holidays that cannot be chosen, Sundays marked.

const HOLIDAYS: Record<string, string> = {
  "2026-12-25": "Feestdag: Eerste kerstdag",
  "2026-12-26": "Feestdag: Tweede kerstdag",
  "2027-01-01": "Feestdag: Nieuwjaarsdag",
  "2027-03-29": "Feestdag: Tweede paasdag",
  "2027-04-27": "Feestdag: Koningsdag",
  "2027-05-06": "Feestdag: Hemelvaartsdag",
  "2027-05-17": "Feestdag: Tweede pinksterdag",
  "2027-12-25": "Feestdag: Eerste kerstdag",
  "2027-12-26": "Feestdag: Tweede kerstdag",
  "2028-01-01": "Feestdag: Nieuwjaarsdag",
  "2028-04-17": "Feestdag: Tweede paasdag",
  "2028-04-27": "Feestdag: Koningsdag",
  "2028-05-25": "Feestdag: Hemelvaartsdag",
  "2028-06-05": "Feestdag: Tweede pinksterdag",
};

const DAY_MS = 86_400_000;
const iso = (time: number) => new Date(time).toISOString().slice(0, 10);

/** Today in the Netherlands as a UTC midnight, so server and browser agree. */
function todayUtc(): number {
  const [year, month, day] = new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/Amsterdam", year: "numeric", month: "2-digit", day: "2-digit" })
    .format(new Date())
    .split("/")
    .reverse()
    .map(Number);
  return Date.UTC(year as number, (month as number) - 1, day as number);
}

function demoRules() {
  const start = todayUtc();
  const min = iso(start + 2 * DAY_MS);
  const max = iso(start + 92 * DAY_MS);
  const unavailable = Object.fromEntries(Object.entries(HOLIDAYS).filter(([date]) => date >= min && date <= max));
  const sundays: Record<string, string> = {};
  for (let time = start; iso(time) <= max; time += DAY_MS) {
    if (new Date(time).getUTCDay() === 0) sundays[iso(time)] = "Zondag: geen krant";
  }
  return { min, max, unavailable, marked: sundays, firstSunday: Object.keys(sundays).find((date) => date >= min) };
}

function Examples() {
  const { min, max, unavailable, marked, firstSunday } = demoRules();
  return (
    <>
      <Example title="Vakantie: ingangsdatum">
        <CalendarDateField
          label="Eerste dag zonder krant"
          hint="U kunt ook zelf een datum typen."
          min={min}
          max={max}
          minReason="Binnen de verwerkingstijd van 2 werkdagen"
          unavailable={unavailable}
          marked={marked}
          inputProps={{ name: "startDate" }}
        />
      </Example>
      <Example title="Gekozen dag met opmerking (nl-BE), met fout">
        <CalendarDateField
          label="Verhuisdatum"
          locale="nl-BE"
          min={min}
          max={max}
          unavailable={unavailable}
          marked={marked}
          inputProps={{ name: "movingDate", defaultValue: firstSunday }}
          errors={["Kies een datum waarop u al op het nieuwe adres woont."]}
        />
      </Example>
    </>
  );
}

export const example: GalleryExample = { title: "Datum met kalender", order: 55, Example: Examples };
