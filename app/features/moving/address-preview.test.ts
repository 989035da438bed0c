import { describe, expect, test } from "vitest";
import { addressPreviewUrl, isCompleteNlAddress } from "./address-preview";

describe("address preview", () => {
  test("asks only for a full Dutch postcode and a house number", () => {
    expect(isCompleteNlAddress("3511 AB", "23")).toBe(true);
    expect(isCompleteNlAddress("3511ab", "23")).toBe(true);
    expect(isCompleteNlAddress("3511 A", "23")).toBe(false);
    expect(isCompleteNlAddress("3511", "23")).toBe(false);
    expect(isCompleteNlAddress("3511 AB", "")).toBe(false);
    expect(isCompleteNlAddress("3511 AB", "23a")).toBe(false);
    expect(isCompleteNlAddress("0511 AB", "23")).toBe(false);
  });

  test("normalises the postcode in the URL and leaves out an empty suffix", () => {
    expect(addressPreviewUrl("3511ab", " 23 ", "")).toBe("/verhuisservice/adres?postcode=3511+AB&huisnummer=23");
    expect(addressPreviewUrl("3511 AB", "23", "B")).toBe("/verhuisservice/adres?postcode=3511+AB&huisnummer=23&toevoeging=B");
  });
});
