import { describe, expect, it } from "vitest";
import { validateLanguage } from "./rules";

describe("language preference", () => {
  it("allows nl-NL, nl-BE or null as language", () => {
    expect(validateLanguage("nl-NL")).toEqual({ value: "nl-NL", violations: [] });
    expect(validateLanguage("nl-BE")).toEqual({ value: "nl-BE", violations: [] });
    expect(validateLanguage(null)).toEqual({ value: null, violations: [] });
    for (const bad of ["", "nl", "en-GB", "nl-nl"]) expect(validateLanguage(bad).violations[0]?.code).toBe("VALIDATION-ERROR");
  });
});
