// The one rule for the page's language: the subscriber's preference (nl-NL / nl-BE), else the
// brand's country. Texts, dates and <html lang> all follow it.
export type PageLanguage = "nl" | "be";

export function pageLanguage(preference: string | null | undefined, brandCountry: "nl" | "be" | undefined): PageLanguage {
  if (preference === "nl-BE") return "be";
  if (preference === "nl-NL") return "nl";
  return brandCountry === "be" ? "be" : "nl";
}

export function htmlLang(language: PageLanguage): "nl-NL" | "nl-BE" {
  return language === "be" ? "nl-BE" : "nl-NL";
}
