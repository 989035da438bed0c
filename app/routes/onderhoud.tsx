import { data } from "react-router";
import { css } from "styled-system/css";
import type { Route } from "./+types/onderhoud";
import { appContext } from "~/platform/request/context";
import { useT } from "~/shell/i18n";

// Maintenance page: its title and text come from the maintenancePage content document.
export function loader({ context }: Route.LoaderArgs) {
  const { maintenance } = context.get(appContext);
  const body = { title: maintenance.title ?? null, active: maintenance.active };
  // While maintenance is on, say so to caches and crawlers too.
  return maintenance.active ? data(body, { status: 503, headers: { "retry-after": "3600" } }) : body;
}

export default function Maintenance({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <div className={css({ maxW: "container", mx: "auto", px: "4", py: "10" })}>
      <h1 className={css({ fontSize: "2xl", fontWeight: "bold", mb: "3" })}>{loaderData.title ?? t("maintenanceTitle", "Onderhoud")}</h1>
      <p>{t("maintenanceBody", "Mijn Omgeving is even niet beschikbaar wegens onderhoud. Probeer het later opnieuw.")}</p>
    </div>
  );
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}
