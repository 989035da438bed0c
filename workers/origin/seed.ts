/**
 * Deterministic demo data: fixed ids, fixed salts, fixed dates → the same rows every time.
 * Applied by the origin on its first request when SEED_DEMO_DATA is "true" and there are no
 * accounts yet, and by the test setup. Every INSERT is "OR IGNORE" and the whole seed is one D1
 * batch (one transaction), so concurrent first requests cannot double or half-seed.
 */
import { hashPassword, sha256Hex } from "./crypto";
import { isProduction, type OriginEnv } from "./env";

export const DEMO_PASSWORD = "Welkom-2026!";

/** Fixed ids the tests and the docs refer to. */
export const DEMO = {
  accounts: {
    jan: "acc-jan-jansen",
    an: "acc-an-peeters",
    digitaal: "acc-sanne-de-vries",
    opgezegd: "acc-kees-van-dijk",
    betaalprobleem: "acc-fatima-el-amrani",
    geenAbonnement: "acc-tom-bakker",
    lisa: "acc-lisa-jansen",
    lotte: "acc-lotte-peeters",
  },
  subscriptions: {
    janDagkoerier: "700100",
    janWereldwijzer: "700101",
    anOchtendpost: "700200",
    anZendernet: "700201",
    digitaal: "700300",
    opgezegd: "700400",
    betaalprobleem: "700500",
  },
  suspensions: { jan: "HS-700100-0001", an: "HS-700200-0001" },
  temporaryAddresses: { jan: "TA-700100-0001" },
  invites: {
    jan: { id: "inv-700100-1", key: "uitn-k7Qm2xVb9PzL4sRt" },
    an: { id: "inv-700200-1", key: "uitn-Hc3Wd8Ny5TqE1gKa" },
  },
  coReaders: { jan: "cr-700100-lisa", an: "cr-700200-lotte" },
} as const;

type Row = Record<string, string | number | null>;

const A = DEMO.accounts;
const S = DEMO.subscriptions;
const CREATED = "2026-01-05T09:00:00.000Z";

const accounts: (Row & { id: string; email: string })[] = [
  {
    id: A.jan, email: "jan.jansen@example.nl", first_name: "Jan", last_name: "Jansen", date_of_birth: "1968-04-12",
    gender: "MALE", phone_number: "+31612345678", phone_verified: 0, street: "Kerkstraat", house_number: "12",
    house_number_suffix: "A", zip_code: "3811 CV", city: "Amersfoort", country_code: "NL",
  },
  {
    id: A.an, email: "an.peeters@example.be", first_name: "An", last_name: "Peeters", date_of_birth: "1979-09-23",
    gender: "FEMALE", phone_number: "+32470123456", phone_verified: 1, street: "Lange Leemstraat", house_number: "45",
    house_number_suffix: "bus 3", zip_code: "2018", city: "Antwerpen", country_code: "BE",
  },
  {
    id: A.digitaal, email: "digitaal@example.nl", first_name: "Sanne", last_name: "de Vries", date_of_birth: "1992-02-17",
    gender: "FEMALE", phone_number: "+31623456789", phone_verified: 0, street: "Oudegracht", house_number: "101",
    house_number_suffix: null, zip_code: "3511 AK", city: "Utrecht", country_code: "NL",
  },
  {
    id: A.opgezegd, email: "opgezegd@example.nl", first_name: "Kees", last_name: "van Dijk", date_of_birth: "1955-11-03",
    gender: "MALE", phone_number: "+31229123456", phone_verified: 0, street: "Dorpsstraat", house_number: "8",
    house_number_suffix: null, zip_code: "1721 BD", city: "Broek op Langedijk", country_code: "NL",
  },
  {
    id: A.betaalprobleem, email: "betaalprobleem@example.nl", first_name: "Fatima", last_name: "El Amrani",
    date_of_birth: "1985-06-30", gender: "FEMALE", phone_number: "+31687654321", phone_verified: 1,
    street: "Zwart Janstraat", house_number: "30", house_number_suffix: "B", zip_code: "3035 AT", city: "Rotterdam",
    country_code: "NL",
  },
  {
    id: A.geenAbonnement, email: "geen.abonnement@example.nl", first_name: "Tom", last_name: "Bakker",
    date_of_birth: null, gender: null, phone_number: null, phone_verified: 0, street: null, house_number: null,
    house_number_suffix: null, zip_code: null, city: null, country_code: "NL",
  },
  {
    id: A.lisa, email: "lisa.jansen@example.nl", first_name: "Lisa", last_name: "Jansen", date_of_birth: "2001-07-09",
    gender: "FEMALE", phone_number: null, phone_verified: 0, street: "Biltstraat", house_number: "77",
    house_number_suffix: null, zip_code: "3572 AR", city: "Utrecht", country_code: "NL",
  },
  {
    id: A.lotte, email: "lotte.peeters@example.be", first_name: "Lotte", last_name: "Peeters",
    date_of_birth: "2003-03-14", gender: "FEMALE", phone_number: "+32478987654", phone_verified: 0,
    street: "Naamsestraat", house_number: "12", house_number_suffix: null, zip_code: "3000", city: "Leuven",
    country_code: "BE",
  },
];

