import { redirect } from "react-router";
import type { Route } from "./+types/api.logout";
import { logout } from "~/features/identity/login.server";
import { LogoutPage } from "~/features/identity/logout-page";
import { appContext } from "~/platform/request/context";
import { sessionContext } from "~/platform/session/session.server";
import { ServicePage } from "~/shell/service-page";

// /api/logout (spec §7). A GET asks "Uitloggen?" and logs out nobody: a link or an image on another
// site cannot end a subscriber's session (ADR 46). The page's POST, which the portal accepts only from
// its own pages (the cross-origin check every action has), ends the session at the identity provider
// and in the portal. Logged out already: back to the service home.
export function loader({ context }: Route.LoaderArgs) {
  if (!context.get(sessionContext).session) throw redirect("/");
  return null;
}

export function action({ context }: Route.ActionArgs) {
  return logout(context.get(appContext), context.get(sessionContext));
}

export default function LogoutRoute() {
  return (
    <ServicePage crumb={{ key: "logoutHeading", label: "Uitloggen?" }}>
      <LogoutPage />
    </ServicePage>
  );
}
