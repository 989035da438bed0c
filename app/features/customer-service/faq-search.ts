import MiniSearch, { type Query } from "minisearch";
import type { FaqCategory } from "./faq";
import { normalizeForSearch, textOfHtml } from "./search";

// FAQ search as a reader types it (ADR 49): MiniSearch (a well-kept full-text library) over each question
// and its answer, tolerant of word forms (prefixes: "bezorg" finds "bezorging", "bezorger"), of typos
// ("abbonement" finds "abonnement") and of the words people use for the same thing ("gekregen" finds
// "ontvangen"). Every word that is not a stop word must be found (or one of its synonyms); the question
// counts twice the answer. The server searches with it for the page without JavaScript; the browser
// loads it when the reader starts typing.

/** Words that say nothing about what is asked (they occur in every question). */
const STOP_WORDS = new Set(["de", "het", "een", "ik", "mijn", "is", "van", "en", "op", "in", "te", "om", "hoe", "wat", "waar", "wanneer", "kan", "u", "uw", "er", "aan", "met", "voor", "die", "dat", "mij", "me", "nu", "of", "ook", "nog", "wordt", "word", "heb", "heeft", "hebt", "zijn", "mag", "moet", "wil"]);

/** Words people use for the same thing, each group's first the one the FAQ uses most. */
const SYNONYMS: string[][] = [
  ["ontvangen", "gekregen", "gehad", "bezorgd", "geleverd", "binnen", "gekomen"],
  ["opzeggen", "stoppen", "beeindigen", "opzegging", "afmelden", "annuleren"],
  ["factuur", "rekening", "nota", "facturen"],
  ["inloggen", "aanmelden", "login", "inlog"],
  ["verhuizen", "verhuis", "verhuizing", "adreswijziging", "adres"],
  ["vakantie", "pauze", "pauzeren", "stopzetten", "afwezig"],
  ["betaling", "betalen", "incasso", "betaald", "bankrekening", "rekeningnummer", "iban"],
  ["wachtwoord", "password", "paswoord"],
  ["krant", "dagblad", "blad"],
  ["magazine", "tijdschrift", "blad"],
  ["e-mailadres", "email", "mail", "mailadres"],
  ["telefoonnummer", "telefoon", "gsm", "mobiel", "nummer"],
  ["digitaal", "online", "app", "e-paper", "epaper"],
  ["klantenservice", "klantendienst", "contact", "bellen"],
];

const terms = (text: string) => normalizeForSearch(text).split(" ").filter(Boolean);

/** Each word with the words of its groups, all as search sees them (one term each: "e-paper" is left out). */
const synonymsOf = new Map<string, string[]>();
for (const group of SYNONYMS.map((words) => words.map(terms).filter((found) => found.length === 1).map(([word]) => word!))) {
  for (const word of group) synonymsOf.set(word, [...new Set([...(synonymsOf.get(word) ?? []), ...group])]);
}

interface Indexed {
  id: string;
  question: string;
  answer: string;
}

/** Prefixes from three letters on; typos from five (one letter off per five). */
const SEARCH = {
  prefix: (term: string) => term.length >= 3,
  fuzzy: (term: string) => (term.length >= 5 ? 0.2 : false),
  boost: { question: 2 },
};

/** A search over these categories' questions: the slugs found for a query, null for an empty one. */
export function faqSearcher(categories: FaqCategory[]): (query: string) => Set<string> | null {
  const index = new MiniSearch<Indexed>({
    fields: ["question", "answer"],
    tokenize: terms,
    processTerm: (term) => term,
    searchOptions: SEARCH,
  });
  index.addAll(categories.flatMap((category) => category.questions.map((question) => ({ id: question.slug, question: question.question, answer: textOfHtml(question.answerHtml) }))));
  return (query) => {
    const words = terms(query);
    if (words.length === 0) return null;
    const meaningful = words.filter((word) => !STOP_WORDS.has(word));
    // Only stop words ("hoe kan ik"): nothing specific asked, so every question that has them all.
    const asked = meaningful.length > 0 ? meaningful : words;
    const tree: Query = { combineWith: "AND", queries: asked.map((word) => ({ combineWith: "OR", queries: synonymsOf.get(word) ?? [word] })) };
    return new Set(index.search(tree).map((result) => String(result.id)));
  };
}
