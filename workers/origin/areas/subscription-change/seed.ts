/** The demo catalog (issue 57): the editions each brand sells and their prices per billing period. */
import type { SeedRow } from "../../demo/demo";
import type { SeedTable } from "../area";

const MON_SAT = ["MONDAY", "TUESDAY", "WEDNESDAY", "THURSDAY", "FRIDAY", "SATURDAY"];
const DIGITAL = { kind: "DIGITAL", platforms: ["WEB", "APP", "E_PAPER"] };

/** Editions on sale that no demo subscription has yet (the others are in the subscriptions area's seed). */
const products: SeedRow[] = [
  {
    code: "DK-KRANT-6-DIGITAAL", brand_key: "dagkoerier", title: "De Dagkoerier – krant 6 dagen + digitaal", type: "PAPER_AND_DIGITAL",
    descriptor_name: "Krant 6 dagen + digitaal", descriptor_description: "De krant van maandag tot en met zaterdag en onbeperkt digitaal lezen.",
    fulfilments: JSON.stringify([{ kind: "PAPER", deliveryDays: MON_SAT }, DIGITAL]),
  },
  {
    code: "WW-DIGITAAL", brand_key: "wereldwijzer", title: "Wereldwijzer – digitaal", type: "DIGITAL",
    descriptor_name: "Digitaal", descriptor_description: "Elk nummer van Wereldwijzer in de app en op de website.",
    fulfilments: JSON.stringify([{ kind: "DIGITAL", platforms: ["WEB", "APP"] }]),
  },
  {
    code: "WW-COMBI", brand_key: "wereldwijzer", title: "Wereldwijzer – magazine + digitaal", type: "PAPER_AND_DIGITAL",
    descriptor_name: "Magazine + digitaal", descriptor_description: "Tien keer per jaar op de mat en elk nummer in de app.",
    fulfilments: JSON.stringify([{ kind: "MAGAZINE_PAPER", issuesPerYear: 10 }, { kind: "DIGITAL", platforms: ["WEB", "APP"] }]),
  },
  {
    code: "OP-KRANT-6", brand_key: "ochtendpost", title: "De Ochtendpost – krant 6 dagen", type: "PAPER",
    descriptor_name: "Krant 6 dagen", descriptor_description: "Elke ochtend van maandag tot en met zaterdag de krant in de bus.",
    fulfilments: JSON.stringify([{ kind: "PAPER", deliveryDays: MON_SAT }]),
  },
  {
    code: "OP-ZATERDAG", brand_key: "ochtendpost", title: "De Ochtendpost – weekendkrant", type: "PAPER",
    descriptor_name: "Weekendkrant", descriptor_description: "Op zaterdag de krant met alle bijlagen in de bus.",
    fulfilments: JSON.stringify([{ kind: "PAPER", deliveryDays: ["SATURDAY"] }]),
  },
  {
    code: "OP-DIGITAAL", brand_key: "ochtendpost", title: "De Ochtendpost – digitaal", type: "DIGITAL",
    descriptor_name: "Digitaal", descriptor_description: "Onbeperkt lezen op de website, in de app en de digitale krant.",
    fulfilments: JSON.stringify([DIGITAL]),
  },
];

/** [product, month, quarter, year] in cents. */
const PRICES: Array<[string, number, number, number]> = [
  ["DK-KRANT-6", 4599, 13497, 49900],
  ["DK-ZATERDAG", 1450, 4250, 15900],
  ["DK-DIGITAAL", 1799, 5199, 18900],
  ["DK-KRANT-6-DIGITAAL", 4999, 14699, 54900],
  ["WW-MAGAZINE", 750, 2150, 7950],
  ["WW-DIGITAAL", 499, 1399, 4950],
  ["WW-COMBI", 950, 2750, 9950],
  ["OP-COMBI", 3995, 11795, 43900],
  ["OP-KRANT-6", 3695, 10895, 39900],
  ["OP-ZATERDAG", 1395, 4095, 14900],
  ["OP-DIGITAAL", 1699, 4995, 17900],
];

const prices: SeedRow[] = PRICES.flatMap(([code, month, quarter, year]) => [
  { product_code: code, billing_period: "MONTH", price_cents: month },
  { product_code: code, billing_period: "QUARTER", price_cents: quarter },
  { product_code: code, billing_period: "YEAR", price_cents: year },
]);

export const seed = (): SeedTable[] => [
  { table: "products", rows: products },
  { table: "catalog_prices", rows: prices },
];
