import { describe, expect, it } from "vitest";
import { matchesQuery, normalizeForSearch, queryWords, textOfHtml } from "./search";

const search = (text: string, query: string) => matchesQuery(normalizeForSearch(text), queryWords(query));

describe("FAQ search", () => {
  it("ignores case and diacritics", () => {
    expect(search("Ik heb géén krant ontvangen. Wat nu?", "geen krant")).toBe(true);
    expect(search("Ik heb géén krant ontvangen", "GEEN KRANT")).toBe(true);
    expect(search("Domiciliëring wijzigen", "domiciliering")).toBe(true);
    expect(search("Hoe lees ik digitaal", "één")).toBe(false);
  });

  it("needs every word, in any order, and ignores punctuation", () => {
    expect(search("Ik heb géén krant ontvangen. Wat nu?", "krant, geen!")).toBe(true);
    expect(search("Ik heb géén krant ontvangen", "geen magazine")).toBe(false);
    expect(search("e-mailadres wijzigen", "e mailadres")).toBe(true);
  });

  it("matches everything on an empty query", () => {
    expect(queryWords("  ?! ")).toEqual([]);
    expect(search("wat dan ook", "")).toBe(true);
  });

  it("reads the text of a rendered answer as its reader sees it", () => {
    const html = '<div class="x"><p class="m_0">Meld het via de <a href="/bezorgservice/klacht">Bezorg<strong>service</strong></a></p><ul><li>vóór 10.00 uur</li><li>Tom &amp; Jerry&#x27;s &lt;krant&gt;</li></ul></div>';
    expect(textOfHtml(html).replace(/\s+/g, " ").trim()).toBe("Meld het via de Bezorgservice vóór 10.00 uur Tom & Jerry's <krant>");
    expect(search(textOfHtml(html), "voor 10 uur bezorgservice")).toBe(true);
    expect(search(textOfHtml(html), "uur tom")).toBe(true);
    expect(search(textOfHtml(html), "urtom")).toBe(false);
  });
});
