import type { IconName } from "~/ui/icon/icon";
import { matchesQuery, normalizeForSearch, queryWords, textOfHtml } from "./search";

// The FAQ as the page shows it, and its search (the same on the server and in the browser). The
// answers arrive rendered (faq-content.server.ts renders each brand's FAQ once per content revision):
// the page neither ships nor runs the Portable Text renderer for them.

export interface FaqQuestion {
  slug: string;
  question: string;
  /** The answer as HTML, rendered on the server by the design system's RichText (brand name filled in). */
  answerHtml: string;
}

export interface FaqCategory {
  slug: string;
  title: string;
  icon: IconName;
  questions: FaqQuestion[];
}

/** What search looks in: the question and the answer as the reader sees it; worked out once per question. */
const searchTexts = new WeakMap<FaqQuestion, string>();
function searchTextOf(question: FaqQuestion): string {
  let text = searchTexts.get(question);
  if (text === undefined) searchTexts.set(question, (text = normalizeForSearch(`${question.question} ${textOfHtml(question.answerHtml)}`)));
  return text;
}

/**
 * The questions whose question or answer hold every word of the query, exactly: the browser's search for
 * the moment between the first keystroke and the search library's arrival (faq-search.ts).
 */
export function searchFaq(categories: FaqCategory[], query: string): FaqCategory[] {
  const words = queryWords(query);
  if (words.length === 0) return categories;
  return categories
    .map((category) => ({ ...category, questions: category.questions.filter((question) => matchesQuery(searchTextOf(question), words)) }))
    .filter((category) => category.questions.length > 0);
}

/** The categories with only the questions found (in their own order), and no category left empty; all of them for no search. */
export function foundIn(categories: FaqCategory[], found: ReadonlySet<string> | null): FaqCategory[] {
  if (found === null) return categories;
  return categories
    .map((category) => ({ ...category, questions: category.questions.filter((question) => found.has(question.slug)) }))
    .filter((category) => category.questions.length > 0);
}
