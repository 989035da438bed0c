// The one rule for the page's language: the subscriber's preference (nl-NL / nl-BE), else — before
// login — the mo-site-language cookie (spec §7), else the brand's country. Texts, dates, currency and
// <html lang> all follow it.
export type PageLanguage = "nl" | "be";

/** Spec §7: the site language cookie; spec §9: its values are nl and be. */
export const SITE_LANGUAGE_COOKIE = "mo-site-language";

/** The cookie's value when it is one of the supported values; anything else is ignored. */
export function siteLanguage(value: string | null | undefined): PageLanguage | null {
  return value === "nl" || value === "be" ? value : null;
}

/** The page language of an account preference (nl-NL / nl-BE), or null when it has none. */
export function preferenceLanguage(preference: string | null | undefined): PageLanguage | null {
  if (preference === "nl-BE") return "be";
  if (preference === "nl-NL") return "nl";
  return null;
}

export function pageLanguage(preference: string | null | undefined, brandCountry: "nl" | "be" | undefined, cookie: PageLanguage | null = null): PageLanguage {
  return preferenceLanguage(preference) ?? cookie ?? (brandCountry === "be" ? "be" : "nl");
}

export function htmlLang(language: PageLanguage): "nl-NL" | "nl-BE" {
  return language === "be" ? "nl-BE" : "nl-NL";
}
