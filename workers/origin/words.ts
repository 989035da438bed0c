import type { Country } from "./calendar";

/**
 * Where a Belgian reader says it otherwise (nl-BE), for the origin's pages and e-mails, as the portal's
 * `translations.be` says it on Belgian brands ("Aanmelden" in the header). The country is the brand's
 * (the identity provider's pages, `identity/pages.ts` `loginWords`; a brand's e-mail) or the account's
 * (`accountCountry`).
 */

const BELGIAN = {
  lang: "nl-BE",
  login: "Aanmelden",
  loggingIn: "aanmelden",
  logIn: "Meld u aan",
  afterReset: "Na het opslaan bent u op al uw toestellen afgemeld en hier meteen aangemeld.",
  haveYou: "Hebt u",
  youHave: "U hebt",
  customerService: "klantendienst",
  devices: "toestellen",
  loggedOut: "afgemeld",
  logInWith: "U meldt zich voortaan aan met",
  logInToIt: "meld u aan met uw account",
  keepAccount: "Meld u voor die datum aan met uw e-mailadres en wachtwoord en kies 'Account behouden'. Dan blijft alles zoals het was.",
};

const DUTCH: typeof BELGIAN = {
  lang: "nl",
  login: "Inloggen",
  loggingIn: "inloggen",
  logIn: "Log in",
  afterReset: "Na het opslaan bent u op al uw apparaten uitgelogd en hier meteen ingelogd.",
  haveYou: "Heeft u",
  youHave: "U heeft",
  customerService: "klantenservice",
  devices: "apparaten",
  loggedOut: "uitgelogd",
  logInWith: "U logt voortaan in met",
  logInToIt: "log in met uw account",
  keepAccount: "Log voor die datum in met uw e-mailadres en wachtwoord en kies 'Account behouden'. Dan blijft alles zoals het was.",
};

export function words(country: Country): typeof BELGIAN {
  return country === "be" ? BELGIAN : DUTCH;
}

/** The account's country ("be" for an address in Belgium), for the words of its e-mails. */
export async function accountCountry(db: D1Database, accountId: string): Promise<Country> {
  const row = await db.prepare("SELECT country_code FROM accounts WHERE id = ?").bind(accountId).first<{ country_code: string | null }>();
  return row?.country_code === "BE" ? "be" : "nl";
}
