import { data } from "react-router";
import { css } from "styled-system/css";
import type { Route } from "./+types/onderhoud";
import { appContext } from "~/platform/request/context";
import { useT } from "~/shell/i18n";
import { LazyRichText } from "~/shell/lazy-rich-text";
import { useRootData } from "~/shell/root-data";

// Maintenance page: title and body (rich text) come from the maintenancePage content document; the
// fixed Dutch text stands in only when content is unavailable.
export async function loader({ context }: Route.LoaderArgs) {
  const { maintenance } = context.get(appContext);
  const blocks = maintenance.body ?? [];
  // Rendered on the server in full: the renderer's chunk is loaded before the page renders.
  if (blocks.length > 0) await LazyRichText.preload();
  const body = { title: maintenance.title ?? null, blocks, active: maintenance.active };
  // While maintenance is on, say so to caches and crawlers too.
  return maintenance.active ? data(body, { status: 503, headers: { "retry-after": "3600" } }) : body;
}

export default function Maintenance({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const brand = useRootData()?.brand;
  return (
    <div className={css({ maxW: "container", mx: "auto", px: "4", py: "10" })}>
      <h1 className={css({ fontSize: "2xl", fontWeight: "bold", mb: "3" })}>{loaderData.title ?? t("maintenanceTitle", "Onderhoud")}</h1>
      {loaderData.blocks.length > 0 ? (
        <LazyRichText value={loaderData.blocks} brandId={brand?.id} brandLinks={brand ? { [brand.id]: brand.links } : {}} />
      ) : (
        <p>{t("maintenanceBody", "Mijn Omgeving is even niet beschikbaar wegens onderhoud. Probeer het later opnieuw.")}</p>
      )}
    </div>
  );
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}
