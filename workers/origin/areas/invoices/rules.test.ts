import { describe, expect, it } from "vitest";
import { invoiceErasableFrom } from "./rules";

describe("how long an invoice is kept (ADR 42)", () => {
  it("counts 7 years in the Netherlands and 10 in Belgium from 1 January after the invoice's date", () => {
    expect(invoiceErasableFrom("2026-03-10", "nl")).toBe("2034-01-01");
    expect(invoiceErasableFrom("2026-12-31", "nl")).toBe("2034-01-01");
    expect(invoiceErasableFrom("2026-01-01", "be")).toBe("2037-01-01");
    expect(invoiceErasableFrom("2026-12-31", "be")).toBe("2037-01-01");
  });
});
