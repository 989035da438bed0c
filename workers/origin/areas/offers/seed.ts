/** Demo commercial offerings per brand. */
import type { SeedRow } from "../../demo/demo";
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

/** Per brand a banner on the service home and one on /abonnementen (Wereldwijzer: the service home only). */
const banners: SeedRow[] = [
  { id: "cb-dk-home", brand_key: "dagkoerier", type: "service-home", offer_id: "of-dk-digitaal", headline: "Ook digitaal lezen? 3 maanden voor € 1", cta_label: "Bekijk de actie", active: 1, position: 1 },
  { id: "cb-dk-abo", brand_key: "dagkoerier", type: "subscriptions", offer_id: "of-dk-combi", headline: "Krant + digitaal in één abonnement", cta_label: "Bekijk het aanbod", active: 1, position: 1 },
  { id: "cb-ww-home", brand_key: "wereldwijzer", type: "service-home", offer_id: "of-ww-cadeau", headline: "Geef Wereldwijzer cadeau", cta_label: "Geef een jaar cadeau", active: 1, position: 1 },
  { id: "cb-op-home", brand_key: "ochtendpost", type: "service-home", offer_id: "of-op-digitaal", headline: "Een maand gratis digitaal lezen", cta_label: "Probeer het gratis", active: 1, position: 1 },
  { id: "cb-op-abo", brand_key: "ochtendpost", type: "subscriptions", offer_id: "of-op-weekend", headline: "Weekendkrant + digitaal", cta_label: "Bekijk het aanbod", active: 1, position: 1 },
  { id: "cb-zn-home", brand_key: "zendernet", type: "service-home", offer_id: "of-zn-plus", headline: "Kijk zonder reclame met Zendernet Plus", cta_label: "Ontdek Plus", active: 1, position: 1 },
  { id: "cb-zn-old", brand_key: "zendernet", type: "subscriptions", offer_id: "of-zn-jaar", headline: "Zendernet Plus voor een jaar", cta_label: "Bekijk het aanbod", active: 0, position: 1 },
];

export const seed = (): SeedTable[] => [
  { table: "offers", rows: offers },
  { table: "commercial_banners", rows: banners },
];
