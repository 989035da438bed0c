import { redirect } from "react-router";
import type { Route } from "./+types/bezorgservice.melden";
import { preloadReportForms } from "~/features/delivery/lazy";
import { reportAction } from "~/features/delivery/report.server";
import { ReportPage } from "~/features/delivery/report-page";
import { visitorRequest } from "~/forms/account-request.server";
import { appContext } from "~/platform/request/context";
import { isWebviewPath } from "~/platform/request/request-context.server";
import { flowStepOf, useFlowStep } from "~/shell/data-layer";
import { ServicePage } from "~/shell/service-page";
import { sendWhenOnline } from "~/forms/offline-submit";

// /bezorgservice/melden and /bezorgservice/app/melden: report a missing paper without logging in, by
// subscription number, postcode and house number (ADR 40). Logged in, the ordinary complaint flow.

export async function loader({ context, request }: Route.LoaderArgs) {
  if (visitorRequest(context).session) throw redirect(isWebviewPath(request) ? "/bezorgservice/app/klacht" : "/bezorgservice/klacht");
  const { brand } = context.get(appContext);
  if (!brand || brand.category === "account") throw new Response("Niet gevonden", { status: 404 });
  await preloadReportForms();
  return { country: brand.country === "be" ? ("BE" as const) : ("NL" as const) };
}

export async function action({ context, request }: Route.ActionArgs) {
  return reportAction(visitorRequest(context), request, await request.formData(), isWebviewPath(request));
}

/** Sent when the connection allows, kept while it does not (app/forms/offline-submit.ts). */
export const clientAction = ({ request, serverAction }: Route.ClientActionArgs) => sendWhenOnline({ request, serverAction });

export default function ReportRoute({ loaderData, actionData }: Route.ComponentProps) {
  useFlowStep(flowStepOf(actionData).replace(/^delivery-complaint:/, "delivery-report:"), actionData);
  return (
    <ServicePage crumb={{ key: "deliveryServiceTitle", label: "Bezorgservice" }}>
      <ReportPage country={loaderData.country} reply={actionData} />
    </ServicePage>
  );
}
