import { createClient, type SanityClient } from "@sanity/client";
import brandSnapshot from "./brand-snapshot.json";
import screenSnapshot from "./screen-snapshot.json";
import type { Brand } from "./brand";
import { toBrands } from "./brand-document.server";
import { CacheLong, CacheShort, cached } from "./cache.server";
import type { PortalEnv } from "../request/env.server";

// Content per spec §7: dataset from config, API version 2023-03-07, CDN on, published perspective;
// preview: previewDrafts, CDN off, token from the environment. Preview never touches KV.

export const CONTENT_API_VERSION = "2023-03-07";
/** Named retry/timeout policy for the content API: fail fast, serve the cache. */
export const ContentPolicy = { timeoutMs: 3000, maxRetries: 1 } as const;

/**
 * One client per configuration and isolate (creating one costs more than a small request's whole
 * render): per validated env, which is one object per isolate, a published and a preview client.
 */
const clients = new WeakMap<PortalEnv, { published?: SanityClient; preview?: SanityClient }>();

export function createContentClient(env: PortalEnv, preview: boolean): SanityClient {
  let pair = clients.get(env);
  if (!pair) clients.set(env, (pair = {}));
  const kind = preview ? "preview" : "published";
  return (pair[kind] ??= newContentClient(env, preview));
}

function newContentClient(env: PortalEnv, preview: boolean): SanityClient {
  return createClient({
    projectId: env.SANITY_PROJECT_ID,
    dataset: env.SANITY_DATASET,
    apiVersion: CONTENT_API_VERSION,
    ...(env.SANITY_API_HOST ? { apiHost: env.SANITY_API_HOST, useProjectHostname: false } : {}),
    useCdn: !preview,
    perspective: preview ? "previewDrafts" : "published",
    token: preview ? env.SANITY_API_TOKEN : undefined,
    timeout: ContentPolicy.timeoutMs,
    maxRetries: ContentPolicy.maxRetries,
    ignoreBrowserTokenWarning: true,
  });
}

export const BRANDS_QUERY = `*[_type == "brand"]`;
export const SITE_QUERY = `{
  "flags": *[_id == "featureFlags"][0],
  "translations": *[_type == "translations"],
  "siteAlerts": *[_type == "siteAlert"],
  "maintenance": *[_id == "maintenancePage"][0],
  "applicationConfigurations": *[_type == "applicationConfiguration"]
}`;

export interface SiteContent {
  flags: unknown;
  translations: unknown[];
  siteAlerts: unknown[];
  maintenance: unknown;
  /** One per brand with an app (spec §3 page props "applicationConfiguration"). */
  applicationConfigurations?: unknown[];
}

const emptySite: SiteContent = { flags: null, translations: [], siteAlerts: [], maintenance: null };

export interface ContentSource {
  brands(): Promise<Brand[]>;
  site(): Promise<SiteContent>;
  /**
   * A screen's own documents (e.g. the FAQ), read only by that screen: cached in KV under `name`
   * like the site content (CacheShort), straight from the API in preview. When the API fails and
   * nothing is cached: the build's snapshot of them (screen-snapshot.json: the FAQ, the e-mail
   * service), else it throws (a screen whose documents go stale quickly, such as delivery incidents).
   */
  documents<T>(name: string, query: string, isEmpty?: (value: T) => boolean): Promise<T>;
}

interface ContentDeps {
  env: PortalEnv;
  kv: KVNamespace;
  waitUntil: (promise: Promise<unknown>) => void;
  preview: boolean;
  report: (error: unknown, context: string) => void;
}

/** The one way the portal reads content: cached in KV normally, straight from the API in preview. */
export function contentSource({ env, kv, waitUntil, preview, report }: ContentDeps): ContentSource {
  const client = createContentClient(env, preview);
  const fetchBrands = async () => toBrands(await client.fetch(BRANDS_QUERY));
  const fetchSite = async () => (await client.fetch<SiteContent>(SITE_QUERY)) ?? emptySite;
  // An outage of the content API (and of KV) is reported once per request, not once per document read.
  let reported = false;
  const onError = (error: unknown, phase: string) => {
    if (reported) return console.warn(`[content ${phase}]`, error instanceof Error ? error.message : error);
    reported = true;
    report(error, `content ${phase}`);
  };
  const snapshot = () => toBrands(brandSnapshot);
  const screens = screenSnapshot as Record<string, unknown>;

  return {
    async brands() {
      try {
        if (preview) return await fetchBrands();
        return await cached({
          key: `content:${env.SANITY_DATASET}:brands`,
          kv,
          waitUntil,
          strategy: CacheLong,
          fetcher: fetchBrands,
          isEmpty: (brands) => brands.length === 0,
          onError,
        });
      } catch (error) {
        onError(error, "brands (serving bundled snapshot)");
        return snapshot();
      }
    },
    async site() {
      try {
        if (preview) return await fetchSite();
        return await cached({
          key: `content:${env.SANITY_DATASET}:site`,
          kv,
          waitUntil,
          strategy: CacheShort,
          fetcher: fetchSite,
          isEmpty: (site) => !site.flags && site.translations.length === 0,
          onError,
        });
      } catch (error) {
        onError(error, "site (serving defaults)");
        return emptySite;
      }
    },
    async documents<T>(name: string, query: string, isEmpty?: (value: T) => boolean) {
      const fetcher = async () => client.fetch<T>(query);
      if (preview) return fetcher();
      try {
        return await cached({ key: `content:${env.SANITY_DATASET}:${name}`, kv, waitUntil, strategy: CacheShort, fetcher, isEmpty, onError });
      } catch (error) {
        // The build's snapshot of the screen's documents (scripts/snapshot-brands.mjs), when it has one.
        if (!(name in screens)) throw error;
        onError(error, `${name} (serving bundled snapshot)`);
        return screens[name] as T;
      }
    },
  };
}
