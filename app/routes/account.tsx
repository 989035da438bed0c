import { Outlet } from "react-router";
import type { Route } from "./+types/account";
import { requireAccount } from "~/platform/session.server";

// The account area: every page below /account needs a logged-in account.
export const middleware: Route.MiddlewareFunction[] = [requireAccount];

export default function AccountLayout() {
  return <Outlet />;
}
