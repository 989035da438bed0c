import { describe, expect, it } from "vitest";
import { mergeTranslations } from "./translations";

const documents = [
  { language: "nl", category: "all", entries: [{ key: "postcode", value: "Postcode" }] },
  { language: "be", category: "all", entries: [{ key: "postcode", value: "Postnummer" }] },
];

describe("mergeTranslations", () => {
  it("merges a documents array once per language and isolate (the cache hands out the same array)", () => {
    const nl = mergeTranslations(documents, "nl", false);
    expect(mergeTranslations(documents, "nl", false)).toBe(nl);
    const be = mergeTranslations(documents, "be", false);
    expect(be).not.toBe(nl);
    expect([nl.entries.postcode, be.entries.postcode]).toEqual(["Postcode", "Postnummer"]);
    expect(mergeTranslations(documents, "nl", true)).not.toBe(nl);
  });

  it("merges new content again: a refreshed array is another object", () => {
    const before = mergeTranslations(documents, "nl", false);
    const refreshed = [{ language: "nl", category: "all", entries: [{ key: "postcode", value: "Postcode (nieuw)" }] }];
    expect(mergeTranslations(refreshed, "nl", false).entries.postcode).toBe("Postcode (nieuw)");
    expect(before.entries.postcode).toBe("Postcode");
  });
});
