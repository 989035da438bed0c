import type { Route } from "./+types/verhuisservice.doorgeven";
import { MovePage } from "~/features/moving/move-page";
import { preloadMoveForm } from "~/features/moving/lazy";
import { loadMoveFlow, moveAction } from "~/features/moving/moving.server";
import { accountRequest } from "~/forms/account-request.server";
import { revalidateAfterSubmission } from "~/forms/form-reply";
import { isWebviewPath } from "~/platform/request/request-context.server";
import { ServicePage } from "~/shell/service-page";
import { flowStepOf, useFlowStep } from "~/shell/data-layer";
import { sendWhenOnline } from "~/forms/offline-submit";

// /verhuisservice/doorgeven and /verhuisservice/app/doorgeven (the brand's app: no site chrome; no screen view: spec §2).

export async function loader({ context, request }: Route.LoaderArgs) {
  const [flow] = await Promise.all([loadMoveFlow(accountRequest(context), isWebviewPath(request), new URL(request.url)), preloadMoveForm()]);
  return flow;
}

export async function action({ context, request }: Route.ActionArgs) {
  return moveAction(accountRequest(context), isWebviewPath(request), await request.formData());
}

/** Sent when the connection allows, kept while it does not (app/forms/offline-submit.ts). */
export const clientAction = ({ request, serverAction }: Route.ClientActionArgs) => sendWhenOnline({ request, serverAction });

export const shouldRevalidate = revalidateAfterSubmission;

export default function MoveRoute({ loaderData, actionData }: Route.ComponentProps) {
  useFlowStep(flowStepOf(actionData), actionData);
  return (
    <ServicePage crumb={{ key: "movingServiceTitle", label: "Verhuisservice" }}>
      <MovePage flow={loaderData} reply={actionData} />
    </ServicePage>
  );
}
