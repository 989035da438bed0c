// The brand app's webview (spec §3 page props "applicationConfiguration", §2 "/app-integration"): which
// screens the app opens, what the content says each brand's app supports, and the URLs a tester builds.
import type { Brand } from "./brand";

/** The webview flows an app can open, by product area. */
export const APP_FLOWS = ["delivery", "holiday", "moving", "subscription-change", "contact"] as const;
export type AppFlow = (typeof APP_FLOWS)[number];

/** Spec §3 page props: the content document of the current brand's app (null: the brand has no app). */
export interface ApplicationConfiguration {
  appName: string;
  /** The /app/ flows this brand's app offers. */
  flows: AppFlow[];
  /** What the app sends: its user agent (which carries the webview token) and its client settings. */
  userAgent: string;
  clientSettings: { showLogoutButton: boolean; hasWebviewLimitation: boolean };
}

/** The brand's applicationConfiguration document from the content, checked field by field; anything malformed is left out. */
export function applicationConfigurationFor(documents: unknown, brandKey: string | null): ApplicationConfiguration | null {
  if (!brandKey || !Array.isArray(documents)) return null;
  const doc = documents.find((candidate) => (candidate as { brand?: unknown } | null)?.brand === brandKey) as Record<string, unknown> | undefined;
  if (!doc) return null;
  const settings = (doc.clientSettings && typeof doc.clientSettings === "object" ? doc.clientSettings : {}) as Record<string, unknown>;
  return {
    appName: typeof doc.appName === "string" ? doc.appName : "",
    flows: Array.isArray(doc.flows) ? APP_FLOWS.filter((flow) => (doc.flows as unknown[]).includes(flow)) : [],
    userAgent: typeof doc.userAgent === "string" ? doc.userAgent : "",
    clientSettings: { showLogoutButton: settings.showLogoutButton === true, hasWebviewLimitation: settings.hasWebviewLimitation !== false },
  };
}

export interface EntryParameter {
  name: string;
  /** Where it goes: a path segment (`:name` in the pattern) or the query string. */
  in: "path" | "query";
  required: boolean;
  /** The example a tester starts from; `{brandId}` is replaced by the brand's id. */
  example: string;
}

export interface EntryPoint {
  id: string;
  /** null: the entry page itself, offered to every app. */
  flow: AppFlow | null;
  path: string;
  parameters: EntryParameter[];
}

/** Every webview entry point (app/routes.ts): the entry page and the /app/ flows of delivery, holiday, moving, subscription change and contact. */
export const ENTRY_POINTS: readonly EntryPoint[] = [
  { id: "myaccount", flow: null, path: "/myaccount", parameters: [{ name: "callback_url", in: "query", required: false, example: "/vakantieservice/app/doorgeven" }] },
  { id: "delivery-complaint", flow: "delivery", path: "/bezorgservice/app/klacht", parameters: [] },
  {
    id: "delivery-subscription",
    flow: "delivery",
    path: "/bezorgservice/app/:brandId/:subscriptionId",
    parameters: [
      { name: "brandId", in: "path", required: true, example: "{brandId}" },
      { name: "subscriptionId", in: "path", required: true, example: "" },
    ],
  },
  { id: "holiday", flow: "holiday", path: "/vakantieservice/app/doorgeven", parameters: [{ name: "abonnement", in: "query", required: false, example: "" }] },
  { id: "moving", flow: "moving", path: "/verhuisservice/app/doorgeven", parameters: [] },
  {
    id: "subscription-change",
    flow: "subscription-change",
    path: "/abonnementen/app/:subscriptionId/wijzigen",
    parameters: [{ name: "subscriptionId", in: "path", required: true, example: "" }],
  },
  {
    id: "contact",
    flow: "contact",
    path: "/klantenservice/contact/app/basis-formulier",
    parameters: [
      { name: "onderwerp", in: "query", required: false, example: "delivery" },
      { name: "subonderwerp", in: "query", required: false, example: "delivery_complaint" },
    ],
  },
];

/** The example values of an entry point for a brand. */
export function exampleValues(entry: EntryPoint, brand: Pick<Brand, "id"> | null): Record<string, string> {
  return Object.fromEntries(entry.parameters.map((parameter) => [parameter.name, parameter.example.replace("{brandId}", brand?.id ?? "")]));
}

/** The entry point's path and query with these values; null while a required value is missing. */
export function entryPath(entry: EntryPoint, values: Record<string, string>): string | null {
  let path = entry.path;
  const query = new URLSearchParams();
  for (const parameter of entry.parameters) {
    const value = (values[parameter.name] ?? "").trim();
    if (!value) {
      if (parameter.required) return null;
      continue;
    }
    if (parameter.in === "path") path = path.replace(`:${parameter.name}`, encodeURIComponent(value));
    else query.set(parameter.name, value);
  }
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

/**
 * The portal's origin for a brand in this environment: the brand's `<key>.localhost` alias on a local
 * stack (same scheme and port as now), else its production host.
 */
export function brandSiteOrigin(brand: Pick<Brand, "key" | "host">, current: URL): string {
  const local = current.hostname === "localhost" || current.hostname.endsWith(".localhost");
  return local ? `${current.protocol}//${brand.key}.localhost${current.port ? `:${current.port}` : ""}` : `https://${brand.host}`;
}

/** Spec: the tool exists in every environment but production, where only the APP_INTEGRATION_ENABLED setting switches it on. */
export function isAppIntegrationAvailable(environment: string, enabledSetting: string | undefined): boolean {
  return environment !== "production" || enabledSetting === "true";
}

/** The webview's entry points may be framed by the portal itself (the tool's phone preview), nothing else. */
export function isWebviewEntryPath(pathname: string): boolean {
  return pathname === "/myaccount" || /\/app(\/|$)/.test(pathname);
}
