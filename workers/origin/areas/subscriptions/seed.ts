/** Demo products, subscriptions and contract phases. */
import { DEMO, DEMO_ACCOUNTS, demoAccount, type SeedRow } from "../../demo/demo";
import type { SeedTable } from "../area";

const A = DEMO.accounts;
const S = DEMO.subscriptions;

const WEEKDAYS_MON_SAT = ["MONDAY", "TUESDAY", "WEDNESDAY", "THURSDAY", "FRIDAY", "SATURDAY"];

const products: SeedRow[] = [
  {
    code: "DK-KRANT-6", brand_key: "dagkoerier", title: "De Dagkoerier – krant 6 dagen", type: "PAPER",
    descriptor_name: "Krant 6 dagen",
    descriptor_description: "Elke ochtend van maandag tot en met zaterdag de krant in de bus.",
    fulfilments: JSON.stringify([{ kind: "PAPER", deliveryDays: WEEKDAYS_MON_SAT }]),
  },
  {
    code: "DK-DIGITAAL", brand_key: "dagkoerier", title: "De Dagkoerier – digitaal", type: "DIGITAL",
    descriptor_name: "Digitaal", descriptor_description: "Onbeperkt lezen op de website, in de app en de digitale krant.",
    fulfilments: JSON.stringify([{ kind: "DIGITAL", platforms: ["WEB", "APP", "E_PAPER"] }]),
  },
  {
    code: "DK-ZATERDAG", brand_key: "dagkoerier", title: "De Dagkoerier – zaterdagkrant", type: "PAPER",
    descriptor_name: "Zaterdagkrant", descriptor_description: "Op zaterdag de krant met alle bijlagen in de bus.",
    fulfilments: JSON.stringify([{ kind: "PAPER", deliveryDays: ["SATURDAY"] }]),
  },
  {
    code: "WW-MAGAZINE", brand_key: "wereldwijzer", title: "Wereldwijzer – magazine", type: "MAGAZINE",
    descriptor_name: "Magazine", descriptor_description: "Tien keer per jaar Wereldwijzer op de mat.",
    fulfilments: JSON.stringify([{ kind: "MAGAZINE_PAPER", issuesPerYear: 10 }]),
  },
  {
    code: "OP-COMBI", brand_key: "ochtendpost", title: "De Ochtendpost – krant + digitaal", type: "PAPER_AND_DIGITAL",
    descriptor_name: "Krant + digitaal",
    descriptor_description: "De krant van maandag tot en met zaterdag en onbeperkt digitaal lezen.",
    fulfilments: JSON.stringify([
      { kind: "PAPER", deliveryDays: WEEKDAYS_MON_SAT },
      { kind: "DIGITAL", platforms: ["WEB", "APP", "E_PAPER"] },
    ]),
  },
  {
    code: "ZN-ACCOUNT", brand_key: "zendernet", title: "Zendernet-account", type: "ACCOUNT",
    descriptor_name: "Gratis account", descriptor_description: "Kijk en luister gratis naar programma's van Zendernet.",
    fulfilments: JSON.stringify([{ kind: "DIGITAL", platforms: ["WEB", "APP"] }]),
  },
];

const deliveryAddress = (a: (typeof DEMO_ACCOUNTS)[number]): SeedRow => ({
  delivery_street: a.street ?? null,
  delivery_house_number: a.house_number ?? null,
  delivery_house_number_suffix: a.house_number_suffix ?? null,
  delivery_zip_code: a.zip_code ?? null,
  delivery_city: a.city ?? null,
  delivery_country_code: a.country_code ?? null,
});

