// Configuration of the provider's single sign-on session script and the consent banner (spec §2).

export type BannerType = "BE-TV/Radio" | "BE-Newspaper" | "NL-Magazines" | "NL-Newspaper";

export function bannerType(country: "nl" | "be" | undefined, category: string | undefined): BannerType {
  if (country === "be") return category === "account" ? "BE-TV/Radio" : "BE-Newspaper";
  return category === "magazine" ? "NL-Magazines" : "NL-Newspaper";
}

export interface SsoConfig {
  tld: string;
  authorizeUrl: string;
  logoUrl: string | undefined;
  bannerType: BannerType;
  username: string | undefined;
  brandName: string | undefined;
  autoLoginEnabled: boolean;
  multipleSessionsPopupEnabled: boolean;
  logoutUrl: string;
}

export function ssoConfig(input: {
  brand: { country: "nl" | "be"; category: string; name: string; logo?: { url: string } } | null;
  siteBase: string;
  authorizeUrl: string;
  logoutUrl: string;
  username?: string;
}): SsoConfig {
  return {
    tld: input.brand?.country ?? "nl",
    authorizeUrl: input.authorizeUrl,
    logoUrl: input.brand?.logo ? `${input.siteBase}${input.brand.logo.url}` : undefined,
    bannerType: bannerType(input.brand?.country, input.brand?.category),
    username: input.username,
    brandName: input.brand?.name,
    autoLoginEnabled: true,
    multipleSessionsPopupEnabled: true,
    logoutUrl: input.logoutUrl,
  };
}

export interface ConsentConfig {
  integratorId: string;
  language: "nl" | "be";
  readOnly: boolean;
}

export function consentConfig(integratorId: string, country: "nl" | "be" | undefined, readOnly: boolean): ConsentConfig {
  return { integratorId, language: country === "be" ? "be" : "nl", readOnly };
}

/** Automated browsers (Playwright, Selenium) announce themselves; third-party scripts stay out of tests. */
export function isTestRunner(nav: Pick<Navigator, "webdriver" | "userAgent"> | undefined): boolean {
  if (!nav) return true;
  return nav.webdriver === true || /HeadlessChrome|Playwright/i.test(nav.userAgent);
}
