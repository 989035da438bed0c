import { describe, expect, test } from "vitest";
import {
  BE_POSTCODE_MESSAGE,
  FREE_TEXT_MESSAGE,
  NL_POSTCODE_MESSAGE,
  REQUIRED_MESSAGE,
  VERIFICATION_CODE_MESSAGE,
  bePostcode,
  freeText,
  nlPostcode,
  verificationCode,
} from "./validation";

const messages = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.success ? [] : result.error?.issues.map((issue) => issue.message) ?? [];

describe("freeText", () => {
  test("accepts ordinary text", () => {
    expect(freeText.parse("Graag na 18:00 bellen".replace(":", "."))).toBe("Graag na 18.00 bellen");
    expect(freeText.safeParse("Prima, dank u!").success).toBe(true);
  });

  test("requires a non-whitespace character", () => {
    expect(messages(freeText.safeParse("   "))).toEqual([REQUIRED_MESSAGE]);
    expect(messages(freeText.safeParse(""))).toEqual([REQUIRED_MESSAGE]);
    expect(messages(freeText.safeParse(undefined))).toEqual([REQUIRED_MESSAGE]);
  });

  test.each(["<", ">", "^", "#", "=", "/", ":"])("rejects %s with the Dutch message", (character) => {
    expect(messages(freeText.safeParse(`a${character}b`))).toEqual([FREE_TEXT_MESSAGE]);
  });

  test("the message lists the characters", () => {
    expect(FREE_TEXT_MESSAGE).toBe("Gebruik geen van deze tekens: < > ^ # = / :");
    expect(REQUIRED_MESSAGE).toBe("Dit veld is verplicht.");
  });
});

describe("nlPostcode", () => {
  test.each([
    ["1234 AB", "1234 AB"],
    ["1234ab", "1234 AB"],
    [" 9999 zz ", "9999 ZZ"],
  ])("accepts %j as %j", (input, output) => {
    expect(nlPostcode.parse(input)).toBe(output);
  });

  test.each(["0123 AB", "123 AB", "1234 A", "1234 A1", "12345 AB", "AB 1234"])("rejects %j", (input) => {
    expect(messages(nlPostcode.safeParse(input))).toEqual([NL_POSTCODE_MESSAGE]);
  });
});

describe("bePostcode", () => {
  test.each(["1000", "9999", "2000"])("accepts %j", (input) => {
    expect(bePostcode.parse(input)).toBe(input);
  });

  test.each(["0999", "999", "10000", "1000 AB", "abcd"])("rejects %j", (input) => {
    expect(messages(bePostcode.safeParse(input))).toEqual([BE_POSTCODE_MESSAGE]);
  });
});

describe("verificationCode", () => {
  test("accepts exactly 6 digits", () => {
    expect(verificationCode.parse("012345")).toBe("012345");
  });

  test.each(["12345", "1234567", "12345a", "123 456", ""])("rejects %j", (input) => {
    expect(messages(verificationCode.safeParse(input))).toEqual([VERIFICATION_CODE_MESSAGE]);
  });
});