const subscriptions: SeedRow[] = [
  {
    id: S.janDagkoerier, account_id: A.jan, brand_key: "dagkoerier", product_code: "DK-KRANT-6",
    title: "De Dagkoerier", sub_title: "Krant 6 dagen per week", status: "ACTIVE", start_date: "2019-03-01",
    end_date: null, renewal: "AUTOMATIC", payment_method: "DIRECT_DEBIT_NL", payment_status: "OK",
    iban: "NL91ABNA0417164300", account_holder: "J. Jansen", card_brand: null, card_last4: null,
    ...deliveryAddress(demoAccount(A.jan)), created_at: "2019-02-20T10:15:00.000Z",
  },
  {
    id: S.janWereldwijzer, account_id: A.jan, brand_key: "wereldwijzer", product_code: "WW-MAGAZINE",
    title: "Wereldwijzer", sub_title: "Magazine, 10 nummers per jaar", status: "ACTIVE", start_date: "2022-01-01",
    end_date: null, renewal: "AUTOMATIC", payment_method: "DIRECT_DEBIT_NL", payment_status: "OK",
    iban: "NL91ABNA0417164300", account_holder: "J. Jansen", card_brand: null, card_last4: null,
    ...deliveryAddress(demoAccount(A.jan)), created_at: "2021-12-12T19:40:00.000Z",
  },
  {
    id: S.anOchtendpost, account_id: A.an, brand_key: "ochtendpost", product_code: "OP-COMBI",
    title: "De Ochtendpost", sub_title: "Krant + digitaal", status: "ACTIVE", start_date: "2021-06-01", end_date: null,
    renewal: "AUTOMATIC", payment_method: "DIRECT_DEBIT_BE", payment_status: "OK", iban: "BE68539007547034",
    account_holder: "A. Peeters", card_brand: null, card_last4: null, ...deliveryAddress(demoAccount(A.an)),
    created_at: "2021-05-20T08:00:00.000Z",
  },
  {
    id: S.anZendernet, account_id: A.an, brand_key: "zendernet", product_code: "ZN-ACCOUNT", title: "Zendernet",
    sub_title: "Gratis account", status: "ACTIVE", start_date: "2023-02-14", end_date: null, renewal: "AUTOMATIC",
    payment_method: null, payment_status: "OK", iban: null, account_holder: null, card_brand: null, card_last4: null,
    delivery_street: null, delivery_house_number: null, delivery_house_number_suffix: null, delivery_zip_code: null,
    delivery_city: null, delivery_country_code: null, created_at: "2023-02-14T20:30:00.000Z",
  },
  {
    id: S.digitaal, account_id: A.digitaal, brand_key: "dagkoerier", product_code: "DK-DIGITAAL",
    title: "De Dagkoerier", sub_title: "Digitaal", status: "ACTIVE", start_date: "2024-09-01", end_date: null,
    renewal: "AUTOMATIC", payment_method: "CREDIT_CARD", payment_status: "OK", iban: null, account_holder: null,
    card_brand: "VISA", card_last4: "4242", delivery_street: null, delivery_house_number: null,
    delivery_house_number_suffix: null, delivery_zip_code: null, delivery_city: null, delivery_country_code: null,
    created_at: "2024-08-28T12:00:00.000Z",
  },
  {
    id: S.opgezegd, account_id: A.opgezegd, brand_key: "dagkoerier", product_code: "DK-KRANT-6",
    title: "De Dagkoerier", sub_title: "Krant 6 dagen per week", status: "CANCELLED", start_date: "2015-01-01",
    end_date: "2026-09-30", renewal: "AUTOMATIC", payment_method: "DIRECT_DEBIT_NL", payment_status: "OK",
    iban: "NL02RABO0123456789", account_holder: "K. van Dijk", card_brand: null, card_last4: null,
    ...deliveryAddress(demoAccount(A.opgezegd)), created_at: "2014-12-10T09:00:00.000Z",
  },
  {
    id: S.betaalprobleem, account_id: A.betaalprobleem, brand_key: "dagkoerier", product_code: "DK-ZATERDAG",
    title: "De Dagkoerier", sub_title: "Zaterdagkrant", status: "ACTIVE", start_date: "2025-04-01", end_date: null,
    renewal: "AUTOMATIC", payment_method: "DIRECT_DEBIT_NL", payment_status: "FAILED", iban: "NL44RABO0123456789",
    account_holder: "F. El Amrani", card_brand: null, card_last4: null, ...deliveryAddress(demoAccount(A.betaalprobleem)),
    created_at: "2025-03-25T14:00:00.000Z",
  },
];

