import type { PortableTextBlock } from "@portabletext/react";
import type { IconName } from "~/ui/icon/icon";
import { matchesQuery, normalizeForSearch, plainText, queryWords } from "./search";

// The FAQ as the page shows it, and its search (the same on the server and in the browser).

export interface FaqQuestion {
  slug: string;
  question: string;
  answer: PortableTextBlock[];
}

export interface FaqCategory {
  slug: string;
  title: string;
  icon: IconName;
  questions: FaqQuestion[];
}

/** The questions whose question or answer hold every word of the query (the answer with the brand's name filled in). */
export function searchFaq(categories: FaqCategory[], query: string, brandName: string): FaqCategory[] {
  const words = queryWords(query);
  if (words.length === 0) return categories;
  return categories
    .map((category) => ({
      ...category,
      questions: category.questions.filter((question) =>
        matchesQuery(normalizeForSearch(`${question.question} ${plainText(question.answer).replace(/\{brandName\}/g, brandName)}`), words),
      ),
    }))
    .filter((category) => category.questions.length > 0);
}

