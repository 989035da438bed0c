import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, test } from "vitest";
import { languageChoice, storedLanguage } from "./choices";
import { fallbackT } from "~/forms/testing";
import { preferencesFormSchema } from "./schema";

function form(entries: Array<[string, string]>) {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return parseWithZod(data, { schema: preferencesFormSchema(fallbackT) });
}

describe("PreferencesFormSchema", () => {
  test("checked boxes are true, unchecked (absent) ones false, per brand", () => {
    const submission = form([
      ["intent", "communication"],
      ["preferences[0].brand", "dagkoerier"],
      ["preferences[0].email", "on"],
      ["preferences[0].post", "on"],
      ["preferences[1].brand", "wereldwijzer"],
      ["preferences[1].serviceNotices", "on"],
    ]);
    expect(submission.status).toBe("success");
    expect(submission.status === "success" && submission.value).toEqual({
      intent: "communication",
      preferences: [
        { brand: "dagkoerier", email: true, sms: false, post: true, phone: false, serviceNotices: false },
        { brand: "wereldwijzer", email: false, sms: false, post: false, phone: false, serviceNotices: true },
      ],
    });
  });

  test("refuses no brands, a malformed brand and the same brand twice", () => {
    expect(form([["intent", "communication"]]).status).toBe("error");
    expect(form([["intent", "communication"], ["preferences[0].brand", "<script>"]]).status).toBe("error");
    expect(
      form([
        ["intent", "communication"],
        ["preferences[0].brand", "dagkoerier"],
        ["preferences[1].brand", "dagkoerier"],
      ]).status,
    ).toBe("error");
  });

  test("the language is one of three choices, with a Dutch message otherwise", () => {
    const ok = form([["intent", "language"], ["language", "nl-BE"]]);
    expect(ok.status === "success" && ok.value).toEqual({ intent: "language", language: "nl-BE" });
    const missing = form([["intent", "language"]]);
    expect(missing.status).toBe("error");
    expect(missing.status === "error" && missing.error?.language).toEqual(["Kies een taal."]);
    expect(form([["intent", "language"], ["language", "fr-FR"]]).status).toBe("error");
  });

  test("an unknown intent is refused", () => {
    expect(form([["intent", "delete-everything"]]).status).toBe("error");
  });
});

describe("language choice", () => {
  test("'website' is stored as null and null shows as 'website'", () => {
    expect(storedLanguage("website")).toBeNull();
    expect(storedLanguage("nl-NL")).toBe("nl-NL");
    expect(languageChoice(null)).toBe("website");
    expect(languageChoice("nl-BE")).toBe("nl-BE");
    expect(languageChoice("en-GB")).toBe("website");
  });
});
