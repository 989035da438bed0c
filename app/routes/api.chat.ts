import type { Route } from "./+types/api.chat";
import { chatAction, chatLoader } from "~/features/chat/chat.server";

// The embedded chat's API (ADR 30): the subscriber window reads (long poll) and writes here, same
// origin as the page; the portal checks the opening hours and passes on to the origin's chat desk.

export function loader({ context, request }: Route.LoaderArgs) {
  return chatLoader(context, request);
}

export function action({ context, request }: Route.ActionArgs) {
  if (request.method !== "POST") return new Response(null, { status: 405, headers: { allow: "GET, POST" } });
  return chatAction(context, request);
}
