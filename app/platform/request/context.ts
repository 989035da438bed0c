import { createContext, type RouterContext, type ServerBuild } from "react-router";
import type { Brand } from "../content/brand";
import type { Environment, PortalEnv } from "./env.server";
import type { Flags } from "../content/flags";
import type { PersistedQueries } from "../origin/persisted-operation";
import type { Translations } from "../content/translations";
import type { SiteAlert } from "../content/site-alerts";
import type { ContentSource } from "../content/content.server";
import type { ApplicationConfiguration } from "../content/app-integration";
import type { PageLanguage } from "../locale/language";

/** Spec §3 page props: client settings with their defaults. */
export interface ClientSettings {
  showLogoutButton: boolean;
  hasWebviewLimitation: boolean;
  userLanguagePreference: string | null;
}

/**
 * The page's origin reads: they share one deadline (ORIGIN_READ_BUDGET_MS from the request's start),
 * and `failed` marks that one could not be answered, so the page answers 503 (entry.server.tsx).
 */
export interface OriginReads {
  deadline: number;
  failed: boolean;
}

/** The one typed request context, built once per request in workers/app.ts. */
export interface AppContext {
  env: PortalEnv;
  environment: Environment;
  waitUntil: (promise: Promise<unknown>) => void;
  nonce: string;
  /** The origin the visitor sees: https://<brand host> behind the CDN, the request's own on local stacks. */
  siteOrigin: string;
  /** The normalised host the visitor is on (x-ak-inc-host, else Host). */
  host: string | null;
  brand: Brand | null;
  brands: Brand[];
  preview: boolean;
  flags: Flags;
  /** Texts for the brand's country (nl-NL, or nl-NL with the nl-BE differences). */
  translations: Translations;
  /** The same texts for another language choice (the subscriber's preference). */
  /** Every document (the server's own texts), or with `categories` what a page of those categories loads (beside `all`). */
  translationsFor: (language: "nl" | "be", categories?: readonly string[] | null) => Translations;
  siteAlerts: SiteAlert[];
  maintenance: { active: boolean; title?: string; body?: unknown[] };
  clientSettings: ClientSettings;
  /** The current brand's app (content), or null. */
  applicationConfiguration: ApplicationConfiguration | null;
  /** The visitor's address as the platform saw it (cf-connecting-ip), told to the origin for its per-client limits; null locally. */
  clientIp: string | null;
  /** Development and test: the `mo-test-origin-clock` moment the origin is asked to take as "now" (ADR 36); else null. */
  testClock: string | null;
  /** Development and test: the `mo-test-origin-faults` share of origin calls the origin is asked to fail; else null or absent. */
  testOriginFaults?: number | null;
  /**
   * The account's language preference for the origin's messages: the `mo-site-language` cookie (as this
   * browser last learned it), replaced by the preference once the identity provider tells it on this
   * request (the session middleware); else null.
   */
  siteLanguage: PageLanguage | null;
  /** The content cache (KV): content, and origin answers that are the same for every visitor. */
  contentCache: KVNamespace;
  content: ContentSource;
  report: (error: unknown, context?: string) => void;
  originReads: OriginReads;
  /** The page's persisted-query state: hashes until the origin answers PersistedQueryNotSupported. */
  persistedQueries: PersistedQueries;
}

export const appContext = createContext<AppContext>();

/** The server build's route table (workers/app.ts): the root loader picks the page's translations by it. */
export type RouteTable = ServerBuild["routes"];
export const routeTableContext: RouterContext<RouteTable | null> = createContext<RouteTable | null>(null);
