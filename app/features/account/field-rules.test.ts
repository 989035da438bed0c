import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, test } from "vitest";
import { dateOfBirthField, parseDate, postcodeProblem } from "./field-rules";
import { phoneField } from "./phone-rules";
import { passwordRules } from "./password-rules";
import { passwordSchema } from "./password-schema";
import { addressSchema, personalInformationSchema } from "./profile-schema";
import { todayIso } from "./translate";

const t = (_key: string, fallback: string, values?: Record<string, string | number>) =>
  values ? fallback.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name])) : fallback;

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
};

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

  test("the address schema puts the postcode problem on the postcode", () => {
    const submission = parseWithZod(form({ expectedVersion: "3", countryCode: "BE", street: "Meir", houseNumber: "1", zipCode: "12345", city: "Antwerpen" }), {
      schema: addressSchema(t),
    });
    expect(submission.status).toBe("error");
    expect(submission.status === "error" && submission.error).toEqual({ zipCode: ["Vul een geldige Belgische postcode in: 4 cijfers van 1000 tot en met 9999."] });
  });

  test("country defaults to NL", () => {
    const submission = parseWithZod(form({ expectedVersion: "3", street: "Kerkstraat", houseNumber: "12", zipCode: "3811 CV", city: "Amersfoort" }), {
      schema: addressSchema(t),
    });
    expect(submission.status === "success" && submission.value.countryCode).toBe("NL");
  });
});

describe("the free-text rule on every name", () => {
  test.each(["first_name", "last_name"])("%s", (field) => {
    const submission = parseWithZod(form({ expectedVersion: "1", first_name: "Jan", last_name: "Jansen", [field]: "a=b" }), {
      schema: personalInformationSchema(t),
    });
    expect(submission.status === "error" && submission.error?.[field]).toEqual(["Gebruik geen van deze tekens: < > ^ # = / :"]);
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

describe("password rules", () => {
  test("the contract's five, in its order", () => {
    expect(passwordRules(t, "jan@example.nl").map((rule) => rule.label)).toEqual([
      "minimaal 10 tekens",
      "een hoofdletter en een kleine letter",
      "minimaal één cijfer",
      "minimaal één teken dat geen letter of cijfer is",
      "niet uw e-mailadres",
    ]);
  });

  test("the demo password passes; each failed rule is its own message; the e-mail address is refused in any case", () => {
    const schema = passwordSchema(t, "Jan.Jansen-2026@Example.nl");
    expect(schema.safeParse({ currentPassword: "x", newPassword: "Welkom-2026!" }).success).toBe(true);
    const weak = schema.safeParse({ currentPassword: "x", newPassword: "welkom" });
    expect(weak.error?.issues.map((issue) => issue.message)).toEqual([
      "Uw nieuwe wachtwoord voldoet niet aan deze eis: minimaal 10 tekens.",
      "Uw nieuwe wachtwoord voldoet niet aan deze eis: een hoofdletter en een kleine letter.",
      "Uw nieuwe wachtwoord voldoet niet aan deze eis: minimaal één cijfer.",
      "Uw nieuwe wachtwoord voldoet niet aan deze eis: minimaal één teken dat geen letter of cijfer is.",
    ]);
    const email = schema.safeParse({ currentPassword: "x", newPassword: "jan.jansen-2026@example.nl" });
    expect(email.error?.issues.map((issue) => issue.message)).toContain("Uw nieuwe wachtwoord voldoet niet aan deze eis: niet uw e-mailadres.");
  });

  test("'Log mijn andere apparaten uit' is off unless ticked", () => {
    const schema = passwordSchema(t, "jan@example.nl");
    const off = parseWithZod(form({ currentPassword: "a", newPassword: "Welkom-2026!" }), { schema });
    const on = parseWithZod(form({ currentPassword: "a", newPassword: "Welkom-2026!", endOtherSessions: "on" }), { schema });
    expect(off.status === "success" && off.value.endOtherSessions).toBe(false);
    expect(on.status === "success" && on.value.endOtherSessions).toBe(true);
  });
});
