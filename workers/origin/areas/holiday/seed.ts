/**
 * Demo holiday suspensions and a temporary address. Dates are relative to the day of seeding (like the
 * shared-access invites), so Jan's and An's suspensions stay planned and cancellable, Jan's summer
 * address stays in the past and his Wereldwijzer goes to a holiday address right now, however long
 * the demo runs.
 */
import { DEMO, type SeedRow } from "../../demo/demo";
import { addDays } from "../../calendar/calendar";
import { nowMs, todayLocal } from "../../calendar/time";
import type { SeedTable } from "../area";

const A = DEMO.accounts;
const S = DEMO.subscriptions;
const DAY_MS = 24 * 3600 * 1000;

/**
 * "Doneer mijn krant": fictional partner organisations (a care home, a library, a food bank) per region,
 * by the numeric postcode range they serve. Regions without a partner (e.g. Noord-Brabant, Limburg,
 * Wallonia) are where donating is not offered. One partner has stopped (inactive): not offered, but a
 * suspension that named it still shows its name.
 */
export const DONATION_PARTNERS = {
  amersfoort: "DP-NL-EEMHOF",
  utrechtLibrary: "DP-NL-DOMSTAD",
  antwerpen: "DP-BE-SCHELDEZICHT",
  antwerpenStopped: "DP-BE-KAAI",
  gent: "DP-BE-TERLEIE",
} as const;

type Partner = [id: string, name: string, kind: "CARE_HOME" | "LIBRARY" | "FOOD_BANK", city: string, region: string, country: "NL" | "BE", zipFrom: number, zipTo: number, description: string, active?: 0];

const P = DONATION_PARTNERS;
const PARTNERS: Partner[] = [
  // provincie Utrecht (3400–3999: Utrecht, Amersfoort, Zeist …)
  [P.amersfoort, "Woonzorgcentrum De Eemhof", "CARE_HOME", "Amersfoort", "provincie Utrecht", "NL", 3400, 3999, "Bewoners lezen de krant 's ochtends samen in de huiskamer."],
  [P.utrechtLibrary, "Bibliotheek Domstad – leestafel", "LIBRARY", "Utrecht", "provincie Utrecht", "NL", 3400, 3999, "Op de leestafel kan iedereen gratis de krant van vandaag lezen."],
  ["DP-NL-HEUVELRUG", "Voedselbank Heuvelrug", "FOOD_BANK", "Zeist", "provincie Utrecht", "NL", 3400, 3999, "Geeft de krant mee met de pakketten van die week."],
  // Amsterdam en omgeving (1000–1199)
  ["DP-NL-AMSTELRUST", "Zorgcentrum Amstelrust", "CARE_HOME", "Amsterdam", "Amsterdam en omgeving", "NL", 1000, 1199, "Voor bewoners die hun eigen krant hebben opgezegd maar hem graag blijven lezen."],
  ["DP-NL-OOSTPOORT", "Buurtbibliotheek Oostpoort", "LIBRARY", "Amsterdam", "Amsterdam en omgeving", "NL", 1000, 1199, "De krant ligt in de leeshoek, naast de koffie."],
  ["DP-NL-IJDOORN", "Voedselbank IJdoorn", "FOOD_BANK", "Amsterdam", "Amsterdam en omgeving", "NL", 1000, 1199, "Bezoekers nemen de krant mee bij hun boodschappen."],
  // Haaglanden (2490–2799)
  ["DP-NL-VOORHOUT", "Woonzorgcentrum Het Voorhout", "CARE_HOME", "Den Haag", "Haaglanden", "NL", 2490, 2799, "De krant gaat mee met de ochtendkoffie op elke afdeling."],
  ["DP-NL-HOFSTAD", "Voedselbank Hofstad", "FOOD_BANK", "Den Haag", "Haaglanden", "NL", 2490, 2799, "Geeft de krant mee met de pakketten van die week."],
  // Groningen (9700–9999)
  ["DP-NL-VISMARKT", "Leeszaal Vismarkt", "LIBRARY", "Groningen", "Groningen", "NL", 9700, 9999, "Een leeszaal van vrijwilligers, elke ochtend open."],
  // provincie Antwerpen (2000–2999)
  [P.antwerpen, "WZC Scheldezicht", "CARE_HOME", "Antwerpen", "provincie Antwerpen", "BE", 2000, 2999, "De bewoners lezen de krant samen bij het ontbijt."],
  ["DP-BE-ZUIDKAAI", "Bibliotheek Zuidkaai – krantenhoek", "LIBRARY", "Antwerpen", "provincie Antwerpen", "BE", 2000, 2999, "In de krantenhoek kan iedereen gratis de krant lezen."],
  ["DP-BE-SCHAKEL", "Sociale kruidenier De Schakel", "FOOD_BANK", "Mechelen", "provincie Antwerpen", "BE", 2000, 2999, "Klanten nemen de krant gratis mee aan de kassa."],
  [P.antwerpenStopped, "Leesclub De Kaai", "LIBRARY", "Antwerpen", "provincie Antwerpen", "BE", 2000, 2999, "Ontvangt geen kranten meer.", 0],
  // Oost-Vlaanderen (9000–9999)
  [P.gent, "WZC Ter Leie", "CARE_HOME", "Gent", "Oost-Vlaanderen", "BE", 9000, 9999, "De krant ligt elke ochtend in de cafetaria."],
  ["DP-BE-GENTZUID", "Voedselbank Gent-Zuid", "FOOD_BANK", "Gent", "Oost-Vlaanderen", "BE", 9000, 9999, "Geeft de krant mee met de voedselpakketten."],
  // Brussel (1000–1299)
  ["DP-BE-ZAVEL", "Woonzorgcentrum Zavelhof", "CARE_HOME", "Brussel", "Brussel", "BE", 1000, 1299, "Voor de Nederlandstalige bewoners, elke ochtend in de leesruimte."],
];

