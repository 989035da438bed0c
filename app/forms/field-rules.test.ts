import { describe, expect, test } from "vitest";
import { dateOfBirthField, parseDate, postcodeProblem } from "./field-rules";
import { phoneField } from "./phone-rules";
import { fallbackT as t } from "./testing";
import { todayIso } from "./translate";

describe("dates of birth", () => {
  test.each([
    ["1968-04-12", "1968-04-12"],
    ["12-04-1968", "1968-04-12"],
    ["12/4/1968", "1968-04-12"],
    ["2000-02-29", "2000-02-29"],
  ])("reads %s as %s", (typed, iso) => {
    expect(parseDate(typed)).toBe(iso);
  });

  test.each(["2001-02-29", "1968-13-01", "31-04-1990", "1968-4-12x", "gisteren", ""])("refuses %s, which is no calendar date", (typed) => {
    expect(parseDate(typed)).toBeNull();
  });

  test("accepts 1 January 1900 and today, refuses the day before and tomorrow", () => {
    const field = dateOfBirthField(t);
    expect(field.safeParse("1900-01-01").success).toBe(true);
    expect(field.safeParse(todayIso()).success).toBe(true);
    expect(field.safeParse("1899-12-31").error?.issues[0]?.message).toBe("Vul een geboortedatum in tussen 1 januari 1900 en vandaag.");
    const tomorrow = todayIso(new Date(Date.now() + 36 * 3600 * 1000));
    expect(field.safeParse(tomorrow).success).toBe(false);
  });
});

describe("postcodes follow the address's country", () => {
  test.each([
    ["NL", "3811 CV", null],
    ["NL", "3811cv", null],
    ["NL", "0811 CV", "Vul een geldige postcode in, bijvoorbeeld 1234 AB."],
    ["NL", "2000", "Vul een geldige postcode in, bijvoorbeeld 1234 AB."],
    ["BE", "2018", null],
    ["BE", "0999", "Vul een geldige Belgische postcode in: 4 cijfers van 1000 tot en met 9999."],
    ["BE", "3811 CV", "Vul een geldige Belgische postcode in: 4 cijfers van 1000 tot en met 9999."],
  ] as const)("%s %s", (country, postcode, problem) => {
    expect(postcodeProblem(t, postcode, country)).toBe(problem);
  });

});

describe("mobile numbers", () => {
  test.each([
    ["06 1234 5678", "+31612345678"],
    ["(+31) 6 12345678", "+31612345678"],
    ["+32 470 12 34 56", "+32470123456"],
    ["0032470123456", "+32470123456"],
  ])("takes %s as %s", (typed, e164) => {
    expect(phoneField(t).parse(typed)).toBe(e164);
  });

  test.each(["12345", "+31 20 123 4567", "+32 3 123 45 67", "+49 151 12345678", "(+31) "])("refuses %s", (typed) => {
    expect(phoneField(t).safeParse(typed).success).toBe(false);
  });
});
