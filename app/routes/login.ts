import type { Route } from "./+types/login";
import { startLogin } from "~/features/auth/login.server";
import { appContext } from "~/platform/context";
import { sessionContext } from "~/platform/session.server";

// GET /login?callback_url=… — off to the identity provider, and back to callback_url afterwards.
export function loader({ request, context }: Route.LoaderArgs) {
  return startLogin(context.get(appContext), context.get(sessionContext), new URL(request.url));
}
