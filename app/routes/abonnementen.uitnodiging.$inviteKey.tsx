import { redirect } from "react-router";
import type { Route } from "./+types/abonnementen.uitnodiging.$inviteKey";
import { invitationPath } from "~/features/shared-access/intent";
import { InvitationPage } from "~/features/shared-access/invitation-page";
import { acceptAction, loadInvitation } from "~/features/shared-access/invitation.server";
import { accountRequest } from "~/forms/account-request.server";
import { appContext } from "~/platform/request/context";
import { loginLink } from "~/platform/content/links";
import { readsAccountWhenLoggedIn, sessionContext } from "~/platform/session/session.server";
import { ServicePage } from "~/shell/service-page";
import { flowStepOf, useFlowStep } from "~/shell/data-layer";
import { sendWhenOnline } from "~/forms/offline-submit";

// /abonnementen/uitnodiging/<key>: the invitee's page, with or without a login (no screen view: spec §2).
// Logged in, the session check runs beside the invite's read instead of before it (ADR 33).
export const middleware: Route.MiddlewareFunction[] = [readsAccountWhenLoggedIn];

export async function loader({ context, params, request }: Route.LoaderArgs) {
  return loadInvitation(context.get(appContext), context.get(sessionContext), params.inviteKey, new URL(request.url));
}

export async function action({ context, params, request }: Route.ActionArgs) {
  // Logged out meanwhile: log in and come back here.
  if (!context.get(sessionContext).session) {
    const url = new URL(request.url);
    throw redirect(loginLink(url.origin, invitationPath(params.inviteKey)), 303);
  }
  return acceptAction(accountRequest(context), params.inviteKey, await request.formData());
}

/** Sent when the connection allows, kept while it does not (app/forms/offline-submit.ts). */
export const clientAction = ({ request, serverAction }: Route.ClientActionArgs) => sendWhenOnline({ request, serverAction });

export default function InvitationRoute({ loaderData, actionData, params }: Route.ComponentProps) {
  useFlowStep(flowStepOf(actionData), actionData);
  return (
    <ServicePage crumb={{ key: "sharedAccessInvitationHeading", label: "Uitnodiging om mee te lezen" }}>
      <InvitationPage invitation={loaderData.invitation} reply={actionData} switchAccount={invitationPath(params.inviteKey)} />
    </ServicePage>
  );
}
