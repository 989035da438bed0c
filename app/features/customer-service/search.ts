// FAQ search: case and diacritics do not matter ("geen krant" finds "Ik heb géén krant ontvangen"),
// every word of the query must occur, in any order. The same function filters on the server (the GET
// form without JavaScript) and in the browser (search as you type), so both show the same questions.

/** Lower case, without diacritics, punctuation as spaces, single spaces. */
export function normalizeForSearch(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/ß/g, "ss")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

export function queryWords(query: string): string[] {
  return normalizeForSearch(query).split(" ").filter(Boolean);
}

/** True when every word of the query occurs in the (normalised) text; an empty query matches everything. */
export function matchesQuery(normalizedText: string, words: string[]): boolean {
  const padded = ` ${normalizedText} `;
  return words.every((word) => padded.includes(word));
}

const ENTITIES: Record<string, string> = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#x27;": "'", "&#39;": "'", "&nbsp;": " " };

/** The text of HTML as React renders it (blocks apart, inline tags dropped, its escapes undone): what a reader of it sees. */
export function textOfHtml(html: string): string {
  return html
    .replace(/<\/?(?:p|li|ul|ol|h[1-6]|blockquote|div|br)\b[^>]*>/g, " ")
    .replace(/<[^>]*>/g, "")
    .replace(/&(?:amp|lt|gt|quot|#x27|#39|nbsp);/g, (entity) => ENTITIES[entity] ?? entity);
}

/** The longest query that is searched; anything beyond is ignored. */
export const MAX_QUERY_LENGTH = 100;
