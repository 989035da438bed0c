import type { Route } from "./+types/abonnementen.$subscriptionId.opzeggen";
import { CancellationPage } from "~/features/cancellation/cancellation-page";
import { cancellationAction, loadCancellation } from "~/features/cancellation/cancellation.server";
import { preloadCancellationForms } from "~/features/cancellation/lazy-forms";
import { accountRequest } from "~/forms/account-request.server";
import { revalidateAfterSubmission } from "~/forms/form-reply";
import { ServicePage } from "~/shell/service-page";

// /abonnementen/<id>/opzeggen (beyond the spec, ADR 17): cancel online, and undo until the end date.
export async function loader({ context, params }: Route.LoaderArgs) {
  const [view] = await Promise.all([loadCancellation(accountRequest(context), params.subscriptionId), preloadCancellationForms()]);
  return view;
}

export async function action({ context, params, request }: Route.ActionArgs) {
  return cancellationAction(accountRequest(context), params.subscriptionId, await request.formData());
}

export const shouldRevalidate = revalidateAfterSubmission;

export default function CancellationRoute({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <ServicePage crumb={{ key: "cancellationTitle", label: "Abonnement opzeggen" }}>
      <CancellationPage view={loaderData} reply={actionData} />
    </ServicePage>
  );
}
