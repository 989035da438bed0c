// A user-agent string in Dutch words ("Chrome op Windows") for the session overview. Deliberately
// small: the overview only needs to tell a subscriber's own devices apart, not fingerprint them.

export interface DeviceDescription {
  browser: string | null;
  platform: string | null;
}

// Order matters: Edge, Opera and Samsung Internet also say "Chrome", Chrome also says "Safari".
const BROWSERS: Array<[RegExp, string]> = [
  [/\bEdg(?:e|A|iOS)?\//, "Edge"],
  [/\b(?:OPR|OPiOS|Opera)\//, "Opera"],
  [/\bSamsungBrowser\//, "Samsung Internet"],
  [/\b(?:Firefox|FxiOS)\//, "Firefox"],
  [/\b(?:CriOS|HeadlessChrome|Chrome|Chromium)\//, "Chrome"],
  [/\bVersion\/[\d.]+.*\bSafari\//, "Safari"],
];

// iPhone and iPad user agents contain "like Mac OS X", and Android ones "Linux": specific first.
const PLATFORMS: Array<[RegExp, string]> = [
  [/\biPhone\b|\biPod\b/, "iPhone"],
  [/\biPad\b/, "iPad"],
  [/\bAndroid\b/, "Android"],
  [/\bWindows\b/, "Windows"],
  [/\bCrOS\b/, "Chromebook"],
  [/\bMacintosh\b|\bMac OS X\b/, "Mac"],
  [/\bLinux\b|\bX11\b/, "Linux"],
];

function firstMatch(userAgent: string, table: Array<[RegExp, string]>): string | null {
  return table.find(([pattern]) => pattern.test(userAgent))?.[1] ?? null;
}

export function parseUserAgent(userAgent: string | null | undefined): DeviceDescription {
  const value = userAgent?.trim() ?? "";
  if (!value) return { browser: null, platform: null };
  return { browser: firstMatch(value, BROWSERS), platform: firstMatch(value, PLATFORMS) };
}

/** "Chrome op Windows", "Safari op iPhone"; "Onbekend apparaat" when nothing is recognised. */
export function describeUserAgent(userAgent: string | null | undefined): string {
  const { browser, platform } = parseUserAgent(userAgent);
  if (browser && platform) return `${browser} op ${platform}`;
  if (browser) return browser;
  if (platform) return `Onbekende browser op ${platform}`;
  return "Onbekend apparaat";
}
