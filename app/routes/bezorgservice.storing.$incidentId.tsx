import { Link } from "~/ui/link";
import { css } from "styled-system/css";
import type { Route } from "./+types/bezorgservice.storing.$incidentId";
import { IncidentNotices } from "~/features/delivery/incident-notice";
import { confirmIncidentAction, loadIncidentNotices } from "~/features/delivery/incidents.server";
import { INCIDENT_CONFIRM_INTENT } from "~/features/delivery/intent";
import { accountRequest, requestLanguage } from "~/forms/account-request.server";
import { inlineLinkClass, pageHeadingClass } from "~/forms/form-styles";
import { useT } from "~/shell/i18n";
import { ServicePage } from "~/shell/service-page";
import { sendWhenOnline } from "~/forms/offline-submit";

// /bezorgservice/storing/<incident>: the incident e-mail's deep link. The incident's notice for each of
// the account's subscriptions it concerns, with the one tap; a 404 for an incident that concerns none
// (unknown, another area, a tampered link). The notices elsewhere post their one tap here (ADR 40).

function incidentRequest(context: Route.LoaderArgs["context"]) {
  const request = accountRequest(context);
  return { ...request, language: requestLanguage(request) };
}

export async function loader({ context, params }: Route.LoaderArgs) {
  const notices = await loadIncidentNotices(incidentRequest(context), params.incidentId);
  if (notices.length === 0) throw new Response("Niet gevonden", { status: 404 });
  return { notices };
}

export async function action({ context, params, request }: Route.ActionArgs) {
  const formData = await request.formData();
  if (formData.get("intent") !== INCIDENT_CONFIRM_INTENT) throw new Response("Niet gevonden", { status: 404 });
  const incident = incidentRequest(context);
  return confirmIncidentAction({ ...incident, session: incident.session }, params.incidentId, formData);
}

/** Sent when the connection allows, kept while it does not (app/forms/offline-submit.ts). */
export const clientAction = ({ request, serverAction }: Route.ClientActionArgs) => sendWhenOnline({ request, serverAction });

export default function IncidentRoute({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <ServicePage crumb={{ key: "deliveryServiceTitle", label: "Bezorgservice" }}>
      <h1 className={pageHeadingClass}>{t("deliveryIncidentPageTitle", "Storing in de bezorging")}</h1>
      <IncidentNotices notices={loaderData.notices} />
      <p className={css({ m: "0" })}>
        <Link to="/bezorgservice" className={inlineLinkClass}>
          {t("deliveryIncidentToOverview", "Naar de bezorgservice")}
        </Link>
      </p>
    </ServicePage>
  );
}
