import type { Route } from "./+types/vakantieservice.doorgeven";
import { HolidayFormPage } from "~/features/holiday/form-page";
import { doneText } from "~/features/holiday/changes.server";
import { holidayFormAction, loadHolidayForm } from "~/features/holiday/form.server";
import { preloadHolidayForms } from "~/features/holiday/lazy";
import { accountRequest } from "~/forms/account-request.server";
import { revalidateAfterSubmission } from "~/forms/form-reply";
import { isWebviewPath } from "~/platform/request/request-context.server";
import { ServicePage } from "~/shell/service-page";
import { flowStepOf, useFlowStep } from "~/shell/data-layer";
import { sendWhenOnline } from "~/forms/offline-submit";

// /vakantieservice/doorgeven and /vakantieservice/app/doorgeven (the app's webview: no header, menu or
// footer; no screen view, spec §2): plan a pause or a holiday address, or change one (`?wijziging=`).

export async function loader({ context, request }: Route.LoaderArgs) {
  const account = accountRequest(context);
  const url = new URL(request.url);
  const [view] = await Promise.all([loadHolidayForm(account, isWebviewPath(request), url), preloadHolidayForms()]);
  return { view, doneText: view.done ? doneText(view.done, account.t) : null };
}

export async function action({ context, request }: Route.ActionArgs) {
  return holidayFormAction(accountRequest(context), isWebviewPath(request), await request.formData());
}

/** Sent when the connection allows, kept while it does not (app/forms/offline-submit.ts). */
export const clientAction = ({ request, serverAction }: Route.ClientActionArgs) => sendWhenOnline({ request, serverAction });

export const shouldRevalidate = revalidateAfterSubmission;

export default function HolidayFormRoute({ loaderData, actionData }: Route.ComponentProps) {
  useFlowStep(flowStepOf(actionData), actionData);
  return (
    <ServicePage crumb={{ key: "holidayServiceTitle", label: "Vakantieservice" }}>
      <HolidayFormPage view={loaderData.view} reply={actionData} doneText={loaderData.doneText} />
    </ServicePage>
  );
}
