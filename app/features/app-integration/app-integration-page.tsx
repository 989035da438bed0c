import { Form } from "react-router";
import { css } from "styled-system/css";
import { APP_FLOWS, ENTRY_POINTS } from "~/platform/content/app-integration";
import { buttonRecipe } from "~/ui/button/button";
import { inputClass } from "~/ui/forms/field";
import type { AppIntegrationView } from "./app-integration.server";

// The /app-integration tool's page (ADR 31): the entry points table, the form that builds a URL, the phone-sized preview.

const FLOW_NAMES: Record<(typeof APP_FLOWS)[number], string> = {
  delivery: "Bezorgservice",
  holiday: "Vakantieservice",
  moving: "Verhuisservice",
  "subscription-change": "Abonnement wijzigen",
  contact: "Contactformulier",
};

const section = css({ py: "6", borderTopWidth: "1px", borderTopStyle: "solid", borderColor: "border.default" });
const cell = css({ textAlign: "left", verticalAlign: "top", p: "2", borderBottomWidth: "1px", borderBottomStyle: "solid", borderColor: "border.default" });
const label = css({ display: "block", fontWeight: "semibold", mb: "1" });

export function AppIntegrationPage({ view }: { view: AppIntegrationView }) {
  const { brands, brand, entryId, values, supported, built, target } = view;
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
