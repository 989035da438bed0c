import { describe, expect, it } from "vitest";
import brandSnapshot from "~/platform/content/brand-snapshot.json";
import { toBrands } from "~/platform/content/brand-document.server";
import screenSnapshot from "~/platform/content/screen-snapshot.json";
import type { FaqCategory } from "./faq";
import { renderedFaq } from "./faq-content.server";
import { foundIn } from "./faq";
import { faqSearcher } from "./faq-search";

// On the seeded FAQ (the build's snapshot of it), as De Dagkoerier shows it.
const brand = toBrands(brandSnapshot).find((candidate) => candidate.key === "dagkoerier")!;
const categories: FaqCategory[] = renderedFaq((screenSnapshot as { faq: unknown }).faq, brand, "nl");
const search = faqSearcher(categories);
const questions = (query: string) =>
  foundIn(categories, search(query))
    .flatMap((category) => category.questions)
    .map((question) => question.question);

describe("FAQ search (MiniSearch)", () => {
  it("finds what people type in their own words: other word forms, synonyms and typos", () => {
    expect(questions("krant niet gekregen")).toContain("Ik heb géén krant ontvangen. Wat nu?");
    expect(questions("abbonement opzeggen")).toContain("Hoe zeg ik mijn abonnement op?");
    expect(questions("rekening")).toContain("Waar vind ik mijn factuur?");
    expect(questions("verhuis")).toContain("Ik ga verhuizen. Hoe geef ik mijn nieuwe adres door?");
    expect(questions("wachtwoord vergeten")).toContain("Ik kan niet inloggen");
    expect(questions("paswoord")).toContain("Hoe wijzig ik mijn wachtwoord?");
    expect(questions("vakantie")).toContain("Kan ik de bezorging tijdens mijn vakantie stopzetten?");
  });

  it("still needs every asked word (or one of its synonyms): a narrower query finds fewer", () => {
    expect(questions("krant nat").length).toBeLessThan(questions("krant").length);
    expect(questions("krant nat")).toContain("Mijn krant is nat of beschadigd");
  });

  it("ignores case and diacritics, and answers null for an empty query", () => {
    expect(questions("GEEN KRANT")).toEqual(questions("géén krant"));
    expect(search("  ?! ")).toBeNull();
  });

  it("finds nothing for what the FAQ does not cover", () => {
    expect(questions("toegankelijkheid")).toEqual([]);
  });
});
