import type { Route } from "./+types/api.logout";
import { logout } from "~/features/identity/login.server";
import { appContext } from "~/platform/request/context";
import { sessionContext } from "~/platform/session/session.server";

// GET /api/logout (spec §7): ends the session at the identity provider and in the portal.
export function loader({ context }: Route.LoaderArgs) {
  return logout(context.get(appContext), context.get(sessionContext));
}
