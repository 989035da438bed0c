import { describe, expect, it } from "vitest";
import { bannerType, consentConfig, isTestRunner, ssoConfig } from "./sso-config";

describe("SSO session script configuration", () => {
  it.each([
    ["be", "account", "BE-TV/Radio"],
    ["be", "newspaper", "BE-Newspaper"],
    ["nl", "magazine", "NL-Magazines"],
    ["nl", "newspaper", "NL-Newspaper"],
    [undefined, undefined, "NL-Newspaper"],
  ] as const)("country %s, category %s → %s", (country, category, expected) => {
    expect(bannerType(country, category)).toBe(expected);
  });

  it("builds the full configuration with nl as the default top-level domain", () => {
    const config = ssoConfig({
      brand: { country: "be", category: "account", name: "Zendernet", logo: { url: "/brands/zendernet/logo.svg" } },
      siteBase: "https://mijn.zendernet.example",
      authorizeUrl: "https://mijn.zendernet.example/login",
      logoutUrl: "https://mijn.zendernet.example/api/logout",
      username: "an.peeters@example.be",
    });
    expect(config).toEqual({
      tld: "be",
      authorizeUrl: "https://mijn.zendernet.example/login",
      logoUrl: "https://mijn.zendernet.example/brands/zendernet/logo.svg",
      bannerType: "BE-TV/Radio",
      username: "an.peeters@example.be",
      brandName: "Zendernet",
      autoLoginEnabled: true,
      multipleSessionsPopupEnabled: true,
      logoutUrl: "https://mijn.zendernet.example/api/logout",
    });
    expect(ssoConfig({ brand: null, siteBase: "", authorizeUrl: "/login", logoutUrl: "/api/logout" }).tld).toBe("nl");
  });

  it("configures the consent banner with integratorId, language and readOnly", () => {
    expect(consentConfig("abc", "be", true)).toEqual({ integratorId: "abc", language: "be", readOnly: true });
    expect(consentConfig("abc", undefined, false)).toEqual({ integratorId: "abc", language: "nl", readOnly: false });
  });

  it("detects test runners", () => {
    expect(isTestRunner({ webdriver: true, userAgent: "Mozilla/5.0" })).toBe(true);
    expect(isTestRunner({ webdriver: false, userAgent: "Mozilla/5.0 HeadlessChrome/140" })).toBe(true);
    expect(isTestRunner({ webdriver: false, userAgent: "Mozilla/5.0 (iPhone) Safari" })).toBe(false);
  });
});
