import type { Route } from "./+types/bezorgservice.$brandId.$subscriptionId";
import { ComplaintPage } from "~/features/delivery/complaint-page";
import { complaintAction, loadComplaintFlow } from "~/features/delivery/delivery.server";
import { preloadComplaintForm } from "~/features/delivery/lazy";
import { accountRequest } from "~/forms/account-request.server";
import { revalidateAfterSubmission } from "~/forms/form-reply";
import { isWebviewPath } from "~/platform/request/request-context.server";
import { ServicePage } from "~/shell/service-page";
import { flowStepOf, useFlowStep } from "~/shell/data-layer";
import { sendWhenOnline } from "~/forms/offline-submit";

// /bezorgservice/<brand>/<subscription> (deep link from e-mails) and /bezorgservice/app/<brand>/<subscription>.

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const [flow] = await Promise.all([
    loadComplaintFlow(accountRequest(context), isWebviewPath(request), params.brandId, params.subscriptionId, new URL(request.url)),
    preloadComplaintForm(),
  ]);
  return flow;
}

export async function action({ context, params, request }: Route.ActionArgs) {
  return complaintAction(accountRequest(context), isWebviewPath(request), params.brandId, params.subscriptionId, await request.formData());
}

/** Sent when the connection allows, kept while it does not (app/forms/offline-submit.ts). */
export const clientAction = ({ request, serverAction }: Route.ClientActionArgs) => sendWhenOnline({ request, serverAction });

export const shouldRevalidate = revalidateAfterSubmission;

export default function ComplaintRoute({ loaderData, actionData }: Route.ComponentProps) {
  useFlowStep(flowStepOf(actionData), actionData);
  return (
    <ServicePage crumb={{ key: "deliveryServiceTitle", label: "Bezorgservice" }}>
      <ComplaintPage flow={loaderData} reply={actionData} />
    </ServicePage>
  );
}
