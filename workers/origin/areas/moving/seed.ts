/**
 * The moving-house area's seed: the embedded address service (Dutch addresses by postcode and house
 * number, Belgian postcodes and municipalities), each brand's delivery area, and Jan's move of 2024.
 */
import { DEMO, type SeedRow } from "../../demo/demo";
import type { SeedTable } from "../area";

const A = DEMO.accounts;
const S = DEMO.subscriptions;

/** A stretch of a street within one postcode: the numbers (and suffixes per number) that exist. */
interface Stretch {
  zip: string;
  street: string;
  city: string;
  numbers: number[];
  /** Numbers that exist only with these suffixes (no plain number). */
  suffixes?: Record<number, string[]>;
}

const range = (from: number, to: number, step = 1) => Array.from({ length: Math.floor((to - from) / step) + 1 }, (_, i) => from + i * step);

const STRETCHES: Stretch[] = [
  { zip: "3811 CV", street: "Kerkstraat", city: "Amersfoort", numbers: range(1, 30), suffixes: { 12: ["A", "B"] } },
  { zip: "3511 AB", street: "Oudegracht", city: "Utrecht", numbers: range(1, 49, 2), suffixes: { 23: ["A", "B", "C"] } },
  { zip: "3511 AK", street: "Oudegracht", city: "Utrecht", numbers: range(95, 131, 2) },
  { zip: "3512 JE", street: "Domplein", city: "Utrecht", numbers: range(1, 30) },
  { zip: "1016 GV", street: "Keizersgracht", city: "Amsterdam", numbers: range(100, 140, 2) },
  { zip: "1012 JS", street: "Dam", city: "Amsterdam", numbers: range(1, 20) },
  { zip: "2511 BT", street: "Lange Voorhout", city: "Den Haag", numbers: range(1, 50) },
  { zip: "9711 LM", street: "Vismarkt", city: "Groningen", numbers: range(1, 60) },
  { zip: "5611 EM", street: "Stratumseind", city: "Eindhoven", numbers: range(1, 99) },
  { zip: "1721 BD", street: "Dorpsstraat", city: "Broek op Langedijk", numbers: range(1, 40) },
  { zip: "3035 AT", street: "Zwart Janstraat", city: "Rotterdam", numbers: range(1, 60), suffixes: { 30: ["A", "B"] } },
];

function nlAddresses(): SeedRow[] {
  const rows: SeedRow[] = [];
  for (const stretch of STRETCHES) {
    for (const number of stretch.numbers) {
      for (const suffix of stretch.suffixes?.[number] ?? [""]) {
        rows.push({ zip_code: stretch.zip, house_number: String(number), house_number_suffix: suffix, street: stretch.street, city: stretch.city });
      }
    }
  }
  return rows;
}

/** Belgian postcodes with the names a subscriber may write (Dutch and French where both are used). */
const BE_POSTCODES: Array<[string, string[]]> = [
  ["1000", ["Brussel", "Bruxelles"]],
  ["1050", ["Elsene", "Ixelles"]],
  ["2000", ["Antwerpen"]],
  ["2018", ["Antwerpen"]],
  ["2060", ["Antwerpen"]],
  ["2800", ["Mechelen"]],
  ["3000", ["Leuven"]],
  ["3500", ["Hasselt"]],
  ["4000", ["Luik", "Liège"]],
  ["5000", ["Namen", "Namur"]],
  ["8000", ["Brugge"]],
  ["8400", ["Oostende"]],
  ["9000", ["Gent"]],
  ["9050", ["Gentbrugge"]],
];

/**
 * Where each brand brings its paper: De Dagkoerier the Netherlands, Wereldwijzer (a magazine, by
 * post) the Netherlands and Belgium, De Ochtendpost Flanders and Brussels (postcodes 1000–3999 and
 * 8000–9999). Zendernet delivers nothing on paper.
 */
const DELIVERY_AREAS: SeedRow[] = [
  { brand_key: "dagkoerier", country_code: "NL", zip_from: 1000, zip_to: 9999 },
  { brand_key: "wereldwijzer", country_code: "NL", zip_from: 1000, zip_to: 9999 },
  { brand_key: "wereldwijzer", country_code: "BE", zip_from: 1000, zip_to: 9999 },
  { brand_key: "ochtendpost", country_code: "BE", zip_from: 1000, zip_to: 3999 },
  { brand_key: "ochtendpost", country_code: "BE", zip_from: 8000, zip_to: 9999 },
];

const JAN_MOVE = DEMO.moves.janPast;

export const seed = (): SeedTable[] => [
  { table: "moving_nl_addresses", rows: nlAddresses() },
  { table: "moving_be_postcodes", rows: BE_POSTCODES.flatMap(([zip, cities]) => cities.map((city) => ({ zip_code: zip, city }))) },
  { table: "moving_delivery_areas", rows: DELIVERY_AREAS },
  {
    table: "moving_house_moves",
    rows: [
      {
        id: JAN_MOVE, account_id: A.jan, move_date: "2024-03-01", status: "COMPLETED", street: "Kerkstraat", house_number: "12",
        house_number_suffix: "A", zip_code: "3811 CV", city: "Amersfoort", country_code: "NL", idempotency_key: "seed-jan-2024",
        created_at: "2024-02-12T19:05:00.000Z", cancelled_at: null, completed_at: "2024-03-01T03:00:00.000Z",
      },
    ],
  },
  {
    table: "moving_house_changes",
    rows: [S.janDagkoerier, S.janWereldwijzer].map((subscriptionId) => ({
      id: `${JAN_MOVE}-${subscriptionId}`, account_id: A.jan, subscription_id: subscriptionId, move_date: "2024-03-01", status: "COMPLETED",
      street: "Kerkstraat", house_number: "12", house_number_suffix: "A", zip_code: "3811 CV", city: "Amersfoort", country_code: "NL",
      created_at: "2024-02-12T19:05:00.000Z", move_id: JAN_MOVE, delivery: "ADDRESS", first_edition_date: null,
    })),
  },
];
