import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, test } from "vitest";
import { fallbackT as t, formData as form } from "~/forms/testing";
import { passwordRules } from "./password-rules";
import { passwordSchema } from "./password-schema";
import { addressSchema, personalInformationSchema } from "./profile-schema";

describe("the address form", () => {
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
