import { describe, expect, test } from "vitest";
import { describeUserAgent, parseUserAgent } from "./user-agent";

const UA = {
  chromeWindows:
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
  edgeWindows:
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.2903.86",
  safariIphone:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
  chromeIphone:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1",
  safariIpad:
    "Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1",
  safariMac:
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15",
  firefoxAndroid: "Mozilla/5.0 (Android 14; Mobile; rv:128.0) Gecko/128.0 Firefox/128.0",
  firefoxLinux: "Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0",
  samsungAndroid:
    "Mozilla/5.0 (Linux; Android 13; SM-S911B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/23.0 Chrome/115.0.0.0 Mobile Safari/537.36",
  chromeAndroid:
    "Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36",
  operaMac:
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36 OPR/115.0.0.0",
  chromebook:
    "Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
  headlessLinux:
    "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36",
};

describe("describeUserAgent", () => {
  test.each([
    [UA.chromeWindows, "Chrome op Windows"],
    [UA.edgeWindows, "Edge op Windows"],
    [UA.safariIphone, "Safari op iPhone"],
    [UA.chromeIphone, "Chrome op iPhone"],
    [UA.safariIpad, "Safari op iPad"],
    [UA.safariMac, "Safari op Mac"],
    [UA.firefoxAndroid, "Firefox op Android"],
    [UA.firefoxLinux, "Firefox op Linux"],
    [UA.samsungAndroid, "Samsung Internet op Android"],
    [UA.chromeAndroid, "Chrome op Android"],
    [UA.operaMac, "Opera op Mac"],
    [UA.chromebook, "Chrome op Chromebook"],
    [UA.headlessLinux, "Chrome op Linux"],
  ])("%s → %s", (userAgent, expected) => {
    expect(describeUserAgent(userAgent)).toBe(expected);
  });

  test("a missing or unrecognised user agent is an unknown device, never an error", () => {
    expect(describeUserAgent(null)).toBe("Onbekend apparaat");
    expect(describeUserAgent(undefined)).toBe("Onbekend apparaat");
    expect(describeUserAgent("   ")).toBe("Onbekend apparaat");
    expect(describeUserAgent("curl/8.5.0")).toBe("Onbekend apparaat");
  });

  test("a known platform with an unknown browser, and the reverse", () => {
    expect(describeUserAgent("Mozilla/5.0 (Windows NT 10.0; Win64; x64) SomeApp/1.0")).toBe("Onbekende browser op Windows");
    expect(describeUserAgent("Firefox/128.0")).toBe("Firefox");
  });

  test("parses browser and platform separately", () => {
    expect(parseUserAgent(UA.safariIphone)).toEqual({ browser: "Safari", platform: "iPhone" });
    expect(parseUserAgent("")).toEqual({ browser: null, platform: null });
  });
});
