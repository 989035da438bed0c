import { redirect } from "react-router";
import type { Route } from "./+types/api.preview";
import { appContext } from "~/platform/request/context";
import { previewCookie, safeLocalPath, secretMatches } from "~/platform/content/preview.server";

// GET /api/preview?secret=…&redirect=/pad — enters preview mode; the redirect stays on this host.
export async function loader({ request, context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  const url = new URL(request.url);
  if (!(await secretMatches(url.searchParams.get("secret"), app.env.PREVIEW_SECRET))) {
    return new Response("Ongeldige of ontbrekende preview-sleutel.", { status: 401, headers: { "content-type": "text/plain; charset=utf-8" } });
  }
  return redirect(safeLocalPath(url.searchParams.get("redirect")), {
    headers: { "set-cookie": await previewCookie(app.env.SESSION_SECRET) },
  });
}
