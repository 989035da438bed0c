import { useLocation } from "react-router";
import { Link } from "~/ui/link";
import { css } from "styled-system/css";
import { inlineLinkClass, mutedTextClass, pageHeadingClass } from "~/forms/form-styles";
import { loginLink } from "~/platform/content/links";
import { useRootData } from "~/shell/root-data";
import { useT } from "~/shell/i18n";
import { buttonRecipe } from "~/ui/button/button";
import type { IncidentListItem } from "./incidents.server";
import { reportPath } from "./intent";
import { cardClass } from "./subscription-heading";

// /bezorgservice without a login (ADR 40): today's delivery incidents of the brand by postcode area
// (nothing personal), the way to report a missing paper without logging in, and logging in.

export function IncidentList({ incidents }: { incidents: IncidentListItem[] }) {
  const t = useT();
  const root = useRootData();
  const location = useLocation();
  const brandName = root?.brand?.name ?? "Mijn Omgeving";
  return (
    <>
      <h1 className={pageHeadingClass}>{t("deliveryServiceTitle", "Bezorgservice")}</h1>
      <section aria-labelledby="storingen-vandaag" className={cardClass}>
        <h2 id="storingen-vandaag" className={css({ fontSize: "lg", fontWeight: "bold", m: "0", mb: "2" })}>
          {t("deliveryIncidentsToday", "Storingen vandaag")}
        </h2>
        {incidents.length === 0 ? (
          <p className={css({ m: "0" })}>{t("deliveryIncidentsNone", "Er zijn vandaag geen storingen bekend in de bezorging van {brand}.", { brand: brandName })}</p>
        ) : (
          <ul className={css({ listStyle: "none", p: "0", m: "0", display: "flex", flexDirection: "column", gap: "3" })}>
            {incidents.map((incident) => (
              <li key={incident.id}>
                <p className={css({ m: "0", fontWeight: "semibold" })}>
                  {incident.kind === "LATE" ? t("deliveryIncidentLateTitle", "Uw krant komt later") : t("deliveryIncidentTitle", "Storing in de bezorging")} ·{" "}
                  {t("deliveryIncidentAreas", "postcodes {areas}", { areas: incident.areas })}
                </p>
                <p className={css({ m: "0" })}>{incident.text}</p>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="geen-krant" className={css({ display: "flex", flexDirection: "column", gap: "3", mt: "6" })}>
        <h2 id="geen-krant" className={css({ fontSize: "lg", fontWeight: "bold", m: "0" })}>
          {t("deliveryReportHeading", "Geen krant ontvangen?")}
        </h2>
        <p className={css({ m: "0" })}>
          {t("deliveryReportIntro", "Meld het zonder in te loggen, met uw abonnementsnummer, postcode en huisnummer. U krijgt het bedrag terug op uw volgende factuur.")}
        </p>
        <p className={css({ m: "0" })}>
          <Link to={reportPath(false)} className={buttonRecipe({ variant: "primary" })}>
            {t("deliveryReportStart", "Melden zonder in te loggen")}
          </Link>
        </p>
        <p className={mutedTextClass}>
          {t("deliveryReportOrLogin", "Liever alles op één plek, met uw eerdere meldingen?")}{" "}
          <a href={loginLink(root?.siteBase ?? "", `${location.pathname}${location.search}`)} className={inlineLinkClass}>
            {t("login", "Inloggen")}
          </a>
        </p>
      </section>
    </>
  );
}
