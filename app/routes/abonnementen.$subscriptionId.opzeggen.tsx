import type { Route } from "./+types/abonnementen.$subscriptionId.opzeggen";
import { CancellationPage } from "~/features/cancellation/cancellation-page";
import { cancellationAction, cancellationRequest, loadCancellation } from "~/features/cancellation/cancellation.server";
import { preloadCancellationForms } from "~/features/cancellation/lazy";
import { revalidateAfterSubmission } from "~/forms/form-reply";
import { useLatestScreen } from "~/forms/latest-screen";
import { ServicePage } from "~/shell/service-page";
import { sendWhenOnline } from "~/forms/offline-submit";

// /abonnementen/<id>/opzeggen (ADR 17, 39): cancel online with a confirmation step, the receipt, and undo until the end date.
export async function loader({ context, params }: Route.LoaderArgs) {
  const [view] = await Promise.all([loadCancellation(cancellationRequest(context), params.subscriptionId), preloadCancellationForms()]);
  return view;
}

export async function action({ context, params, request }: Route.ActionArgs) {
  return cancellationAction(cancellationRequest(context), params.subscriptionId, await request.formData());
}

/** Sent when the connection allows, kept while it does not (app/forms/offline-submit.ts). */
export const clientAction = ({ request, serverAction }: Route.ClientActionArgs) => sendWhenOnline({ request, serverAction });

export const shouldRevalidate = revalidateAfterSubmission;

export default function CancellationRoute({ loaderData, actionData }: Route.ComponentProps) {
  // After a write: the page as its answer left it (issue 59).
  const shown = useLatestScreen(loaderData, actionData).screen;
  return (
    <ServicePage crumb={{ key: "cancellationTitle", label: "Abonnement opzeggen" }} parent={{ key: "subscriptionsTitle", label: "Abonnementen", path: "/abonnementen" }}>
      <CancellationPage view={shown} reply={actionData} />
    </ServicePage>
  );
}
