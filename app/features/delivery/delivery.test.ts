import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, test } from "vitest";
import { fallbackT, formData } from "~/forms/testing";
import { BELGIAN_DATES, DUTCH_DATES } from "~/platform/locale/dates";
import { editionLabel } from "./delivery.server";
import { complaintPath, deliveryBase } from "./intent";
import { complaintTypeLabel, outcomeText } from "./labels";
import { complaintSchema } from "./schema";

const base = { intent: "delivery-complaint", idempotencyKey: "k3y-0f-the-form", editionDate: "2026-11-24" };
const parse = (fields: Record<string, string>) => parseWithZod(formData(fields), { schema: complaintSchema(fallbackT) });
const errors = (fields: Record<string, string>) => {
  const submission = parse(fields);
  return submission.status === "error" ? (submission.error ?? {}) : {};
};

describe("the complaint form's schema", () => {
  test("needs a message for a damaged or wrong paper only", () => {
    expect(parse({ ...base, type: "NOT_DELIVERED" }).status).toBe("success");
    expect(errors({ ...base, type: "DAMAGED" }).message).toEqual(["Beschrijf wat er mis is (verplicht bij deze klacht)."]);
    expect(parse({ ...base, type: "WRONG_PRODUCT" }).status).toBe("error");
    expect(parse({ ...base, type: "WRONG_PRODUCT", message: "De krant van de buren" }).status).toBe("success");
  });

  test("applies the free-text rule and the 500 characters to the message", () => {
    expect(errors({ ...base, type: "DAMAGED", message: "nat = kapot" }).message?.[0]).toMatch(/Gebruik geen van deze tekens/);
    expect(errors({ ...base, type: "DAMAGED", message: "a".repeat(501) }).message).toEqual(["Gebruik maximaal 500 tekens."]);
    expect(parse({ ...base, type: "DAMAGED", message: "a".repeat(500) }).status).toBe("success");
  });

  test("refuses an unknown type, a date that is not a date, a forged compensation and a missing key", () => {
    expect(errors({ ...base, type: "STOLEN" }).type).toEqual(["Kies wat er aan de hand is."]);
    expect(errors({ ...base, type: "NOT_DELIVERED", editionDate: "gisteren" }).editionDate).toBeTruthy();
    expect(errors({ ...base, type: "NOT_DELIVERED", compensation: "CASH" }).compensation).toBeTruthy();
    expect(parse({ ...base, idempotencyKey: "", type: "NOT_DELIVERED" }).status).toBe("error");
  });
});

describe("delivery texts", () => {
  test("names a paper by its day and a magazine by its number", () => {
    expect(editionLabel("2026-11-24", null, DUTCH_DATES, fallbackT)).toBe("Dinsdag 24 november 2026");
    expect(editionLabel("2026-11-05", 10, DUTCH_DATES, fallbackT)).toBe("Nummer 10 (november 2026)");
    expect(editionLabel("2026-11-24", null, BELGIAN_DATES, fallbackT)).toBe("Dinsdag 24 november 2026");
  });

  test("says magazine where a magazine is meant", () => {
    expect(complaintTypeLabel("DAMAGED", "NEWSPAPER", fallbackT)).toBe("Mijn krant is beschadigd of nat");
    expect(complaintTypeLabel("DAMAGED", "MAGAZINE", fallbackT)).toBe("Mijn blad is beschadigd of nat");
  });

  test("tells the outcome in one sentence", () => {
    const credit = { outcome: "CREDIT" as const, credit: "€ 1,77", creditInvoice: null, redeliveryBy: null };
    expect(outcomeText(credit, fallbackT)).toBe("€ 1,77 wordt verrekend met uw volgende factuur");
    expect(outcomeText({ ...credit, creditInvoice: "DK202611700100" }, fallbackT)).toBe("€ 1,77 teruggegeven op factuur DK202611700100");
    expect(outcomeText({ ...credit, outcome: "REDELIVERY", credit: null, redeliveryBy: "12:00" }, fallbackT)).toBe("Uw krant wordt vandaag vóór 12:00 nagebracht");
    expect(outcomeText({ ...credit, outcome: "REGISTERED", credit: null }, fallbackT)).toBe("Doorgegeven aan de bezorger");
  });

  test("keeps the app prefix in the flow's paths", () => {
    expect(deliveryBase(true)).toBe("/bezorgservice/app");
    expect(complaintPath(false, "DK", "700100")).toBe("/bezorgservice/DK/700100");
    expect(complaintPath(true, "OP", "700200")).toBe("/bezorgservice/app/OP/700200");
  });
});
