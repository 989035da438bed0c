import type { Route } from "./+types/betaalservice.wijzigen.$brandId.$subscriptionId";
import { ChangePaymentPage } from "~/features/payment/payment-page";
import { changeToDirectDebitAction, loadChangeTarget } from "~/features/payment/payment.server";
import { accountRequest } from "~/forms/account-request.server";
import { requireAccount } from "~/platform/session.server";
import { ServicePage } from "~/shell/service-page";

export const middleware: Route.MiddlewareFunction[] = [requireAccount];

export async function loader({ context, params }: Route.LoaderArgs) {
  return loadChangeTarget(accountRequest(context), params.brandId, params.subscriptionId);
}

export async function action({ context, params, request }: Route.ActionArgs) {
  const account = accountRequest(context);
  // The same 404 as the page for a subscription that is not the account's (nothing is sent then).
  await loadChangeTarget(account, params.brandId, params.subscriptionId);
  return changeToDirectDebitAction(account, params.subscriptionId, await request.formData());
}

export default function ChangePaymentRoute({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <ServicePage crumb={{ key: "paymentChangeTitle", label: "Betaalwijze wijzigen" }}>
      <ChangePaymentPage target={loaderData.target} idempotencyKey={loaderData.idempotencyKey} directDebit={loaderData.directDebit} reply={actionData} />
    </ServicePage>
  );
}
