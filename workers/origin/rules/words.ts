import { AsyncLocalStorage } from "node:async_hooks";
import type { Country } from "../calendar/calendar";

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

/**
 * The handwritten words and sentences of the pages and e-mails that were built with them. For a new text,
 * write the Dutch sentence and pass it through `sayIn`; this table keeps what the phrase table below
 * cannot derive (separable verbs such as "Log voor die datum in", `lang`).
 */
export function words(country: Country): typeof BELGIAN {
  return country === "be" ? BELGIAN : DUTCH;
}

/** The account's country ("be" for an address in Belgium), for the words of its e-mails. */
export async function accountCountry(db: D1Database, accountId: string): Promise<Country> {
  const row = await db.prepare("SELECT country_code FROM accounts WHERE id = ?").bind(accountId).first<{ country_code: string | null }>();
  return row?.country_code === "BE" ? "be" : "nl";
}

/**
 * Whole phrases first, then single words: a Belgian reader's word for each Dutch-only one the portal's
 * content rule names (workers/content/dataset.test.ts). `tests/build/origin-belgian-words.test.ts` runs
 * every message literal of the origin through it and requires that none is left. "u heeft" becomes "u
 * hebt" also where "u" is the object ("dat het u heeft geholpen"); a Belgian reader says that too.
 */
const BELGIAN_PHRASES: [RegExp, string][] = [
  [/\bU heeft ingelogd\b/g, "U hebt zich aangemeld"],
  [/\bLog opnieuw in\b/g, "Meld u opnieuw aan"],
  [/\bLog in\b/g, "Meld u aan"],
  [/\blog in\b/g, "meld u aan"],
  [/\bu uitlogt\b/g, "u zich afmeldt"],
  [/\bUitloggen\b/g, "Afmelden"],
  [/\buitloggen\b/g, "afmelden"],
  [/\buitgelogd\b/g, "afgemeld"],
  [/\bInloggen\b/g, "Aanmelden"],
  [/\binloggen\b/g, "aanmelden"],
  [/\bInlog/g, "Aanmeld"],
  [/\binlog/g, "aanmeld"],
  [/\bingelogd\b/g, "aangemeld"],
  [/\b([Uu]) heeft\b/g, "$1 hebt"],
  [/\b([Hh])eeft u\b/g, "$1ebt u"],
  [/\b([Kk])lantenservice\b/g, "$1lantendienst"],
  [/\bApparaten\b/g, "Toestellen"],
  [/\bapparaten\b/g, "toestellen"],
  [/\bApparaat\b/g, "Toestel"],
  [/\bapparaat\b/g, "toestel"],
  [/\bWoonplaats\b/g, "Gemeente"],
  [/\bwoonplaats\b/g, "gemeente"],
  // A Belgian paper is "bedeeld": de bedeling, de bedeler, het bedelingsadres. Not inside a path
  // (/bezorgservice/…) or a word that only contains it.
  [/(?<![/\w-])([Bb])ezorgservice\b/g, "$1edeling"],
  [/(?<![/\w-])([Bb])ezorgadres/g, "$1edelingsadres"],
  [/(?<![/\w-])([Bb])ezorgdag/g, "$1edelingsdag"],
  [/(?<![/\w-])([Bb])ezorgklacht/g, "$1edelingsklacht"],
  [/(?<![/\w-])([Bb])ezorger/g, "$1edeler"],
  [/(?<![/\w-])([Bb])ezorging/g, "$1edeling"],
  [/(?<![/\w-])([Bb])ezorgd\b/g, "$1edeeld"],
  [/(?<![/\w-])([Bb])ezorgt\b/g, "$1edeelt"],
  [/(?<![/\w-])([Bb])ezorgen\b/g, "$1edelen"],
  // "tot en met": a Belgian writes t.e.m. (issue 58).
  [/\bt\/m\b/g, "t.e.m."],
  // "het adres": "uw nieuw adres", "uw huidig adres".
  [/\b([Uu])w (nieuw|huidig)e adres\b/g, "$1w $2 adres"],
];

/** A Dutch message as a Belgian reader says it ("U hebt", "aanmelden", "klantendienst", "bedeling"). */
export function belgianMessage(text: string): string {
  let out = text;
  for (const [pattern, replacement] of BELGIAN_PHRASES) out = out.replace(pattern, replacement);
  return out;
}

/** A text of ours in the words of `country`: a brand's or an account's, for what the origin sends. */
export function sayIn(country: Country, text: string): string {
  return country === "be" ? belgianMessage(text) : text;
}

/** The request's language; the account's own preference replaces the caller's once the token names the account. */
const callerLanguage = new AsyncLocalStorage<{ country: Country }>();

/** "be" when the caller asks for Belgian Dutch first (`Accept-Language: nl-BE`, as the portal does on Belgian brands). */
export function acceptedCountry(acceptLanguage: string | null): Country {
  const first = acceptLanguage?.split(",")[0]?.split(";")[0]?.trim().toLowerCase();
  return first === "nl-be" ? "be" : "nl";
}

/** Runs one request's work with its caller's language, for the messages of the errors it raises. */
export function inCallerLanguage<T>(request: Request, work: () => T): T {
  return callerLanguage.run({ country: acceptedCountry(request.headers.get("accept-language")) }, work);
}

/**
 * The account of the request's bearer token has a language preference (nl-NL, nl-BE): its messages
 * follow it, whatever the caller asked (issue 59). The portal sends a write before it knows the
 * account's preference (the session check rides on the write), so the account decides here, as the
 * portal's page does once the check is in; without a preference the caller's (the brand's) language stays.
 */
export function speakAccountLanguage(preference: string | null | undefined): void {
  const store = callerLanguage.getStore();
  if (!store || !preference) return;
  store.country = acceptedCountry(preference);
}

/** The country whose Dutch the request being handled asked for ("nl" outside one). */
export function callerCountry(): Country {
  return callerLanguage.getStore()?.country ?? "nl";
}

/** A message in the language of the request being handled (Dutch outside one). */
export function callerMessage(text: string): string {
  return sayIn(callerCountry(), text);
}
