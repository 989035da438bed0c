import type { Route } from "./+types/_account-required";
import { requireAccount } from "~/platform/session/session.server";

// The one login guard (ADR 35): a pathless layout around every screen and resource that needs an
// account (app/routes.ts). A logged-out visitor goes to the login link and comes back; the session
// check of such a GET is answered by the page's own origin read (ADR 33), which finds this middleware
// in the matched branch. No component: the children render as if the layout were not there.
export const middleware: Route.MiddlewareFunction[] = [requireAccount];
