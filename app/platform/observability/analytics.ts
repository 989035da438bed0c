// Spec §2 "Known paths": analytics category by path prefix; the most specific prefix wins.
const CATEGORIES: Array<[prefix: string, category: string]> = [
  ["/404", "Error Pages"],
  ["/500", "Error Pages"],
  ["/app-integration", "App integration tool"],
  ["/abonnementen/delen", "Shared access"],
  ["/abonnementen/uitnodiging", "Shared access"],
  ["/abonnementen", "Abonnementen"],
  ["/account", "Mijn Account"],
  ["/facturen", "Invoices"],
  ["/login", "Login"],
  ["/onderhoud", "Onderhoud"],
  ["/myaccount", "Loading Pages"],
  ["/klantenservice/veelgestelde-vragen", "FAQ"],
  ["/bezorgservice", "delivery service"],
  ["/vakantieservice", "holiday service"],
  ["/verhuisservice", "moving service"],
  ["/betaalservice", "payment service"],
  ["/klantenservice/email", "Emailservice"],
  ["/klantenservice/contact", "Contact"],
];

export function analyticsCategory(path: string): string {
  if (path === "/") return "Service";
  let best: [string, string] | undefined;
  for (const entry of CATEGORIES) {
    const [prefix] = entry;
    if ((path === prefix || path.startsWith(`${prefix}/`)) && (!best || prefix.length > best[0].length)) best = entry;
  }
  return best ? best[1] : `Onbekend pad: ${path}`;
}

// Spec §2 "Routes where screen-view tracking is suppressed": flows and app (webview) paths. Their
// step events still go to the data layer; only the screen view is left out.
const SUPPRESSED_SCREEN_VIEWS: RegExp[] = [
  /^\/bezorgservice\/klacht$/,
  /^\/bezorgservice\/app\/klacht$/,
  /^\/bezorgservice\/[^/]+\/[^/]+$/,
  /^\/bezorgservice\/app\/[^/]+\/[^/]+$/,
  /^\/abonnementen\/uitnodiging\/[^/]+$/,
  /^\/verhuisservice\/doorgeven$/,
  /^\/verhuisservice\/app\/doorgeven$/,
  /^\/vakantieservice\/doorgeven$/,
  /^\/vakantieservice\/app\/doorgeven$/,
  // an app (webview) path beyond the spec's list (issue 57): app paths send no screen view
  /^\/abonnementen\/app\/[^/]+\/wijzigen$/,
  /^\/betaalservice\/wijzigen$/,
  /^\/betaalservice\/wijzigen\/[^/]+\/[^/]+$/,
  /^\/betaalservice\/wijzigen\/status\/.+$/,
  /^\/klantenservice\/contact\/formulier$/,
  /^\/klantenservice\/contact\/app\/basis-formulier$/,
];

/** The path without a trailing slash (but "/" stays "/"). */
function normalise(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, "") : path;
}

export function isScreenViewSuppressed(path: string): boolean {
  const normalised = normalise(path);
  return SUPPRESSED_SCREEN_VIEWS.some((pattern) => pattern.test(normalised));
}

/** /myaccount, the app's entry page, sends a page-loading event instead of a screen view. */
export function isLoadingPage(path: string): boolean {
  return normalise(path) === "/myaccount";
}

export type AnalyticsPlatform = "WEB" | "WEBVIEW";

/** WEBVIEW when the client settings say so or the path is an app path, else WEB. */
export function analyticsPlatform(path: string, hasWebviewLimitation: boolean): AnalyticsPlatform {
  return hasWebviewLimitation || /(^|\/)app(\/|$)/.test(normalise(path)) ? "WEBVIEW" : "WEB";
}

/** The analytics user fallback cookie (spec §7): set after login, read before the account loads; never used for authorisation. */
export const ANALYTICS_USER_COOKIE = "dc_myaccount";

/** A cookie value is only taken when it looks like an account id (no free text into the data layer). */
export function analyticsUserFallback(value: string | null | undefined): string | null {
  return value && /^[A-Za-z0-9_-]{1,64}$/.test(value) ? value : null;
}

export interface AnalyticsContext {
  page: { title: string; category: string };
  user: { accountId: string } | Record<string, never>;
  origin: { platform: AnalyticsPlatform };
}

/** The event context of spec §3 "Analytics event context". */
export function analyticsContext(input: {
  title: string;
  path: string;
  accountId: string | null;
  fallbackUserId: string | null;
  hasWebviewLimitation: boolean;
}): AnalyticsContext {
  const accountId = input.accountId ?? input.fallbackUserId;
  return {
    page: { title: input.title, category: analyticsCategory(input.path) },
    user: accountId ? { accountId } : {},
    origin: { platform: analyticsPlatform(input.path, input.hasWebviewLimitation) },
  };
}

/** Counts items that carry a brand per brand, e.g. `{ DK: 2, WW: 1 }` (spec §3: "Items with a brand field can be counted per brand"). */
export function countByBrand(items: ReadonlyArray<{ brand?: string | null }>): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const item of items) if (item.brand) counts[item.brand] = (counts[item.brand] ?? 0) + 1;
  return counts;
}
