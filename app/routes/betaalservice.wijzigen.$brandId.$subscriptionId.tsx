import type { Route } from "./+types/betaalservice.wijzigen.$brandId.$subscriptionId";
import { ChangePaymentPage } from "~/features/payment/payment-page";
import { preloadChangeForms } from "~/features/payment/lazy";
import { changePaymentAction, loadChangeTarget } from "~/features/payment/payment.server";
import { accountRequest } from "~/forms/account-request.server";
import { ServicePage } from "~/shell/service-page";
import { flowStepOf, useFlowStep } from "~/shell/data-layer";
import { sendWhenOnline } from "~/forms/offline-submit";

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const [target] = await Promise.all([loadChangeTarget(accountRequest(context), params.brandId, params.subscriptionId, new URL(request.url)), preloadChangeForms()]);
  return target;
}

export async function action({ context, params, request }: Route.ActionArgs) {
  return changePaymentAction(accountRequest(context), params.brandId, params.subscriptionId, await request.formData());
}

/** Sent when the connection allows, kept while it does not (app/forms/offline-submit.ts). */
export const clientAction = ({ request, serverAction }: Route.ClientActionArgs) => sendWhenOnline({ request, serverAction });

export default function ChangePaymentRoute({ loaderData, actionData }: Route.ComponentProps) {
  useFlowStep(flowStepOf(actionData), actionData);
  return (
    <ServicePage crumb={{ key: "paymentChangeTitle", label: "Betaalwijze wijzigen" }}>
      <ChangePaymentPage {...loaderData} reply={actionData} />
    </ServicePage>
  );
}