/** Days from today of the demo changes (README and the tests refer to these). */
export const SEED_OFFSETS = {
  janSuspension: { start: 75, end: 88 },
  anSuspension: { start: 45, end: 58 },
  janTemporaryAddress: { start: -110, end: -98 },
  janRunningAddress: { start: -5, end: 20 },
} as const;

export const seed = (): SeedTable[] => {
  const today = todayLocal();
  const day = (offset: number) => addDays(today, offset);
  const daysAgo = (days: number) => new Date(nowMs() - days * DAY_MS).toISOString();
  const holidaySuspensions: SeedRow[] = [
    {
      change_id: DEMO.suspensions.jan, account_id: A.jan, subscription_id: S.janDagkoerier,
      start_date: day(SEED_OFFSETS.janSuspension.start), end_date: day(SEED_OFFSETS.janSuspension.end), status: "PLANNED",
      compensation: "EXTEND_SUBSCRIPTION", donation_partner_id: null, created_at: daysAgo(23), cancelled_at: null,
    },
    {
      change_id: DEMO.suspensions.an, account_id: A.an, subscription_id: S.anOchtendpost,
      start_date: day(SEED_OFFSETS.anSuspension.start), end_date: day(SEED_OFFSETS.anSuspension.end), status: "PLANNED",
      compensation: "DONATE", donation_partner_id: P.antwerpen, created_at: daysAgo(28), cancelled_at: null,
    },
  ];
  const holidayTemporaryAddresses: SeedRow[] = [
    {
      change_id: DEMO.temporaryAddresses.jan, account_id: A.jan, subscription_id: S.janDagkoerier,
      start_date: day(SEED_OFFSETS.janTemporaryAddress.start), end_date: day(SEED_OFFSETS.janTemporaryAddress.end), status: "PLANNED",
      street: "Badweg", house_number: "5", house_number_suffix: null, zip_code: "1796 AA", city: "De Koog", country_code: "NL",
      created_at: daysAgo(130), cancelled_at: null,
    },
    {
      change_id: DEMO.temporaryAddresses.janRunning, account_id: A.jan, subscription_id: S.janWereldwijzer,
      start_date: day(SEED_OFFSETS.janRunningAddress.start), end_date: day(SEED_OFFSETS.janRunningAddress.end), status: "PLANNED",
      street: "Dorpsstraat", house_number: "14", house_number_suffix: "a", zip_code: "9491 AB", city: "Vlieland", country_code: "NL",
      created_at: daysAgo(20), cancelled_at: null,
    },
  ];
  const partners: SeedRow[] = PARTNERS.map(([id, name, kind, city, region, country, zipFrom, zipTo, description, active]) => ({
    id, name, description, kind, city, region, country_code: country, zip_from: zipFrom, zip_to: zipTo, active: active ?? 1,
  }));
  return [
    { table: "holiday_donation_partners", rows: partners },
    { table: "holiday_suspensions", rows: holidaySuspensions },
    { table: "holiday_temporary_addresses", rows: holidayTemporaryAddresses },
  ];
};
