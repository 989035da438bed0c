/** Demo newsletters per brand and who is subscribed. */
import { DEMO, type SeedRow } from "../../demo/demo";
import type { SeedTable } from "../area";

const A = DEMO.accounts;

const newsletters: SeedRow[] = [
  { id: "nl-dk-ochtend", brand_key: "dagkoerier", title: "Het ochtendnieuws", description: "Elke ochtend om 6.30 uur het belangrijkste nieuws.", frequency: "Dagelijks", position: 1 },
  { id: "nl-dk-weekend", brand_key: "dagkoerier", title: "De Dagkoerier Weekend", description: "De mooiste verhalen en interviews van de week.", frequency: "Wekelijks", position: 2 },
  { id: "nl-dk-sport", brand_key: "dagkoerier", title: "Sport vandaag", description: "Uitslagen, analyses en het sportnieuws uit de regio.", frequency: "Dagelijks", position: 3 },
  { id: "nl-dk-puzzel", brand_key: "dagkoerier", title: "Puzzels en prijsvragen", description: "Nieuwe puzzels en kans op mooie prijzen.", frequency: "Wekelijks", position: 4 },
  { id: "nl-ww-inspiratie", brand_key: "wereldwijzer", title: "Wereldwijzer Inspiratie", description: "Verhalen en foto's uit alle hoeken van de wereld.", frequency: "Tweewekelijks", position: 1 },
  { id: "nl-ww-reizen", brand_key: "wereldwijzer", title: "Reizen en ontdekken", description: "Reistips en bestemmingen van onze redactie.", frequency: "Maandelijks", position: 2 },
  { id: "nl-ww-wetenschap", brand_key: "wereldwijzer", title: "Wetenschap uitgelegd", description: "Nieuwe ontdekkingen helder uitgelegd.", frequency: "Wekelijks", position: 3 },
  { id: "nl-op-vandaag", brand_key: "ochtendpost", title: "De Ochtendpost Vandaag", description: "Het nieuws uit Vlaanderen en de wereld, elke ochtend.", frequency: "Dagelijks", position: 1 },
  { id: "nl-op-economie", brand_key: "ochtendpost", title: "Economie en geld", description: "Beurs, werk en uw portemonnee.", frequency: "Wekelijks", position: 2 },
  { id: "nl-op-cultuur", brand_key: "ochtendpost", title: "Cultuur in Vlaanderen", description: "Concerten, tentoonstellingen en boeken.", frequency: "Wekelijks", position: 3 },
  { id: "nl-zn-tips", brand_key: "zendernet", title: "Zendernet Tips", description: "Wat u deze week niet mag missen op Zendernet.", frequency: "Wekelijks", position: 1 },
  { id: "nl-zn-series", brand_key: "zendernet", title: "Nieuwe series", description: "Als eerste weten welke series eraan komen.", frequency: "Maandelijks", position: 2 },
  { id: "nl-zn-podcasts", brand_key: "zendernet", title: "Zendernet Podcasts", description: "De nieuwste afleveringen van onze podcasts.", frequency: "Wekelijks", position: 3 },
];

const newsletterSubscriptions: SeedRow[] = [
  { account_id: A.jan, newsletter_id: "nl-dk-ochtend", created_at: "2024-03-01T08:00:00.000Z" },
  { account_id: A.jan, newsletter_id: "nl-ww-inspiratie", created_at: "2024-05-11T08:00:00.000Z" },
  { account_id: A.an, newsletter_id: "nl-op-vandaag", created_at: "2023-01-20T08:00:00.000Z" },
];

export const seed = (): SeedTable[] => [
  { table: "newsletters", rows: newsletters },
  { table: "newsletter_subscriptions", rows: newsletterSubscriptions },
];
