import IMask from "imask";
import { describe, expect, test } from "vitest";
import { dateMask, enumMask, numberMask, patternMask, rangeMask, regexMask } from "./masks";

const resolve = (options: Parameters<typeof IMask.createMask>[0], input: string) => {
  const masked = IMask.createMask(options);
  masked.resolve(input);
  return masked;
};

describe("mask builders", () => {
  test("numberMask: two decimals, comma radix, no thousands separator", () => {
    const masked = resolve(numberMask(), "1234567,891");
    expect(masked.value).toBe("1234567,89");
    expect(masked.unmaskedValue).toBe("1234567.89");
  });

  test("numberMask maps a typed dot to the comma", () => {
    const masked = IMask.createMask(numberMask());
    masked.append("12.5", { input: true, raw: true });
    expect(masked.value).toBe("12,5");
  });

  test("dateMask: day.month.year with years from 1900", () => {
    const masked = resolve(dateMask(), "01022024");
    expect(masked.value).toBe("01.02.2024");
    expect(masked.isComplete).toBe(true);
    expect(resolve(dateMask(), "01.02.1899").isComplete).toBe(false);
    expect(resolve(dateMask(), "31.12.9999").isComplete).toBe(true);
  });

  test("patternMask keeps literals and digits", () => {
    expect(resolve(patternMask("0000 aa"), "1234ab").value).toBe("1234 ab");
    expect(resolve(patternMask("0000 aa"), "12x34").value).toBe("1234");
  });

  test("regexMask accepts only matching input", () => {
    expect(resolve(regexMask(/^[A-Z]{0,3}$/), "ABCD").value).toBe("ABC");
  });

  test("enumMask accepts only listed values", () => {
    expect(resolve(enumMask(["nl", "be"]), "be").value).toBe("be");
    expect(resolve(enumMask(["nl", "be"]), "de").value).toBe("");
  });

  test("rangeMask bounds a number", () => {
    expect(resolve(rangeMask(1, 31), "31").value).toBe("31");
    expect(resolve(rangeMask(1, 31), "45").value).not.toBe("45");
  });
});
