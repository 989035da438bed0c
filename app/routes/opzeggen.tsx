import type { Route } from "./+types/opzeggen";
import { cancellationRequest, cancelStartAction, loadCancelStart } from "~/features/cancellation/cancellation.server";
import { preloadCancellationForms } from "~/features/cancellation/lazy";
import { CancelStartPage } from "~/features/cancellation/start-page";
import { readsAccountWhenLoggedIn } from "~/platform/session/session.server";
import { ServicePage } from "~/shell/service-page";
import { flowStepOf, useFlowStep } from "~/shell/data-layer";
import { sendWhenOnline } from "~/forms/offline-submit";

// /opzeggen: "Abonnement opzeggen" from every page's navigation and footer (Art. 11a CRD, ADR 39). Open
// to everyone: logged in, the account's subscriptions; without a login, cancelling by subscription
// number, postcode and house number. Logged in, the page's account read answers the session check (ADR 33).

export const middleware: Route.MiddlewareFunction[] = [readsAccountWhenLoggedIn];

export async function loader({ context }: Route.LoaderArgs) {
  const [view] = await Promise.all([loadCancelStart(cancellationRequest(context)), preloadCancellationForms()]);
  return view;
}

export async function action({ context, request }: Route.ActionArgs) {
  return cancelStartAction(cancellationRequest(context), request, await request.formData());
}

/** Sent when the connection allows, kept while it does not (app/forms/offline-submit.ts). */
export const clientAction = ({ request, serverAction }: Route.ClientActionArgs) => sendWhenOnline({ request, serverAction });

export default function CancelStartRoute({ loaderData, actionData }: Route.ComponentProps) {
  useFlowStep(flowStepOf(actionData), actionData);
  return (
    <ServicePage crumb={{ key: "cancellationTitle", label: "Abonnement opzeggen" }}>
      <CancelStartPage view={loaderData} reply={actionData} />
    </ServicePage>
  );
}
