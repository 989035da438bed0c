import { applicationConfigurationFor } from "../content/app-integration";
import { testOriginClock, testOriginFaults } from "./clock.server";
import { readCookie } from "../session/cookies.server";
import { SITE_LANGUAGE_COOKIE, siteLanguage } from "../locale/language";
import { incomingHost, resolveBrand } from "../content/brand.server";
import { contentSource } from "../content/content.server";
import type { AppContext, ClientSettings } from "./context";
import { portalEnv } from "./env.server";
import { logOnce } from "../observability/developer-log";
import { resolveFlags } from "../content/flags";
import { withTestFlags } from "../content/test-flags.server";
import { isPreview } from "../content/preview.server";
import { activeSiteAlerts } from "../content/site-alerts";
import { mergeTranslations, showsTranslationKeys } from "../content/translations";

const APP_PATH = /\/app(\/|$)/;
const APP_USER_AGENT = /\bMijnOmgevingApp\b/;

/** The webview variant of a route: a path with an `/app/` segment (`/vakantieservice/app/doorgeven`). */
export function isWebviewPath(request: Request | URL): boolean {
  return APP_PATH.test((request instanceof URL ? request : new URL(request.url)).pathname);
}

/** App webviews open `/…/app/…` paths or identify themselves in the user agent. */
export function clientSettingsFor(request: Request): ClientSettings {
  const webview = isWebviewPath(request) || APP_USER_AGENT.test(request.headers.get("user-agent") ?? "");
  return { showLogoutButton: !webview, hasWebviewLimitation: webview, userLanguagePreference: null };
}

/**
 * Spec §8 "missing client settings are reported as an error": a page for the app (its entry page
 * /myaccount or an /app/ path) opened without the app's settings — no app user agent, or a brand
 * whose app configuration the content lacks. Pages only: their data requests would say it again.
 */
export function missingClientSettings(request: Request, applicationConfiguration: unknown): string | null {
  if (request.method !== "GET") return null;
  const { pathname } = new URL(request.url);
  if (pathname.endsWith(".data") || !(APP_PATH.test(pathname) || /^\/myaccount\/?$/.test(pathname))) return null;
  if (!APP_USER_AGENT.test(request.headers.get("user-agent") ?? "")) return `Missing client settings on ${pathname}: no app user agent`;
  if (!applicationConfiguration) return `Missing client settings on ${pathname}: the brand has no app configuration`;
  return null;
}

/**
 * `derive(document, key)` once per document object and key: the content cache hands out the same
 * site document while it is fresh, so the flags and the app configuration of a brand are derived
 * once per isolate instead of on every request.
 */
function perDocument<T>(derive: (document: unknown, key: string | null) => T): (document: unknown, key: string | null) => T {
  const memo = new WeakMap<object, Map<string | null, T>>();
  return (document, key) => {
    if (typeof document !== "object" || document === null) return derive(document, key);
    let byKey = memo.get(document);
    if (!byKey) memo.set(document, (byKey = new Map()));
    if (!byKey.has(key)) byKey.set(key, derive(document, key));
    return byKey.get(key)!;
  };
}

// Spec §8: a missing or invalid flag warns (once per isolate: the document is the same for many requests).
const flagsFor = perDocument((document, brandId) => resolveFlags(document, brandId, (message) => logOnce("warn", message)));
const applicationConfigurationOf = perDocument(applicationConfigurationFor);

function parseMaintenance(raw: unknown): AppContext["maintenance"] {
  const doc = raw as { active?: unknown; title?: unknown; body?: unknown } | null;
  return {
    active: doc?.active === true,
    title: typeof doc?.title === "string" ? doc.title : undefined,
    body: Array.isArray(doc?.body) ? doc.body : undefined,
  };
}

export async function buildAppContext(
  request: Request,
  rawEnv: Env,
  ctx: ExecutionContext,
  nonce: string,
  report: AppContext["report"],
): Promise<AppContext> {
  const startedAt = Date.now();
  const env = portalEnv(rawEnv);
  const waitUntil = (promise: Promise<unknown>) => ctx.waitUntil(promise);
  const preview = await isPreview(request, env.SESSION_SECRET);
  const content = contentSource({ env, kv: rawEnv.CONTENT_CACHE, waitUntil, preview, report });

  const [brands, site] = await Promise.all([content.brands(), content.site()]);
  const host = incomingHost(request);
  const brand = resolveBrand(host, brands, env.ENVIRONMENT);
  const url = new URL(request.url);
  const showKeys = showsTranslationKeys(env.ENVIRONMENT, url);

  const originReads = { deadline: startedAt + env.ORIGIN_READ_BUDGET_MS, failed: false };
  const applicationConfiguration = applicationConfigurationOf(site.applicationConfigurations, brand?.key ?? null);
  const missing = brand ? missingClientSettings(request, applicationConfiguration) : null;
  if (missing) report(new Error(missing), "client-settings");
  return {
    // Only a resolved brand host may appear in absolute URLs; a forged header never does.
    siteOrigin: brand && host && url.hostname !== host ? `https://${host}` : url.origin,
    env,
    environment: env.ENVIRONMENT,
    waitUntil,
    nonce,
    host,
    brand,
    brands,
    preview,
    flags: withTestFlags(flagsFor(site.flags, brand?.id ?? null), env.ENVIRONMENT, request),
    translations: mergeTranslations(site.translations, brand?.country === "be" ? "be" : "nl", showKeys),
    translationsFor: (language, categories = null) => mergeTranslations(site.translations, language, showKeys, categories),
    siteAlerts: activeSiteAlerts(site.siteAlerts ?? [], brand?.key ?? null),
    maintenance: parseMaintenance(site.maintenance),
    clientSettings: clientSettingsFor(request),
    applicationConfiguration,
    contentCache: rawEnv.CONTENT_CACHE,
    testClock: testOriginClock(env.ENVIRONMENT, request),
    testOriginFaults: testOriginFaults(env.ENVIRONMENT, request),
    clientIp: request.headers.get("cf-connecting-ip"),
    siteLanguage: siteLanguage(readCookie(request, SITE_LANGUAGE_COOKIE)),
    content,
    report,
    originReads,
    persistedQueries: { supported: true },
  };
}
