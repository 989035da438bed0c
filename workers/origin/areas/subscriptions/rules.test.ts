import { describe, expect, it } from "vitest";
import { maskIban } from "./rules";

describe("IBAN masking", () => {
  it("shows only the country and the last four digits", () => {
    expect(maskIban("NL91ABNA0417164300")).toBe("NL** **** **** **43 00");
    expect(maskIban("BE68 5390 0754 7034")).toBe("BE** **** **** 7034");
  });
});
