import { Form } from "react-router";
import { css } from "styled-system/css";
import type { Route } from "./+types/app-integration";
import {
  APP_FLOWS,
  ENTRY_POINTS,
  applicationConfigurationFor,
  brandSiteOrigin,
  entryPath,
  exampleValues,
  isAppIntegrationAvailable,
} from "~/platform/content/app-integration";
import { appContext } from "~/platform/request/context";
import { buttonRecipe } from "~/ui/button/button";
import { inputClass } from "~/ui/forms/field";

// /app-integration (spec §2 "App integration tool", ADR 31): for the brand apps' developers and testers.
// Every webview entry point with its parameters; pick a brand and an entry point, fill in the
// parameters and the page builds the URL the app opens and shows it in a phone-sized frame. Not in
// production unless APP_INTEGRATION_ENABLED is "true". A GET form: it works without JavaScript too.

const FLOW_NAMES: Record<(typeof APP_FLOWS)[number], string> = {
  delivery: "Bezorgservice",
  holiday: "Vakantieservice",
  moving: "Verhuisservice",
  contact: "Contactformulier",
};

export async function loader({ context, request }: Route.LoaderArgs) {
  const app = context.get(appContext);
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


const section = css({ py: "6", borderTopWidth: "1px", borderTopStyle: "solid", borderColor: "border.default" });
const cell = css({ textAlign: "left", verticalAlign: "top", p: "2", borderBottomWidth: "1px", borderBottomStyle: "solid", borderColor: "border.default" });
const label = css({ display: "block", fontWeight: "semibold", mb: "1" });

export default function AppIntegration({ loaderData }: Route.ComponentProps) {
  const { brands, brand, entryId, values, supported, built, target } = loaderData;
  const entry = ENTRY_POINTS.find((candidate) => candidate.id === entryId)!;
  const brandsFor = (flow: (typeof APP_FLOWS)[number] | null) =>
    brands.filter((candidate) => flow === null || candidate.flows.includes(flow)).map((candidate) => candidate.name).join(", ") || "geen";
  return (
    <div className={css({ maxW: "containerWide", mx: "auto", px: "4", py: "8" })}>
      <h1 className={css({ fontSize: "3xl", fontWeight: "bold" })}>App-integratie</h1>
      <p className={css({ color: "fg.muted", mt: "2", mb: "6" })}>
        Voor ontwikkelaars en testers van de apps: elk instappunt van de webview met zijn parameters. Kies een merk en een instappunt, vul de
        parameters in en open de pagina zoals de app dat doet. Log eerst in op dit tabblad: de inlogpagina opent niet in het voorbeeld.
      </p>

      <section className={section} aria-labelledby="instappunten">
        <h2 id="instappunten" className={css({ fontSize: "2xl", fontWeight: "bold", mb: "4" })}>Instappunten</h2>
        <div className={css({ overflowX: "auto" })}>
          <table className={css({ borderCollapse: "collapse", w: "full", fontSize: "sm" })}>
            <thead>
              <tr>
                <th scope="col" className={cell}>Pad</th>
                <th scope="col" className={cell}>Parameters</th>
                <th scope="col" className={cell}>Apps</th>
              </tr>
            </thead>
            <tbody>
              {ENTRY_POINTS.map((candidate) => (
                <tr key={candidate.id}>
                  <td className={cell}>
                    <code className={css({ wordBreak: "break-all" })}>{candidate.path}</code>
                    <div className={css({ color: "fg.muted" })}>{candidate.flow ? FLOW_NAMES[candidate.flow] : "Startpagina van de app"}</div>
                  </td>
                  <td className={cell}>
                    {candidate.parameters.length === 0
                      ? "geen"
                      : candidate.parameters.map((parameter) => (
                          <div key={parameter.name}>
                            <code>{parameter.name}</code> ({parameter.in === "path" ? "in het pad" : "in de query"}, {parameter.required ? "verplicht" : "optioneel"})
                          </div>
                        ))}
                  </td>
                  <td className={cell}>{brandsFor(candidate.flow)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>

      <section className={section} aria-labelledby="url-maken">
        <h2 id="url-maken" className={css({ fontSize: "2xl", fontWeight: "bold", mb: "4" })}>URL maken</h2>
        <Form method="get" className={css({ display: "grid", gap: "4", maxW: "container" })}>
          <div>
            <label htmlFor="merk" className={label}>Merk</label>
            <select id="merk" name="merk" defaultValue={brand?.key} className={inputClass}>
              {brands.map((candidate) => (
                <option key={candidate.key} value={candidate.key}>{candidate.name}</option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="instappunt" className={label}>Instappunt</label>
            <select id="instappunt" name="instappunt" defaultValue={entry.id} className={inputClass}>
              {ENTRY_POINTS.map((candidate) => (
                <option key={candidate.id} value={candidate.id}>{candidate.path}</option>
              ))}
            </select>
          </div>
          {entry.parameters.map((parameter) => (
            <div key={`${entry.id}-${parameter.name}`}>
              <label htmlFor={`parameter-${parameter.name}`} className={label}>
                {parameter.name} {parameter.required ? "" : "(optioneel)"}
              </label>
              <input id={`parameter-${parameter.name}`} name={parameter.name} defaultValue={values[parameter.name]} className={inputClass} />
            </div>
          ))}
          <div>
            <button type="submit" className={buttonRecipe({ variant: "primary" })}>URL maken</button>
          </div>
        </Form>
        <p className={css({ color: "fg.muted", mt: "2", fontSize: "sm" })}>
          Andere parameters bij een ander instappunt: kies het instappunt en klik op URL maken.
        </p>
      </section>

      {built ? (
        <section className={section} aria-labelledby="resultaat">
          <h2 id="resultaat" className={css({ fontSize: "2xl", fontWeight: "bold", mb: "4" })}>Resultaat</h2>
          {!target ? (
            <p role="alert">Vul de verplichte parameters in.</p>
          ) : (
            <>
              <label htmlFor="gemaakte-url" className={label}>URL voor {brand?.name}</label>
              <input id="gemaakte-url" readOnly value={target.url} className={inputClass} />
              {brand?.userAgent ? (
                <p className={css({ color: "fg.muted", mt: "2", fontSize: "sm" })}>
                  De app ({brand.appName}) opent deze URL met user agent <code>{brand.userAgent}</code>.
                </p>
              ) : null}
              {!supported ? <p className={css({ mt: "2" })}>Let op: de app van {brand?.name} biedt dit instappunt niet aan.</p> : null}
              <p className={css({ mt: "2" })}>
                <a href={target.url} target="_blank" rel="noreferrer" className={css({ color: "fg.link" })}>Open in een nieuw tabblad</a>
              </p>
              {target.sameOrigin ? (
                <iframe
                  title={`Voorbeeld in de app: ${target.path}`}
                  src={target.path}
                  width={375}
                  height={667}
                  className={css({ display: "block", mt: "4", borderWidth: "8px", borderStyle: "solid", borderColor: "fg.default", rounded: "2xl", bg: "bg.canvas", maxW: "full" })}
                />
              ) : (
                <p className={css({ mt: "4" })}>
                  Het voorbeeld opent alleen op de host van het merk zelf:{" "}
                  <a href={`${brand?.origin}/app-integration`} className={css({ color: "fg.link" })}>app-integratie van {brand?.name}</a>.
                </p>
              )}
            </>
          )}
        </section>
      ) : null}
    </div>
  );
}
