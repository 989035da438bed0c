/**
 * Where a Belgian reader says it otherwise (nl-BE), for the origin's e-mails: the words the portal's
 * `translations.be` and the identity provider's pages (`identity/pages.ts` `loginWords`) use on Belgian
 * brands. The country is the brand's (a brand's e-mail) or the account's (`accountCountry`).
 */
export type Country = "nl" | "be";

const BELGIAN = {
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
