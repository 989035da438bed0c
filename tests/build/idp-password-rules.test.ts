// The identity provider's live password indicator (workers/origin/identity/pages.ts) checks the rules
// in the browser with its own copy of them; here it must agree with PASSWORD_RULES, the origin's rules,
// on every sample, so the two cannot drift apart (ADR 42).
import { describe, expect, it } from "vitest";
import { CLIENT_PASSWORD_RULES } from "../../workers/origin/identity/pages";
import { PASSWORD_RULES } from "../../workers/origin/rules/validation";

const SAMPLES = [
  "", "kort", "langgenoeg", "LangGenoeg", "LangGenoeg1", "LangGenoeg1!", "Lang Genoeg 1", "ÉÉNletterij9?", "ölçü-Grün-2026",
  "123456789012", "ABCDEFGHIJ1!", "😀😀😀😀😀😀😀😀😀A", "jan.jansen@example.nl", " Jan.Jansen@Example.NL ", "Wachtwoord-٣",
];
const EMAIL = "jan.jansen@example.nl";

describe("the login pages' password indicator", () => {
  const client = new Function(`return ${CLIENT_PASSWORD_RULES}`)() as Record<string, (password: string, email: string) => boolean>;

  it("knows exactly the origin's rules", () => {
    expect(Object.keys(client).sort()).toEqual(PASSWORD_RULES.map((rule) => rule.key).sort());
  });

  it.each(SAMPLES)("judges %j as the origin does", (sample) => {
    for (const rule of PASSWORD_RULES) expect(client[rule.key]!(sample, EMAIL), rule.key).toBe(rule.passes(sample, EMAIL));
  });
});
