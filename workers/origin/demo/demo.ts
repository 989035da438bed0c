/**
 * The demo data's fixed ids, people and password: the contract that README.md, ARCHITECTURE.md,
 * the tests and the areas' seed fragments (areas/<area>/seed.ts) share.
 */
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
  /** Not linked to any account: linkSubscriptionAsOwner with the number and the postcode. */
  unlinkedSubscriptions: { dagkoerier: "700700", ochtendpost: "700800" },
  suspensions: { jan: "HS-700100-0001", an: "HS-700200-0001" },
  /** janRunning: Jan's Wereldwijzer goes to a holiday address right now (it can be shortened). */
  temporaryAddresses: { jan: "TA-700100-0001", janRunning: "TA-700101-0001" },
  /** Jan's completed move of 2024 (the moving-house overview's past move). */
  moves: { janPast: "MV-acc-jan-jansen-0001" },
  invites: {
    jan: { id: "inv-700100-1", key: "k7Qm2xVb9PzL4sRtWd8Ny5TqE1gKaHc3x" },
    an: { id: "inv-700200-1", key: "Hc3Wd8Ny5TqE1gKak7Qm2xVb9PzL4sRtB" },
    /** Sent by Jan to an address, expired: the invitee's page explains it. */
    janExpired: { id: "inv-700100-2", key: "Xp4Lr7Tm2Qw9Zs6Vb1Nc8Kd3Fg5Hj0Ya" },
  },
  coReaders: { jan: "cr-700100-lisa", an: "cr-700200-lotte" },
} as const;

export type SeedRow = Record<string, string | number | null>;

/** When the demo accounts were created. */
export const CREATED = "2026-01-05T09:00:00.000Z";

const A = DEMO.accounts;

/** The demo people as rows of `accounts` (without the password hash). */
export const DEMO_ACCOUNTS: (SeedRow & { id: string; email: string })[] = [
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

export const demoAccount = (id: string) => DEMO_ACCOUNTS.find((a) => a.id === id)!;
