import type { PortableTextBlock } from "@portabletext/react";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { Brand } from "~/platform/content/brand";
import type { AppContext } from "~/platform/request/context";
import type { PageLanguage } from "~/platform/locale/language";
import { isIconName } from "~/ui/icon/icon";
import { RichText } from "~/ui/rich-text/rich-text";
import type { FaqCategory } from "./faq";

// The FAQ is content (docs/content-model.md): `faqCategory` documents (content category `faq`) and
// `faqItem` documents (`faq-items`), read only by the FAQ page and cached in KV like the brand
// documents (stale-while-revalidate; preview reads the API). Items may be limited to brands or brand
// categories and carry an nl-BE variant of their question and answer.

export const FAQ_QUERY = `{
  "categories": *[_type == "faqCategory"] | order(order asc),
  "items": *[_type == "faqItem"] | order(order asc)
}`;

interface RawFaq {
  categories?: unknown;
  items?: unknown;
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

type Doc = Record<string, unknown>;
const isDoc = (value: unknown): value is Doc => typeof value === "object" && value !== null;
const text = (value: unknown): string | null => (typeof value === "string" && value.trim() ? value : null);
const list = (value: unknown): string[] => (Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === "string") : []);

function appliesTo(doc: Doc, brand: Pick<Brand, "key" | "category"> | null): boolean {
  const brands = list(doc.brands);
  const categories = list(doc.brandCategories);
  if (brands.length > 0 && (!brand || !brands.includes(brand.key))) return false;
  if (categories.length > 0 && (!brand || !categories.includes(brand.category))) return false;
  return true;
}

/** A question as content holds it: the answer still Portable Text. */
export interface FaqContentQuestion {
  slug: string;
  question: string;
  answer: PortableTextBlock[];
}

export interface FaqContentCategory extends Omit<FaqCategory, "questions"> {
  questions: FaqContentQuestion[];
}

/** The FAQ for one brand and language: categories in order, each with its questions; empty categories left out. */
export function faqFor(raw: unknown, brand: Pick<Brand, "key" | "category" | "name"> | null, language: PageLanguage): FaqContentCategory[] {
  const doc = (isDoc(raw) ? raw : {}) as RawFaq;
  const categoryDocs = (Array.isArray(doc.categories) ? doc.categories : []).filter(isDoc);
  const itemDocs = (Array.isArray(doc.items) ? doc.items : []).filter(isDoc);
  const fill = (value: string) => value.replace(/\{brandName\}/g, brand?.name ?? "ons");
  const seen = new Set<string>();

  return categoryDocs
    .filter((category) => appliesTo(category, brand))
    .flatMap((category): FaqContentCategory[] => {
      const slug = text(category.slug);
      const be = isDoc(category.be) ? category.be : {};
      const title = (language === "be" && text(be.title)) || text(category.title);
      if (!slug || !title) return [];
      const questions = itemDocs
        .filter((item) => item.category === slug && appliesTo(item, brand))
        .flatMap((item): FaqContentQuestion[] => {
          const itemSlug = text(item.slug);
          const variant = language === "be" && isDoc(item.be) ? item.be : {};
          const question = text(variant.question) ?? text(item.question);
          const answer = Array.isArray(variant.answer) ? variant.answer : item.answer;
          if (!itemSlug || !SLUG.test(itemSlug) || seen.has(itemSlug) || !question || !Array.isArray(answer) || answer.length === 0) return [];
          seen.add(itemSlug);
          return [{ slug: itemSlug, question: fill(question), answer: answer as PortableTextBlock[] }];
        });
      if (questions.length === 0) return [];
      return [{ slug, title, icon: isIconName(category.icon) ? category.icon : "info", questions }];
    });
}

type RenderedBrand = Pick<Brand, "id" | "key" | "category" | "name" | "links">;

/** Rendered FAQs per content revision (the documents object the content cache hands out), brand and language. */
const rendered = new WeakMap<object, Map<string, { brand: RenderedBrand; categories: FaqCategory[] }>>();

/**
 * The FAQ as the page shows it: each answer rendered to HTML by the design system's RichText (brand
 * name and brand links filled in). Rendered once per content revision, brand and language in this
 * isolate: the content cache hands out the same documents object until the content changes, and
 * preview reads a new object on every request, so an edit shows at once.
 */
export function renderedFaq(raw: unknown, brand: RenderedBrand | null, language: PageLanguage): FaqCategory[] {
  const perRevision = typeof raw === "object" && raw !== null ? (rendered.get(raw) ?? new Map()) : null;
  const key = `${brand?.id ?? ""}|${language}`;
  const hit = perRevision?.get(key);
  if (hit && hit.brand === brand) return hit.categories;

  const variables = { brandName: brand?.name ?? "" };
  const brandLinks = brand ? { [brand.id]: brand.links } : {};
  const categories = faqFor(raw, brand, language).map((category) => ({
    ...category,
    questions: category.questions.map(({ slug, question, answer }) => ({
      slug,
      question,
      answerHtml: renderToStaticMarkup(createElement(RichText, { value: answer, variables, brandLinks, brandId: brand?.id })),
    })),
  }));
  if (perRevision && brand) {
    perRevision.set(key, { brand, categories });
    rendered.set(raw as object, perRevision);
  }
  return categories;
}

/** The FAQ documents through the content cache. Throws when the content API fails and nothing is cached. */
export function loadFaqDocuments(app: Pick<AppContext, "content">): Promise<unknown> {
  return app.content.documents<RawFaq>("faq", FAQ_QUERY, (value) => !Array.isArray(value?.items) || value.items.length === 0);
}