const contractPhases: SeedRow[] = [
  { subscription_id: S.janDagkoerier, seq: 1, start_date: "2019-03-01", end_date: "2020-02-29", price_cents: 2999, billing_period: "MONTH", description: "Welkomstkorting eerste jaar" },
  { subscription_id: S.janDagkoerier, seq: 2, start_date: "2020-03-01", end_date: null, price_cents: 4599, billing_period: "MONTH", description: "Doorlopend abonnement" },
  { subscription_id: S.janWereldwijzer, seq: 1, start_date: "2022-01-01", end_date: null, price_cents: 7950, billing_period: "YEAR", description: "Jaarabonnement" },
  { subscription_id: S.anOchtendpost, seq: 1, start_date: "2021-06-01", end_date: null, price_cents: 3995, billing_period: "MONTH", description: "Doorlopend abonnement" },
  { subscription_id: S.anZendernet, seq: 1, start_date: "2023-02-14", end_date: null, price_cents: 0, billing_period: "MONTH", description: "Gratis account" },
  { subscription_id: S.digitaal, seq: 1, start_date: "2024-09-01", end_date: null, price_cents: 1799, billing_period: "MONTH", description: "Doorlopend abonnement" },
  { subscription_id: S.opgezegd, seq: 1, start_date: "2015-01-01", end_date: "2026-09-30", price_cents: 4399, billing_period: "QUARTER", description: "Kwartaalabonnement (opgezegd)" },
  { subscription_id: S.betaalprobleem, seq: 1, start_date: "2025-04-01", end_date: null, price_cents: 1450, billing_period: "MONTH", description: "Doorlopend abonnement" },
];

/** Taken out by phone or in a shop, not linked to any account yet (README: "Abonnement koppelen"). */
const unlinkedSubscriptions: SeedRow[] = [
  {
    id: DEMO.unlinkedSubscriptions.dagkoerier, brand_key: "dagkoerier", product_code: "DK-ZATERDAG", title: "De Dagkoerier",
    sub_title: "Zaterdagkrant", status: "ACTIVE", start_date: "2026-10-03", end_date: null, renewal: "AUTOMATIC",
    payment_method: "DIRECT_DEBIT_NL", iban: "NL20INGB0001234567", account_holder: "T. Bakker", delivery_street: "Prinsengracht",
    delivery_house_number: "263", delivery_house_number_suffix: null, delivery_zip_code: "1016 GV", delivery_city: "Amsterdam",
    delivery_country_code: "NL",
    phases: JSON.stringify([{ seq: 1, start_date: "2026-10-03", end_date: null, price_cents: 1450, billing_period: "MONTH", description: "Doorlopend abonnement" }]),
    created_at: "2026-10-01T11:00:00.000Z",
  },
  {
    id: DEMO.unlinkedSubscriptions.ochtendpost, brand_key: "ochtendpost", product_code: "OP-COMBI", title: "De Ochtendpost",
    sub_title: "Krant + digitaal", status: "ACTIVE", start_date: "2026-09-01", end_date: null, renewal: "AUTOMATIC",
    payment_method: "DIRECT_DEBIT_BE", iban: "BE71096123456769", account_holder: "L. Peeters", delivery_street: "Veldstraat",
    delivery_house_number: "10", delivery_house_number_suffix: null, delivery_zip_code: "9000", delivery_city: "Gent",
    delivery_country_code: "BE",
    phases: JSON.stringify([{ seq: 1, start_date: "2026-09-01", end_date: null, price_cents: 3995, billing_period: "MONTH", description: "Doorlopend abonnement" }]),
    created_at: "2026-08-28T15:00:00.000Z",
  },
];

export const seed = (): SeedTable[] => [
  { table: "products", rows: products },
  { table: "subscriptions", rows: subscriptions },
  { table: "contract_phases", rows: contractPhases },
  { table: "unlinked_subscriptions", rows: unlinkedSubscriptions },
];
