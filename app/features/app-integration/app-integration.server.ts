import {
  ENTRY_POINTS,
  applicationConfigurationFor,
  brandSiteOrigin,
  entryPath,
  exampleValues,
  isAppIntegrationAvailable,
} from "~/platform/content/app-integration";
import type { AppContext } from "~/platform/request/context";

// /app-integration (spec §2 "App integration tool", ADR 31): for the brand apps' developers and testers.
// Every webview entry point with its parameters; pick a brand and an entry point, fill in the
// parameters and the page builds the URL the app opens and shows it in a phone-sized frame. Not in
// production unless APP_INTEGRATION_ENABLED is "true". A GET form: it works without JavaScript too.

/** The tool's view: every brand with its app configuration, the chosen entry point and the URL built from the parameters. */
export type AppIntegrationView = Awaited<ReturnType<typeof loadAppIntegration>>;

export async function loadAppIntegration(app: AppContext, request: Request) {
  if (!isAppIntegrationAvailable(app.environment, app.env.APP_INTEGRATION_ENABLED)) throw new Response("Not Found", { status: 404 });
  const url = new URL(request.url);
  const site = await app.content.site();
  const brands = app.brands.map((brand) => {
    const configuration = applicationConfigurationFor(site.applicationConfigurations, brand.key);
    return {
      key: brand.key,
      id: brand.id,
      name: brand.name,
      origin: brand.key === app.brand?.key ? app.siteOrigin : brandSiteOrigin(brand, url),
      current: brand.key === app.brand?.key,
      appName: configuration?.appName ?? null,
      userAgent: configuration?.userAgent ?? null,
      flows: configuration?.flows ?? [],
    };
  });
  const brand = brands.find((candidate) => candidate.key === url.searchParams.get("merk")) ?? brands.find((candidate) => candidate.current) ?? brands[0] ?? null;
  const entry = ENTRY_POINTS.find((candidate) => candidate.id === url.searchParams.get("instappunt")) ?? ENTRY_POINTS[0]!;
  const examples = exampleValues(entry, brand);
  const values = Object.fromEntries(entry.parameters.map((parameter) => [parameter.name, url.searchParams.get(parameter.name) ?? examples[parameter.name] ?? ""]));
  const path = entryPath(entry, values);
  const supported = entry.flow === null || Boolean(brand?.flows.includes(entry.flow));
  return {
    brands,
    brand,
    entryId: entry.id,
    values,
    supported,
    built: url.searchParams.has("instappunt"),
    target: brand && path ? { url: `${brand.origin}${path}`, path, sameOrigin: brand.current } : null,
  };
}
