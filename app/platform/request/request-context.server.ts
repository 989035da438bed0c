import { applicationConfigurationFor } from "../content/app-integration";
import { testOriginClock } from "./clock.server";
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

/** App webviews open `/…/app/…` paths or identify themselves in the user agent. */
export function clientSettingsFor(request: Request): ClientSettings {
  const url = new URL(request.url);
  const webview = /\/app(\/|$)/.test(url.pathname) || /\bMijnOmgevingApp\b/.test(request.headers.get("user-agent") ?? "");
  return { showLogoutButton: !webview, hasWebviewLimitation: webview, userLanguagePreference: null };
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
    translationsFor: (language) => mergeTranslations(site.translations, language, showKeys),
    siteAlerts: activeSiteAlerts(site.siteAlerts ?? [], brand?.key ?? null),
    maintenance: parseMaintenance(site.maintenance),
    clientSettings: clientSettingsFor(request),
    applicationConfiguration: applicationConfigurationOf(site.applicationConfigurations, brand?.key ?? null),
    contentCache: rawEnv.CONTENT_CACHE,
    testClock: testOriginClock(env.ENVIRONMENT, request),
    content,
    report,
    originReads,
    persistedQueries: { supported: true },
  };
}
