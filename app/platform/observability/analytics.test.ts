import { describe, expect, it } from "vitest";
import { analyticsContext, analyticsPlatform, analyticsUserFallback, countByBrand, isLoadingPage, isScreenViewSuppressed } from "./analytics";

describe("screen views (spec §2)", () => {
  it.each([
    "/bezorgservice/klacht",
    "/bezorgservice/app/klacht",
    "/bezorgservice/DK/700100",
    "/bezorgservice/app/DK/700100",
    "/abonnementen/uitnodiging/k7Qm2xVb9PzL4sRtWd8Ny5TqE1gKaHc3x",
    "/verhuisservice/doorgeven",
    "/verhuisservice/app/doorgeven/",
    "/vakantieservice/doorgeven",
    "/vakantieservice/app/doorgeven",
    "/betaalservice/wijzigen",
    "/betaalservice/wijzigen/DK/700100",
    "/betaalservice/wijzigen/status/success",
    "/betaalservice/wijzigen/status/failed/extra",
    "/klantenservice/contact/formulier",
    "/klantenservice/contact/app/basis-formulier",
    "/abonnementen/app/700100/wijzigen",
  ])("suppresses the screen view of the flow %s", (path) => expect(isScreenViewSuppressed(path)).toBe(true));

  it.each(["/", "/account", "/abonnementen", "/abonnementen/delen", "/bezorgservice", "/vakantieservice", "/betaalservice", "/klantenservice/contact", "/myaccount", "/bezorgservice/DK", "/abonnementen/700100/wijzigen"])(
    "sends a screen view on %s",
    (path) => expect(isScreenViewSuppressed(path)).toBe(false),
  );

  it("treats /myaccount as the loading page", () => {
    expect(isLoadingPage("/myaccount")).toBe(true);
    expect(isLoadingPage("/myaccount/")).toBe(true);
    expect(isLoadingPage("/account")).toBe(false);
  });
});

describe("analytics event context (spec §3)", () => {
  it("is WEBVIEW on app paths or with the webview limitation, else WEB", () => {
    expect(analyticsPlatform("/vakantieservice/app/doorgeven", false)).toBe("WEBVIEW");
    expect(analyticsPlatform("/account", true)).toBe("WEBVIEW");
    expect(analyticsPlatform("/account", false)).toBe("WEB");
    expect(analyticsPlatform("/apparaten", false)).toBe("WEB");
  });

  it("names the account, else the cookie's fallback, else no user", () => {
    const base = { title: "Mijn account", path: "/account", hasWebviewLimitation: false };
    expect(analyticsContext({ ...base, accountId: "acc_jan", fallbackUserId: "acc_old" })).toEqual({
      page: { title: "Mijn account", category: "Mijn Account" },
      user: { accountId: "acc_jan" },
      origin: { platform: "WEB" },
    });
    expect(analyticsContext({ ...base, accountId: null, fallbackUserId: "acc_old" }).user).toEqual({ accountId: "acc_old" });
    expect(analyticsContext({ ...base, accountId: null, fallbackUserId: null }).user).toEqual({});
    expect(analyticsContext({ ...base, path: "/iets", accountId: null, fallbackUserId: null }).page.category).toBe("Onbekend pad: /iets");
  });

  it("takes only an id-shaped cookie value as the fallback user", () => {
    expect(analyticsUserFallback("acc_jan-01")).toBe("acc_jan-01");
    expect(analyticsUserFallback("jan@example.nl")).toBeNull();
    expect(analyticsUserFallback("")).toBeNull();
    expect(analyticsUserFallback(null)).toBeNull();
  });

  it("counts items per brand", () => {
    expect(countByBrand([{ brand: "DK" }, { brand: "WW" }, { brand: "DK" }, { brand: null }, {}])).toEqual({ DK: 2, WW: 1 });
  });
});
