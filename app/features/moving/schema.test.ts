import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, test } from "vitest";
import { fallbackT, formData } from "~/forms/testing";
import { lookupSchema, moveSchema } from "./schema";

// The moving-house forms as the browser and the action both check them, before the origin does.

const lookup = (fields: Record<string, string>) => parseWithZod(formData({ intent: "moving-lookup", ...fields }), { schema: lookupSchema(fallbackT) });

describe("lookupSchema", () => {
  test("a Dutch address needs a postcode and a number; the street comes from the lookup", () => {
    const ok = lookup({ countryCode: "NL", zipCode: "3511 ab", houseNumber: "23", houseNumberSuffix: "b" });
    expect(ok.status).toBe("success");
    const wrong = lookup({ countryCode: "NL", zipCode: "35111", houseNumber: "23a" });
    expect(wrong.status === "error" && Object.keys(wrong.error ?? {}).sort()).toEqual(["houseNumber", "zipCode"]);
  });

  test("a Belgian postcode has 4 digits and needs a street and a municipality", () => {
    const letters = lookup({ countryCode: "BE", zipCode: "20AB", houseNumber: "12", street: "Meir", city: "Antwerpen" });
    expect(letters.status === "error" && letters.error?.zipCode?.[0]).toMatch(/postcode/i);
    const missing = lookup({ countryCode: "BE", zipCode: "2000", houseNumber: "12" });
    expect(missing.status === "error" && Object.keys(missing.error ?? {}).sort()).toEqual(["city", "street"]);
    expect(lookup({ countryCode: "BE", zipCode: "2000", houseNumber: "12", houseNumberSuffix: "bus 4", street: "Meir", city: "Antwerpen" }).status).toBe("success");
  });

  test("every problem of one submit at once: an empty house number does not hide a bad postcode or a missing street and municipality", () => {
    const result = lookup({ countryCode: "BE", zipCode: "20AB", houseNumber: "" });
    expect(result.status === "error" && Object.keys(result.error ?? {}).sort()).toEqual(["city", "houseNumber", "street", "zipCode"]);
    const dutch = lookup({ countryCode: "NL", zipCode: "35111" });
    expect(dutch.status === "error" && Object.keys(dutch.error ?? {}).sort()).toEqual(["houseNumber", "zipCode"]);
  });
});

describe("moveSchema", () => {
  const step2 = { intent: "moving-house", idempotencyKey: "abcdefgh12", countryCode: "BE", zipCode: "2000", houseNumber: "12", street: "Meir", city: "Antwerpen", moveDate: "2026-12-10" };

  test("outside a brand's area a moving subscription needs post or digital; one that stays does not", () => {
    const data = formData({ ...step2, subscriptionIds: "700100" });
    data.append("subscriptionIds", "700101");
    const missing = parseWithZod(data, { schema: moveSchema(fallbackT, ["700100"]) });
    expect(missing.status === "error" && missing.error?.["delivery-700100"]?.[0]).toBe("Op uw nieuwe adres bezorgen wij deze krant niet. Kies bezorging per post of digitaal lezen.");
    data.set("delivery-700100", "POSTAL");
    const ok = parseWithZod(data, { schema: moveSchema(fallbackT, ["700100"]) });
    expect(ok.status === "success" && ok.value.subscriptionIds).toEqual(["700100", "700101"]);
    const staysBehind = parseWithZod(formData({ ...step2, subscriptionIds: "700101" }), { schema: moveSchema(fallbackT, ["700100"]) });
    expect(staysBehind.status === "success" && staysBehind.value.subscriptionIds).toEqual(["700101"]);
  });

  test("a title's first edition is empty (the move date) or a date on or after the move date", () => {
    const schema = moveSchema(fallbackT, [], ["700100", "700101"]);
    const empty = parseWithZod(formData({ ...step2, subscriptionIds: "700100", "firstEdition-700100": "" }), { schema });
    expect(empty.status === "success" && (empty.value as Record<string, unknown>)["firstEdition-700100"]).toBeUndefined();
    const later = parseWithZod(formData({ ...step2, subscriptionIds: "700100", "firstEdition-700100": "2026-12-14" }), { schema });
    expect(later.status === "success" && (later.value as Record<string, unknown>)["firstEdition-700100"]).toBe("2026-12-14");
    const before = parseWithZod(formData({ ...step2, subscriptionIds: "700100", "firstEdition-700101": "2026-12-09" }), { schema });
    expect(before.status === "error" && before.error?.["firstEdition-700101"]?.[0]).toMatch(/^De eerste krant op uw nieuwe adres komt op of na de verhuisdatum\./);
    const typed = parseWithZod(formData({ ...step2, subscriptionIds: "700100", "firstEdition-700100": "14-12-2026" }), { schema });
    expect(typed.status === "error" && Object.keys(typed.error ?? {})).toEqual(["firstEdition-700100"]);
  });

  test("the move date is a date", () => {
    const wrong = parseWithZod(formData({ ...step2, moveDate: "10-12-2026" }), { schema: moveSchema(fallbackT) });
    expect(wrong.status === "error" && Object.keys(wrong.error ?? {})).toEqual(["moveDate"]);
  });
});