const WEEKDAYS_MON_SAT = ["MONDAY", "TUESDAY", "WEDNESDAY", "THURSDAY", "FRIDAY", "SATURDAY"];

const products: Row[] = [
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

const address = (a: (typeof accounts)[number]): Row => ({
  delivery_street: a.street ?? null,
  delivery_house_number: a.house_number ?? null,
  delivery_house_number_suffix: a.house_number_suffix ?? null,
  delivery_zip_code: a.zip_code ?? null,
  delivery_city: a.city ?? null,
  delivery_country_code: a.country_code ?? null,
});
const accountById = (id: string) => accounts.find((a) => a.id === id)!;

const subscriptions: Row[] = [
  {
    id: S.janDagkoerier, account_id: A.jan, brand_key: "dagkoerier", product_code: "DK-KRANT-6",
    title: "De Dagkoerier", sub_title: "Krant 6 dagen per week", status: "ACTIVE", start_date: "2019-03-01",
    end_date: null, renewal: "AUTOMATIC", payment_method: "DIRECT_DEBIT_NL", payment_status: "OK",
    iban: "NL91ABNA0417164300", account_holder: "J. Jansen", card_brand: null, card_last4: null,
    ...address(accountById(A.jan)), created_at: "2019-02-20T10:15:00.000Z",
  },
  {
    id: S.janWereldwijzer, account_id: A.jan, brand_key: "wereldwijzer", product_code: "WW-MAGAZINE",
    title: "Wereldwijzer", sub_title: "Magazine, 10 nummers per jaar", status: "ACTIVE", start_date: "2022-01-01",
    end_date: null, renewal: "AUTOMATIC", payment_method: "DIRECT_DEBIT_NL", payment_status: "OK",
    iban: "NL91ABNA0417164300", account_holder: "J. Jansen", card_brand: null, card_last4: null,
    ...address(accountById(A.jan)), created_at: "2021-12-12T19:40:00.000Z",
  },
  {
    id: S.anOchtendpost, account_id: A.an, brand_key: "ochtendpost", product_code: "OP-COMBI",
    title: "De Ochtendpost", sub_title: "Krant + digitaal", status: "ACTIVE", start_date: "2021-06-01", end_date: null,
    renewal: "AUTOMATIC", payment_method: "DIRECT_DEBIT_BE", payment_status: "OK", iban: "BE68539007547034",
    account_holder: "A. Peeters", card_brand: null, card_last4: null, ...address(accountById(A.an)),
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
    ...address(accountById(A.opgezegd)), created_at: "2014-12-10T09:00:00.000Z",
  },
  {
    id: S.betaalprobleem, account_id: A.betaalprobleem, brand_key: "dagkoerier", product_code: "DK-ZATERDAG",
    title: "De Dagkoerier", sub_title: "Zaterdagkrant", status: "ACTIVE", start_date: "2025-04-01", end_date: null,
    renewal: "AUTOMATIC", payment_method: "DIRECT_DEBIT_NL", payment_status: "FAILED", iban: "NL44RABO0123456789",
    account_holder: "F. El Amrani", card_brand: null, card_last4: null, ...address(accountById(A.betaalprobleem)),
    created_at: "2025-03-25T14:00:00.000Z",
  },
];

const contractPhases: Row[] = [
  { subscription_id: S.janDagkoerier, seq: 1, start_date: "2019-03-01", end_date: "2020-02-29", price_cents: 2999, billing_period: "MONTH", description: "Welkomstkorting eerste jaar" },
  { subscription_id: S.janDagkoerier, seq: 2, start_date: "2020-03-01", end_date: null, price_cents: 4599, billing_period: "MONTH", description: "Doorlopend abonnement" },
  { subscription_id: S.janWereldwijzer, seq: 1, start_date: "2022-01-01", end_date: null, price_cents: 7950, billing_period: "YEAR", description: "Jaarabonnement" },
  { subscription_id: S.anOchtendpost, seq: 1, start_date: "2021-06-01", end_date: null, price_cents: 3995, billing_period: "MONTH", description: "Doorlopend abonnement" },
  { subscription_id: S.anZendernet, seq: 1, start_date: "2023-02-14", end_date: null, price_cents: 0, billing_period: "MONTH", description: "Gratis account" },
  { subscription_id: S.digitaal, seq: 1, start_date: "2024-09-01", end_date: null, price_cents: 1799, billing_period: "MONTH", description: "Doorlopend abonnement" },
  { subscription_id: S.opgezegd, seq: 1, start_date: "2015-01-01", end_date: "2026-09-30", price_cents: 4399, billing_period: "QUARTER", description: "Kwartaalabonnement (opgezegd)" },
  { subscription_id: S.betaalprobleem, seq: 1, start_date: "2025-04-01", end_date: null, price_cents: 1450, billing_period: "MONTH", description: "Doorlopend abonnement" },
];

function monthlyInvoices(
  prefix: string, brandId: string, accountId: string, subscriptionId: string, cents: number, months: string[], openFrom = Infinity,
  openStatus: "OPEN" | "OVERDUE" = "OPEN",
): Row[] {
  const monthNames = ["januari", "februari", "maart", "april", "mei", "juni", "juli", "augustus", "september", "oktober", "november", "december"];
  return months.map((month, index) => {
    const [year, monthNumber] = month.split("-").map(Number) as [number, number];
    const open = index >= openFrom;
    const lastDay = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
    return {
      id: `${prefix}-${month}`, account_id: accountId, subscription_id: subscriptionId,
      invoice_number: `${brandId}${month.replace("-", "")}${subscriptionId}`,
      title: `Factuur ${monthNames[monthNumber - 1]} ${year}`, amount_cents: cents,
      status: open ? (index === months.length - 1 ? "OPEN" : openStatus) : "PAID",
      issue_date: `${month}-01`, due_date: `${month}-15`, paid_at: open ? null : `${month}-15T06:00:00.000Z`,
      period_start: `${month}-01`, period_end: `${month}-${String(lastDay).padStart(2, "0")}`,
    };
  });
}

const invoices: Row[] = [
  ...monthlyInvoices("inv-dk-jan", "DK", A.jan, S.janDagkoerier, 4599, ["2026-07", "2026-08", "2026-09", "2026-10", "2026-11"], 4),
  {
    id: "inv-ww-jan-2026", account_id: A.jan, subscription_id: S.janWereldwijzer, invoice_number: "WW202601700101",
    title: "Factuur jaarabonnement 2026", amount_cents: 7950, status: "PAID", issue_date: "2026-01-01",
    due_date: "2026-01-15", paid_at: "2026-01-14T06:00:00.000Z", period_start: "2026-01-01", period_end: "2026-12-31",
  },
  ...monthlyInvoices("inv-op-an", "OP", A.an, S.anOchtendpost, 3995, ["2026-09", "2026-10", "2026-11"]),
  ...monthlyInvoices("inv-dk-sanne", "DK", A.digitaal, S.digitaal, 1799, ["2026-10", "2026-11"]),
  ...monthlyInvoices("inv-dk-kees", "DK", A.opgezegd, S.opgezegd, 13197, ["2026-04", "2026-07"]),
  {
    id: "inv-dk-kees-credit", account_id: A.opgezegd, subscription_id: S.opgezegd, invoice_number: "CR202610700400",
    title: "Creditnota na opzegging", amount_cents: -2199, status: "CREDITED", issue_date: "2026-10-03",
    due_date: "2026-10-17", paid_at: null, period_start: "2026-09-16", period_end: "2026-09-30",
  },
  ...monthlyInvoices("inv-dk-fatima", "DK", A.betaalprobleem, S.betaalprobleem, 1450, ["2026-09", "2026-10", "2026-11"], 1, "OVERDUE"),
];

const holidaySuspensions: Row[] = [
  {
    change_id: DEMO.suspensions.jan, account_id: A.jan, subscription_id: S.janDagkoerier, start_date: "2027-07-12",
    end_date: "2027-07-31", status: "PLANNED", compensation: "EXTEND_SUBSCRIPTION", created_at: "2026-11-02T18:20:00.000Z",
    cancelled_at: null,
  },
  {
    change_id: DEMO.suspensions.an, account_id: A.an, subscription_id: S.anOchtendpost, start_date: "2027-04-05",
    end_date: "2027-04-18", status: "PLANNED", compensation: "DONATE", created_at: "2026-10-28T07:45:00.000Z",
    cancelled_at: null,
  },
];

const holidayTemporaryAddresses: Row[] = [
  {
    change_id: DEMO.temporaryAddresses.jan, account_id: A.jan, subscription_id: S.janDagkoerier, start_date: "2026-08-03",
    end_date: "2026-08-15", status: "PLANNED", street: "Badweg", house_number: "5", house_number_suffix: null,
    zip_code: "1796 AA", city: "De Koog", country_code: "NL", created_at: "2026-07-10T12:00:00.000Z", cancelled_at: null,
  },
];

const invites: Row[] = [
  {
    id: DEMO.invites.jan.id, invite_key: DEMO.invites.jan.key, account_id: A.jan, subscription_id: S.janDagkoerier,
    email: "pieter.bakker@example.nl", status: "PENDING", created_at: "2026-11-10T20:00:00.000Z",
    expires_at: "2027-12-31T23:00:00.000Z", accepted_at: null, revoked_at: null,
  },
  {
    id: DEMO.invites.an.id, invite_key: DEMO.invites.an.key, account_id: A.an, subscription_id: S.anOchtendpost,
    email: "jonas.maes@example.be", status: "PENDING", created_at: "2026-11-12T09:30:00.000Z",
    expires_at: "2027-12-31T23:00:00.000Z", accepted_at: null, revoked_at: null,
  },
];

const coReaders: Row[] = [
  { id: DEMO.coReaders.jan, subscription_id: S.janDagkoerier, owner_account_id: A.jan, co_reader_account_id: A.lisa, created_at: "2025-05-01T10:00:00.000Z", revoked_at: null },
  { id: DEMO.coReaders.an, subscription_id: S.anOchtendpost, owner_account_id: A.an, co_reader_account_id: A.lotte, created_at: "2025-09-15T16:00:00.000Z", revoked_at: null },
];

const newsletters: Row[] = [
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

const newsletterSubscriptions: Row[] = [
  { account_id: A.jan, newsletter_id: "nl-dk-ochtend", created_at: "2024-03-01T08:00:00.000Z" },
  { account_id: A.jan, newsletter_id: "nl-ww-inspiratie", created_at: "2024-05-11T08:00:00.000Z" },
  { account_id: A.an, newsletter_id: "nl-op-vandaag", created_at: "2023-01-20T08:00:00.000Z" },
];

const offers: Row[] = [
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

/** Channels per brand; brands without a row get the default (e-mail only). */
const communicationPreferences: Row[] = [
  { account_id: A.jan, brand_key: "dagkoerier", email: 1, sms: 1, post: 0, phone: 0, updated_at: "2025-11-20T19:00:00.000Z" },
  { account_id: A.jan, brand_key: "wereldwijzer", email: 1, sms: 0, post: 1, phone: 0, updated_at: "2025-11-20T19:00:00.000Z" },
  { account_id: A.an, brand_key: "ochtendpost", email: 1, sms: 0, post: 0, phone: 1, updated_at: "2025-10-02T08:30:00.000Z" },
  { account_id: A.an, brand_key: "zendernet", email: 0, sms: 0, post: 0, phone: 0, updated_at: "2025-10-02T08:30:00.000Z" },
];

const activityEvents: Row[] = [
  { id: 1, account_id: A.jan, session_id: null, type: "LOGIN", at: "2026-11-02T18:15:00.000Z", details: JSON.stringify({ method: "password" }) },
  { id: 2, account_id: A.jan, session_id: null, type: "PROFILE_UPDATED", at: "2026-11-02T18:17:00.000Z", details: JSON.stringify({ fields: "phone_number" }) },
];

function insertOrIgnore(db: D1Database, table: string, row: Row): D1PreparedStatement {
  const columns = Object.keys(row);
  const sql = `INSERT OR IGNORE INTO ${table} (${columns.map((c) => `"${c}"`).join(", ")}) VALUES (${columns.map(() => "?").join(", ")})`;
  return db.prepare(sql).bind(...columns.map((c) => row[c] ?? null));
}

/** Deterministic 16-byte salt per account id. */
async function fixedSalt(accountId: string): Promise<Uint8Array<ArrayBuffer>> {
  const hex = await sha256Hex(`mijn-omgeving-demo-salt:${accountId}`);
  return new Uint8Array(hex.slice(0, 32).match(/../g)!.map((byte) => parseInt(byte, 16)));
}

let passwordHashes: Promise<Map<string, string>> | null = null;
function demoPasswordHashes(): Promise<Map<string, string>> {
  passwordHashes ??= (async () => {
    const entries = await Promise.all(
      accounts.map(async (a) => [a.id, await hashPassword(DEMO_PASSWORD, await fixedSalt(a.id))] as const),
    );
    return new Map(entries);
  })();
  return passwordHashes;
}

/** Inserts the demo data (idempotent: existing rows are left alone). */
export async function seedDemoData(db: D1Database): Promise<void> {
  const hashes = await demoPasswordHashes();
  const statements: D1PreparedStatement[] = [
    ...accounts.map((a) =>
      insertOrIgnore(db, "accounts", { ...a, password_hash: hashes.get(a.id)!, created_at: CREATED, updated_at: CREATED }),
    ),
    ...products.map((row) => insertOrIgnore(db, "products", row)),
    ...subscriptions.map((row) => insertOrIgnore(db, "subscriptions", row)),
    ...contractPhases.map((row) => insertOrIgnore(db, "contract_phases", row)),
    ...invoices.map((row) => insertOrIgnore(db, "invoices", row)),
    ...holidaySuspensions.map((row) => insertOrIgnore(db, "holiday_suspensions", row)),
    ...holidayTemporaryAddresses.map((row) => insertOrIgnore(db, "holiday_temporary_addresses", row)),
    ...invites.map((row) => insertOrIgnore(db, "shared_access_invites", row)),
    ...coReaders.map((row) => insertOrIgnore(db, "co_readers", row)),
    ...newsletters.map((row) => insertOrIgnore(db, "newsletters", row)),
    ...newsletterSubscriptions.map((row) => insertOrIgnore(db, "newsletter_subscriptions", row)),
    ...offers.map((row) => insertOrIgnore(db, "offers", row)),
    ...communicationPreferences.map((row) => insertOrIgnore(db, "communication_preferences", row)),
    ...activityEvents.map((row) => insertOrIgnore(db, "activity_events", row)),
  ];
  await db.batch(statements);
}

/** One seeding attempt per database binding per isolate; concurrent first requests share it. */
const seeding = new WeakMap<D1Database, Promise<void>>();

/** Seeds when enabled and the accounts table is empty; never in production (known passwords). */
export function ensureSeeded(env: Pick<OriginEnv, "DB" | "SEED_DEMO_DATA" | "ENVIRONMENT">): Promise<void> {
  if (env.SEED_DEMO_DATA !== "true" || isProduction(env)) return Promise.resolve();
  let attempt = seeding.get(env.DB);
  if (!attempt) {
    attempt = (async () => {
      const row = await env.DB.prepare("SELECT EXISTS (SELECT 1 FROM accounts) AS seeded").first<{ seeded: number }>();
      if (!row?.seeded) await seedDemoData(env.DB);
    })().catch((error: unknown) => {
      seeding.delete(env.DB); // try again on the next request
      throw error;
    });
    seeding.set(env.DB, attempt);
  }
  return attempt;
}
