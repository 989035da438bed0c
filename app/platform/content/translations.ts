import type { PortableTextBlock } from "@portabletext/react";
import { logOnce } from "../observability/developer-log";

// Translations (spec §3): a dictionary of keys to text plus rich text blocks. The Dutch default
// always stands beside the key in code, so a missing key still reads well — and is logged.

export interface Translations {
  language: "nl" | "be";
  entries: Record<string, string>;
  richText: Record<string, PortableTextBlock[]>;
  /** `?debug=locale` outside production: show keys instead of texts. */
  showKeys: boolean;
}

export const emptyTranslations: Translations = { language: "nl", entries: {}, richText: {}, showKeys: false };

/** Spec §8: `?debug=locale` shows translation keys instead of texts, outside production only. */
export function showsTranslationKeys(environment: string, url: URL): boolean {
  return environment !== "production" && url.searchParams.get("debug") === "locale";
}

export function translate(translations: Translations, key: string, fallback: string, values?: Record<string, string | number>): string {
  if (translations.showKeys) return key;
  let text = translations.entries[key];
  if (text === undefined) {
    logOnce("error", `Missing translation: ${key}`);
    text = fallback;
  }
  return values ? text.replace(/\{(\w+)\}/g, (match, name: string) => String(values[name] ?? match)) : text;
}

interface TranslationDocument {
  language?: unknown;
  entries?: unknown;
  richText?: unknown;
}

function collect(document: TranslationDocument | undefined, into: Omit<Translations, "language" | "showKeys">) {
  if (!document) return;
  if (Array.isArray(document.entries)) {
    for (const entry of document.entries as Array<{ key?: unknown; value?: unknown }>) {
      if (typeof entry?.key === "string" && typeof entry.value === "string") into.entries[entry.key] = entry.value;
    }
  }
  if (Array.isArray(document.richText)) {
    for (const entry of document.richText as Array<{ key?: unknown; blocks?: unknown }>) {
      if (typeof entry?.key === "string" && Array.isArray(entry.blocks)) into.richText[entry.key] = entry.blocks as PortableTextBlock[];
    }
  }
}

/**
 * nl-NL is the base; Belgian brands get the nl-BE differences on top. Each language may have a
 * document per content category (spec §3: account, subscription, faq, …); together they are one
 * dictionary. With `categories`, only the documents of `all` and of those categories count (what a
 * page loads); without, every document (the server's own texts).
 */
export function mergeTranslations(documents: unknown, language: "nl" | "be", showKeys: boolean, categories: readonly string[] | null = null): Translations {
  // The content cache hands out the same documents array while it is fresh: merge it once per isolate.
  const memo = typeof documents === "object" && documents !== null ? merged.get(documents) : undefined;
  const key = `${language}:${showKeys}:${categories ? categories.join(",") : "*"}`;
  const known = memo?.get(key);
  if (known) return known;
  const result = merge(documents, language, showKeys, categories);
  if (typeof documents === "object" && documents !== null) {
    if (memo) memo.set(key, result);
    else merged.set(documents, new Map([[key, result]]));
  }
  return result;
}

const merged = new WeakMap<object, Map<string, Translations>>();

/** A document without a category is one of `all`. */
function inScope(doc: TranslationDocument & { category?: unknown }, categories: readonly string[] | null): boolean {
  if (!categories) return true;
  const category = typeof doc.category === "string" ? doc.category : "all";
  return category === "all" || categories.includes(category);
}

function merge(documents: unknown, language: "nl" | "be", showKeys: boolean, categories: readonly string[] | null): Translations {
  const docs = ((Array.isArray(documents) ? documents : []) as Array<TranslationDocument & { category?: unknown }>).filter((doc) => doc && inScope(doc, categories));
  const result = { entries: {} as Record<string, string>, richText: {} as Record<string, PortableTextBlock[]> };
  for (const doc of docs) if (doc?.language === "nl") collect(doc, result);
  if (language === "be") for (const doc of docs) if (doc?.language === "be") collect(doc, result);
  return { language, ...result, showKeys };
}

/** `t(key, dutchDefault, values)`: `useT()` in components, the request's translations on the server. */
export type Translate = (key: string, fallback: string, values?: Record<string, string | number>) => string;
