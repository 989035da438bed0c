import { describe, expect, it } from "vitest";
import { matchesQuery, normalizeForSearch, plainText, queryWords } from "./search";

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

  it("reads the text of Portable Text blocks", () => {
    const blocks = [
      { _type: "block", children: [{ _type: "span", text: "Meld het via de " }, { _type: "span", text: "Bezorgservice" }] },
      { _type: "block", children: [{ _type: "span", text: "vóór 10.00 uur" }] },
    ];
    expect(plainText(blocks)).toBe("Meld het via de Bezorgservice vóór 10.00 uur");
    expect(search(plainText(blocks), "voor 10 uur bezorgservice")).toBe(true);
    expect(plainText(null)).toBe("");
  });
});
