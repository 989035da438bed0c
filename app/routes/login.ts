import type { Route } from "./+types/login";
import { startLogin, switchAccount } from "~/features/identity/login.server";
import { appContext } from "~/platform/request/context";
import { sessionContext } from "~/platform/session/session.server";

// GET /login?callback_url=… — off to the identity provider, and back to callback_url afterwards.
export function loader({ request, context }: Route.LoaderArgs) {
  return startLogin(context.get(appContext), context.get(sessionContext), new URL(request.url));
}

// POST /login (intent switch-account): continue as the account this browser signed in with elsewhere.
export function action({ request, context }: Route.ActionArgs) {
  return switchAccount(context.get(appContext), context.get(sessionContext), request);
}
