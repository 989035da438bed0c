import type { Route } from "./+types/facturen.betalen";
import { PayForm } from "~/features/invoices/lazy";
import { PayPage } from "~/features/invoices/pay-page";
import { loadPayPage, payInvoicesAction } from "~/features/invoices/pay.server";
import { accountRequest } from "~/forms/account-request.server";
import { sendWhenOnline } from "~/forms/offline-submit";
import { ServicePage } from "~/shell/service-page";

// "Nu betalen" / "Alles betalen" (issue 56): what will be paid and how; the action sends the browser to
// the hosted payment page with the origin's amount.
export async function loader({ context, request }: Route.LoaderArgs) {
  const [view] = await Promise.all([loadPayPage(accountRequest(context), new URL(request.url)), PayForm.preload()]);
  return view;
}

export async function action({ context, request }: Route.ActionArgs) {
  return payInvoicesAction(accountRequest(context), await request.formData());
}

/** Sent when the connection allows, kept while it does not (app/forms/offline-submit.ts). */
export const clientAction = ({ request, serverAction }: Route.ClientActionArgs) => sendWhenOnline({ request, serverAction });

export default function PayInvoicesRoute({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <ServicePage crumb={{ key: "payTitle", label: "Facturen betalen" }} parent={{ key: "invoicesTitle", label: "Facturen", path: "/facturen" }}>
      <PayPage view={loaderData} reply={actionData} />
    </ServicePage>
  );
}
