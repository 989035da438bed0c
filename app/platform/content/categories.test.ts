import path from "node:path";
import { describe, expect, it } from "vitest";
import { createTranslationKeyScanner } from "../../../scripts/translation-keys.mjs";
import { readDataset } from "../../../workers/content/dataset/read.mjs";
import routes from "../../routes";
import { CONTENT_CATEGORIES, contentCategoriesFor } from "./categories";
import { mergeTranslations } from "./translations";

// A page loads the translations documents of `all` and of its route's content categories (spec §3).
// So every key a page can show must lie in one of those documents: this walks every page
// route of app/routes.ts with the same key scanner the build uses and finds each key's category.

interface RouteEntry {
  file: string;
  path?: string;
  index?: boolean;
  children?: RouteEntry[];
}

const appDir = path.resolve(import.meta.dirname, "../..");

function pages(entries: RouteEntry[], parentPath = "", parents: string[] = []): Array<{ path: string; files: string[] }> {
  return entries.flatMap((entry) => {
    const here = entry.path ? `${parentPath}/${entry.path}` : parentPath;
    const files = [...parents, entry.file];
    const own = entry.file.endsWith(".tsx") && !entry.children?.length ? [{ path: (here || "/").replace(/:\w+/g, "x").replace(/\*/g, "x"), files }] : [];
    return [...own, ...pages(entry.children ?? [], here, files)];
  });
}

interface TranslationsDoc {
  _id: string;
  _type: string;
  language?: string;
  category?: string;
  entries?: Array<{ key: string }>;
  richText?: Array<{ key: string }>;
}
const translationDocs = readDataset() as unknown as TranslationsDoc[];
const published = translationDocs.filter((doc) => doc._type === "translations" && doc.language === "nl" && !doc._id.startsWith("drafts."));
const categoryOf = new Map<string, string>();
for (const doc of published) for (const entry of [...(doc.entries ?? []), ...(doc.richText ?? [])]) categoryOf.set(entry.key, doc.category ?? "all");

describe("content categories", () => {
  const scanner = createTranslationKeyScanner();
  const root = scanner.keysOf(path.join(appDir, "root.tsx"));
  const list = pages(routes as unknown as RouteEntry[]);

  it("finds the portal's pages", () => {
    expect(list.length).toBeGreaterThan(30);
  });

  it.each(list.map((page) => [page.path, page.files] as const))("%s shows only keys of `all` and its own categories", (pathname, files) => {
    const allowed = new Set<string>(["all", ...contentCategoriesFor(pathname)]);
    const keys = new Set([...root, ...files.flatMap((file) => scanner.keysOf(path.join(appDir, file)))]);
    const outside = [...keys].filter((key) => categoryOf.has(key) && !allowed.has(categoryOf.get(key)!)).map((key) => `${key} (${categoryOf.get(key)})`);
    expect(outside).toEqual([]);
  });

  it("keeps each nl-BE difference where its nl-NL text is, or in `all` (else a Belgian page would lose it)", () => {
    const belgian = translationDocs.filter((doc) => doc._type === "translations" && doc.language === "be" && !doc._id.startsWith("drafts."));
    const misplaced = belgian.flatMap((doc) =>
      [...(doc.entries ?? []), ...(doc.richText ?? [])]
        .filter((entry) => (doc.category ?? "all") !== "all" && categoryOf.get(entry.key) !== "only-scoped" && categoryOf.get(entry.key) !== doc.category)
        .map((entry) => `${entry.key} (be ${doc.category}, nl ${categoryOf.get(entry.key)})`),
    );
    expect(misplaced).toEqual([]);
  });

  it("gives each path its categories by the longest prefix, and only known categories", () => {
    expect(contentCategoriesFor("/account/e-mailadres")).toEqual(["account", "changeemail"]);
    expect(contentCategoriesFor("/account")).toEqual(["account"]);
    expect(contentCategoriesFor("/abonnementen/delen")).toEqual(["sharedaccesssendinvitation"]);
    expect(contentCategoriesFor("/abonnementen/700101/opzeggen")).toEqual(["subscription"]);
    expect(contentCategoriesFor("/klantenservice/contact/formulier")).toEqual(["contactformpage"]);
    expect(contentCategoriesFor("/")).toEqual(["servicepage"]);
    expect(contentCategoriesFor("/iets-anders")).toEqual([]);
    for (const page of list) for (const category of contentCategoriesFor(page.path)) expect(CONTENT_CATEGORIES).toContain(category);
  });

  it("merges only the documents of `all` and the page's categories; without categories every document", () => {
    const documents = [
      { language: "nl", category: "all", entries: [{ key: "a", value: "A" }] },
      { language: "nl", category: "holiday", entries: [{ key: "h", value: "H" }] },
      { language: "nl", category: "invoices", entries: [{ key: "i", value: "I" }] },
      { language: "be", category: "holiday", entries: [{ key: "h", value: "H (BE)" }] },
      { language: "nl", entries: [{ key: "n", value: "N" }] },
    ];
    expect(mergeTranslations(documents, "be", false, ["holiday"]).entries).toEqual({ a: "A", h: "H (BE)", n: "N" });
    expect(mergeTranslations(documents, "nl", false, []).entries).toEqual({ a: "A", n: "N" });
    expect(mergeTranslations(documents, "nl", false).entries).toEqual({ a: "A", h: "H", i: "I", n: "N" });
  });
});
