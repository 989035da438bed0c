/** Demo commercial offerings per brand. */
import type { SeedRow } from "../../demo";
import type { SeedTable } from "../area";

const offers: SeedRow[] = [
  { id: "of-dk-digitaal", brand_key: "dagkoerier", title: "Digitaal lezen: 3 maanden voor € 1", description: "Lees De Dagkoerier onbeperkt in de app en op de website.", price_cents: 100, price_period: "ONCE", url: "https://www.dagkoerier.example/abonnementen/digitaal", badge: "Actie", position: 1 },
  { id: "of-dk-weekend", brand_key: "dagkoerier", title: "Alleen de zaterdagkrant", description: "Elke zaterdag de krant met alle bijlagen in de bus.", price_cents: 1450, price_period: "MONTH", url: "https://www.dagkoerier.example/abonnementen/zaterdag", badge: null, position: 2 },
  { id: "of-dk-combi", brand_key: "dagkoerier", title: "Krant + digitaal", description: "De krant op papier en onbeperkt digitaal lezen.", price_cents: 4999, price_period: "MONTH", url: "https://www.dagkoerier.example/abonnementen/combi", badge: "Populair", position: 3 },
  { id: "of-ww-proef", brand_key: "wereldwijzer", title: "Proefabonnement: 3 nummers", description: "Maak kennis met Wereldwijzer, stopt automatisch.", price_cents: 995, price_period: "ONCE", url: "https://www.wereldwijzer.example/proef", badge: "Nieuw", position: 1 },
  { id: "of-ww-cadeau", brand_key: "wereldwijzer", title: "Wereldwijzer cadeau geven", description: "Een jaar lang reizen vanuit de leunstoel, voor iemand anders.", price_cents: 7950, price_period: "YEAR", url: "https://www.wereldwijzer.example/cadeau", badge: null, position: 2 },
  { id: "of-op-digitaal", brand_key: "ochtendpost", title: "Digitaal: 1 maand gratis", description: "Lees De Ochtendpost een maand gratis op al uw toestellen.", price_cents: 0, price_period: "ONCE", url: "https://www.ochtendpost.example/abonnementen/digitaal", badge: "Gratis", position: 1 },
  { id: "of-op-weekend", brand_key: "ochtendpost", title: "Weekendkrant + digitaal", description: "Zaterdag de krant in de bus en elke dag digitaal.", price_cents: 2495, price_period: "MONTH", url: "https://www.ochtendpost.example/abonnementen/weekend", badge: null, position: 2 },
  { id: "of-zn-plus", brand_key: "zendernet", title: "Zendernet Plus", description: "Kijk zonder reclame en als eerste naar nieuwe afleveringen.", price_cents: 599, price_period: "MONTH", url: "https://www.zendernet.example/plus", badge: "Nieuw", position: 1 },
  { id: "of-zn-jaar", brand_key: "zendernet", title: "Zendernet Plus voor een jaar", description: "Twee maanden gratis bij betaling per jaar.", price_cents: 5990, price_period: "YEAR", url: "https://www.zendernet.example/plus/jaar", badge: null, position: 2 },
];

export const seed = (): SeedTable[] => [
  { table: "offers", rows: offers },
];
